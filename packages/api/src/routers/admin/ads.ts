import { adSlotInput, listAdSlots, noInput, saveAdSlot } from "@backbeat/core";
import { authedProcedure, router } from "../../trpc.ts";

/** The five ad slots (settings.update, checked in core). */
export const adsAdminRouter = router({
  list: authedProcedure.input(noInput).query(({ ctx }) => listAdSlots(ctx.services, ctx.viewer)),
  save: authedProcedure.input(adSlotInput).mutation(({ ctx, input }) => saveAdSlot(ctx.services, ctx.viewer, input)),
});
