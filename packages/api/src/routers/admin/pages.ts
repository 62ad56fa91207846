import {
  createCustomPage,
  customPageIdInput,
  customPageInput,
  customPagePreviewInput,
  customPageUpdateInput,
  getCustomPageForEdit,
  previewCustomPageBody,
  updateCustomPage,
} from "@backbeat/core";
import { authedProcedure, router } from "../../trpc.ts";

/** Custom pages (custom_pages.update, checked in core); the list is the `custom_pages` datatable. */
export const pagesAdminRouter = router({
  get: authedProcedure
    .input(customPageIdInput)
    .query(({ ctx, input }) => getCustomPageForEdit(ctx.services, ctx.viewer, input)),
  create: authedProcedure
    .input(customPageInput)
    .mutation(({ ctx, input }) => createCustomPage(ctx.services, ctx.viewer, input)),
  update: authedProcedure
    .input(customPageUpdateInput)
    .mutation(({ ctx, input }) => updateCustomPage(ctx.services, ctx.viewer, input)),
  // A mutation so a long body travels in a POST body, not a URL.
  preview: authedProcedure
    .input(customPagePreviewInput)
    .mutation(({ ctx, input }) => previewCustomPageBody(ctx.viewer, input)),
});
