import { randomBytes } from "node:crypto";
import type { ApiContext } from "@backbeat/api";
import {
  assertEmailVerified,
  assertNotBanned,
  type CoreServices,
  checkDeclared,
  checkPermission,
  claimedExtension,
  cleanFileName,
  inBackground,
  isDomainError,
  recordJobRun,
  tusDirectory,
  tusOwnerOf,
  tusUploadId,
  uploadRules,
  type Viewer,
} from "@backbeat/core";
import { FileStore } from "@tus/file-store";
import { Server } from "@tus/server";
import { RedisLocker } from "./tus-redis-locker.ts";

/** Suspended and (while confirmation is required) unverified accounts are refused, as on REST routes. */
export async function accountGate(ctx: ApiContext): Promise<{ status: number; message: string } | null> {
  try {
    assertNotBanned(ctx.viewer);
    await assertEmailVerified(ctx.services, ctx.viewer);
    return null;
  } catch (error) {
    if (!isDomainError(error)) throw error;
    return { status: 403, message: error.message };
  }
}

export const TUS_PATH = "api/v1/tus/upload";

/** Set by this module only (any client copy is dropped): tells the naming function who uploads. */
const OWNER_HEADER = "x-backbeat-upload-owner";

/** Unfinished uploads older than this are forgotten by tus's own clean-up. */
const EXPIRY_MS = 7 * 24 * 60 * 60 * 1000;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json; charset=utf-8" } });

/**
 * Resumable uploads (docs/spec/2-product-areas.md §7 `api/v1/tus/upload`) with tus's file store
 * under `TUS_DIR` (default `<dataDir>/uploads/tus`): the bytes and tus's record survive a restart,
 * so a client resumes from the stored offset. The offset is the size of the stored bytes, so
 * instances that share the folder (and, with `REDIS_URL`, their upload locks) take any chunk of any
 * upload. A wrong offset answers 409 and an unknown id 404 (tus itself); ids
 * carry their owner, so another user's upload is 404 too. `POST tus/entries` turns a finished
 * upload into a file entry with every upload rule checked on the real bytes.
 */
/** Chunks at least this large are followed by a collection (smaller ones are not worth its ~30 ms). */
const COLLECT_AFTER_BYTES = 8 * 1024 * 1024;

/**
 * A chunk passes through several stream stages on its way to the file, and the collector frees
 * those buffers late: without a nudge, a 200 MB upload lifted RSS by 200 MB or more (450 MB peak)
 * until other work ran. One collection after each large chunk keeps the peak near 285 MB for
 * about 30 ms per 20 MB chunk (upload speed on loopback stays above 250 MB/s).
 */
function collectChunkBuffers(request: Request): void {
  if (Number(request.headers.get("content-length") ?? 0) >= COLLECT_AFTER_BYTES) Bun.gc(true);
}

export function createTusHandler(services: CoreServices) {
  const datastore = new FileStore({
    directory: tusDirectory(services.config),
    expirationPeriodInMilliseconds: EXPIRY_MS,
  });
  // Abandoned uploads would otherwise fill the disk: swept at start and every few hours.
  const sweep = () =>
    inBackground(
      services,
      recordJobRun(
        services,
        "uploads.sweep",
        () => datastore.deleteExpired(),
        null,
        (n) => (n ? `Removed ${n} abandoned uploads.` : "Nothing to remove."),
      ),
    );
  sweep();
  const sweeper = setInterval(sweep, 6 * 60 * 60 * 1000);
  sweeper.unref();
  const redisUrl = services.config.realtime?.redisUrl;
  const locker = redisUrl
    ? new RedisLocker(redisUrl, `${services.config.realtime?.channel ?? "backbeat"}:tus-lock:`)
    : undefined;
  const tus = new Server({
    path: `/${TUS_PATH}`,
    relativeLocation: true,
    datastore,
    ...(locker ? { locker } : {}),
    namingFunction: (req) => tusUploadId(Number(req.headers.get(OWNER_HEADER)), randomBytes(16).toString("hex")),
    // The declared size and name are checked up front, so a refused file is never sent at all.
    onUploadCreate: async (_req, upload) => {
      const meta = upload.metadata ?? {};
      const name = cleanFileName(meta.name ?? meta.filename ?? meta.clientName);
      const ext = claimedExtension(name, meta.clientExtension ?? meta.extension);
      try {
        checkDeclared(await uploadRules(services), { name, size: upload.size ?? 0, ext });
      } catch (error) {
        if (!isDomainError(error)) throw error;
        throw { status_code: 422, body: JSON.stringify({ message: error.message, errors: error.fields ?? {} }) };
      }
      return {};
    },
  });

  async function handleTus(request: Request, viewer: Viewer): Promise<Response> {
    if (!viewer.user) return json(401, { message: "Unauthenticated." });
    if (checkPermission(viewer, "music.create") !== "allowed")
      return json(403, { message: "This action is unauthorized." });
    if (!(await uploadRules(services)).tusEnabled) return json(403, { message: "Resumable uploads are turned off." });
    // tus's GET would serve the stored bytes; uploads are read back through their file entry only.
    if (request.method === "GET") return json(405, { message: "The method is not allowed for this path." });
    const id = new URL(request.url).pathname.replace(/^\/+/, "").slice(TUS_PATH.length).replace(/^\//, "");
    if (id && tusOwnerOf(id) !== viewer.user.id) return json(404, { message: "Upload not found." });
    const headers = new Headers(request.headers);
    headers.set(OWNER_HEADER, String(viewer.user.id));
    const response = await tus.handleWeb(new Request(request, { headers }));
    if (request.method === "PATCH") collectChunkBuffers(request);
    return response;
  }

  return Object.assign(handleTus, {
    async close() {
      clearInterval(sweeper);
      await locker?.close();
    },
  });
}
