import { datatableDeleteInput, datatableListInput, deleteDatatableRows, listDatatable } from "@backbeat/core";
import { adminProcedure, router } from "../../trpc.ts";

/** The one listing contract of every admin datatable: admin.access first, then each resource's own permission in core. */
export const datatableRouter = router({
  list: adminProcedure("admin.access")
    .input(datatableListInput)
    .query(({ ctx, input }) => listDatatable(ctx.services, ctx.viewer, input)),
  delete: adminProcedure("admin.access")
    .input(datatableDeleteInput)
    .mutation(({ ctx, input }) => deleteDatatableRows(ctx.services, ctx.viewer, input)),
});
