import type { SessionRow } from "../schema.ts";
import type { Executor } from "./executor.ts";

/**
 * Counts writes that can end a session or change what a validated session says about its
 * user: sessions deleted, a password confirmed, the user row changed or deleted. The request
 * path keeps validated sessions in memory for a few seconds and drops every entry that was read
 * before the latest such write, so a logout, ban or password change applies at once.
 */
let changes = 0;
const listeners = new Set<() => void>();

export function sessionChanges(): number {
  return changes;
}

export function markSessionsChanged(): void {
  changes++;
  for (const listener of listeners) listener();
}

/**
 * Hears every local change (the cluster's cache sync passes them on to other instances).
 * Answers the function that stops listening.
 */
export function onSessionsChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A change made by another instance: drops this process's cached sessions without telling anyone. */
export function noteSessionsChangedElsewhere(): void {
  changes++;
}

export async function insertSession(
  db: Executor,
  session: Pick<
    SessionRow,
    "id" | "user_id" | "secret_hash" | "remember" | "ip_address" | "user_agent" | "expires_at"
  > &
    Partial<Pick<SessionRow, "country" | "city">>,
): Promise<void> {
  await db.insertInto("sessions").values(session).execute();
}

export async function findSession(db: Executor, id: string): Promise<SessionRow | undefined> {
  return db.selectFrom("sessions").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function touchSession(db: Executor, id: string, lastActiveAt: Date, expiresAt: Date): Promise<void> {
  await db
    .updateTable("sessions")
    .set({ last_active_at: lastActiveAt, expires_at: expiresAt })
    .where("id", "=", id)
    .execute();
}

export async function deleteSession(db: Executor, id: string): Promise<void> {
  markSessionsChanged();
  await db.deleteFrom("sessions").where("id", "=", id).execute();
  markSessionsChanged();
}

export async function deleteUserSessions(db: Executor, userId: number, exceptId?: string): Promise<void> {
  let q = db.deleteFrom("sessions").where("user_id", "=", userId);
  if (exceptId) q = q.where("id", "!=", exceptId);
  markSessionsChanged();
  await q.execute();
  markSessionsChanged();
}

export async function listUserSessions(db: Executor, userId: number, now: Date): Promise<SessionRow[]> {
  return db
    .selectFrom("sessions")
    .selectAll()
    .where("user_id", "=", userId)
    .where("expires_at", ">", now)
    .orderBy("last_active_at", "desc")
    .limit(100)
    .execute();
}

export async function setPasswordConfirmedAt(db: Executor, id: string, at: Date | null): Promise<void> {
  markSessionsChanged();
  await db.updateTable("sessions").set({ password_confirmed_at: at }).where("id", "=", id).execute();
  markSessionsChanged();
}
