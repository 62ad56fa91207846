import { ButtonLink, DashboardIcon, ExternalIcon, IconButton, MusicIcon, UserIcon } from "@backbeat/ui";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { t } from "@/global/i18n.ts";
import * as s from "./catalogue.css.ts";

/** A list row's first cell: artwork, the name linking to its edit page, and a line under it. */
export function NameCell({
  image,
  name,
  to,
  sub,
  round = false,
}: {
  image?: string | null;
  name: string;
  to: string;
  sub?: ReactNode;
  round?: boolean;
}) {
  return (
    <span className={s.nameCell}>
      {image ? (
        <img src={image} alt="" className={[s.thumb, round ? s.thumbRound : ""].join(" ")} loading="lazy" />
      ) : (
        <span className={[s.thumb, round ? s.thumbRound : ""].join(" ")} aria-hidden>
          {round ? <UserIcon size={18} /> : <MusicIcon size={18} />}
        </span>
      )}
      <span className={s.nameText}>
        <Link to={to} className={s.nameLink}>
          {name}
        </Link>
        {sub ? <span className={s.sub}>{sub}</span> : null}
      </span>
    </span>
  );
}

/** Opens the item's public page in a new tab. */
/** The row's insights page (plays, listeners, countries) in the admin area. */
export function InsightsLink({ to, name }: { to: string; name: string }) {
  return (
    <ButtonLink href={to} variant="ghost" size="xs" aria-label={t("Insights for :name", { name })}>
      <DashboardIcon size={16} />
    </ButtonLink>
  );
}

/** The last cell of a catalogue row: its insights, then its public page. */
export function RowLinks({ insights, href, name }: { insights: string; href: string; name: string }) {
  return (
    <span className={s.rowLinks}>
      <InsightsLink to={insights} name={name} />
      <PublicLink href={href} name={name} />
    </span>
  );
}

export function PublicLink({ href, name }: { href: string; name: string }) {
  return (
    <IconButton
      aria-label={t("Open :name on the site", { name })}
      variant="ghost"
      size="xs"
      onPress={() => window.open(href, "_blank", "noopener")}
    >
      <ExternalIcon size={16} />
    </IconButton>
  );
}

export function formatDuration(ms: number): string {
  const total = Math.round(ms / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
}
