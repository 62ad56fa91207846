import type { ReactNode, SVGProps } from "react";

/** A small inline icon set (24 px grid, 1.75 stroke), sized by `1em` so text size drives it. */
export type IconProps = Omit<SVGProps<SVGSVGElement>, "children"> & { size?: number | string; title?: string };

function Svg({
  name,
  filled,
  strokeWidth = 1.75,
  size = "1.25em",
  title,
  children,
  ...props
}: IconProps & { name: string; filled?: boolean; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative icons are aria-hidden; a `title` prop names the others.
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill={filled ? "currentColor" : "none"}
      stroke={filled ? "none" : "currentColor"}
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={title ? undefined : true}
      role={title ? "img" : undefined}
      focusable="false"
      data-icon={name}
      {...props}
    >
      {title ? <title>{title}</title> : null}
      {children}
    </svg>
  );
}

/**
 * An icon made from paths, for a feature's own glyphs: the kit's sizing, stroke and
 * accessibility, with the feature's drawing. Called once per icon at module load.
 */
export function createIcon(
  name: string,
  paths: ReactNode,
  defaults: { filled?: boolean; strokeWidth?: number; size?: number | string } = {},
) {
  // biome-ignore lint/correctness/noComponentHookFactories: an icon factory called once per icon at module load, no hooks inside
  function Icon(props: IconProps) {
    return (
      <Svg name={name} filled={defaults.filled} strokeWidth={defaults.strokeWidth} size={defaults.size} {...props}>
        {paths}
      </Svg>
    );
  }
  Icon.displayName = `${name}Icon`;
  return Icon;
}

export function CheckIcon(props: IconProps) {
  return (
    <Svg name="Check" {...props}>
      <path d="M5 12.5l4.5 4.5L19 7.5" />
    </Svg>
  );
}

export function MinusIcon(props: IconProps) {
  return (
    <Svg name="Minus" {...props}>
      <path d="M6 12h12" />
    </Svg>
  );
}

export function PlusIcon(props: IconProps) {
  return (
    <Svg name="Plus" {...props}>
      <path d="M12 5v14M5 12h14" />
    </Svg>
  );
}

export function CloseIcon(props: IconProps) {
  return (
    <Svg name="Close" {...props}>
      <path d="M6 6l12 12M18 6L6 18" />
    </Svg>
  );
}

export function ChevronDownIcon(props: IconProps) {
  return (
    <Svg name="ChevronDown" {...props}>
      <path d="M6 9l6 6 6-6" />
    </Svg>
  );
}

export function ChevronUpIcon(props: IconProps) {
  return (
    <Svg name="ChevronUp" {...props}>
      <path d="M6 15l6-6 6 6" />
    </Svg>
  );
}

export function ChevronLeftIcon(props: IconProps) {
  return (
    <Svg name="ChevronLeft" {...props}>
      <path d="M15 6l-6 6 6 6" />
    </Svg>
  );
}

export function ChevronRightIcon(props: IconProps) {
  return (
    <Svg name="ChevronRight" {...props}>
      <path d="M9 6l6 6-6 6" />
    </Svg>
  );
}

export function ArrowUpIcon(props: IconProps) {
  return (
    <Svg name="ArrowUp" {...props}>
      <path d="M12 19V5M6 11l6-6 6 6" />
    </Svg>
  );
}

export function ArrowDownIcon(props: IconProps) {
  return (
    <Svg name="ArrowDown" {...props}>
      <path d="M12 5v14M6 13l6 6 6-6" />
    </Svg>
  );
}

export function SearchIcon(props: IconProps) {
  return (
    <Svg name="Search" {...props}>
      <circle cx="11" cy="11" r="6.5" /> <path d="M20 20l-4.2-4.2" />
    </Svg>
  );
}

export function CopyIcon(props: IconProps) {
  return (
    <Svg name="Copy" {...props}>
      <rect x="8" y="8" width="12" height="12" rx="2.5" />{" "}
      <path d="M16 8V6.5A2.5 2.5 0 0013.5 4h-7A2.5 2.5 0 004 6.5v7A2.5 2.5 0 006.5 16H8" />
    </Svg>
  );
}

export function InfoIcon(props: IconProps) {
  return (
    <Svg name="Info" {...props}>
      <circle cx="12" cy="12" r="9" /> <path d="M12 11v5M12 7.5v.5" />
    </Svg>
  );
}

