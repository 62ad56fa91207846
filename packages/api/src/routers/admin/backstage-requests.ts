import {
  approveBackstageRequest,
  backstageApproveInput,
  backstageDenyInput,
  backstageRequestIdInput,
  denyBackstageRequest,
  getBackstageRequest,
} from "@backbeat/core";
import { authedProcedure, router } from "../../trpc.ts";

/** Reviewing backstage requests (admin.access, checked in core). */
export const backstageRequestsAdminRouter = router({
  get: authedProcedure
    .input(backstageRequestIdInput)
    .query(({ ctx, input }) => getBackstageRequest(ctx.services, ctx.viewer, input)),
  approve: authedProcedure
    .input(backstageApproveInput)
    .mutation(({ ctx, input }) => approveBackstageRequest(ctx.services, ctx.viewer, input)),
  deny: authedProcedure
    .input(backstageDenyInput)
    .mutation(({ ctx, input }) => denyBackstageRequest(ctx.services, ctx.viewer, input)),
});
