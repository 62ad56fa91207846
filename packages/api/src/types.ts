/** Type-only entry for the web app: importing it never pulls server code into the bundle. */

export type { BootstrapData, BootstrapTheme, CurrentUser, Menu, MenuItem, MenuPosition } from "@backbeat/core";
export type { ErrorTrace, TraceFrame, VendorGroup } from "./errors/trace.ts";
export type { AppRouter } from "./routers/index.ts";
