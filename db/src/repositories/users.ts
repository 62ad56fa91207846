import { sql } from "kysely";
import type { NewUser, UserRow, UserUpdate } from "../schema.ts";
import type { Executor } from "./executor.ts";

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  return db.selectFrom("users").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return db
    .selectFrom("users")
    .selectAll()
    .where(sql<string>`lower(email)`, "=", email.toLowerCase())
    .executeTakeFirst();
}

export async function insertUser(db: Executor, user: NewUser): Promise<UserRow> {
  return db.insertInto("users").values(user).returningAll().executeTakeFirstOrThrow();
}

export async function updateUser(db: Executor, id: number, changes: UserUpdate): Promise<void> {
  await db
    .updateTable("users")
    .set({ ...changes, updated_at: new Date() })
    .where("id", "=", id)
    .execute();
}

export async function countUsers(db: Executor): Promise<number> {
  const row = await db
    .selectFrom("users")
    .select((eb) => eb.fn.countAll<string>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
