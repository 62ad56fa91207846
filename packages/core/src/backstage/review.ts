import {
  artistsRepo,
  backstageRequestsRepo,
  type Executor,
  type FileEntry,
  fileEntriesRepo,
  rolesRepo,
} from "@backbeat/db";
import { renderBackstageReviewed } from "@backbeat/email";
import { pageCache } from "../catalogue/cache.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { DomainError, notFound } from "../errors.ts";
import { mailerFor } from "../mail/mailer.ts";
import { notifyArtistRequestReviewed } from "../notifications/events.ts";
import { forgetCachedUsers } from "../users/current-user.ts";
import { assertReviewer } from "./access.ts";
import { type BackstageRequestJson, requestJson } from "./requests.ts";
import type {
  BackstageApproveInput,
  BackstageProofFileInput,
  BackstageRequestIdInput,
  ParsedBackstageDenyInput,
} from "./schemas.ts";

/** The role an approved requester joins (provisioned with music.create). */
export const ARTISTS_ROLE_SLUG = "artists";
const ALREADY_REVIEWED = "This request has already been reviewed.";

type Person = { id: number; name: string; email: string; image: string | null };

export interface BackstageRequestDetail extends BackstageRequestJson {
  user: Person | null;
  reviewer: Person | null;
  artist: { id: number; name: string; image: string | null; verified: boolean; owner_id: number | null } | null;
  proof_files: { id: number; name: string; mime: string; file_size: number; url: string }[];
}

/** One request with its requester, artist, reviewer and proof files (admin detail page). */
export async function getBackstageRequest(
  services: CoreServices,
  viewer: Viewer,
  { id }: BackstageRequestIdInput,
): Promise<BackstageRequestDetail> {
  assertReviewer(viewer);
  const { db } = services;
  const row = await backstageRequestsRepo.findRequest(db, id);
  if (!row) throw notFound("Request not found.");
  const [user, reviewer, artist, files] = [
    await backstageRequestsRepo.findPerson(db, row.user_id),
    row.reviewer_id ? await backstageRequestsRepo.findPerson(db, row.reviewer_id) : undefined,
    row.artist_id ? await backstageRequestsRepo.findRequestArtist(db, row.artist_id) : undefined,
    await backstageRequestsRepo.proofFiles(db, row.proof_file_ids),
  ];
  return {
    ...requestJson(row),
    user: user ?? null,
    reviewer: reviewer ?? null,
    artist: artist ?? null,
    proof_files: files.map((f) => ({
      id: f.id,
      name: f.name,
      mime: f.mime,
      file_size: f.file_size,
      url: `api/v1/admin/backstage-requests/${row.id}/files/${f.id}`,
    })),
  };
}

/** Mails the decision; true once sent, so the notification does not mail it a second time. */
async function notify(
  services: CoreServices,
  to: string,
  props: { approved: boolean; kind: string; artistName: string; reason: string | null },
): Promise<boolean> {
  try {
    const settings = await services.settings.snapshot();
    const mail = await renderBackstageReviewed({
      siteName: settings.get("branding.site_name"),
      url: `${services.config.appUrl}/backstage/requests`,
      ...props,
    });
    await mailerFor(services).send({ to, ...mail });
    return true;
  } catch (error) {
    // The decision is committed; a mail server being down must not turn it into an error.
    const e = error instanceof Error ? error : new Error(String(error));
    await services.errorLog.write({ message: `Backstage review mail to ${to} failed: ${e.message}`, stack: e.stack });
    return false;
  }
}

type RequestRow = NonNullable<Awaited<ReturnType<typeof backstageRequestsRepo.findRequest>>>;

/**
 * Reviews a pending request in one transaction: `decide` makes the decision's changes and marks
 * the request reviewed. A request already reviewed, or reviewed meanwhile, is refused and
 * nothing changes.
 */
async function reviewRequest(
  services: CoreServices,
  viewer: Viewer,
  id: number,
  decide: (tx: Executor, request: RequestRow, reviewerId: number) => Promise<boolean>,
): Promise<RequestRow> {
  const reviewerId = assertReviewer(viewer);
  const row = await services.db.transaction().execute(async (tx) => {
    const request = await backstageRequestsRepo.findRequest(tx, id, { lock: true });
    if (!request) throw notFound("Request not found.");
    if (request.status !== "pending") throw new DomainError("CONFLICT", ALREADY_REVIEWED);
    if (!(await decide(tx, request, reviewerId))) throw new DomainError("CONFLICT", ALREADY_REVIEWED);
    return backstageRequestsRepo.findRequest(tx, id);
  });
  if (!row) throw notFound("Request not found.");
  return row;
}

