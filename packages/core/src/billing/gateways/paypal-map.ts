/**
 * PayPal subscriptions and transactions reduced to the gateway contract. Both the SDK's models
 * (camelCase, from API calls) and webhook resources (PayPal's snake_case JSON) end up here; the
 * webhook side is converted by `subscriptionFromResource` first.
 */
import type { BillingPlan, Subscription, SubscriptionTransactionDetails } from "@paypal/paypal-server-sdk";
import { z } from "zod";
import { fromPayPalValue } from "./paypal-money.ts";
import type { GatewayInvoice, GatewaySubscription, SubscriptionStatus } from "./types.ts";

/**
 * PayPal keeps the cancel reason on the subscription (`status_change_note`); the reason we send
 * for an immediate cancel is how a later CANCELLED webhook tells it from a subscriber's cancel,
 * which keeps the paid time.
 */
export const CANCEL_NOW_REASON = "Cancelled by the site; access ends now.";
export const CANCEL_AT_PERIOD_END_REASON = "Cancelled by the subscriber; access continues until the paid period ends.";

type Cycle = NonNullable<BillingPlan["billingCycles"]>[number];

export function regularCycle(cycles: Cycle[] | undefined): Cycle | null {
  return cycles?.find((c) => c.tenureType === "REGULAR") ?? null;
}

