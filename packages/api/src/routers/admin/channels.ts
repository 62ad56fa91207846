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
import { authedProcedure, router } from "../../trpc.ts";

/** Channels (admin.access, checked in core): the editor, its item picker and its live preview. */
export const channelsAdminRouter = router({
  list: authedProcedure.input(noInput).query(({ ctx }) => listChannels(ctx.services, ctx.viewer)),
  get: authedProcedure
    .input(channelEditInput)
    .query(({ ctx, input }) => getChannelForEdit(ctx.services, ctx.viewer, input)),
  save: authedProcedure
    .input(channelSaveInput)
    .mutation(({ ctx, input }) => saveChannel(ctx.services, ctx.viewer, input)),
  delete: authedProcedure.input(idInput).mutation(({ ctx, input }) => deleteChannel(ctx.services, ctx.viewer, input)),
  searchItems: authedProcedure
    .input(channelItemSearchInput)
    .query(({ ctx, input }) => searchChannelItems(ctx.services, ctx.viewer, input)),
  preview: authedProcedure
    .input(channelPreviewInput)
    .query(({ ctx, input }) => previewChannel(ctx.services, ctx.viewer, input)),
});
