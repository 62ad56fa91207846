import {
  createLocalization,
  createLocalizationInput,
  deleteLocalization,
  getLocalizationLines,
  localizationIdInput,
  renameLocalization,
  renameLocalizationInput,
  saveLocalizationLines,
  saveLocalizationLinesInput,
} from "@backbeat/core";
import { adminProcedure, router } from "../../trpc.ts";

/** Languages of the interface and their lines (localizations.update, checked in core). */
export const localizationsAdminRouter = router({
  create: adminProcedure("localizations.update")
    .input(createLocalizationInput)
    .mutation(({ ctx, input }) => createLocalization(ctx.services, ctx.viewer, input)),
  rename: adminProcedure("localizations.update")
    .input(renameLocalizationInput)
    .mutation(({ ctx, input }) => renameLocalization(ctx.services, ctx.viewer, input)),
  delete: adminProcedure("localizations.update")
    .input(localizationIdInput)
    .mutation(({ ctx, input }) => deleteLocalization(ctx.services, ctx.viewer, input)),
  lines: adminProcedure("localizations.update")
    .input(localizationIdInput)
    .query(({ ctx, input }) => getLocalizationLines(ctx.services, ctx.viewer, input)),
  saveLines: adminProcedure("localizations.update")
    .input(saveLocalizationLinesInput)
    .mutation(({ ctx, input }) => saveLocalizationLines(ctx.services, ctx.viewer, input)),
});
