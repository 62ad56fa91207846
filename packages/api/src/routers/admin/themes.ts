import { listThemes, noInput, saveThemes, themesSaveInput } from "@backbeat/core";
import { adminProcedure, router } from "../../trpc.ts";

/** The appearance editor's themes (appearance.update, checked in core). */
export const themesAdminRouter = router({
  list: adminProcedure("appearance.update")
    .input(noInput)
    .query(({ ctx }) => listThemes(ctx.services, ctx.viewer)),
  save: adminProcedure("appearance.update")
    .input(themesSaveInput)
    .mutation(({ ctx, input }) => saveThemes(ctx.services, ctx.viewer, input)),
});
