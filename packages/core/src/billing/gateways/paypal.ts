/**
 * PayPal subscriptions (Subscriptions v1 REST API) behind the gateway contract.
 *
 * Billing plans and subscriptions go through the official SDK's `SubscriptionsController`.
 * Catalog products and webhook verification have no controller in the SDK; they use the SDK's
 * own authenticated request pipeline (see paypal-client.ts for why not a separate fetch client).
 *
 * How PayPal differs from Stripe, and what this adapter does about it:
 * - A cancel is immediate at PayPal and cannot be undone. "Cancel at period end" cancels at
 *   PayPal (so nothing more is charged) and reports the paid time as still running;
 *   `resume` can only reactivate a suspended subscription, a cancelled one is refused with a
 *   message that the subscriber subscribes again once the period is over.
 * - PayPal prorates nothing and a plan switch (`revise`) needs the subscriber's consent: the
 *   preview is 0 now and the regular amount at the next billing time; `changePrice` throws
 *   `PayPalApprovalRequiredError` with PayPal's approve link when consent is needed.
 * - The funding source is managed at PayPal: the payment-method page is PayPal's autopay page.
 */
import {
  ApplicationContextUserAction,
  type BillingPlan,
  ExperienceContextShippingPreference,
  IntervalUnit,
  PlanRequestStatus,
  type Subscription,
  TenureType,
} from "@paypal/paypal-server-sdk";
import { z } from "zod";
import { createPayPalClient, type PayPalClient, toGatewayError } from "./paypal-client.ts";
import {
  CANCEL_AT_PERIOD_END_REASON,
  CANCEL_NOW_REASON,
  invoiceFromSale,
  regularCycle,
  saleResource,
  subscriptionFromResource,
  subscriptionResource,
  toGatewayInvoice,
  toGatewaySubscription,
} from "./paypal-map.ts";
import { toPayPalValue } from "./paypal-money.ts";
import {
  type BillingGateway,
  GatewayError,
  type GatewayEvent,
  type GatewayPlan,
  type GatewayPrice,
  type GatewaySubscription,
  WebhookSignatureError,
} from "./types.ts";

export interface PayPalGatewayConfig {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  environment: "sandbox" | "production";
  /** Only for a local server that speaks PayPal's API (tests, e2e). */
  apiUrl?: string;
  /** Where subscribers change how PayPal pays (PayPal's automatic payments page). */
  autopayUrl?: string;
}

/** PayPal must have the subscriber approve a plan switch before it takes effect. */
export class PayPalApprovalRequiredError extends GatewayError {
  constructor(readonly approveUrl: string) {
    super("PayPal needs the subscriber to approve the new plan on PayPal before it takes effect.", 409);
    this.name = "PayPalApprovalRequiredError";
  }
}

const SUBSCRIPTION_EVENTS = new Set([
  "BILLING.SUBSCRIPTION.ACTIVATED",
  "BILLING.SUBSCRIPTION.UPDATED",
  "BILLING.SUBSCRIPTION.CANCELLED",
  "BILLING.SUBSCRIPTION.SUSPENDED",
  "BILLING.SUBSCRIPTION.EXPIRED",
  "BILLING.SUBSCRIPTION.RE-ACTIVATED",
  "BILLING.SUBSCRIPTION.PAYMENT.FAILED",
]);

const TRANSMISSION_HEADERS = {
  auth_algo: "paypal-auth-algo",
  cert_url: "paypal-cert-url",
  transmission_id: "paypal-transmission-id",
  transmission_sig: "paypal-transmission-sig",
  transmission_time: "paypal-transmission-time",
} as const;

const webhookEnvelope = z.object({
  id: z.string().min(1).max(128),
  event_type: z.string().min(1).max(128),
  create_time: z.string().max(40),
  resource: z.unknown(),
});

const verifyAnswer = z.object({ verification_status: z.string().max(40) });
const productAnswer = z.object({ id: z.string().min(1).max(64) });

/** PayPal's frequency limits: at most 365 days, 52 weeks, 12 months or 1 year per cycle. */
function frequencyOf(price: GatewayPrice) {
  const count = price.interval_count;
  if (price.interval === "day" && count <= 365) return { intervalUnit: IntervalUnit.Day, intervalCount: count };
  if (price.interval === "month" && count <= 12) return { intervalUnit: IntervalUnit.Month, intervalCount: count };
  if (price.interval === "year" && count === 1) return { intervalUnit: IntervalUnit.Year, intervalCount: 1 };
  throw new GatewayError(
    `PayPal bills at most every 12 months: a price every ${count} ${price.interval}s cannot be offered through PayPal.`,
    422,
  );
}

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

