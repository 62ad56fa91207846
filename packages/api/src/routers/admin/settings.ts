import {
  clearAdminCaches,
  noInput,
  readAdminSettings,
  saveAdminSettings,
  saveSettingsInput,
  sendTestMail,
  testMailInput,
} from "@backbeat/core";
import { authedProcedure, router } from "../../trpc.ts";

/** The settings screen (settings.update, checked in core): every tab, one tab's save, test mail. */
export const settingsAdminRouter = router({
  all: authedProcedure.input(noInput).query(({ ctx }) => readAdminSettings(ctx.services, ctx.viewer)),
  save: authedProcedure
    .input(saveSettingsInput)
    .mutation(({ ctx, input }) => saveAdminSettings(ctx.services, ctx.viewer, input)),
  sendTestMail: authedProcedure
    .input(testMailInput)
    .mutation(({ ctx, input }) => sendTestMail(ctx.services, ctx.viewer, input)),
  clearCaches: authedProcedure.input(noInput).mutation(({ ctx }) => clearAdminCaches(ctx.services, ctx.viewer)),
});
