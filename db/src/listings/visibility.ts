import { type RawBuilder, sql } from "kysely";

/**
 * The four visibilities the catalogue forms offer, read from the stored flags exactly as
 * `catalogueVisibilityOf` in core reads them: a private row with a release moment still ahead is
 * scheduled, a private row without one is private, and a release whose moment has passed counts
 * as public or unlisted until the publisher clears its private flag.
 */
export function visibilitySql(table: "tracks" | "albums"): RawBuilder<string> {
  const t = sql.table(table);
  return sql<string>`case
    when ${t}.private and ${t}.publish_at > now() then 'scheduled'
    when ${t}.private and ${t}.publish_at is null then 'private'
    when ${t}.unlisted then 'unlisted'
    else 'public' end`;
}
