import {
  adminBackstageRequestsApproveResponse,
  adminBackstageRequestsDenyResponse,
  adminBackstageRequestsGetResponse,
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
    .meta({
      rest: {
        method: "GET",
        path: "api/v1/admin/backstage-requests/{id}",
        response: adminBackstageRequestsGetResponse,
        summary: "A backstage request with its proof files.",
        respond: (request) => ({ request }),
      },
    })
    .input(backstageRequestIdInput)
    .query(({ ctx, input }) => getBackstageRequest(ctx.services, ctx.viewer, input)),
  approve: adminProcedure("admin.access")
    .meta({
      rest: {
        method: "POST",
        path: "api/v1/admin/backstage-requests/{id}/approve",
        response: adminBackstageRequestsApproveResponse,
        summary: "Approves a backstage request (an optional `note` for the e-mail).",
        respond: (request) => ({ request }),
      },
    })
    .input(backstageApproveInput)
    .mutation(({ ctx, input }) => approveBackstageRequest(ctx.services, ctx.viewer, input)),
  deny: adminProcedure("admin.access")
    .meta({
      rest: {
        method: "POST",
        path: "api/v1/admin/backstage-requests/{id}/deny",
        response: adminBackstageRequestsDenyResponse,
        summary: "Denies a backstage request with a `reason`.",
        respond: (request) => ({ request }),
      },
    })
    .input(backstageDenyInput)
    .mutation(({ ctx, input }) => denyBackstageRequest(ctx.services, ctx.viewer, input)),
});
