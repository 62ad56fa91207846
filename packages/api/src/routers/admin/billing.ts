import { createPlan, getPlan, planIdInput, planInput, planUpdateInput, updatePlan } from "@backbeat/core";
import { authedProcedure, router } from "../../trpc.ts";

/**
 * Plans (plans.update, checked in core), saved locally; the payment providers are synced by the
 * billing work. The plans and subscriptions lists are datatables.
 */
export const billingAdminRouter = router({
  plan: authedProcedure.input(planIdInput).query(({ ctx, input }) => getPlan(ctx.services, ctx.viewer, input)),
  createPlan: authedProcedure
    .input(planInput)
    .mutation(({ ctx, input }) => createPlan(ctx.services, ctx.viewer, input)),
  updatePlan: authedProcedure
    .input(planUpdateInput)
    .mutation(({ ctx, input }) => updatePlan(ctx.services, ctx.viewer, input)),
});
