import {
  clearAdminCaches,
  noInput,
  readAdminSettings,
  saveAdminSettings,
  saveSettingsInput,
  sendTestMail,
  testMailInput,
} from "@backbeat/core";
import { adminProcedure, router } from "../../trpc.ts";

/** The settings screen (settings.update, checked in core): every tab, one tab's save, test mail. */
export const settingsAdminRouter = router({
  all: adminProcedure("settings.update")
    .input(noInput)
    .query(({ ctx }) => readAdminSettings(ctx.services, ctx.viewer)),
  save: adminProcedure("settings.update")
    .input(saveSettingsInput)
    .mutation(({ ctx, input }) => saveAdminSettings(ctx.services, ctx.viewer, input)),
  sendTestMail: adminProcedure("settings.update")
    .input(testMailInput)
    .mutation(({ ctx, input }) => sendTestMail(ctx.services, ctx.viewer, input)),
  clearCaches: adminProcedure("settings.update")
    .input(noInput)
    .mutation(({ ctx }) => clearAdminCaches(ctx.services, ctx.viewer)),
});
