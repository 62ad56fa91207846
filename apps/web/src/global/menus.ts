/**
 * Menu item visibility (docs/spec/1-platform-foundation.md §5): the viewer must hold all listed roles and all listed
 * permissions, and every listed setting must match. subscriptionStatus `subscribed` needs an
 * active subscription, `unsubscribed` needs none. A token for the current user's id in an action
 * is replaced by the real id.
 */
import { settingAt, settingMatches } from "./settings-path.ts";

export interface MenuItemLike {
  id: string;
  label: string;
  type: string;
  action: string;
  target?: string;
  icon?: string;
  roles?: number[];
  permissions?: string[];
  settings?: Record<string, unknown>;
  subscriptionStatus?: "subscribed" | "unsubscribed";
}

export interface MenuLike<I extends MenuItemLike = MenuItemLike> {
  id: string;
  positions: readonly string[];
  items: I[];
}

export interface MenuViewer {
  user: {
    id: number;
    roles: { id: number }[];
    permissions: { name: string }[];
    subscriptions: { active: boolean; valid?: boolean }[];
  } | null;
  guestRole: { id: number | null; permissions: { name: string }[] } | null;
  settings: Record<string, unknown>;
}

export function viewerRoleIds(viewer: MenuViewer): number[] {
  if (viewer.user) return viewer.user.roles.map((r) => r.id);
  return viewer.guestRole?.id != null ? [viewer.guestRole.id] : [];
}

export function viewerHasPermission(viewer: MenuViewer, name: string): boolean {
  const perms = viewer.user ? viewer.user.permissions : (viewer.guestRole?.permissions ?? []);
  return perms.some((p) => p.name === "admin" || p.name === name);
}

export function isSubscribed(viewer: MenuViewer): boolean {
  return Boolean(viewer.user?.subscriptions.some((s) => s.active));
}

export function isMenuItemVisible(item: MenuItemLike, viewer: MenuViewer): boolean {
  const roles = viewerRoleIds(viewer);
  if (item.roles?.length && !item.roles.every((id) => roles.includes(Number(id)))) return false;
  if (item.permissions?.length && !item.permissions.every((p) => viewerHasPermission(viewer, p))) return false;
  if (item.settings) {
    for (const [path, expected] of Object.entries(item.settings)) {
      if (!settingMatches(settingAt(viewer.settings, path), expected)) return false;
    }
  }
  if (item.subscriptionStatus === "subscribed" && !isSubscribed(viewer)) return false;
  if (item.subscriptionStatus === "unsubscribed" && isSubscribed(viewer)) return false;
  return true;
}

/** Tokens standing for the current user's id inside a menu action. */
const USER_ID_TOKEN = /\{\{\s*user\.id\s*\}\}|\{user_?id\}|%user_?id%|:userId\b/gi;

export function resolveMenuAction(action: string, userId: number | null | undefined): string {
  return action.replace(USER_ID_TOKEN, userId == null ? "" : String(userId));
}

/** Absolute links (another site, mailto:) open in a new tab; in-app paths route in the app. */
export function isExternalAction(action: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(action.trim());
}

/** The visible items of every menu placed at `position`, with user tokens replaced. */
export function menuItemsFor<I extends MenuItemLike>(
  menus: readonly MenuLike<I>[],
  position: string,
  viewer: MenuViewer,
): I[] {
  const out: I[] = [];
  for (const menu of menus) {
    if (!menu.positions.includes(position)) continue;
    for (const item of menu.items) {
      if (!isMenuItemVisible(item, viewer)) continue;
      out.push({ ...item, action: resolveMenuAction(item.action, viewer.user?.id) });
    }
  }
  return out;
}
