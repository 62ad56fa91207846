import { errorLogFileFor } from "@backbeat/core";
import type { RestRoute } from "../route.ts";

/** The error log screen's per-day download (the newest day also has `logs/error/download-latest`). */
export const logsRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "api/v1/admin/logs/error/{file}/download",
    file: "text/plain",
    summary: "One day's error log file (logs.view, checked in core).",
    access: "user",
    handle: async (ctx, { params }) => {
      const file = await errorLogFileFor(ctx.services, ctx.viewer, params.file ?? "");
      return new Response(Bun.file(file.path), {
        headers: {
          "content-type": "text/plain; charset=utf-8",
          "content-disposition": `attachment; filename="${file.name}"`,
          "cache-control": "no-store",
        },
      });
    },
  },
];
