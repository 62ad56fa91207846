import { sql } from "kysely";
import type { BackstageLink, BackstageRequestRow, BackstageRequestStatus } from "../backstage-schema.ts";
import { jsonb } from "../json.ts";
import type { Executor } from "./executor.ts";

export type NewBackstageRequest = Pick<
  BackstageRequestRow,
  "user_id" | "type" | "artist_id" | "artist_name" | "first_name" | "last_name" | "company" | "message"
> & { links: BackstageLink[]; proof_file_ids: number[] };

/**
 * Inserts a pending request, or nothing when the user already has one of this kind pending
 * (the partial unique index decides, so two parallel submissions cannot both land).
 */
export async function insertPendingRequest(db: Executor, request: NewBackstageRequest): Promise<number | null> {
  const row = await db
    .insertInto("backstage_requests")
    .values({ ...request, links: jsonb(request.links), proof_file_ids: jsonb(request.proof_file_ids) })
    // The index predicate must be a literal: a bound parameter stops PostgreSQL from matching the
    // partial unique index once a prepared statement switches to its generic plan.
    .onConflict((oc) => oc.columns(["user_id", "type"]).where("status", "=", sql.lit("pending")).doNothing())
    .returning("id")
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function findRequest(
  db: Executor,
  id: number,
  options: { lock?: boolean } = {},
): Promise<BackstageRequestRow | undefined> {
  return db
    .selectFrom("backstage_requests")
    .selectAll()
    .where("id", "=", id)
    .$if(Boolean(options.lock), (q) => q.forUpdate())
    .executeTakeFirst();
}

export async function userRequests(db: Executor, userId: number, limit: number): Promise<BackstageRequestRow[]> {
  return db
    .selectFrom("backstage_requests")
    .selectAll()
    .where("user_id", "=", userId)
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

/** Records the decision; only a pending request changes (0 rows otherwise). */
export async function markReviewed(
  db: Executor,
  id: number,
  review: {
    status: Exclude<BackstageRequestStatus, "pending">;
    reviewer_id: number;
    reason: string | null;
    artist_id?: number;
  },
): Promise<boolean> {
  const result = await db
    .updateTable("backstage_requests")
    .set({
      status: review.status,
      reviewer_id: review.reviewer_id,
      reason: review.reason,
      reviewed_at: new Date(),
      ...(review.artist_id !== undefined ? { artist_id: review.artist_id } : {}),
    })
    .where("id", "=", id)
    .where("status", "=", "pending")
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function deleteRequests(db: Executor, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const result = await db.deleteFrom("backstage_requests").where("id", "in", ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export interface RequestArtist {
  id: number;
  name: string;
  image: string | null;
  verified: boolean;
  owner_id: number | null;
}

export async function findRequestArtist(
  db: Executor,
  id: number,
  options: { lock?: boolean } = {},
): Promise<RequestArtist | undefined> {
  return db
    .selectFrom("artists")
    .select(["id", "name", "image", "verified", "owner_id"])
    .where("id", "=", id)
    .$if(Boolean(options.lock), (q) => q.forUpdate())
    .executeTakeFirst();
}

/** The artist now belongs to the user and carries the verified badge. */
export async function attachArtistOwner(db: Executor, artistId: number, userId: number): Promise<void> {
  await db
    .updateTable("artists")
    .set({ owner_id: userId, verified: true, updated_at: new Date() })
    .where("id", "=", artistId)
    .execute();
}

export interface RequestPerson {
  id: number;
  name: string;
  email: string;
  image: string | null;
}

export async function findPerson(db: Executor, id: number): Promise<RequestPerson | undefined> {
  return db.selectFrom("users").select(["id", "name", "email", "image"]).where("id", "=", id).executeTakeFirst();
}

export interface ProofFile {
  id: number;
  name: string;
  mime: string;
  file_size: number;
  owner_id: number | null;
}

export async function proofFiles(db: Executor, ids: number[]): Promise<ProofFile[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom("file_entries")
    .select(["id", "name", "mime", "file_size", "owner_id"])
    .where("id", "in", ids)
    .orderBy("id")
    .execute();
  return rows.map((r) => ({ ...r, file_size: Number(r.file_size) }));
}
