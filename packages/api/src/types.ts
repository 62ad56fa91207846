/** Type-only entry for the web app: importing it never pulls server code into the bundle. */

import type { ListingDefinition, listings } from "@backbeat/db";

export type {
  BootstrapData,
  BootstrapTheme,
  CurrentUser,
  Menu,
  MenuItem,
  MenuPosition,
  SocialStatus,
  UserSubscription,
} from "@backbeat/core";
export type { ErrorTrace, TraceFrame, VendorGroup } from "./errors/trace.ts";
export type { AppRouter } from "./routers/index.ts";

/** What JSON makes of a value on its way to the browser: dates travel as ISO strings. */
export type Wire<T> = T extends Date
  ? string
  : T extends readonly (infer U)[]
    ? Wire<U>[]
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

type RowOf<L> = L extends ListingDefinition<infer _Table, infer Row> ? Row : never;

/** One row of an admin datatable as the browser receives it, by the listing's name. */
export type ListingRow<N extends keyof typeof listings> = Wire<RowOf<(typeof listings)[N]>>;
