import {
  channelEditInput,
  channelItemSearchInput,
  channelPreviewInput,
  channelSaveInput,
  deleteChannel,
  getChannelForEdit,
  idInput,
  listChannels,
  noInput,
  previewChannel,
  saveChannel,
  searchChannelItems,
} from "@backbeat/core";
import { adminProcedure, router } from "../../trpc.ts";

/** Channels (admin.access, checked in core): the editor, its item picker and its live preview. */
export const channelsAdminRouter = router({
  list: adminProcedure("admin.access")
    .input(noInput)
    .query(({ ctx }) => listChannels(ctx.services, ctx.viewer)),
  get: adminProcedure("admin.access")
    .input(channelEditInput)
    .query(({ ctx, input }) => getChannelForEdit(ctx.services, ctx.viewer, input)),
  save: adminProcedure("admin.access")
    .input(channelSaveInput)
    .mutation(({ ctx, input }) => saveChannel(ctx.services, ctx.viewer, input)),
  delete: adminProcedure("admin.access")
    .input(idInput)
    .mutation(({ ctx, input }) => deleteChannel(ctx.services, ctx.viewer, input)),
  searchItems: adminProcedure("admin.access")
    .input(channelItemSearchInput)
    .query(({ ctx, input }) => searchChannelItems(ctx.services, ctx.viewer, input)),
  preview: adminProcedure("admin.access")
    .input(channelPreviewInput)
    .query(({ ctx, input }) => previewChannel(ctx.services, ctx.viewer, input)),
});
