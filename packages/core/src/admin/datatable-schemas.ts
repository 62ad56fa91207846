import { z } from "zod";
import { text } from "../validation.ts";

/**
 * The one listing contract every admin datatable speaks (browser-safe: the screen builds its
 * URL state with the same rules the server applies).
 */
export const DATATABLE_RESOURCES = [
  "tracks",
  "albums",
  "artists",
  "genres",
  "tags",
  "playlists",
  "comments",
  "lyrics",
  "channels",
  "backstage_requests",
  "users",
  "roles",
  "files",
  "localizations",
  "mail_log",
  "job_runs",
  "custom_pages",
  "plans",
  "subscriptions",
  "shares",
] as const;
export type DatatableResource = (typeof DATATABLE_RESOURCES)[number];

export const PER_PAGE_OPTIONS = [10, 15, 25, 50, 100] as const;
export const MAX_PER_PAGE = 100;
/** Rows in one CSV export; a bigger table is exported filtered. */
export const MAX_EXPORT_ROWS = 100_000;
/** Rows one bulk action may touch. */
export const MAX_BULK_IDS = 100;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Use the format YYYY-MM-DD.");
const key = z.string().regex(/^[a-z][a-z0-9_]{0,39}$/, "Unknown filter.");

export const datatableFilterValue = z.union([
  z.boolean(),
  z.number().finite(),
  text({ max: 100 }),
  z.object({ from: day.optional(), to: day.optional() }).strict(),
]);

export const datatableQuerySchema = z.object({
  page: z.number().int().min(1).max(100_000).default(1),
  perPage: z.number().int().min(1).max(MAX_PER_PAGE).default(15),
  orderBy: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,39}$/, "This column cannot be sorted.")
    .optional(),
  orderDir: z.enum(["asc", "desc"]).optional(),
  query: text({ max: 200, label: "search" }).optional(),
  filters: z
    .record(key, datatableFilterValue)
    .refine((f) => Object.keys(f).length <= 12, "Too many filters.")
    .optional(),
});
export type DatatableQuery = z.output<typeof datatableQuerySchema>;

export const datatableListInput = datatableQuerySchema.extend({ resource: z.enum(DATATABLE_RESOURCES) });
export type DatatableListInput = z.input<typeof datatableListInput>;

export const datatableDeleteInput = z.object({
  resource: z.enum(DATATABLE_RESOURCES),
  ids: z
    .array(z.number().int().positive().max(2_147_483_647))
    .min(1, "Select at least one row.")
    .max(MAX_BULK_IDS, `Select at most ${MAX_BULK_IDS} rows at a time.`),
});
