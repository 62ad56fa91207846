import { jsonb } from "../json.ts";
import type { PasskeyRow } from "../schema.ts";
import type { Executor } from "./executor.ts";

export async function insertPasskey(
  db: Executor,
  passkey: Pick<PasskeyRow, "id" | "user_id" | "name" | "public_key"> & { counter: number; transports: string[] },
): Promise<void> {
  await db
    .insertInto("passkeys")
    .values({ ...passkey, transports: jsonb(passkey.transports) })
    .execute();
}

export async function findPasskey(db: Executor, id: string): Promise<PasskeyRow | undefined> {
  return db.selectFrom("passkeys").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function listPasskeys(db: Executor, userId: number): Promise<PasskeyRow[]> {
  return db.selectFrom("passkeys").selectAll().where("user_id", "=", userId).orderBy("created_at").execute();
}

export async function updatePasskeyUse(db: Executor, id: string, counter: number, at: Date): Promise<void> {
  await db.updateTable("passkeys").set({ counter, last_used_at: at }).where("id", "=", id).execute();
}

export async function deletePasskey(db: Executor, userId: number, id: string): Promise<number> {
  const r = await db.deleteFrom("passkeys").where("id", "=", id).where("user_id", "=", userId).executeTakeFirst();
  return Number(r.numDeletedRows);
}

export async function countPasskeys(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom("passkeys")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
