import type { Executor } from "./executor.ts";

/** Lyrics live on their track: removing them clears both forms. */
export async function clearLyrics(db: Executor, trackIds: number[]): Promise<number> {
  if (!trackIds.length) return 0;
  const result = await db
    .updateTable("tracks")
    .set({ lyrics: null, lyrics_synced: null, updated_at: new Date() })
    .where("id", "in", trackIds)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