export function AlertIcon(props: IconProps) {
  return (
    <Svg name="Alert" {...props}>
      <circle cx="12" cy="12" r="9" /> <path d="M12 7.5v5M12 16v.5" />
    </Svg>
  );
}

export function CheckCircleIcon(props: IconProps) {
  return (
    <Svg name="CheckCircle" {...props}>
      <circle cx="12" cy="12" r="9" /> <path d="M8 12.5l2.8 2.8L16.5 9.5" />
    </Svg>
  );
}

export function UploadIcon(props: IconProps) {
  return (
    <Svg name="Upload" {...props}>
      <path d="M12 15V4M7 9l5-5 5 5" /> <path d="M4 15v3.5A1.5 1.5 0 005.5 20h13a1.5 1.5 0 001.5-1.5V15" />
    </Svg>
  );
}

export function SunIcon(props: IconProps) {
  return (
    <Svg name="Sun" {...props}>
      <circle cx="12" cy="12" r="4" />{" "}
      <path d="M12 2.5v2M12 19.5v2M4.6 4.6l1.4 1.4M18 18l1.4 1.4M2.5 12h2M19.5 12h2M4.6 19.4L6 18M18 6l1.4-1.4" />
    </Svg>
  );
}

/** A screen: "follow the system" (theme, language). */
export function MonitorIcon(props: IconProps) {
  return (
    <Svg name="Monitor" {...props}>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
    </Svg>
  );
}

export function MoonIcon(props: IconProps) {
  return (
    <Svg name="Moon" {...props}>
      <path d="M20 14.5A8 8 0 019.5 4a8 8 0 1010.5 10.5z" />
    </Svg>
  );
}

export function MoreIcon(props: IconProps) {
  return (
    <Svg name="More" filled {...props}>
      <circle cx="5.5" cy="12" r="1.4" /> <circle cx="12" cy="12" r="1.4" /> <circle cx="18.5" cy="12" r="1.4" />
    </Svg>
  );
}

export function HomeIcon(props: IconProps) {
  return (
    <Svg name="Home" {...props}>
      <path d="M4 10.5L12 4l8 6.5V19a1 1 0 01-1 1h-4.5v-6h-5v6H5a1 1 0 01-1-1z" />
    </Svg>
  );
}

export function LibraryIcon(props: IconProps) {
  return (
    <Svg name="Library" {...props}>
      <path d="M5 4v16M9.5 4v16" /> <path d="M14 5l5.5 14.5" />
    </Svg>
  );
}

export function MenuIcon(props: IconProps) {
  return (
    <Svg name="Menu" {...props}>
      <path d="M4 7h16M4 12h16M4 17h16" />
    </Svg>
  );
}

export function FilterIcon(props: IconProps) {
  return (
    <Svg name="Filter" {...props}>
      <path d="M4 6h16M7 12h10M10 18h4" />
    </Svg>
  );
}

export function ColumnsIcon(props: IconProps) {
  return (
    <Svg name="Columns" {...props}>
      <rect x="4" y="5" width="16" height="14" rx="2" />
      <path d="M10 5v14M15 5v14" />
    </Svg>
  );
}

export function DashboardIcon(props: IconProps) {
  return (
    <Svg name="Dashboard" {...props}>
      <rect x="4" y="4" width="7" height="9" rx="1.5" /> <rect x="13" y="4" width="7" height="5" rx="1.5" />{" "}
      <rect x="13" y="11" width="7" height="9" rx="1.5" /> <rect x="4" y="15" width="7" height="5" rx="1.5" />
    </Svg>
  );
}

export function ExploreIcon(props: IconProps) {
  return (
    <Svg name="Explore" {...props}>
      <circle cx="12" cy="12" r="9" /> <path d="M15.5 8.5l-2 5-5 2 2-5z" />
    </Svg>
  );
}

export function MusicIcon(props: IconProps) {
  return (
    <Svg name="Music" {...props}>
      <circle cx="7" cy="17.5" r="2.5" /> <circle cx="17" cy="15.5" r="2.5" /> <path d="M9.5 17.5V6l10-2v11.5" />
    </Svg>
  );
}

export function ExternalIcon(props: IconProps) {
  return (
    <Svg name="External" {...props}>
      <path d="M14 4h6v6M20 4l-9 9" />{" "}
      <path d="M18 14v4.5a1.5 1.5 0 01-1.5 1.5h-11A1.5 1.5 0 014 18.5v-11A1.5 1.5 0 015.5 6H10" />
    </Svg>
  );
}

