import {
  adminCreateRole,
  adminDeleteRole,
  adminPermissionOptions,
  adminRoleIdInput,
  adminRoleInput,
  adminUpdateRole,
  adminUpdateRoleInput,
  getAdminRole,
  noInput,
} from "@backbeat/core";
import { authedProcedure, router } from "../../trpc.ts";

/** Roles (roles.update): permissions grouped by area, with their restrictions. */
export const rolesAdminRouter = router({
  options: authedProcedure.input(noInput).query(({ ctx }) => adminPermissionOptions(ctx.services, ctx.viewer)),
  get: authedProcedure.input(adminRoleIdInput).query(({ ctx, input }) => getAdminRole(ctx.services, ctx.viewer, input)),
  create: authedProcedure
    .input(adminRoleInput)
    .mutation(({ ctx, input }) => adminCreateRole(ctx.services, ctx.viewer, input)),
  update: authedProcedure
    .input(adminUpdateRoleInput)
    .mutation(({ ctx, input }) => adminUpdateRole(ctx.services, ctx.viewer, input)),
  delete: authedProcedure
    .input(adminRoleIdInput)
    .mutation(({ ctx, input }) => adminDeleteRole(ctx.services, ctx.viewer, input)),
});
