/**
 * The browser-safe entry (`@backbeat/core/schemas`): only zod schema modules, so the web app's
 * forms validate with exactly the rules the server applies, without pulling server code into
 * the bundle. Add a module here only if it imports nothing but zod and other such modules.
 */
export * from "./account/schemas.ts";
export * from "./admin/datatable-schemas.ts";
export * from "./admin-users/restrictions.ts";
export * from "./admin-users/schemas.ts";
export * from "./ads/schemas.ts";
export * from "./appearance/schemas.ts";
export * from "./appearance/settings-schema.ts";
export * from "./auth/schemas.ts";
export * from "./backstage/catalogue/schemas.ts";
export * from "./backstage/schemas.ts";
export * from "./billing/billing-schemas.ts";
export * from "./billing/schemas.ts";
export * from "./catalogue/channel-schemas.ts";
export * from "./catalogue-admin/schemas.ts";
export * from "./comments/schemas.ts";
export * from "./contact/schemas.ts";
export * from "./localizations/language-codes.ts";
export * from "./localizations/schemas.ts";
export * from "./logs/schemas.ts";
export * from "./menus/routes.ts";
export * from "./menus/schemas.ts";
export * from "./notifications/schemas.ts";
export * from "./offline/schemas.ts";
export * from "./pages/schemas.ts";
export * from "./playlists/schemas.ts";
export * from "./playlists/smart-rules.ts";
export * from "./recap/schemas.ts";
export * from "./reports/schemas.ts";
export * from "./rooms/schemas.ts";
export * from "./scrobbling/schemas.ts";
export * from "./seo/schemas.ts";
export * from "./settings/admin-schemas.ts";
export * from "./shares/schemas.ts";
export * from "./themes/contrast.ts";
export * from "./themes/defaults.ts";
export * from "./themes/fonts.ts";
export * from "./themes/schemas.ts";
export * from "./workspaces/schemas.ts";
