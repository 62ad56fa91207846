import { jsonb } from "../json.ts";
import type { LocalizationRow } from "../schema.ts";
import type { Executor } from "./executor.ts";

export async function findLocalization(db: Executor, language: string): Promise<LocalizationRow | undefined> {
  return db.selectFrom("localizations").selectAll().where("language", "=", language).executeTakeFirst();
}

export async function listLocalizations(db: Executor): Promise<Pick<LocalizationRow, "id" | "name" | "language">[]> {
  return db.selectFrom("localizations").select(["id", "name", "language"]).orderBy("name").execute();
}

export async function insertMissingLocalization(
  db: Executor,
  loc: { name: string; language: string; lines: Record<string, string> },
): Promise<void> {
  await db
    .insertInto("localizations")
    .values({ ...loc, lines: jsonb(loc.lines) })
    .onConflict((oc) => oc.column("language").doNothing())
    .execute();
}
