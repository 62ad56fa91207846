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
import { adminProcedure, router } from "../../trpc.ts";

/** Roles (roles.update): permissions grouped by area, with their restrictions. */
export const rolesAdminRouter = router({
  options: adminProcedure("roles.update")
    .input(noInput)
    .query(({ ctx }) => adminPermissionOptions(ctx.services, ctx.viewer)),
  get: adminProcedure("roles.update")
    .input(adminRoleIdInput)
    .query(({ ctx, input }) => getAdminRole(ctx.services, ctx.viewer, input)),
  create: adminProcedure("roles.update")
    .input(adminRoleInput)
    .mutation(({ ctx, input }) => adminCreateRole(ctx.services, ctx.viewer, input)),
  update: adminProcedure("roles.update")
    .input(adminUpdateRoleInput)
    .mutation(({ ctx, input }) => adminUpdateRole(ctx.services, ctx.viewer, input)),
  delete: adminProcedure("roles.update")
    .input(adminRoleIdInput)
    .mutation(({ ctx, input }) => adminDeleteRole(ctx.services, ctx.viewer, input)),
});
