import { useMemo } from "react";
import { Link, useLocation } from "react-router";
import { t } from "@/global/i18n.ts";
import { isExternalAction, menuItemsFor } from "@/global/menus.ts";
import { useBootstrap } from "@/lib/bootstrap.ts";
import * as s from "./landing.css.ts";

/**
 * The `landing-page-navbar` menu position, in the site header while the landing page shows.
 * "/" is the landing page itself for a guest, so a link to it goes to the player's home channel.
 */
export function LandingNav() {
  const data = useBootstrap();
  const { pathname } = useLocation();
  const items = useMemo(
    () =>
      menuItemsFor(data.menus ?? [], "landing-page-navbar", {
        user: data.user,
        guestRole: data.guest_role,
        settings: data.settings,
      }),
    [data],
  );
  if (!(pathname === "/" || pathname === "/landing") || items.length === 0) return null;
  const home = `/${(data.settings.player as { home_channel?: string } | undefined)?.home_channel ?? "discover"}`;
  return (
    <nav className={s.nav} aria-label={t("Site")} data-testid="landing-nav">
      <ul className={s.navList}>
        {items.map((item) => (
          <li key={item.id}>
            {isExternalAction(item.action) ? (
              <a className={s.navLink} href={item.action} target="_blank" rel="noopener noreferrer">
                {t(item.label)}
              </a>
            ) : (
              <Link className={s.navLink} to={item.action === "/" && !data.user ? home : item.action}>
                {t(item.label)}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