export function FileIcon(props: IconProps) {
  return (
    <Svg name="File" {...props}>
      <path d="M14 3.5H7A1.5 1.5 0 005.5 5v14A1.5 1.5 0 007 20.5h10a1.5 1.5 0 001.5-1.5V8z" />{" "}
      <path d="M14 3.5V8h4.5" />
    </Svg>
  );
}

export function InboxIcon(props: IconProps) {
  return (
    <Svg name="Inbox" {...props}>
      <path d="M4 13.5l2.5-8h11l2.5 8V19a1 1 0 01-1 1H5a1 1 0 01-1-1z" /> <path d="M4 13.5h4.5l1 2h5l1-2H20" />
    </Svg>
  );
}

export function SettingsIcon(props: IconProps) {
  return (
    <Svg name="Settings" {...props}>
      <circle cx="12" cy="12" r="3" />{" "}
      <path d="M12 3v2.5M12 18.5V21M21 12h-2.5M5.5 12H3M18.4 5.6l-1.8 1.8M7.4 16.6l-1.8 1.8M18.4 18.4l-1.8-1.8M7.4 7.4L5.6 5.6" />
    </Svg>
  );
}

export function PlayIcon(props: IconProps) {
  return (
    <Svg name="Play" filled {...props}>
      <path d="M8 5.5v13l10.5-6.5z" />
    </Svg>
  );
}

export function VolumeIcon(props: IconProps) {
  return (
    <Svg name="Volume" {...props}>
      <path d="M4.5 9.5h3L12 6v12l-4.5-3.5h-3z" /> <path d="M15.5 9a4 4 0 010 6M18 6.5a7.5 7.5 0 010 11" />
    </Svg>
  );
}

export function LanguageIcon(props: IconProps) {
  return (
    <Svg name="Language" {...props}>
      <circle cx="12" cy="12" r="9" />{" "}
      <path d="M3 12h18M12 3c2.5 2.5 3.5 5.5 3.5 9s-1 6.5-3.5 9c-2.5-2.5-3.5-5.5-3.5-9s1-6.5 3.5-9z" />
    </Svg>
  );
}

export function UserIcon(props: IconProps) {
  return (
    <Svg name="User" {...props}>
      <circle cx="12" cy="8.5" r="3.5" /> <path d="M5 20c.8-3.5 3.6-5.5 7-5.5s6.2 2 7 5.5" />
    </Svg>
  );
}

export function BellIcon(props: IconProps) {
  return (
    <Svg name="Bell" {...props}>
      <path d="M6 16.5V11a6 6 0 0112 0v5.5l1.5 2h-15z" /> <path d="M10 20.5a2 2 0 004 0" />
    </Svg>
  );
}

export function TrashIcon(props: IconProps) {
  return (
    <Svg name="Trash" {...props}>
      <path d="M4.5 7h15M10 4h4M6.5 7l1 12.5a1 1 0 001 .9h7a1 1 0 001-.9l1-12.5" />
    </Svg>
  );
}

export function EditIcon(props: IconProps) {
  return (
    <Svg name="Edit" {...props}>
      <path d="M14.5 5.5l4 4L9 19H5v-4z" /> <path d="M12.5 7.5l4 4" />
    </Svg>
  );
}

export function LogoutIcon(props: IconProps) {
  return (
    <Svg name="Logout" {...props}>
      <path d="M10 4.5H6A1.5 1.5 0 004.5 6v12A1.5 1.5 0 006 19.5h4" /> <path d="M15 8l4 4-4 4M19 12H9.5" />
    </Svg>
  );
}

export function DownloadIcon(props: IconProps) {
  return (
    <Svg name="Download" {...props}>
      <path d="M12 4v11M7 10l5 5 5-5" /> <path d="M4 15v3.5A1.5 1.5 0 005.5 20h13a1.5 1.5 0 001.5-1.5V15" />
    </Svg>
  );
}

/** Icons menus can name (the server's menu items carry an icon name). */
export const namedIcons = {
  home: HomeIcon,
  search: SearchIcon,
  "library-music": LibraryIcon,
  library: LibraryIcon,
  upload: UploadIcon,
  dashboard: DashboardIcon,
  explore: ExploreIcon,
  music: MusicIcon,
  settings: SettingsIcon,
  notifications: BellIcon,
  person: UserIcon,
  logout: LogoutIcon,
  download: DownloadIcon,
  language: LanguageIcon,
} as const;
