import { type BackstageRequestRow, backstageRequestsRepo } from "@backbeat/db";
import type { z } from "zod";
import type { CoreServices, Viewer } from "../context.ts";
import { DomainError, validationError } from "../errors.ts";
import { createFileEntryFromRequest } from "../uploads/entries.ts";
import { assertBackstagePermission } from "./access.ts";
import { BACKSTAGE_PROOF_TYPES, type backstageRequestInput, MAX_BACKSTAGE_PROOF_BYTES } from "./schemas.ts";

const isProofType = (mime: string) =>
  BACKSTAGE_PROOF_TYPES.some((type) => (type.endsWith("/*") ? mime.startsWith(type.slice(0, -1)) : mime === type));

export interface BackstageRequestJson {
  id: number;
  type: BackstageRequestRow["type"];
  status: BackstageRequestRow["status"];
  artist_id: number | null;
  artist_name: string;
  first_name: string | null;
  last_name: string | null;
  company: string | null;
  links: BackstageRequestRow["links"];
  message: string | null;
  proof_file_ids: number[];
  reason: string | null;
  reviewed_at: string | null;
  created_at: string;
}

export function requestJson(row: BackstageRequestRow): BackstageRequestJson {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    artist_id: row.artist_id,
    artist_name: row.artist_name,
    first_name: row.first_name,
    last_name: row.last_name,
    company: row.company,
    links: row.links,
    message: row.message,
    proof_file_ids: row.proof_file_ids,
    reason: row.reason,
    reviewed_at: row.reviewed_at ? new Date(row.reviewed_at).toISOString() : null,
    created_at: new Date(row.created_at).toISOString(),
  };
}

/**
 * A listener asks to become a new artist, to claim an existing artist profile or to have their
 * own verified (permission backstageRequests.create). One pending request per user and kind;
 * an artist someone already manages cannot be claimed; proof files must be the requester's own.
 */
export async function createBackstageRequest(
  services: CoreServices,
  viewer: Viewer,
  data: z.output<typeof backstageRequestInput>,
): Promise<BackstageRequestJson> {
  const userId = assertBackstagePermission(viewer, "backstageRequests.create");
  const { db } = services;
  let artistName = data.artist_name ?? "";
  let artistId: number | null = null;
  if (data.type !== "become-artist" && data.artist_id) {
    const artist = await backstageRequestsRepo.findRequestArtist(db, data.artist_id);
    if (!artist) throw validationError({ artist_id: ["This artist does not exist."] });
    if (artist.owner_id !== null && artist.owner_id !== userId)
      throw new DomainError("CONFLICT", "This artist has already been claimed.");
    if (data.type === "claim-artist" && artist.owner_id === userId)
      throw validationError({ artist_id: ["You already manage this artist."] });
    if (data.type === "verify-artist" && artist.owner_id === userId && artist.verified)
      throw validationError({ artist_id: ["This artist is already verified."] });
    artistName = artist.name;
    artistId = artist.id;
  }
  const fileIds = [...new Set(data.proof_file_ids)];
  const files = await backstageRequestsRepo.proofFiles(db, fileIds);
  if (files.length !== fileIds.length || files.some((f) => f.owner_id !== userId))
    throw validationError({ proof_file_ids: ["Attach files you uploaded yourself."] });
  if (files.some((f) => !isProofType(f.mime)))
    throw validationError({ proof_file_ids: ["Attach PDF documents or images only."] });
  const id = await backstageRequestsRepo.insertPendingRequest(db, {
    user_id: userId,
    type: data.type,
    artist_id: artistId,
    artist_name: artistName,
    first_name: data.first_name,
    last_name: data.last_name,
    company: data.company || null,
    links: data.links.map((l) => (l.label ? { url: l.url, label: l.label } : { url: l.url })),
    message: data.message || null,
    proof_file_ids: fileIds,
  });
  if (id === null) throw new DomainError("CONFLICT", "You already have a pending request of this kind.");
  const row = await backstageRequestsRepo.findRequest(db, id);
  if (!row) throw new DomainError("CONFLICT", "The request could not be saved.");
  return requestJson(row);
}

/** The requester's own requests, newest first (backstage/requests). */
export async function myBackstageRequests(services: CoreServices, viewer: Viewer): Promise<BackstageRequestJson[]> {
  const userId = assertBackstagePermission(viewer, "backstageRequests.create");
  return (await backstageRequestsRepo.userRequests(services.db, userId, 50)).map(requestJson);
}

/**
 * A proof file for a request, uploaded before it is sent. Listeners hold no music.create, so
 * this is their only upload: PDFs and images up to 10 MB, never audio (no track, no media job).
 */
export async function uploadBackstageProof(services: CoreServices, viewer: Viewer, request: Request) {
  assertBackstagePermission(viewer, "backstageRequests.create");
  return createFileEntryFromRequest(services, viewer, request, {
    purpose: "backstage-proof",
    limit: {
      extensions: ["pdf", "jpg", "jpeg", "png", "gif", "webp"],
      types: BACKSTAGE_PROOF_TYPES,
      message: "Attach PDF documents or images only.",
      maxSize: MAX_BACKSTAGE_PROOF_BYTES,
    },
  });
}
