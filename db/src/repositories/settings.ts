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

/** `private`, when given, is written too: a secret saved before its default row existed stays hidden. */
export async function upsertSettings(
  db: Executor,
  rows: { name: string; value: unknown; private?: boolean }[],
): Promise<void> {
  for (const row of rows) {
    const hidden = row.private === undefined ? {} : { private: row.private };
    await db
      .insertInto("settings")
      .values({ name: row.name, value: jsonb(row.value), ...hidden })
      .onConflict((oc) => oc.column("name").doUpdateSet({ value: jsonb(row.value), updated_at: new Date(), ...hidden }))
      .execute();
  }
}
