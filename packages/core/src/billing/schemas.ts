import { z } from "zod";
import { text } from "../validation.ts";

export const PRICE_INTERVALS = ["day", "month", "year"] as const;
export const PLAN_CURRENCIES = [
  "USD",
  "EUR",
  "GBP",
  "CAD",
  "AUD",
  "CHF",
  "SEK",
  "NOK",
  "DKK",
  "PLN",
  "BRL",
  "INR",
] as const;
export const SUBSCRIPTION_STATUSES = ["active", "trialing", "past_due", "cancelled", "expired"] as const;
export const SUBSCRIPTION_GATEWAYS = ["none", "stripe", "paypal"] as const;
export const MAX_PLAN_PRICES = 10;
export const MAX_PLAN_FEATURES = 30;

const id = z.number().int().positive().max(2_147_483_647);

export const priceInput = z.object({
  /** A price this plan already has (kept and updated); new rows leave it out. */
  id: id.optional(),
  /** In the currency's major unit as typed ("9.99"); stored in minor units. */
  amount: text({ max: 12, min: 1, label: "amount" }).refine(
    (v) => /^\d{1,7}(\.\d{1,2})?$/.test(v),
    "Enter an amount like 9.99.",
  ),
  currency: z.enum(PLAN_CURRENCIES, { error: "Choose a currency from the list." }),
  interval: z.enum(PRICE_INTERVALS, { error: "Choose day, month or year." }),
  interval_count: z
    .number({ error: "Enter how many intervals one payment covers." })
    .int("Enter a whole number.")
    .min(1, "At least 1.")
    .max(365, "At most 365."),
  sendowl_id: text({ max: 100, label: "SendOwl id" }),
});

export const planInput = z
  .object({
    name: text({ max: 100, min: 1, label: "name" }),
    description: text({ max: 1000, multiline: true, label: "description" }),
    feature_list: z
      .array(text({ max: 200, min: 1, label: "feature" }))
      .max(MAX_PLAN_FEATURES, `A plan lists at most ${MAX_PLAN_FEATURES} features.`),
    recommended: z.boolean(),
    free: z.boolean(),
    hidden: z.boolean(),
    /** Subscribers of the plan are granted `ads.hide` and browse without ad slots. */
    hide_ads: z.boolean().default(false),
    position: z
      .number({ error: "Enter a number." })
      .int("Enter a whole number.")
      .min(0, "At least 0.")
      .max(1000, "At most 1000."),
    prices: z.array(priceInput).max(MAX_PLAN_PRICES, `A plan has at most ${MAX_PLAN_PRICES} prices.`),
  })
  .superRefine((plan, ctx) => {
    if (!plan.free && plan.prices.length === 0)
      ctx.addIssue({ code: "custom", path: ["prices"], message: "Add a price, or mark the plan as free." });
    const seen = new Set<string>();
    plan.prices.forEach((p, i) => {
      const key = `${p.currency}/${p.interval}/${p.interval_count}`;
      if (seen.has(key))
        ctx.addIssue({
          code: "custom",
          path: ["prices", i, "interval"],
          message: "This plan already has a price for this currency and interval.",
        });
      seen.add(key);
    });
  });
export type PlanInput = z.input<typeof planInput>;

export const planUpdateInput = z.object({ id, plan: planInput });
export const planIdInput = z.object({ id });
