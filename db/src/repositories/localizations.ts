import { sql } from "kysely";
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

export async function findLocalizationById(db: Executor, id: number): Promise<LocalizationRow | undefined> {
  return db.selectFrom("localizations").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function countLocalizations(db: Executor): Promise<number> {
  const row = await db
    .selectFrom("localizations")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function insertLocalization(
  db: Executor,
  loc: { name: string; language: string },
): Promise<LocalizationRow | undefined> {
  return db
    .insertInto("localizations")
    .values({ ...loc, lines: jsonb({}) })
    .onConflict((oc) => oc.column("language").doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function renameLocalization(db: Executor, id: number, name: string): Promise<LocalizationRow | undefined> {
  return db
    .updateTable("localizations")
    .set({ name, updated_at: new Date() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}

/**
 * Merges translated lines into a language in one statement (so two editors saving different
 * lines never overwrite each other); keys listed in `remove` go back to the source text.
 */
export async function mergeLocalizationLines(
  db: Executor,
  id: number,
  set: Record<string, string>,
  remove: string[],
): Promise<LocalizationRow | undefined> {
  return db
    .updateTable("localizations")
    .set({
      // Arrays travel as JSON too: the two drivers bind array parameters differently.
      lines: sql`(localizations.lines - array(select jsonb_array_elements_text(${jsonb(remove)}))) || ${jsonb(set)}`,
      updated_at: new Date(),
    })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes a language; accounts that used it fall back to `fallback`. */
export async function deleteLocalization(db: Executor, id: number, fallback: string): Promise<boolean> {
  return db.transaction().execute(async (tx) => {
    const row = await tx.deleteFrom("localizations").where("id", "=", id).returning("language").executeTakeFirst();
    if (!row) return false;
    await tx.updateTable("users").set({ language: fallback }).where("language", "=", row.language).execute();
    return true;
  });
}
