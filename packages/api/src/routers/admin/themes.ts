import { listThemes, noInput, saveThemes, themesSaveInput } from "@backbeat/core";
import { authedProcedure, router } from "../../trpc.ts";

/** The appearance editor's themes (appearance.update, checked in core). */
export const themesAdminRouter = router({
  list: authedProcedure.input(noInput).query(({ ctx }) => listThemes(ctx.services, ctx.viewer)),
  save: authedProcedure
    .input(themesSaveInput)
    .mutation(({ ctx, input }) => saveThemes(ctx.services, ctx.viewer, input)),
});
