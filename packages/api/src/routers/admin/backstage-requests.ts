import {
  approveBackstageRequest,
  backstageApproveInput,
  backstageDenyInput,
  backstageRequestIdInput,
  denyBackstageRequest,
  getBackstageRequest,
} from "@backbeat/core";
import { adminProcedure, router } from "../../trpc.ts";

/** Reviewing backstage requests (admin.access, checked in core). */
export const backstageRequestsAdminRouter = router({
  get: adminProcedure("admin.access")
    .input(backstageRequestIdInput)
    .query(({ ctx, input }) => getBackstageRequest(ctx.services, ctx.viewer, input)),
  approve: adminProcedure("admin.access")
    .input(backstageApproveInput)
    .mutation(({ ctx, input }) => approveBackstageRequest(ctx.services, ctx.viewer, input)),
  deny: adminProcedure("admin.access")
    .input(backstageDenyInput)
    .mutation(({ ctx, input }) => denyBackstageRequest(ctx.services, ctx.viewer, input)),
});
