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
import { authedProcedure, router } from "../../trpc.ts";

/** Languages of the interface and their lines (localizations.update, checked in core). */
export const localizationsAdminRouter = router({
  create: authedProcedure
    .input(createLocalizationInput)
    .mutation(({ ctx, input }) => createLocalization(ctx.services, ctx.viewer, input)),
  rename: authedProcedure
    .input(renameLocalizationInput)
    .mutation(({ ctx, input }) => renameLocalization(ctx.services, ctx.viewer, input)),
  delete: authedProcedure
    .input(localizationIdInput)
    .mutation(({ ctx, input }) => deleteLocalization(ctx.services, ctx.viewer, input)),
  lines: authedProcedure
    .input(localizationIdInput)
    .query(({ ctx, input }) => getLocalizationLines(ctx.services, ctx.viewer, input)),
  saveLines: authedProcedure
    .input(saveLocalizationLinesInput)
    .mutation(({ ctx, input }) => saveLocalizationLines(ctx.services, ctx.viewer, input)),
});
