import { type PriceInterval, type PriceRow, type SubscriptionRow, subscriptionsRepo } from "@backbeat/db";
import type { CoreServices } from "../../context.ts";
import { recordTestCharge } from "../receipts.ts";
import {
  type BillingGateway,
  GatewayError,
  type GatewayInvoice,
  type GatewayPrice,
  type GatewaySubscription,
  WebhookSignatureError,
} from "./types.ts";

/**
 * The built-in demo provider. It has no server of its own: what a provider would remember (the
 * subscription's state and invoices) is the local rows themselves, and paying is a button on a
 * page labelled as a test payment (`billing.testPay`). It never moves money.
 */
const randomId = () => crypto.randomUUID().replaceAll("-", "").slice(0, 20);

export const testPriceId = (priceId: number) => `test_price_${priceId}`;

export function addInterval(from: Date, interval: PriceInterval, count: number): Date {
  const next = new Date(from);
  if (interval === "day") next.setUTCDate(next.getUTCDate() + count);
  else if (interval === "month") next.setUTCMonth(next.getUTCMonth() + count);
  else next.setUTCFullYear(next.getUTCFullYear() + count);
  return next;
}

function priceFacts(price: PriceRow | undefined) {
  return {
    priceGatewayId: price ? (price.gateway_ids.test ?? null) : null,
    amount: price?.amount ?? null,
    currency: price ? price.currency.trim() : null,
  };
}

/** The "provider's" view of a local row: a cancel at period end is still a running subscription there. */
function stateOf(row: SubscriptionRow, price: PriceRow | undefined): GatewaySubscription {
  const cancelling = row.cancel_at_period_end && row.ends_at !== null && row.ends_at > new Date();
  const running = row.status === "cancelled" && cancelling;
  return {
    gatewayId: row.gateway_id as string,
    customerId: row.customer_id,
    checkoutId: row.checkout_id,
    status: running ? (row.trial_ends_at && row.trial_ends_at > new Date() ? "trialing" : "active") : row.status,
    ...priceFacts(price),
    currentPeriodEnd: row.renews_at ?? row.ends_at,
    cancelAtPeriodEnd: cancelling,
    trialEnd: row.trial_ends_at,
    paymentMethod: row.payment_method,
    occurredAt: new Date(),
  } as GatewaySubscription;
}

/** What the demo provider reports once its test payment page was paid. */
export function paidTestSubscription(options: {
  reference: string;
  checkoutId: string;
  customerId: string;
  price: PriceRow;
  now?: Date;
}): GatewaySubscription {
  const now = options.now ?? new Date();
  return {
    gatewayId: options.reference,
    customerId: options.customerId,
    checkoutId: options.checkoutId,
    status: "active",
    ...priceFacts(options.price),
    currentPeriodEnd: addInterval(now, options.price.interval, options.price.interval_count),
    cancelAtPeriodEnd: false,
    trialEnd: null,
    paymentMethod: { brand: "test", last4: "4242" },
    occurredAt: now,
  };
}

export function createTestGateway(services: CoreServices): BillingGateway {
  const load = async (gatewayId: string) => {
    const row = await subscriptionsRepo.findByGatewayId(services.db, "test", gatewayId);
    if (!row) throw new GatewayError("The payment provider does not know this record.", 404);
    const price = row.price_id === null ? undefined : await subscriptionsRepo.findPriceRow(services.db, row.price_id);
    return { row, price, state: stateOf(row, price) };
  };

  return {
    name: "test",
    async syncPlan(plan) {
      return {
        productId: `test_prod_${plan.id}`,
        prices: Object.fromEntries(plan.prices.map((p) => [p.id, testPriceId(p.id)])),
      };
    },
    async startCheckout(request) {
      const query = new URLSearchParams({ checkout: request.checkoutId });
      return {
        redirectUrl: `/checkout/${request.plan.id}/${request.price.id}/test?${query}`,
        reference: `test_sub_${randomId()}`,
        customerId: request.customerId ?? `test_cus_${request.user.id}`,
      };
    },
    async fetchSubscription(gatewayId) {
      return (await load(gatewayId)).state;
    },
    async cancel(gatewayId, { atPeriodEnd }) {
      const { state } = await load(gatewayId);
      if (atPeriodEnd) return { ...state, cancelAtPeriodEnd: true };
      return { ...state, status: "cancelled", cancelAtPeriodEnd: false, currentPeriodEnd: new Date() };
    },
    async resume(gatewayId) {
      const { state } = await load(gatewayId);
      return { ...state, cancelAtPeriodEnd: false };
    },
    async previewChange(gatewayId, price) {
      const { state, price: current } = await load(gatewayId);
      return { ...prorate(state, current, price), nextPaymentAt: state.currentPeriodEnd };
    },
    async changePrice(gatewayId, price) {
      const { row, state, price: current } = await load(gatewayId);
      // Like Stripe, the switch is charged now: the new price for what is left of the period, less
      // the old price's unused part. A downgrade's credit is not paid out.
      const { amountDue } = prorate(state, current, price);
      if (amountDue > 0) {
        const [from, to] = await Promise.all([
          subscriptionsRepo.findProductRow(services.db, row.product_id),
          subscriptionsRepo.findPriceRow(services.db, price.id),
        ]);
        const plan = to ? await subscriptionsRepo.findProductRow(services.db, to.product_id) : undefined;
        const now = new Date();
        await recordTestCharge(services, {
          subscriptionId: row.id,
          userId: row.user_id,
          gatewayId: `test_in_${gatewayId}_change_${now.getTime()}`,
          amount: amountDue,
          currency: price.currency,
          description: plan ? (from ? `${plan.name}, prorated change from ${from.name}` : plan.name) : null,
          periodStart: now,
          periodEnd: state.currentPeriodEnd,
          at: now,
        });
      }
      return {
        ...state,
        priceGatewayId: price.gatewayId,
        amount: price.amount,
        currency: price.currency,
      };
    },
    async paymentMethodUrl(_subscription, returnUrl) {
      // There is no card to replace: the subscriber goes straight to the done step.
      return returnUrl;
    },
    async listInvoices(gatewayId): Promise<GatewayInvoice[]> {
      const { row } = await load(gatewayId);
      const invoices = await subscriptionsRepo.invoicesOfSubscription(services.db, row.id);
      return invoices.map((i) => ({
        gatewayId: i.gateway_id,
        subscriptionGatewayId: gatewayId,
        customerId: row.customer_id,
        amount: i.amount,
        currency: i.currency.trim(),
        status: i.status,
        pdfUrl: i.pdf_url,
        hostedUrl: i.hosted_url,
        periodStart: i.period_start,
        periodEnd: i.period_end,
        createdAt: i.created_at,
      }));
    },
    async verifyWebhook() {
      throw new WebhookSignatureError("The test gateway sends no webhooks.");
    },
  };
}

/**
 * Stripe's proration: the unused part of the current period is credited at the old price and
 * charged at the new one, now.
 */
function prorate(state: GatewaySubscription, current: PriceRow | undefined, next: GatewayPrice) {
  const end = state.currentPeriodEnd;
  if (!current || !end) return { amountDue: next.amount, currency: next.currency };
  const start = addInterval(end, current.interval, -current.interval_count);
  const length = end.getTime() - start.getTime();
  const left = Math.min(1, Math.max(0, (end.getTime() - Date.now()) / length));
  return { amountDue: Math.round((next.amount - current.amount) * left), currency: next.currency };
}
