import {
  assertReviewer,
  backstageProofFile,
  backstageProofFileInput,
  driverForDisk,
  fileEntryCreatedResponse,
  notFound,
  parseInput,
  uploadBackstageProof,
} from "@backbeat/core";
import type { RestRoute } from "../route.ts";
import { mediaResponse } from "./media.ts";

/**
 * Backstage request files: the proof a listener uploads and an admin opens. The JSON calls are
 * declared on the `backstage.requests` and `admin.backstageRequests` procedures.
 */
export const backstageRoutes: RestRoute[] = [
  {
    method: "POST",
    path: "api/v1/backstage-requests/proof-files",
    output: fileEntryCreatedResponse,
    multipart: true,
    access: "user",
    streamBody: true,
    summary: "Uploads a proof file for a backstage request (multipart).",
    handle: (ctx) => uploadBackstageProof(ctx.services, ctx.viewer, ctx.request),
  },
  {
    method: "GET",
    path: "api/v1/admin/backstage-requests/{id}/files/{fileId}",
    file: "application/octet-stream",
    access: "user",
    summary: "A backstage request's proof file (admin.access, checked in core).",
    handle: async (ctx, { params }) => {
      // Reviewers only: anyone else is refused before the path is looked at.
      assertReviewer(ctx.viewer);
      const entry = await backstageProofFile(ctx.services, ctx.viewer, parseInput(backstageProofFileInput, params));
      const storage = driverForDisk(ctx.services, entry.disk);
      const info = await storage.stat(entry.path);
      if (!info) throw notFound("This file's bytes are missing.");
      return mediaResponse(ctx.request, {
        path: entry.path,
        size: info.size,
        mtime: info.mtime,
        etag: `"fe-${entry.id}-${info.size.toString(16)}"`,
        mime: entry.mime,
        fileName: entry.name,
        read: (range) => storage.read(entry.path, range),
      });
    },
  },
];
