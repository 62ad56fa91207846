import {
  artworkKinds,
  artworkSvg,
  itemRasterCover,
  notFound,
  parseInput,
  rasterSize,
  recordStream,
  streamInput,
  trackDownloadFile,
  trackDownloadInput,
  trackStreamFile,
  trackStreamInput,
} from "@backbeat/core";
import type { RestRoute } from "../route.ts";
import { downloadResponse, mediaResponse } from "./media.ts";

const view = { permission: "music.view" } as const;

/** The catalogue over REST: the same services as tRPC, plus the media endpoints. */
export const catalogueRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "api/v1/tracks/{id}/stream",
    file: "audio/*",
    access: view,
    input: streamInput,
    summary: "A track's audio; `play` names the player's stream, which a counted play then spends.",
    handle: async (ctx, { params, query }) => {
      const file = await trackStreamFile(
        ctx.services,
        ctx.viewer,
        parseInput(trackStreamInput, { ...query, id: params.id }),
      );
      const response = await mediaResponse(ctx.request, file);
      const sent = ctx.request.method === "GET" && (response.status === 200 || response.status === 206);
      await recordStream(
        ctx.services,
        ctx.viewer,
        { ...file, bytes: sent ? Number(response.headers.get("content-length") ?? 0) : 0 },
        ctx,
      );
      return response;
    },
  },
  {
    method: "GET",
    path: "api/v1/tracks/{id}/download",
    file: "application/octet-stream",
    summary: "Downloads a track's file (if the site allows downloads).",
    access: view,
    handle: (ctx, { params, query }) =>
      downloadResponse(ctx.request, () =>
        trackDownloadFile(ctx.services, ctx.viewer, parseInput(trackDownloadInput, { ...query, id: params.id })),
      ),
  },
  {
    method: "GET",
    path: "api/v1/artwork/{kind}/{file}",
    file: "image/svg+xml",
    summary: "Generated placeholder artwork.",
    access: "public",
    handle: async (ctx, { params }) => {
      const kind = artworkKinds.find((k) => k === params.kind);
      const match = /^(\d{1,9})\.svg$/.exec(params.file ?? "");
      if (!kind || !match) throw notFound();
      const etag = `"art-${kind}-${match[1]}-1"`;
      const headers = {
        "content-type": "image/svg+xml; charset=utf-8",
        "cache-control": "public, max-age=31536000, immutable",
        etag,
      };
      if (ctx.request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
      return new Response(artworkSvg(kind, Number(match[1])), { headers });
    },
  },
  {
    // Raster covers for link previews, structured data and mail (core/catalogue/raster.ts).
    method: "GET",
    path: "api/v1/raster/{kind}/{file}",
    file: "image/jpeg",
    summary: "A cover as a JPEG of a given size (link previews, mail).",
    access: view,
    handle: async (ctx, { params }) => {
      const kind = (["artist", "album", "track"] as const).find((k) => k === params.kind);
      const match = /^([1-9]\d{0,9})-(\d{2,4})\.jpg$/.exec(params.file ?? "");
      const id = Number(match?.[1]);
      if (!kind || !match || id > 2_147_483_647 || rasterSize(Number(match[2])) !== Number(match[2])) throw notFound();
      const image = await itemRasterCover(ctx.services, ctx.viewer, kind, id, Number(match[2]));
      const headers = { "content-type": image.mime, "cache-control": "public, max-age=86400", etag: image.etag };
      if (ctx.request.headers.get("if-none-match") === image.etag) return new Response(null, { status: 304, headers });
      return new Response(image.bytes as Uint8Array<ArrayBuffer>, { headers });
    },
  },
];
