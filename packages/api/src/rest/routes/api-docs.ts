import { z } from "zod";
import { type ExtraOperation, type OpenApiDocument, openApiDocument } from "../openapi.ts";
import type { RestRoute } from "../route.ts";

export const OPENAPI_PATH = "api-docs/openapi.json";

/** Served by the server outside the table (apps/server `http/tus.ts`), so listed here by hand. */
export const serverOperations: ExtraOperation[] = [
  { method: "POST", path: "api/v1/tus/upload", summary: "Start a resumable (tus) upload", access: "user" },
  {
    method: "PATCH",
    path: "api/v1/tus/upload/{uploadId}",
    summary: "Send a chunk of a resumable (tus) upload",
    access: "user",
  },
];

/**
 * `GET api-docs/openapi.json`: the document for the whole table, gated like `/api-docs`
 * (api.access; a guest role holding it may read it). Built once per site name and address.
 */
export function apiDocsRoutes(table: () => readonly RestRoute[]): RestRoute[] {
  const cache = new Map<string, OpenApiDocument>();
  return [
    {
      method: "GET",
      path: OPENAPI_PATH,
      access: { permission: "api.access" },
      summary: "This document",
      output: z.looseObject({ openapi: z.literal("3.1.0"), paths: z.looseObject({}) }),
      async handle(ctx) {
        const settings = await ctx.services.settings.snapshot();
        const siteName = settings.get("branding.site_name");
        const serverUrl = ctx.services.config.appUrl;
        const key = JSON.stringify([siteName, serverUrl]);
        let document = cache.get(key);
        if (!document) {
          document = openApiDocument(table(), { siteName, serverUrl, extra: serverOperations });
          cache.clear();
          cache.set(key, document);
        }
        return document;
      },
    },
  ];
}
