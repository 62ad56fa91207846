import type { Executor } from "./executor.ts";

/** Comments as the admin area edits them. */

export async function findComment(db: Executor, id: number) {
  return db
    .selectFrom("comments")
    .select(["id", "content", "user_id", "commentable_type", "commentable_id"])
    .where("id", "=", id)
    .executeTakeFirst();
}

export async function updateCommentContent(db: Executor, id: number, content: string): Promise<boolean> {
  const row = await db
    .updateTable("comments")
    .set({ content, updated_at: new Date() })
    .where("id", "=", id)
    .returning("id")
    .executeTakeFirst();
  return !!row;
}