function date(value: string | undefined | null): Date | null {
  if (!value) return null;
  const parsed = new Date(value);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

function addCycle(from: Date, cycle: Cycle | null): Date | null {
  if (!cycle) return null;
  const count = cycle.frequency.intervalCount ?? 1;
  const next = new Date(from);
  switch (cycle.frequency.intervalUnit) {
    case "DAY":
      next.setUTCDate(next.getUTCDate() + count);
      return next;
    case "WEEK":
      next.setUTCDate(next.getUTCDate() + 7 * count);
      return next;
    case "MONTH":
      next.setUTCMonth(next.getUTCMonth() + count);
      return next;
    case "YEAR":
      next.setUTCFullYear(next.getUTCFullYear() + count);
      return next;
    default:
      return null;
  }
}

/**
 * The end of the time already paid for: the next billing time while PayPal still has one,
 * otherwise one billing cycle after the last payment (PayPal drops `next_billing_time` once a
 * subscription is cancelled or suspended).
 */
export function paidThrough(sub: Subscription, cycle: Cycle | null): Date | null {
  const next = date(sub.billingInfo?.nextBillingTime);
  if (next) return next;
  const last = date(sub.billingInfo?.lastPayment?.time);
  return last ? addCycle(last, cycle) : null;
}

export function toGatewaySubscription(
  sub: Subscription,
  cycle: Cycle | null,
  occurredAt: Date,
  now = new Date(),
): GatewaySubscription {
  const price = cycle?.pricingScheme?.fixedPrice;
  const currency = price?.currencyCode?.toUpperCase() ?? null;
  const email = sub.subscriber?.emailAddress;
  let status: SubscriptionStatus;
  let currentPeriodEnd: Date | null = null;
  let cancelAtPeriodEnd = false;
  switch (sub.status) {
    case "APPROVAL_PENDING":
    case "APPROVED":
      status = "incomplete";
      break;
    case "ACTIVE":
      // PayPal keeps retrying a failed payment while the subscription stays ACTIVE; like Stripe's
      // past_due, the plan is kept through the grace period meanwhile.
      status = (sub.billingInfo?.failedPaymentsCount ?? 0) > 0 ? "past_due" : "active";
      currentPeriodEnd = date(sub.billingInfo?.nextBillingTime);
      break;
    case "SUSPENDED":
      status = "past_due";
      currentPeriodEnd = paidThrough(sub, cycle);
      break;
    case "CANCELLED": {
      if (sub.statusChangeNote === CANCEL_NOW_REASON) {
        status = "cancelled";
        currentPeriodEnd = date(sub.statusUpdateTime) ?? occurredAt;
        break;
      }
      const end = paidThrough(sub, cycle);
      if (end && end > now) {
        status = "cancelled";
        cancelAtPeriodEnd = true;
      } else status = "expired";
      currentPeriodEnd = end;
      break;
    }
    case "EXPIRED":
      status = "expired";
      currentPeriodEnd = paidThrough(sub, cycle) ?? date(sub.billingInfo?.finalPaymentTime);
      break;
    default:
      throw new Error(`PayPal sent an unknown subscription status: ${String(sub.status).slice(0, 40)}`);
  }
  return {
    gatewayId: sub.id ?? "",
    customerId: sub.subscriber?.payerId ?? null,
    checkoutId: sub.customId ?? null,
    status,
    priceGatewayId: sub.planId ?? null,
    amount: price && currency ? fromPayPalValue(price.value, currency) : null,
    currency,
    currentPeriodEnd,
    cancelAtPeriodEnd,
    trialEnd: null,
    paymentMethod: email ? { brand: "paypal", email } : null,
    occurredAt,
  };
}

const INVOICE_STATUS: Record<string, GatewayInvoice["status"]> = {
  COMPLETED: "paid",
  PENDING: "open",
  DECLINED: "failed",
  FAILED: "failed",
  REFUNDED: "void",
  PARTIALLY_REFUNDED: "paid",
};

export function toGatewayInvoice(
  tx: SubscriptionTransactionDetails,
  subscriptionId: string,
  customerId: string | null,
): GatewayInvoice | null {
  const money = tx.amountWithBreakdown.grossAmount;
  const currency = money.currencyCode.toUpperCase();
  const amount = fromPayPalValue(money.value, currency);
  const createdAt = date(tx.time);
  if (amount === null || !createdAt) return null;
  return {
    gatewayId: tx.id,
    subscriptionGatewayId: subscriptionId,
    customerId,
    amount,
    currency,
    status: INVOICE_STATUS[tx.status ?? "COMPLETED"] ?? "open",
    // PayPal issues no invoice documents for subscription payments; the receipt is in the
    // subscriber's PayPal account.
    pdfUrl: null,
    hostedUrl: null,
    periodStart: null,
    periodEnd: null,
    createdAt,
  };
}

const money = z.object({ currency_code: z.string().max(3), value: z.string().max(32) });

/** The fields of a webhook's subscription resource that the mapping reads. */
export const subscriptionResource = z.object({
  id: z.string().min(1).max(64),
  plan_id: z.string().max(64).optional(),
  status: z.string().max(40),
  status_change_note: z.string().max(256).optional(),
  status_update_time: z.string().max(40).optional(),
  custom_id: z.string().max(127).optional(),
  plan_overridden: z.boolean().optional(),
  create_time: z.string().max(40).optional(),
  subscriber: z
    .object({ email_address: z.string().max(254).optional(), payer_id: z.string().max(64).optional() })
    .optional(),
  billing_info: z
    .object({
      next_billing_time: z.string().max(40).optional(),
      final_payment_time: z.string().max(40).optional(),
      failed_payments_count: z.number().int().nonnegative().optional(),
      outstanding_balance: money.optional(),
      last_payment: z.object({ time: z.string().max(40).optional(), amount: money.optional() }).optional(),
    })
    .optional(),
});

export function subscriptionFromResource(raw: z.infer<typeof subscriptionResource>): Subscription {
  const billing = raw.billing_info;
  return {
    id: raw.id,
    planId: raw.plan_id,
    status: raw.status as Subscription["status"],
    statusChangeNote: raw.status_change_note,
    statusUpdateTime: raw.status_update_time,
    customId: raw.custom_id,
    planOverridden: raw.plan_overridden,
    createTime: raw.create_time,
    subscriber: raw.subscriber && {
      emailAddress: raw.subscriber.email_address,
      payerId: raw.subscriber.payer_id,
    },
    billingInfo: billing && {
      outstandingBalance: {
        currencyCode: billing.outstanding_balance?.currency_code ?? "USD",
        value: billing.outstanding_balance?.value ?? "0",
      },
      failedPaymentsCount: billing.failed_payments_count ?? 0,
      nextBillingTime: billing.next_billing_time,
      finalPaymentTime: billing.final_payment_time,
      lastPayment: billing.last_payment && {
        time: billing.last_payment.time,
        amount: billing.last_payment.amount && {
          currencyCode: billing.last_payment.amount.currency_code,
          value: billing.last_payment.amount.value,
        },
      },
    },
  };
}

/** PAYMENT.SALE.* resources (PayPal's v1 payments shape: `amount.total`, `billing_agreement_id`). */
export const saleResource = z.object({
  id: z.string().min(1).max(64),
  state: z.string().max(40).optional(),
  amount: z.object({ total: z.string().max(32), currency: z.string().max(3) }),
  billing_agreement_id: z.string().max(64).optional(),
  create_time: z.string().max(40).optional(),
});

export function invoiceFromSale(sale: z.infer<typeof saleResource>, occurredAt: Date): GatewayInvoice | null {
  const currency = sale.amount.currency.toUpperCase();
  const amount = fromPayPalValue(sale.amount.total, currency);
  if (amount === null) return null;
  return {
    gatewayId: sale.id,
    subscriptionGatewayId: sale.billing_agreement_id ?? null,
    customerId: null,
    amount,
    currency,
    status: "paid",
    pdfUrl: null,
    hostedUrl: null,
    periodStart: null,
    periodEnd: null,
    createdAt: date(sale.create_time) ?? occurredAt,
  };
}
