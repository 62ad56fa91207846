import { z } from "zod";

/**
 * Shared input rules for catalogue reads. Ids must be positive 32-bit integers (anything else
 * is a 4xx, never a query); offsets and page sizes are clamped rather than refused.
 */
export const MAX_PAGE_SIZE = 100;
export const MAX_OFFSET = 100_000;

export const idSchema = z.coerce.number().int().positive().max(2_147_483_647);

export const offsetSchema = z.coerce
  .number()
  .catch(0)
  .transform((n) => (Number.isFinite(n) ? Math.min(MAX_OFFSET, Math.max(0, Math.trunc(n))) : 0));

export function limitSchema(fallback: number) {
  return z.coerce
    .number()
    .catch(fallback)
    .transform((n) => (Number.isFinite(n) ? Math.min(MAX_PAGE_SIZE, Math.max(1, Math.trunc(n))) : fallback));
}

export const pageSchema = z.object({
  offset: offsetSchema.optional().default(0),
  limit: limitSchema(30).optional().default(30),
});
export type PageInput = z.input<typeof pageSchema>;

export const idPageSchema = pageSchema.extend({ id: idSchema });

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