/** One decision, one e-mail: the review mail covers the notification's e-mail channel. */
async function tellRequester(
  services: CoreServices,
  row: RequestRow,
  approved: boolean,
  reason: string | null,
): Promise<BackstageRequestJson> {
  const user = await backstageRequestsRepo.findPerson(services.db, row.user_id);
  const mailed =
    user && (await notify(services, user.email, { approved, kind: row.type, artistName: row.artist_name, reason }));
  notifyArtistRequestReviewed(services, row, approved, mailed ? ["email"] : []);
  return requestJson(row);
}

/**
 * Approves a pending request in one transaction: a new artist owned by the requester (become),
 * or the existing artist attached to them and verified (claim, verify); the requester joins the
 * artists role. A request already reviewed, or an artist someone else got meanwhile, is refused
 * and nothing changes. The requester is e-mailed after the commit.
 */
export async function approveBackstageRequest(
  services: CoreServices,
  viewer: Viewer,
  { id, note }: BackstageApproveInput,
): Promise<BackstageRequestJson> {
  const { db } = services;
  const row = await reviewRequest(services, viewer, id, async (tx, request, reviewerId) => {
    let artistId: number;
    if (request.type === "become-artist") {
      artistId = await artistsRepo.insertArtist(tx, { name: request.artist_name, owner_id: request.user_id });
    } else {
      const artist = request.artist_id
        ? await backstageRequestsRepo.findRequestArtist(tx, request.artist_id, { lock: true })
        : undefined;
      if (!artist) throw new DomainError("CONFLICT", "The artist of this request no longer exists. Deny it instead.");
      if (artist.owner_id !== null && artist.owner_id !== request.user_id)
        throw new DomainError(
          "CONFLICT",
          "This artist has already been claimed by someone else. Deny the request instead.",
        );
      await backstageRequestsRepo.attachArtistOwner(tx, artist.id, request.user_id);
      artistId = artist.id;
    }
    const role = await rolesRepo.findRoleBySlug(tx, ARTISTS_ROLE_SLUG);
    if (role) await rolesRepo.assignRole(tx, request.user_id, role.id);
    return backstageRequestsRepo.markReviewed(tx, id, {
      status: "approved",
      reviewer_id: reviewerId,
      reason: note || null,
      artist_id: artistId,
    });
  });
  // The new role applies at once, and artist pages show their owner and badge.
  forgetCachedUsers(db, row.user_id);
  pageCache(db).invalidate("");
  return tellRequester(services, row, true, row.reason);
}

/** Denies a pending request with a reason the requester reads in their e-mail. */
export async function denyBackstageRequest(
  services: CoreServices,
  viewer: Viewer,
  { id, reason }: ParsedBackstageDenyInput,
): Promise<BackstageRequestJson> {
  const row = await reviewRequest(services, viewer, id, (tx, _request, reviewerId) =>
    backstageRequestsRepo.markReviewed(tx, id, { status: "denied", reviewer_id: reviewerId, reason }),
  );
  return tellRequester(services, row, false, reason);
}

/** Datatable bulk delete: the requests go; artists and roles granted by approvals stay. */
export async function deleteBackstageRequests(services: CoreServices, _viewer: Viewer, ids: number[]): Promise<number> {
  return services.db.transaction().execute((tx) => backstageRequestsRepo.deleteRequests(tx, ids));
}

/** A proof file of a request, for its reviewers (who may not hold files.update). */
export async function backstageProofFile(
  services: CoreServices,
  viewer: Viewer,
  { id, fileId }: BackstageProofFileInput,
): Promise<FileEntry> {
  assertReviewer(viewer);
  const row = await backstageRequestsRepo.findRequest(services.db, id);
  const entry = row?.proof_file_ids.includes(fileId) ? await fileEntriesRepo.findFileEntry(services.db, fileId) : null;
  if (!entry) throw notFound("File not found.");
  return entry;
}
