import { z } from "zod";

/** Inputs of the subscriber's billing calls (browser-safe: the checkout and billing screens use them). */
const id = z.number({ error: "Choose a plan." }).int().positive().max(2_147_483_647);

export const BILLING_GATEWAYS = ["stripe", "paypal", "test"] as const;

export const billingCheckoutIdInput = z.object({
  checkoutId: z
    .string()
    .min(8)
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, "This checkout does not exist."),
});
export type BillingCheckoutIdInput = z.output<typeof billingCheckoutIdInput>;

export const billingPlanChoiceInput = z.object({ productId: id, priceId: id });
export type BillingPlanChoiceInput = z.output<typeof billingPlanChoiceInput>;

export const billingStartCheckoutInput = billingPlanChoiceInput.extend({
  gateway: z.enum(BILLING_GATEWAYS, { error: "Choose how to pay." }),
});
export type BillingStartCheckoutInput = z.output<typeof billingStartCheckoutInput>;

export const billingInvoicesInput = z.object({ page: z.number().int().min(1).max(10_000).optional() }).optional();

export const billingReceiptInput = z.object({
  id: z.number({ error: "Choose an invoice." }).int().positive().max(2_147_483_647),
});
export type BillingReceiptInput = z.output<typeof billingReceiptInput>;

export const billingTestPayInput = billingCheckoutIdInput.extend({
  outcome: z.enum(["paid", "declined"]),
});
export type BillingTestPayInput = z.output<typeof billingTestPayInput>;
