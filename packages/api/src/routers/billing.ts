import {
  billingCheckoutIdInput,
  billingGateways,
  billingInvoicesInput,
  billingPlanChoiceInput,
  billingProductsResponse,
  billingReceiptInput,
  billingStartCheckoutInput,
  billingTestPayInput,
  cancelMySubscription,
  changeMyPlan,
  checkoutStatus,
  myInvoices,
  myReceipt,
  mySubscription,
  noInput,
  previewPlanChange,
  pricingPlans,
  renewMySubscription,
  startCheckout,
  startPaymentMethodChange,
  testPay,
} from "@backbeat/core";
import { authedProcedure, publicProcedure, router } from "../trpc.ts";

/** Pricing for everyone; checkout and the subscriber's own billing (docs/spec/2-product-areas.md §2 "Billing and checkout"). */
export const billingRouter = router({
  products: publicProcedure
    .meta({
      rest: {
        method: "GET",
        path: "api/v1/billing/products",
        response: billingProductsResponse,
        summary: "The plans on the pricing page with their current prices.",
        respond: (plans) => ({ pagination: plans }),
      },
    })
    .input(noInput)
    .query(({ ctx }) => pricingPlans(ctx.services)),
  gateways: publicProcedure.input(noInput).query(({ ctx }) => billingGateways(ctx.services)),
  startCheckout: authedProcedure
    .input(billingStartCheckoutInput)
    .mutation(({ ctx, input }) => startCheckout(ctx.services, ctx.viewer, input)),
  checkout: authedProcedure
    .input(billingCheckoutIdInput)
    .query(({ ctx, input }) => checkoutStatus(ctx.services, ctx.viewer, input)),
  subscription: authedProcedure.input(noInput).query(({ ctx }) => mySubscription(ctx.services, ctx.viewer)),
  invoices: authedProcedure
    .input(billingInvoicesInput)
    .query(({ ctx, input }) => myInvoices(ctx.services, ctx.viewer, input)),
  receipt: authedProcedure
    .input(billingReceiptInput)
    .query(({ ctx, input }) => myReceipt(ctx.services, ctx.viewer, input)),
  previewChange: authedProcedure
    .input(billingPlanChoiceInput)
    .query(({ ctx, input }) => previewPlanChange(ctx.services, ctx.viewer, input)),
  changePlan: authedProcedure
    .input(billingPlanChoiceInput)
    .mutation(({ ctx, input }) => changeMyPlan(ctx.services, ctx.viewer, input)),
  cancel: authedProcedure.input(noInput).mutation(({ ctx }) => cancelMySubscription(ctx.services, ctx.viewer)),
  renew: authedProcedure.input(noInput).mutation(({ ctx }) => renewMySubscription(ctx.services, ctx.viewer)),
  startPaymentMethodChange: authedProcedure
    .input(noInput)
    .mutation(({ ctx }) => startPaymentMethodChange(ctx.services, ctx.viewer)),
  testPay: authedProcedure
    .input(billingTestPayInput)
    .mutation(({ ctx, input }) => testPay(ctx.services, ctx.viewer, input)),
});
