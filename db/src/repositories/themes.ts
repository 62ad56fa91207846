import { jsonb } from "../json.ts";
import type { ThemeRow } from "../schema.ts";
import type { Executor } from "./executor.ts";

export async function allThemes(db: Executor): Promise<ThemeRow[]> {
  return db.selectFrom("themes").selectAll().orderBy("id").execute();
}

export async function insertTheme(
  db: Executor,
  theme: Pick<ThemeRow, "name" | "is_dark" | "default_light" | "default_dark" | "values">,
): Promise<number> {
  const row = await db
    .insertInto("themes")
    .values({ ...theme, values: jsonb(theme.values), user_id: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function countThemes(db: Executor): Promise<number> {
  const row = await db
    .selectFrom("themes")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export type ThemeWrite = Pick<ThemeRow, "name" | "is_dark" | "default_light" | "default_dark" | "values" | "font">;

export async function updateTheme(db: Executor, id: number, theme: ThemeWrite): Promise<void> {
  await db
    .updateTable("themes")
    .set({
      ...theme,
      values: jsonb(theme.values),
      font: theme.font === null ? null : jsonb(theme.font),
      updated_at: new Date(),
    })
    .where("id", "=", id)
    .execute();
}

export async function insertThemeRow(db: Executor, theme: ThemeWrite): Promise<number> {
  const row = await db
    .insertInto("themes")
    .values({
      ...theme,
      values: jsonb(theme.values),
      font: theme.font === null ? null : jsonb(theme.font),
      user_id: null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Deletes every theme whose id is not kept; returns how many went. */
export async function deleteThemesExcept(db: Executor, keep: number[]): Promise<number> {
  let query = db.deleteFrom("themes");
  if (keep.length) query = query.where("id", "not in", keep);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}
