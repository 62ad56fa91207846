/** The backstage sections, each shown only to viewers holding its permission. */
export interface BackstageNavItem {
  /** Untranslated label: the nav translates it. */
  label: string;
  to: string;
  permission: "music.create" | "backstageRequests.create";
  /** Also current on these path prefixes (the upload page has two addresses). */
  also?: string[];
}

export const backstageNav: BackstageNavItem[] = [
  { label: "Overview", to: "/backstage", permission: "music.create" },
  { label: "Upload", to: "/backstage/upload", permission: "music.create", also: ["/backstage/tracks/new"] },
  { label: "Tracks", to: "/backstage/tracks", permission: "music.create" },
  { label: "Albums", to: "/backstage/albums", permission: "music.create" },
  { label: "Credits", to: "/backstage/credits", permission: "music.create" },
  { label: "Requests", to: "/backstage/requests", permission: "backstageRequests.create" },
];

/** Whether a nav entry is the current section for a path. */
export function isCurrent(item: BackstageNavItem, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (item.also?.some((p) => path === p || path.startsWith(`${p}/`))) return true;
  if (item.to === "/backstage") return path === "/backstage";
  if (item.to === "/backstage/tracks" && path === "/backstage/tracks/new") return false;
  return path === item.to || path.startsWith(`${item.to}/`);
}
