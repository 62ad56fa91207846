import {
  approveBackstageRequest,
  backstageProofFile,
  createBackstageRequest,
  denyBackstageRequest,
  driverForDisk,
  getBackstageRequest,
  myBackstageRequests,
  notFound,
  uploadBackstageProof,
} from "@backbeat/core";
import type { RestRoute } from "../route.ts";
import { mediaResponse } from "./media.ts";

/**
 * Backstage requests over REST: listeners send them (backstageRequests.create), admins review
 * them (admin.access); the same core functions as tRPC.
 */
export const backstageRoutes: RestRoute[] = [
  {
    method: "POST",
    path: "api/v1/backstage-requests",
    access: "user",
    handle: (ctx, { body }) => createBackstageRequest(ctx.services, ctx.viewer, body),
  },
  {
    method: "POST",
    path: "api/v1/backstage-requests/proof-files",
    access: "user",
    streamBody: true,
    handle: (ctx) => uploadBackstageProof(ctx.services, ctx.viewer, ctx.request),
  },
  {
    method: "GET",
    path: "api/v1/backstage-requests",
    access: "user",
    handle: async (ctx) => ({ requests: await myBackstageRequests(ctx.services, ctx.viewer) }),
  },
  {
    method: "GET",
    path: "api/v1/admin/backstage-requests/{id}",
    access: "user",
    handle: async (ctx, { params }) => ({ request: await getBackstageRequest(ctx.services, ctx.viewer, params) }),
  },
  {
    method: "POST",
    path: "api/v1/admin/backstage-requests/{id}/approve",
    access: "user",
    handle: async (ctx, { params, body }) => ({
      request: await approveBackstageRequest(ctx.services, ctx.viewer, { ...(body as object), id: params.id }),
    }),
  },
  {
    method: "POST",
    path: "api/v1/admin/backstage-requests/{id}/deny",
    access: "user",
    handle: async (ctx, { params, body }) => ({
      request: await denyBackstageRequest(ctx.services, ctx.viewer, { ...(body as object), id: params.id }),
    }),
  },
  {
    method: "GET",
    path: "api/v1/admin/backstage-requests/{id}/files/{fileId}",
    access: "user",
    handle: async (ctx, { params }) => {
      const entry = await backstageProofFile(ctx.services, ctx.viewer, params);
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
