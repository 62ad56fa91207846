import { type Feature, featureOn } from "@backbeat/core/features";

/**
 * The admin area's sidebar (docs/spec/2-product-areas.md §2 "Admin"): each entry shows only to viewers holding its
 * permission (the area as a whole needs admin.access).
 */
export interface AdminNavItem {
  label: string;
  to: string;
  permission: string;
  /** Matched by prefix so a row's edit page keeps its table highlighted. */
  match?: string;
  /** Shown only while this product area is switched on. */
  feature?: Feature;
}

export interface AdminNavGroup {
  label: string;
  items: AdminNavItem[];
}

/** An entry under /admin, open to the whole admin area unless `more` names its own permission. */
function entry(label: string, path: string, more: Partial<AdminNavItem> = {}): AdminNavItem {
  return { label, to: `/admin${path}`, permission: "admin.access", ...more };
}

const groups: AdminNavGroup[] = [
  {
    label: "Overview",
    items: [entry("Reports", "", { match: "/admin/reports" }), entry("Upload", "/upload")],
  },
  {
    label: "Music",
    items: [
      entry("Channels", "/channels"),
      entry("Tracks", "/tracks"),
      entry("Albums", "/albums"),
      entry("Artists", "/artists"),
      entry("Genres", "/genres"),
      entry("Tags", "/tags"),
      entry("Playlists", "/playlists"),
      entry("Lyrics", "/lyrics"),
      entry("Comments", "/comments", { feature: "comments" }),
      entry("Share links", "/shares", { permission: "shares.update" }),
      entry("Backstage requests", "/backstage-requests"),
    ],
  },
  {
    label: "People",
    items: [
      entry("Users", "/users", { permission: "users.update" }),
      entry("Roles", "/roles", { permission: "roles.update" }),
      entry("Subscriptions", "/subscriptions", { permission: "subscriptions.update" }),
      entry("Plans", "/plans", { permission: "plans.update" }),
    ],
  },
  {
    label: "Site",
    items: [
      entry("Appearance", "/appearance", { permission: "appearance.update" }),
      entry("Custom pages", "/custom-pages", { permission: "custom_pages.update" }),
      entry("Localizations", "/localizations", { permission: "localizations.update" }),
      entry("Files", "/files", { permission: "files.update" }),
      entry("Ads", "/ads", { permission: "settings.update" }),
      entry("Settings", "/settings", { permission: "settings.update" }),
      entry("Logs", "/logs", { permission: "logs.view" }),
    ],
  },
];

/** The sidebar's groups without the entries of switched-off product areas. */
export const adminNav: AdminNavGroup[] = groups.map((group) => ({
  ...group,
  items: group.items.filter((item) => !item.feature || featureOn(item.feature)),
}));
