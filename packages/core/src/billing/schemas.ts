import { z } from "zod";
import { permissionGrantInput } from "../admin-users/schemas.ts";
import { permissionCatalog } from "../permissions/catalog.ts";
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
export const SUBSCRIPTION_STATUSES = ["incomplete", "active", "trialing", "past_due", "cancelled", "expired"] as const;
/** `none` is a subscription an admin granted by hand; `test` the built-in demo gateway. */
export const SUBSCRIPTION_GATEWAYS = ["none", "stripe", "paypal", "test"] as const;
export const MAX_PLAN_PERMISSIONS = 50;
export const MAX_PLAN_PRICES = 10;
export const MAX_PLAN_FEATURES = 30;

const id = z.number().int().positive().max(2_147_483_647);

/** The catalogue's permissions a plan may grant: everything but super admin. */
export const PLAN_GRANTABLE: ReadonlySet<string> = new Set(
  permissionCatalog.map((p) => p.name).filter((name) => name !== "admin"),
);

export const priceInput = z.object({
  /** A price this plan already has (kept and updated); new rows leave it out. */
  id: id.optional(),
  /** In the currency's major unit as typed ("9.99"); stored in minor units. */
  amount: text({ max: 12, min: 1, label: "amount" }).superRefine((v, ctx) => {
    if (/^\s*-/.test(v)) ctx.addIssue({ code: "custom", message: "The amount cannot be negative." });
    else if (!/^\d{1,7}(\.\d{1,2})?$/.test(v)) ctx.addIssue({ code: "custom", message: "Enter an amount like 9.99." });
  }),
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
    /** What subscribers are granted, from the permission catalogue, with the limits each allows. */
    permissions: z
      .array(permissionGrantInput)
      .max(MAX_PLAN_PERMISSIONS, `A plan grants at most ${MAX_PLAN_PERMISSIONS} permissions.`)
      .default([]),
    position: z
      .number({ error: "Enter a number." })
      .int("Enter a whole number.")
      .min(0, "At least 0.")
      .max(1000, "At most 1000."),
    prices: z.array(priceInput).max(MAX_PLAN_PRICES, `A plan has at most ${MAX_PLAN_PRICES} prices.`),
  })
  .superRefine((plan, ctx) => {
    const names = new Set<string>();
    plan.permissions.forEach((grant, i) => {
      // A plan is bought by anyone: it never makes them an administrator of the site.
      if (!PLAN_GRANTABLE.has(grant.name))
        ctx.addIssue({
          code: "custom",
          path: ["permissions", i, "name"],
          message: "A plan cannot grant this permission.",
        });
      else if (names.has(grant.name))
        ctx.addIssue({ code: "custom", path: ["permissions", i, "name"], message: "This permission is listed twice." });
      names.add(grant.name);
    });
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
export type PlanUpdateInput = z.output<typeof planUpdateInput>;
export const planIdInput = z.object({ id });
export type PlanIdInput = z.output<typeof planIdInput>;

export const MAX_EXTEND_DAYS = 3650;
const days = z
  .number({ error: "Enter a number of days." })
  .int("Enter a whole number of days.")
  .min(1, "At least 1 day.")
  .max(MAX_EXTEND_DAYS, `At most ${MAX_EXTEND_DAYS} days.`);

export const adminSubscriptionIdInput = z.object({ id });
export type AdminSubscriptionIdInput = z.output<typeof adminSubscriptionIdInput>;
export const adminCancelSubscriptionInput = z.object({
  id,
  /** At period end the subscriber keeps the plan until what they paid for runs out. */
  atPeriodEnd: z.boolean(),
});
export type AdminCancelSubscriptionInput = z.output<typeof adminCancelSubscriptionInput>;
export const adminChangeSubscriptionPlanInput = z.object({ id, productId: id, priceId: id });
export type AdminChangeSubscriptionPlanInput = z.output<typeof adminChangeSubscriptionPlanInput>;
export const adminExtendSubscriptionInput = z.object({ id, days });
export type AdminExtendSubscriptionInput = z.output<typeof adminExtendSubscriptionInput>;
export const adminGrantSubscriptionInput = z
  .object({
    /** The user by id, or by the e-mail address they signed up with. */
    userId: id.optional(),
    email: text({ max: 255, label: "e-mail address" }).optional(),
    productId: z.number({ error: "Choose a plan." }).int().positive().max(2_147_483_647),
    priceId: id.nullable().default(null),
    /** Without days the grant lasts until an admin cancels it. */
    days: days.nullable().default(null),
  })
  .refine((v) => v.userId !== undefined || !!v.email, {
    path: ["email"],
    message: "Enter the user's e-mail address or id.",
  });
export type AdminGrantSubscriptionInput = z.input<typeof adminGrantSubscriptionInput>;
export type ParsedAdminGrantSubscriptionInput = z.output<typeof adminGrantSubscriptionInput>;
