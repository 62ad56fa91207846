import { useQuery } from "@tanstack/react-query";
import { Link, Outlet, useLocation } from "react-router";
import { t } from "@/global/i18n.ts";
import { useBootstrap } from "@/lib/bootstrap.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { viewerCan } from "../auth/access.ts";
import { RouteGuard } from "../auth/guards.tsx";
import * as s from "./layout.css.ts";
import { backstageNav, isCurrent } from "./nav.ts";

/** The artist's own profile(s): one opens its edit page, several the overview that lists them. */
function ArtistLink({ pathname }: { pathname: string }) {
  const trpc = useTRPC();
  const overview = useQuery(trpc.backstage.catalogue.overview.queryOptions());
  const artists = overview.data?.artists ?? [];
  if (artists.length !== 1) return null;
  const to = `/backstage/artists/${artists[0]?.id}/edit`;
  return (
    <Link
      to={to}
      className={s.navLink}
      aria-current={pathname.startsWith("/backstage/artists/") ? "page" : undefined}
      data-testid="backstage-artist-link"
    >
      {t("Artist")}
    </Link>
  );
}

function BackstageNav() {
  const data = useBootstrap();
  const { pathname } = useLocation();
  const items = backstageNav.filter((item) => viewerCan(data, item.permission));
  const link = (item: (typeof items)[number]) => (
    <NavLink key={item.to} to={item.to} label={item.label} current={isCurrent(item, pathname)} />
  );
  return (
    <div className={s.bar}>
      <div className={s.barInner}>
        <span className={s.areaLabel}>{t("Backstage")}</span>
        <nav className={s.nav} aria-label={t("Backstage")}>
          {items.filter((item) => item.permission === "music.create").map(link)}
          {viewerCan(data, "music.create") ? <ArtistLink pathname={pathname} /> : null}
          {items.filter((item) => item.permission !== "music.create").map(link)}
        </nav>
      </div>
    </div>
  );
}

function NavLink({ to, label, current }: { to: string; label: string; current: boolean }) {
  // A plain link: NavLink would set aria-current itself, only on an exact match.
  return (
    <Link to={to} className={s.navLink} aria-current={current ? "page" : undefined}>
      {t(label)}
    </Link>
  );
}

/** The backstage frame: the section bar above every backstage screen (signed-in users only). */
export function BackstageLayout() {
  return (
    <RouteGuard>
      <div className={s.frame}>
        <BackstageNav />
        <Outlet />
      </div>
    </RouteGuard>
  );
}

export { BackstageLayout as Component };
