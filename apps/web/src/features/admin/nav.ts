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

const groups: AdminNavGroup[] = [
  {
    label: "Overview",
    items: [
      { label: "Reports", to: "/admin", permission: "admin.access", match: "/admin/reports" },
      { label: "Upload", to: "/admin/upload", permission: "admin.access" },
    ],
  },
  {
    label: "Music",
    items: [
      { label: "Channels", to: "/admin/channels", permission: "admin.access" },
      { label: "Tracks", to: "/admin/tracks", permission: "admin.access" },
      { label: "Albums", to: "/admin/albums", permission: "admin.access" },
      { label: "Artists", to: "/admin/artists", permission: "admin.access" },
      { label: "Genres", to: "/admin/genres", permission: "admin.access" },
      { label: "Tags", to: "/admin/tags", permission: "admin.access" },
      { label: "Playlists", to: "/admin/playlists", permission: "admin.access" },
      { label: "Lyrics", to: "/admin/lyrics", permission: "admin.access" },
      { label: "Comments", to: "/admin/comments", permission: "admin.access", feature: "comments" },
      { label: "Share links", to: "/admin/shares", permission: "shares.update" },
      { label: "Backstage requests", to: "/admin/backstage-requests", permission: "admin.access" },
    ],
  },
  {
    label: "People",
    items: [
      { label: "Users", to: "/admin/users", permission: "users.update" },
      { label: "Roles", to: "/admin/roles", permission: "roles.update" },
      { label: "Subscriptions", to: "/admin/subscriptions", permission: "subscriptions.update" },
      { label: "Plans", to: "/admin/plans", permission: "plans.update" },
    ],
  },
  {
    label: "Site",
    items: [
      { label: "Appearance", to: "/admin/appearance", permission: "appearance.update" },
      { label: "Custom pages", to: "/admin/custom-pages", permission: "custom_pages.update" },
      { label: "Localizations", to: "/admin/localizations", permission: "localizations.update" },
      { label: "Files", to: "/admin/files", permission: "files.update" },
      { label: "Ads", to: "/admin/ads", permission: "settings.update" },
      { label: "Settings", to: "/admin/settings", permission: "settings.update" },
      { label: "Logs", to: "/admin/logs", permission: "logs.view" },
    ],
  },
];

/** The sidebar's groups without the entries of switched-off product areas. */
export const adminNav: AdminNavGroup[] = groups.map((group) => ({
  ...group,
  items: group.items.filter((item) => !item.feature || featureOn(item.feature)),
}));
