/** Every permission of docs/spec/1-platform-foundation.md §6, grouped for the roles screen, and the roles created on first start. */
export const permissionCatalog = [
  { name: "admin", display_name: "Super admin", group: "admin", description: "Passes every permission check." },
  { name: "admin.access", display_name: "Access admin area", group: "admin" },
  { name: "users.update", display_name: "Manage users", group: "users" },
  { name: "roles.update", display_name: "Manage roles", group: "roles" },
  { name: "subscriptions.update", display_name: "Manage subscriptions", group: "billing" },
  { name: "plans.update", display_name: "Manage plans", group: "billing" },
  { name: "custom_pages.update", display_name: "Manage custom pages", group: "pages" },
  { name: "tags.update", display_name: "Manage tags", group: "tags" },
  { name: "comments.update", display_name: "Moderate comments", group: "comments" },
  { name: "shares.update", display_name: "Manage share links", group: "shares" },
  { name: "localizations.update", display_name: "Manage localizations", group: "localizations" },
  { name: "files.update", display_name: "Manage files", group: "files" },
  { name: "settings.update", display_name: "Manage settings", group: "settings" },
  { name: "logs.view", display_name: "View logs", group: "logs" },
  { name: "appearance.update", display_name: "Use appearance editor", group: "appearance" },
  { name: "music.create", display_name: "Upload music", group: "music" },
  { name: "music.view", display_name: "Listen to music", group: "music" },
  { name: "backstageRequests.create", display_name: "Submit backstage requests", group: "backstage" },
  { name: "api.access", display_name: "Use the API", group: "api" },
  { name: "ads.hide", display_name: "Browse without ads", group: "ads" },
] as const;

export type PermissionName = (typeof permissionCatalog)[number]["name"];

export const defaultRoles: {
  slug: string;
  name: string;
  description: string;
  default?: boolean;
  guests?: boolean;
  permissions: PermissionName[];
}[] = [
  {
    slug: "guests",
    name: "Guests",
    description: "Visitors who are not signed in.",
    guests: true,
    permissions: ["music.view"],
  },
  {
    slug: "users",
    name: "Users",
    description: "Every registered listener.",
    default: true,
    permissions: ["music.view", "backstageRequests.create", "api.access"],
  },
  {
    slug: "artists",
    name: "Artists",
    description: "Verified artists who upload and manage music.",
    permissions: ["music.view", "music.create", "backstageRequests.create", "api.access"],
  },
  { slug: "admins", name: "Admins", description: "Operators of this site.", permissions: ["admin"] },
];
