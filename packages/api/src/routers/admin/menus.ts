import { getMenus, menuOptions, menusSaveInput, noInput, saveMenus } from "@backbeat/core";
import { adminProcedure, router } from "../../trpc.ts";

/** The appearance editor's menus (appearance.update, checked in core). */
export const menusAdminRouter = router({
  list: adminProcedure("appearance.update")
    .input(noInput)
    .query(({ ctx }) => getMenus(ctx.services, ctx.viewer)),
  options: adminProcedure("appearance.update")
    .input(noInput)
    .query(({ ctx }) => menuOptions(ctx.services, ctx.viewer)),
  save: adminProcedure("appearance.update")
    .input(menusSaveInput)
    .mutation(({ ctx, input }) => saveMenus(ctx.services, ctx.viewer, input)),
});
