import {
  assertReviewer,
  backstageProofFile,
  backstageProofFileInput,
  fileEntryCreatedResponse,
  parseInput,
  uploadBackstageProof,
} from "@backbeat/core";
import type { RestRoute } from "../route.ts";
import { fileEntryResponse } from "./media.ts";

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
      return fileEntryResponse(ctx.services, ctx.request, entry);
    },
  },
];
