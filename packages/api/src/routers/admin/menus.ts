import { getMenus, menuOptions, menusSaveInput, noInput, saveMenus } from "@backbeat/core";
import { authedProcedure, router } from "../../trpc.ts";

/** The appearance editor's menus (appearance.update, checked in core). */
export const menusAdminRouter = router({
  list: authedProcedure.input(noInput).query(({ ctx }) => getMenus(ctx.services, ctx.viewer)),
  options: authedProcedure.input(noInput).query(({ ctx }) => menuOptions(ctx.services, ctx.viewer)),
  save: authedProcedure.input(menusSaveInput).mutation(({ ctx, input }) => saveMenus(ctx.services, ctx.viewer, input)),
});
