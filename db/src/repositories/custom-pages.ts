import type { CustomPageRow } from "../pages-billing-schema.ts";
import { hasRow } from "./count.ts";
import type { Executor } from "./executor.ts";

export interface CustomPageWrite {
  slug: string;
  title: string;
  body: string;
  meta_title: string | null;
  meta_description: string | null;
  set_seo: boolean;
  hide_nav: boolean;
}

export async function findCustomPage(db: Executor, id: number): Promise<CustomPageRow | null> {
  return (await db.selectFrom("custom_pages").selectAll().where("id", "=", id).executeTakeFirst()) ?? null;
}

export async function findCustomPageBySlug(db: Executor, slug: string): Promise<CustomPageRow | null> {
  return (await db.selectFrom("custom_pages").selectAll().where("slug", "=", slug).executeTakeFirst()) ?? null;
}

/** The id of another page that already uses `slug` (to refuse a duplicate with a field error). */
export async function slugTaken(db: Executor, slug: string, exceptId?: number): Promise<boolean> {
  let q = db.selectFrom("custom_pages").select("id").where("slug", "=", slug);
  if (exceptId !== undefined) q = q.where("id", "<>", exceptId);
  return hasRow(q);
}

export async function insertCustomPage(
  db: Executor,
  page: CustomPageWrite & { user_id: number | null },
): Promise<CustomPageRow> {
  return db.insertInto("custom_pages").values(page).returningAll().executeTakeFirstOrThrow();
}

export async function updateCustomPage(db: Executor, id: number, page: CustomPageWrite): Promise<CustomPageRow | null> {
  return (
    (await db
      .updateTable("custom_pages")
      .set({ ...page, updated_at: new Date() })
      .where("id", "=", id)
      .returningAll()
      .executeTakeFirst()) ?? null
  );
}

export async function deleteCustomPages(db: Executor, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const result = await db.deleteFrom("custom_pages").where("id", "in", ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}
