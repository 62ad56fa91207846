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
import { adminProcedure, router } from "../../trpc.ts";

/** Custom pages (custom_pages.update, checked in core); the list is the `custom_pages` datatable. */
export const pagesAdminRouter = router({
  get: adminProcedure("custom_pages.update")
    .input(customPageIdInput)
    .query(({ ctx, input }) => getCustomPageForEdit(ctx.services, ctx.viewer, input)),
  create: adminProcedure("custom_pages.update")
    .input(customPageInput)
    .mutation(({ ctx, input }) => createCustomPage(ctx.services, ctx.viewer, input)),
  update: adminProcedure("custom_pages.update")
    .input(customPageUpdateInput)
    .mutation(({ ctx, input }) => updateCustomPage(ctx.services, ctx.viewer, input)),
  // A mutation so a long body travels in a POST body, not a URL.
  preview: adminProcedure("custom_pages.update")
    .input(customPagePreviewInput)
    .mutation(({ ctx, input }) => previewCustomPageBody(ctx.viewer, input)),
});
