import { recordStream, subsonicMedia, subsonicNotFound } from "@backbeat/core";
import { downloadResponse } from "../../rest/routes/media.ts";
import type { SubsonicMethod } from "../context.ts";
import type { Node } from "../writer.ts";

const view = "music.view" as const;

/** Audio and images go out as bytes; failures before the first byte still answer with the envelope. */
export const mediaMethods: Record<string, SubsonicMethod> = {
  stream: {
    permission: view,
    handle: async (ctx) => {
      const p = ctx.params;
      const options = {
        id: p.required("id"),
        maxBitRate: p.int("maxBitRate", { min: 0, max: 100_000, fallback: 0 }),
        format: p.get("format") || undefined,
        timeOffset: p.int("timeOffset", { min: 0, max: 86_400, fallback: 0 }),
      };
      let file: Awaited<ReturnType<typeof subsonicMedia.streamFile>> | undefined;
      // A full transcode queue is a wait, not a failure: 503 with Retry-After, as for downloads.
      const response = await downloadResponse(ctx.request, async () => {
        file = await subsonicMedia.streamFile(ctx.services, ctx.viewer, options);
        return file;
      });
      response.headers.delete("content-disposition");
      response.headers.set("cache-control", "private, max-age=86400");
      const sent = ctx.request.method !== "HEAD" && (response.status === 200 || response.status === 206);
      if (file && sent)
        await recordStream(
          ctx.services,
          ctx.viewer,
          { ...file, bytes: Number(response.headers.get("content-length") ?? 0) },
          { ip: ctx.ip, userAgent: ctx.userAgent },
        );
      return response;
    },
  },
  download: {
    permission: view,
    handle: (ctx) =>
      downloadResponse(ctx.request, () =>
        subsonicMedia.downloadFile(ctx.services, ctx.viewer, ctx.params.required("id")),
      ),
  },
  getCoverArt: {
    permission: view,
    handle: async (ctx) => {
      const size = ctx.params.int("size", { min: 0, max: 1_000_000 });
      const image = await subsonicMedia.coverArt(
        ctx.services,
        ctx.viewer,
        ctx.params.required("id"),
        size || undefined,
      );
      const headers = {
        "content-type": image.mime,
        "cache-control": "private, max-age=86400",
        etag: image.etag,
        "x-content-type-options": "nosniff",
      };
      if (ctx.request.headers.get("if-none-match") === image.etag) return new Response(null, { status: 304, headers });
      return new Response(image.bytes as Uint8Array<ArrayBuffer>, {
        headers: { ...headers, "content-length": String(image.bytes.length) },
      });
    },
  },
  getLyricsBySongId: {
    permission: view,
    handle: async (ctx) => ({
      lyricsList: {
        structuredLyrics: (await subsonicMedia.lyrics(ctx.services, ctx.viewer, ctx.params.required("id"))) as Node[],
      },
    }),
  },
  getAvatar: {
    handle: async (ctx) => {
      const path = await subsonicMedia.avatarFile(ctx.services, ctx.viewer, ctx.params.required("username"));
      const file = Bun.file(path);
      if (!(await file.exists())) throw subsonicNotFound("Avatar");
      return new Response(file, {
        headers: { "cache-control": "private, max-age=3600", "x-content-type-options": "nosniff" },
      });
    },
  },
};
