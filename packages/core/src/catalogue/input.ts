import { z } from "zod";
import { text } from "../validation.ts";

/**
 * Shared input rules for catalogue reads. Ids must be positive 32-bit integers (anything else
 * is a 4xx, never a query); offsets and page sizes are clamped rather than refused.
 */
export const MAX_PAGE_SIZE = 100;
export const MAX_OFFSET = 100_000;

// Typed as numbers for the app's client; REST path and query strings are coerced all the same.
export const idSchema = z.coerce.number<number>().int().positive().max(2_147_483_647);

export const offsetSchema = z.coerce
  .number<number>()
  .catch(0)
  .transform((n) => (Number.isFinite(n) ? Math.min(MAX_OFFSET, Math.max(0, Math.trunc(n))) : 0));

export function limitSchema(fallback: number) {
  return z.coerce
    .number<number>()
    .catch(fallback)
    .transform((n) => (Number.isFinite(n) ? Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(n))) : fallback));
}

export const pageSchema = z.object({
  offset: offsetSchema.optional().default(0),
  limit: limitSchema(30).optional().default(30),
});
export type PageInput = z.input<typeof pageSchema>;
export type ParsedPageInput = z.output<typeof pageSchema>;

export const idPageSchema = pageSchema.extend({ id: idSchema });
export type IdPageInput = z.output<typeof idPageSchema>;

export interface Page<T> {
  items: T[];
  offset: number;
  limit: number;
  /** Offset of the next page, or null when this one was the last. */
  nextOffset: number | null;
}

/** Builds a page from a query that fetched `limit + 1` rows (the extra row says "there is more"). */
export function toPage<T>(rows: T[], offset: number, limit: number): Page<T> {
  const more = rows.length > limit;
  return { items: more ? rows.slice(0, limit) : rows, offset, limit, nextOffset: more ? offset + limit : null };
}

// ---- procedure inputs: one schema each, shared by the tRPC `.input()` and core's parseInput ------

/** Ids in one call: a queue page on the web client is 200; more is a flood, not a request. */
export const MAX_IDS_PER_CALL = 200;

export const idInput = z.object({ id: idSchema });
export type IdInput = z.output<typeof idInput>;

export const tracksByIdsInput = z.object({
  ids: z.array(idSchema).max(MAX_IDS_PER_CALL, `At most ${MAX_IDS_PER_CALL} ids per request.`),
});
export type TracksByIdsInput = z.output<typeof tracksByIdsInput>;

/** Tag and genre names as they appear in URLs. */
export const tagNameSchema = text({ max: 100, min: 1, label: "name" });

export const tagInput = z.object({
  name: tagNameSchema,
  type: z.enum(["all", "tracks", "albums"]).default("all"),
  offset: offsetSchema.optional().default(0),
  limit: limitSchema(30).optional().default(30),
});
export type TagInput = z.output<typeof tagInput>;

export const genreInput = z.object({
  name: tagNameSchema,
  offset: offsetSchema.optional().default(0),
  limit: limitSchema(50).optional().default(50),
});
export type GenreInput = z.output<typeof genreInput>;

export const channelPageInput = z.object({
  slugOrId: text({ max: 100, min: 1, label: "channel" }),
  restriction: text({ max: 100, min: 1, label: "restriction" }).nullish(),
  offset: offsetSchema.optional().default(0),
  limit: limitSchema(50).optional().default(50),
});
export type ChannelPageInput = z.output<typeof channelPageInput>;

export const profileTabs = ["playlists", "likes", "reposts", "followers", "following"] as const;
export const profileTabInput = idPageSchema.extend({ tab: z.enum(profileTabs) });
export type ProfileTabInput = z.output<typeof profileTabInput>;
