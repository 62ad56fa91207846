/**
 * Where a menu item may point inside the app. The editor offers `MENU_LINK_TARGETS` (docs/spec/2-product-areas.md §2:
 * upload, search, the library and its sub pages, admin pages, backstage requests); a typed path
 * must match one of the app's routes (`MENU_ROUTE_PATTERNS`), so a menu never links to a page
 * that does not exist.
 */
export const MENU_LINK_TARGETS = [
  { path: "/", label: "Home" },
  { path: "/search", label: "Search" },
  { path: "/library", label: "Your music" },
  { path: "/library/playlists", label: "Your music: playlists" },
  { path: "/library/songs", label: "Your music: songs" },
  { path: "/library/albums", label: "Your music: albums" },
  { path: "/library/artists", label: "Your music: artists" },
  { path: "/library/history", label: "Your music: history" },
  { path: "/backstage/upload", label: "Upload" },
  { path: "/backstage/requests", label: "Artist requests" },
  { path: "/account-settings", label: "Account settings" },
  { path: "/pricing", label: "Pricing" },
  { path: "/contact", label: "Contact" },
  { path: "/api-docs", label: "API documentation" },
  { path: "/admin", label: "Admin area" },
  { path: "/admin/reports", label: "Admin: reports" },
  { path: "/admin/users", label: "Admin: users" },
  { path: "/admin/roles", label: "Admin: roles" },
  { path: "/admin/tracks", label: "Admin: tracks" },
  { path: "/admin/albums", label: "Admin: albums" },
  { path: "/admin/artists", label: "Admin: artists" },
  { path: "/admin/channels", label: "Admin: channels" },
  { path: "/admin/custom-pages", label: "Admin: custom pages" },
  { path: "/admin/settings/general", label: "Admin: settings" },
  { path: "/admin/appearance", label: "Admin: appearance" },
] as const;

const SEGMENT = "[^/?#\\s]+";

/** The app's routes (apps/web router), as patterns over a path without query or hash. */
export const MENU_ROUTE_PATTERNS: RegExp[] = [
  "/",
  "/(?:login|register|forgot-password|landing|lyrics|account-settings|pricing|contact|api-docs|billing)",
  `/search(?:/${SEGMENT}){0,2}`,
  "/library(?:/(?:playlists|songs|albums|artists|labels|history))?",
  `/(?:artist|track|playlist)/\\d+(?:/${SEGMENT})?`,
  `/album/\\d+(?:/${SEGMENT}/${SEGMENT})?`,
  `/tag/${SEGMENT}(?:/${SEGMENT})?`,
  `/user/\\d+/${SEGMENT}(?:/${SEGMENT})?`,
  `/channel/${SEGMENT}(?:/${SEGMENT})?`,
  `/pages/${SEGMENT}`,
  `/pages/\\d+/${SEGMENT}`,
  "/backstage/(?:upload|requests(?:/(?:become-artist|claim-artist|verify-artist))?)",
  "/admin(?:/(?:users|roles|reports(?:/(?:plays|visitors))?|settings(?:/[a-z-]+)?|tracks|albums|artists|genres|tags|playlists|lyrics|comments|channels|custom-pages|localizations|files|ads|plans|subscriptions|logs(?:/(?:schedule|error|outgoing-email))?|backstage-requests|appearance))?",
].map((p) => new RegExp(`^${p}/?$`));

/** The path part of an in-app action (no query string or hash). */
export function routePath(action: string): string {
  return action.split(/[?#]/)[0] ?? action;
}

/** A path of this app: starts with one slash and matches a route (a user id token counts as an id). */
export function isAppRoute(action: string): boolean {
  if (!action.startsWith("/") || action.startsWith("//")) return false;
  const path = routePath(action).replace(/\{\{\s*user\.id\s*\}\}|\{user_?id\}|%user_?id%|:userId\b/gi, "1");
  return MENU_ROUTE_PATTERNS.some((p) => p.test(path));
}

/** An address on another site: http(s) or mailto, parsed by the URL parser, with a host for http(s). */
export function isExternalLink(action: string): boolean {
  if (/\s/.test(action)) return false;
  try {
    const url = new URL(action);
    if (url.protocol === "mailto:") return url.pathname.includes("@");
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** The custom page slug or id a `/pages/...` action names, for the server's existence check. */
export function customPageKey(action: string): string | null {
  const m = /^\/pages\/(?:(\d+)\/[^/?#]+|([^/?#]+))\/?$/.exec(routePath(action));
  if (!m) return null;
  return m[1] ?? m[2] ?? null;
}
