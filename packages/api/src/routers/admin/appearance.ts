import {
  appearanceSaveInput,
  appearanceSettingsSchema,
  noInput,
  readAppearance,
  saveAppearance,
  saveAppearanceSettings,
} from "@backbeat/core";
import { adminProcedure, router } from "../../trpc.ts";

/**
 * The appearance editor (appearance.update, checked in core): what it edits, its one Save of
 * every changed slice (all or nothing), and the settings save on its own.
 */
export const appearanceAdminRouter = router({
  read: adminProcedure("appearance.update")
    .input(noInput)
    .query(({ ctx }) => readAppearance(ctx.services, ctx.viewer)),
  save: adminProcedure("appearance.update")
    .input(appearanceSaveInput)
    .mutation(({ ctx, input }) => saveAppearance(ctx.services, ctx.viewer, input)),
  saveSettings: adminProcedure("appearance.update")
    .input(appearanceSettingsSchema)
    .mutation(({ ctx, input }) => saveAppearanceSettings(ctx.services, ctx.viewer, input)),
});