function describeInterval(price: GatewayPrice): string {
  const unit = price.interval_count === 1 ? price.interval : `${price.interval}s`;
  return price.interval_count === 1 ? `every ${unit}` : `every ${price.interval_count} ${unit}`;
}

export function createPayPalGateway(config: PayPalGatewayConfig): BillingGateway & {
  changePrice(
    gatewayId: string,
    price: GatewayPrice & { gatewayId: string },
    options?: { returnUrl: string; cancelUrl: string },
  ): Promise<GatewaySubscription>;
} {
  const client: PayPalClient = createPayPalClient(config);
  const autopayUrl =
    config.autopayUrl ??
    (config.apiUrl
      ? `${config.apiUrl.replace(/\/+$/, "")}/myaccount/autopay/`
      : config.environment === "production"
        ? "https://www.paypal.com/myaccount/autopay/"
        : "https://www.sandbox.paypal.com/myaccount/autopay/");

  async function call<T>(action: string, run: () => Promise<{ result: T }>): Promise<T> {
    try {
      return (await run()).result;
    } catch (error) {
      throw toGatewayError(error, action);
    }
  }

  // A plan's cycle and price never change once created (a new local price makes a new plan), so
  // a subscription's plan is read once per process. Bounded: sites have a handful of plans.
  const plans = new Map<string, Promise<BillingPlan>>();
  function planOf(planId: string): Promise<BillingPlan> {
    let found = plans.get(planId);
    if (!found) {
      if (plans.size >= 500) plans.clear();
      found = call("read the billing plan", () => client.subscriptions().getBillingPlan(planId));
      found.catch(() => plans.delete(planId));
      plans.set(planId, found);
    }
    return found;
  }

  /**
   * A subscription as PayPal has it now, dated by PayPal's clock (the answer's Date header) so it
   * compares fairly with webhook events, which PayPal dates too.
   */
  async function read(gatewayId: string): Promise<Subscription & { readAt: Date }> {
    try {
      const answer = await client.subscriptions().getSubscription({ id: gatewayId, fields: "plan" });
      const dated = new Date(answer.headers.date ?? "");
      return { ...answer.result, readAt: Number.isNaN(dated.getTime()) ? new Date() : dated };
    } catch (error) {
      throw toGatewayError(error, "read the subscription");
    }
  }

  async function describe(sub: Subscription, occurredAt: Date): Promise<GatewaySubscription> {
    let cycle = regularCycle(sub.plan?.billingCycles);
    if (!cycle && sub.planOverridden && sub.id) {
      // An overridden plan bills what the override says, not what the plan says.
      cycle = regularCycle((await read(sub.id)).plan?.billingCycles);
    }
    if (!cycle && sub.planId) cycle = regularCycle((await planOf(sub.planId)).billingCycles);
    try {
      return toGatewaySubscription(sub, cycle, occurredAt);
    } catch (error) {
      throw new GatewayError(error instanceof Error ? error.message : "PayPal sent an unreadable subscription.");
    }
  }

  async function current(gatewayId: string) {
    const sub = await read(gatewayId);
    return describe(sub, sub.readAt);
  }

  async function syncProduct(plan: GatewayPlan): Promise<string> {
    const description = cut(plan.description?.trim() || plan.name, 256);
    if (plan.gatewayId) {
      try {
        // PayPal lets a product's description change, never its name.
        await client.request(
          "PATCH",
          `/v1/catalogs/products/${encodeURIComponent(plan.gatewayId)}`,
          JSON.stringify([{ op: "replace", path: "/description", value: description }]),
        );
        return plan.gatewayId;
      } catch (error) {
        const failure = toGatewayError(error, "update the product");
        if (failure.status !== 404) throw failure;
        // Gone at PayPal (another account, or deleted there): a new product takes its place.
      }
    }
    try {
      const created = productAnswer.parse(
        await client.request(
          "POST",
          "/v1/catalogs/products",
          JSON.stringify({ name: cut(plan.name, 127), description, type: "SERVICE" }),
        ),
      );
      return created.id;
    } catch (error) {
      throw toGatewayError(error, "create the product");
    }
  }

  async function createPlan(productId: string, plan: GatewayPlan, price: GatewayPrice): Promise<string> {
    const frequency = frequencyOf(price);
    const created = await call("create the billing plan", () =>
      client.subscriptions().createBillingPlan({
        prefer: "return=minimal",
        body: {
          productId,
          name: cut(`${plan.name} (${describeInterval(price)}, ${price.currency})`, 127),
          description: cut(plan.description?.trim() || plan.name, 127),
          status: PlanRequestStatus.Active,
          billingCycles: [
            {
              frequency,
              tenureType: TenureType.Regular,
              sequence: 1,
              totalCycles: 0,
              pricingScheme: {
                fixedPrice: { value: toPayPalValue(price.amount, price.currency), currencyCode: price.currency },
              },
            },
          ],
          paymentPreferences: { autoBillOutstanding: true, paymentFailureThreshold: 3 },
        },
      }),
    );
    if (!created.id) throw new GatewayError("PayPal created a billing plan without an id.");
    return created.id;
  }

  function header(headers: Headers, name: string): string {
    const value = headers.get(name);
    if (!value || value.length > 2048) throw new WebhookSignatureError(`The ${name} header is missing.`);
    return value;
  }

  return {
    name: "paypal",

    async syncPlan(plan) {
      const productId = await syncProduct(plan);
      const prices: Record<number, string> = {};
      for (const price of plan.prices) {
        prices[price.id] = price.gatewayId ?? (await createPlan(productId, plan, price));
      }
      return { productId, prices };
    },

    async startCheckout(request) {
      const [givenName, ...rest] = request.user.name.trim().split(/\s+/);
      const sub = await call("start the subscription", () =>
        client.subscriptions().createSubscription({
          // A retried checkout must not create a second subscription.
          paypalRequestId: request.checkoutId,
          prefer: "return=representation",
          body: {
            planId: request.price.gatewayId,
            customId: request.checkoutId,
            subscriber: {
              emailAddress: request.user.email,
              ...(givenName
                ? { name: { givenName: cut(givenName, 140), surname: cut(rest.join(" ") || givenName, 140) } }
                : {}),
            },
            applicationContext: {
              userAction: ApplicationContextUserAction.SubscribeNow,
              shippingPreference: ExperienceContextShippingPreference.NoShipping,
              returnUrl: request.successUrl,
              cancelUrl: request.cancelUrl,
            },
          },
        }),
      );
      const approve = sub.links?.find((link) => link.rel === "approve")?.href;
      if (!sub.id || !approve) throw new GatewayError("PayPal did not return an approval link for the subscription.");
      return { redirectUrl: approve, reference: sub.id, customerId: null };
    },

    fetchSubscription: current,

    async cancel(gatewayId, { atPeriodEnd }) {
      const before = await read(gatewayId);
      if (before.status === "CANCELLED" || before.status === "EXPIRED") return describe(before, before.readAt);
      await call("cancel the subscription", () =>
        client.subscriptions().cancelSubscription({
          id: gatewayId,
          body: { reason: atPeriodEnd ? CANCEL_AT_PERIOD_END_REASON : CANCEL_NOW_REASON },
        }),
      );
      const latest = await read(gatewayId);
      const after = await describe(latest, latest.readAt);
      const paidUntil = before.billingInfo?.nextBillingTime ? new Date(before.billingInfo.nextBillingTime) : null;
      if (atPeriodEnd && paidUntil && paidUntil > new Date())
        return { ...after, status: "cancelled", cancelAtPeriodEnd: true, currentPeriodEnd: paidUntil };
      return after;
    },

    async resume(gatewayId) {
      const sub = await read(gatewayId);
      if (sub.status === "ACTIVE") return describe(sub, sub.readAt);
      if (sub.status === "SUSPENDED") {
        await call("reactivate the subscription", () =>
          client.subscriptions().activateSubscription({ id: gatewayId, body: { reason: "Reactivated by the site." } }),
        );
        return current(gatewayId);
      }
      if (sub.status === "CANCELLED")
        throw new GatewayError(
          "PayPal cannot restart a cancelled subscription. The plan stays until the paid period ends; subscribe again after that.",
          409,
        );
      throw new GatewayError("This PayPal subscription is not running, so there is nothing to renew.", 409);
    },

    async previewChange(gatewayId, price) {
      const sub = await read(gatewayId);
      if (sub.status !== "ACTIVE") throw new GatewayError("Only an active PayPal subscription can change plan.", 409);
      const next = sub.billingInfo?.nextBillingTime;
      return { amountDue: 0, currency: price.currency, nextPaymentAt: next ? new Date(next) : null };
    },

    async changePrice(gatewayId, price, options?: { returnUrl: string; cancelUrl: string }) {
      const revised = await call("change the plan", () =>
        client.subscriptions().reviseSubscription({
          id: gatewayId,
          body: {
            planId: price.gatewayId,
            ...(options
              ? {
                  applicationContext: {
                    returnUrl: options.returnUrl,
                    cancelUrl: options.cancelUrl,
                    shippingPreference: ExperienceContextShippingPreference.NoShipping,
                  },
                }
              : {}),
          },
        }),
      );
      const approve = revised.links?.find((link) => link.rel === "approve")?.href;
      if (approve) throw new PayPalApprovalRequiredError(approve);
      return current(gatewayId);
    },

    async paymentMethodUrl() {
      // PayPal offers no return address for this page; the subscriber comes back on their own.
      return autopayUrl;
    },

    async listInvoices(gatewayId) {
      const sub = await read(gatewayId);
      const start = new Date(sub.startTime ?? sub.createTime ?? Date.now() - 365 * 86_400_000);
      // The transactions endpoint needs a range; a day of slack covers clock differences.
      const list = await call("list the payments", () =>
        client.subscriptions().listSubscriptionTransactions({
          id: gatewayId,
          startTime: new Date(start.getTime() - 86_400_000).toISOString(),
          endTime: new Date(Date.now() + 86_400_000).toISOString(),
        }),
      );
      return (list.transactions ?? [])
        .map((tx) => toGatewayInvoice(tx, gatewayId, sub.subscriber?.payerId ?? null))
        .filter((invoice) => invoice !== null);
    },

    async verifyWebhook({ headers, rawBody }) {
      const transmission = Object.fromEntries(
        Object.entries(TRANSMISSION_HEADERS).map(([field, name]) => [field, header(headers, name)]),
      );
      let envelope: z.infer<typeof webhookEnvelope>;
      try {
        envelope = webhookEnvelope.parse(JSON.parse(rawBody));
      } catch {
        throw new WebhookSignatureError("The webhook body is not a PayPal event.");
      }
      // The event goes back to PayPal byte for byte: its signature covers the body as sent.
      const body = `{${Object.entries({ ...transmission, webhook_id: config.webhookId })
        .map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`)
        .join(",")},"webhook_event":${rawBody}}`;
      let answer: z.infer<typeof verifyAnswer>;
      try {
        answer = verifyAnswer.parse(await client.request("POST", "/v1/notifications/verify-webhook-signature", body));
      } catch (error) {
        const failure = toGatewayError(error, "verify the webhook");
        // PayPal rejecting the request itself means it is not one of its events; anything else
        // is PayPal being unreachable, and the 5xx makes PayPal deliver the event again later.
        if (failure.status === 422 || failure.status === 404) throw new WebhookSignatureError();
        throw failure;
      }
      if (answer.verification_status !== "SUCCESS") throw new WebhookSignatureError();

      const occurredAt = new Date(envelope.create_time);
      if (Number.isNaN(occurredAt.getTime())) throw new GatewayError("The PayPal event has no valid create_time.", 422);
      const base = { id: envelope.id, type: envelope.event_type, occurredAt };
      if (SUBSCRIPTION_EVENTS.has(envelope.event_type)) {
        const resource = subscriptionResource.safeParse(envelope.resource);
        if (!resource.success) throw new GatewayError("The PayPal event carries no readable subscription.", 422);
        const subscription = await describe(subscriptionFromResource(resource.data), occurredAt);
        return { ...base, kind: "subscription", subscription } satisfies GatewayEvent;
      }
      if (envelope.event_type === "PAYMENT.SALE.COMPLETED") {
        const sale = saleResource.safeParse(envelope.resource);
        const invoice = sale.success ? invoiceFromSale(sale.data, occurredAt) : null;
        if (!invoice) throw new GatewayError("The PayPal event carries no readable payment.", 422);
        return { ...base, kind: "invoice", invoice } satisfies GatewayEvent;
      }
      return { ...base, kind: "ignored" } satisfies GatewayEvent;
    },
  };
}
