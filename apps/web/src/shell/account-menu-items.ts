/**
 * The account menu's links (docs/spec/2-product-areas.md §2 "Header"): the user's profile page, /billing for
 * subscribers, the custom menu placed at `auth-dropdown` (with the docs/spec/1-platform-foundation.md §5 visibility rules),
 * backstage for artists and for listeners who may ask to become one, then account settings. Logout follows them.
 */
import type { BootstrapData } from "@backbeat/api/types";
import { isExternalAction, type MenuViewer, menuItemsFor } from "@/global/menus.ts";
import { links } from "@/lib/links.ts";

export interface AccountMenuEntry {
  id: string;
  /** Untranslated label: the menu translates it. */
  label: string;
  href: string;
  /** Another site: opens in a new tab. */
  external: boolean;
}

export const AUTH_DROPDOWN_POSITION = "auth-dropdown";

/** A subscriber holds at least one valid subscription. */
export function hasValidSubscription(user: { subscriptions?: { valid?: boolean }[] } | null): boolean {
  return Boolean(user?.subscriptions?.some((s) => s.valid === true));
}

export function accountMenuEntries(
  data: Pick<BootstrapData, "user" | "menus" | "guest_role" | "settings">,
): AccountMenuEntry[] {
  const user = data.user;
  if (!user) return [];
  const viewer: MenuViewer = { user, guestRole: data.guest_role, settings: data.settings };
  const entries: AccountMenuEntry[] = [{ id: "profile", label: "My profile", href: links.user(user), external: false }];
  // Offline listening (features/offline), where downloads are on.
  if ((data.settings.player as { enable_download?: boolean } | undefined)?.enable_download === true)
    entries.push({ id: "downloads", label: "Downloads", href: "/downloads", external: false });
  if (hasValidSubscription(user)) entries.push({ id: "billing", label: "Billing", href: "/billing", external: false });
  for (const item of menuItemsFor(data.menus ?? [], AUTH_DROPDOWN_POSITION, viewer)) {
    const external = isExternalAction(item.action);
    entries.push({
      id: `menu-${item.id}`,
      label: item.label,
      href: external ? item.action.trim() : `/${item.action.trim().replace(/^\/+/, "")}`,
      external: external || item.target === "_blank",
    });
  }
  const can = (permission: string) => user.permissions.some((p) => p.name === "admin" || p.name === permission);
  // Artists open their backstage; listeners who may ask to become one, their requests.
  if (can("music.create")) entries.push({ id: "backstage", label: "Backstage", href: "/backstage", external: false });
  else if (can("backstageRequests.create"))
    entries.push({ id: "backstage", label: "Backstage", href: "/backstage/requests", external: false });
  entries.push({ id: "account-settings", label: "Account settings", href: "/account-settings", external: false });
  // One item per page: the admin's auth-dropdown menu may link where a built-in item does (the
  // default menu's "Artist requests" is the listener's backstage), and its wording comes first.
  const seen = new Set<string>();
  return entries.filter((entry) => {
    if (seen.has(entry.href)) return false;
    seen.add(entry.href);
    return true;
  });
}
