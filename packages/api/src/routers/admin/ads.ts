import { adSlotInput, listAdSlots, noInput, saveAdSlot } from "@backbeat/core";
import { adminProcedure, router } from "../../trpc.ts";

/** The five ad slots (settings.update, checked in core). */
export const adsAdminRouter = router({
  list: adminProcedure("settings.update")
    .input(noInput)
    .query(({ ctx }) => listAdSlots(ctx.services, ctx.viewer)),
  save: adminProcedure("settings.update")
    .input(adSlotInput)
    .mutation(({ ctx, input }) => saveAdSlot(ctx.services, ctx.viewer, input)),
});
