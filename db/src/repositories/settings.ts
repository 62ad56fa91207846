import { jsonb } from "../json.ts";
import type { Executor } from "./executor.ts";

export async function allSettings(db: Executor): Promise<{ name: string; value: unknown; private: boolean }[]> {
  return db.selectFrom("settings").select(["name", "value", "private"]).orderBy("name").execute();
}

/** Inserts settings that are missing, leaving values an operator changed alone. */
export async function insertMissingSettings(
  db: Executor,
  rows: { name: string; value: unknown; private?: boolean }[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto("settings")
    .values(rows.map((r) => ({ name: r.name, value: jsonb(r.value), private: r.private ?? false })))
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
}

export async function upsertSettings(db: Executor, rows: { name: string; value: unknown }[]): Promise<void> {
  for (const row of rows) {
    await db
      .insertInto("settings")
      .values({ name: row.name, value: jsonb(row.value) })
      .onConflict((oc) => oc.column("name").doUpdateSet({ value: jsonb(row.value), updated_at: new Date() }))
      .execute();
  }
}
