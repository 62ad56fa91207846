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
import { adminProcedure, router } from "../../trpc.ts";

/**
 * Plans (plans.update) and subscriptions (subscriptions.update), both checked in core. A saved
 * plan is synced to the payment providers; a provider refusing keeps the save and answers a
 * `warning`. The plans and subscriptions lists are datatables.
 */
export const billingAdminRouter = router({
  plan: adminProcedure("plans.update")
    .input(planIdInput)
    .query(({ ctx, input }) => getPlan(ctx.services, ctx.viewer, input)),
  permissionOptions: adminProcedure("plans.update")
    .input(noInput)
    .query(({ ctx }) => planPermissionOptions(ctx.viewer)),
  createPlan: adminProcedure("plans.update")
    .input(planInput)
    .mutation(({ ctx, input }) => createPlan(ctx.services, ctx.viewer, input)),
  updatePlan: adminProcedure("plans.update")
    .input(planUpdateInput)
    .mutation(({ ctx, input }) => updatePlan(ctx.services, ctx.viewer, input)),
  subscription: adminProcedure("subscriptions.update")
    .input(adminSubscriptionIdInput)
    .query(({ ctx, input }) => adminSubscription(ctx.services, ctx.viewer, input)),
  subscriptionPlanChoices: adminProcedure("subscriptions.update")
    .input(noInput)
    .query(({ ctx }) => adminSubscriptionPlanChoices(ctx.services, ctx.viewer)),
  cancelSubscription: adminProcedure("subscriptions.update")
    .input(adminCancelSubscriptionInput)
    .mutation(({ ctx, input }) => adminCancelSubscription(ctx.services, ctx.viewer, input)),
  resumeSubscription: adminProcedure("subscriptions.update")
    .input(adminSubscriptionIdInput)
    .mutation(({ ctx, input }) => adminResumeSubscription(ctx.services, ctx.viewer, input)),
  changeSubscriptionPlan: adminProcedure("subscriptions.update")
    .input(adminChangeSubscriptionPlanInput)
    .mutation(({ ctx, input }) => adminChangeSubscriptionPlan(ctx.services, ctx.viewer, input)),
  extendSubscription: adminProcedure("subscriptions.update")
    .input(adminExtendSubscriptionInput)
    .mutation(({ ctx, input }) => adminExtendSubscription(ctx.services, ctx.viewer, input)),
  grantSubscription: adminProcedure("subscriptions.update")
    .input(adminGrantSubscriptionInput)
    .mutation(({ ctx, input }) => adminGrantSubscription(ctx.services, ctx.viewer, input)),
});
