import { avatarPath, avatarUploadResponse, DomainError, parseId, uploadAvatar } from "@backbeat/core";
import type { RestRoute } from "../route.ts";

function body(input: unknown): Record<string, unknown> {
  return input && typeof input === "object" ? (input as Record<string, unknown>) : {};
}

/**
 * The account calls that move files (docs/spec/2-product-areas.md §7): the avatar upload and the
 * stored image. The JSON calls are declared on the `account` procedures.
 */
export const accountRoutes: RestRoute[] = [
  {
    method: "POST",
    path: "api/v1/users/{id}/avatar",
    multipart: true,
    output: avatarUploadResponse,
    access: "user",
    // Room above the 2 MB image limit, so a too-large image gets the spec's size message, not 413.
    maxBodyBytes: 8 * 1024 * 1024,
    summary: "Uploads a user's avatar image (data URL in `file`).",
    handle: (ctx, { params, body: input }) =>
      uploadAvatar(ctx.services, ctx.viewer, parseId(params.id), body(input).file),
  },
  {
    method: "GET",
    path: "api/v1/avatars/{file}",
    file: "image/*",
    access: "public",
    summary: "A stored avatar image.",
    handle: async (ctx, { params }) => {
      const path = avatarPath(ctx.services, params.file ?? "");
      const file = path ? Bun.file(path) : null;
      if (!file || !(await file.exists())) throw new DomainError("NOT_FOUND", "Not found.");
      return new Response(file, {
        headers: { "cache-control": "public, max-age=31536000, immutable", "x-content-type-options": "nosniff" },
      });
    },
  },
];
