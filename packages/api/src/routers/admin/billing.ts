import {
  adminCancelSubscription,
  adminCancelSubscriptionInput,
  adminChangeSubscriptionPlan,
  adminChangeSubscriptionPlanInput,
  adminExtendSubscription,
  adminExtendSubscriptionInput,
  adminGrantSubscription,
  adminGrantSubscriptionInput,
  adminResumeSubscription,
  adminSubscription,
  adminSubscriptionIdInput,
  adminSubscriptionPlanChoices,
  createPlan,
  getPlan,
  noInput,
  planIdInput,
  planInput,
  planPermissionOptions,
  planUpdateInput,
  updatePlan,
} from "@backbeat/core";
import { authedProcedure, router } from "../../trpc.ts";

/**
 * Plans (plans.update) and subscriptions (subscriptions.update), both checked in core. A saved
 * plan is synced to the payment providers; a provider refusing keeps the save and answers a
 * `warning`. The plans and subscriptions lists are datatables.
 */
export const billingAdminRouter = router({
  plan: authedProcedure.input(planIdInput).query(({ ctx, input }) => getPlan(ctx.services, ctx.viewer, input)),
  permissionOptions: authedProcedure.input(noInput).query(({ ctx }) => planPermissionOptions(ctx.viewer)),
  createPlan: authedProcedure
    .input(planInput)
    .mutation(({ ctx, input }) => createPlan(ctx.services, ctx.viewer, input)),
  updatePlan: authedProcedure
    .input(planUpdateInput)
    .mutation(({ ctx, input }) => updatePlan(ctx.services, ctx.viewer, input)),
  subscription: authedProcedure
    .input(adminSubscriptionIdInput)
    .query(({ ctx, input }) => adminSubscription(ctx.services, ctx.viewer, input)),
  subscriptionPlanChoices: authedProcedure
    .input(noInput)
    .query(({ ctx }) => adminSubscriptionPlanChoices(ctx.services, ctx.viewer)),
  cancelSubscription: authedProcedure
    .input(adminCancelSubscriptionInput)
    .mutation(({ ctx, input }) => adminCancelSubscription(ctx.services, ctx.viewer, input)),
  resumeSubscription: authedProcedure
    .input(adminSubscriptionIdInput)
    .mutation(({ ctx, input }) => adminResumeSubscription(ctx.services, ctx.viewer, input)),
  changeSubscriptionPlan: authedProcedure
    .input(adminChangeSubscriptionPlanInput)
    .mutation(({ ctx, input }) => adminChangeSubscriptionPlan(ctx.services, ctx.viewer, input)),
  extendSubscription: authedProcedure
    .input(adminExtendSubscriptionInput)
    .mutation(({ ctx, input }) => adminExtendSubscription(ctx.services, ctx.viewer, input)),
  grantSubscription: authedProcedure
    .input(adminGrantSubscriptionInput)
    .mutation(({ ctx, input }) => adminGrantSubscription(ctx.services, ctx.viewer, input)),
});
