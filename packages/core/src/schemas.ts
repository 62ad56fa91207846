/**
 * The browser-safe entry (`@backbeat/core/schemas`): only zod schema modules, so the web app's
 * forms validate with exactly the rules the server applies, without pulling server code into
 * the bundle. Add a module here only if it imports nothing but zod and other such modules.
 */
export * from "./account/schemas.ts";
export * from "./auth/schemas.ts";
export * from "./playlists/schemas.ts";
