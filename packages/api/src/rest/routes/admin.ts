import { exportDatatableCsv } from "@backbeat/core";
import type { RestRoute } from "../route.ts";

/** Admin downloads: a datatable's filtered rows as CSV (same query state as the screen's URL). */
export const adminRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "api/v1/admin/datatables/{resource}/export",
    file: "text/csv",
    summary: "A datatable's filtered rows as CSV (the screen's query state).",
    access: "user",
    handle: async (ctx, { params, query }) => {
      const csv = await exportDatatableCsv(ctx.services, ctx.viewer, params.resource ?? "", query);
      return new Response(csv.body, {
        headers: {
          "content-type": "text/csv; charset=utf-8",
          "content-disposition": `attachment; filename="${csv.filename}"`,
          "cache-control": "no-store",
        },
      });
    },
  },
];
