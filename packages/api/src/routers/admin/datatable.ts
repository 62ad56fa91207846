import { datatableDeleteInput, datatableListInput, deleteDatatableRows, listDatatable } from "@backbeat/core";
import { authedProcedure, router } from "../../trpc.ts";

/** The one listing contract of every admin datatable (permissions per resource, checked in core). */
export const datatableRouter = router({
  list: authedProcedure
    .input(datatableListInput)
    .query(({ ctx, input }) => listDatatable(ctx.services, ctx.viewer, input)),
  delete: authedProcedure
    .input(datatableDeleteInput)
    .mutation(({ ctx, input }) => deleteDatatableRows(ctx.services, ctx.viewer, input)),
});
