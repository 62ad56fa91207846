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
