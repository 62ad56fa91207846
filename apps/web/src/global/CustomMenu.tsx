/**
 * Renders the menus placed at a position (sidebar-primary, sidebar-secondary, mobile-bottom,
 * landing-page-navbar, footer ...) with the spec's visibility rules. In-app paths route in the
 * app; absolute links open in a new tab.
 */
import { ExternalIcon, namedIcons } from "@backbeat/ui/icons";
import { type ReactNode, useMemo } from "react";
import { Link } from "react-aria-components";
import { useLocation } from "react-router";
import { useBootstrap } from "./bootstrap-store.ts";
import * as s from "./CustomMenu.css.ts";
import { t } from "./i18n.ts";
import { isExternalAction, type MenuItemLike, type MenuViewer, menuItemsFor } from "./menus.ts";

export type MenuVariant = "vertical" | "horizontal" | "bottom";

/** The menu items visible to the current viewer at a position. */
export function useMenuItems(position: string): MenuItemLike[] {
  const data = useBootstrap();
  return useMemo(() => {
    const viewer: MenuViewer = { user: data.user, guestRole: data.guest_role, settings: data.settings };
    return menuItemsFor(data.menus, position, viewer);
  }, [data, position]);
}

function isCurrent(action: string, pathname: string): boolean {
  if (action === "/") return pathname === "/";
  const path = action.split(/[?#]/)[0] ?? action;
  return pathname === path || pathname.startsWith(`${path.replace(/\/$/, "")}/`);
}

function MenuIcon({ name }: { name?: string }): ReactNode {
  if (!name) return null;
  const Icon = (namedIcons as Record<string, (typeof namedIcons)[keyof typeof namedIcons]>)[name];
  return Icon ? (
    <span className={s.icon} aria-hidden="true">
      <Icon />
    </span>
  ) : null;
}

export interface CustomMenuProps {
  position: string;
  variant?: MenuVariant;
  /** Show item icons (default: on for vertical and bottom). */
  showIcons?: boolean;
  "aria-label"?: string;
  className?: string;
}

export function CustomMenu({ position, variant = "vertical", showIcons, className, ...props }: CustomMenuProps) {
  const items = useMenuItems(position);
  const { pathname } = useLocation();
  if (items.length === 0) return null;
  const icons = showIcons ?? variant !== "horizontal";
  const linkClass = [
    s.link,
    variant === "horizontal" ? s.horizontalLink : "",
    variant === "bottom" ? s.bottomLink : "",
  ].join(" ");
  return (
    <nav aria-label={props["aria-label"] ?? t("Menu")} className={className} data-menu-position={position}>
      <ul className={s.list[variant]}>
        {items.map((item) => {
          const external = isExternalAction(item.action);
          const newTab = external || item.target === "_blank";
          const current = !external && isCurrent(item.action, pathname);
          return (
            <li key={item.id}>
              <Link
                href={external ? item.action : `/${item.action.replace(/^\/+/, "")}`}
                target={newTab ? "_blank" : undefined}
                rel={newTab ? "noopener noreferrer" : undefined}
                className={linkClass}
                aria-current={current ? "page" : undefined}
                data-current={current || undefined}
                data-menu-item={item.id}
              >
                {icons ? <MenuIcon name={item.icon} /> : null}
                <span className={s.label}>{t(item.label)}</span>
                {external && variant !== "bottom" ? <ExternalIcon size="0.9em" aria-hidden="true" /> : null}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
