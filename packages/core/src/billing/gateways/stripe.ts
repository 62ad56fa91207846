import Stripe from "stripe";
import { isProration, mapEvent, mapInvoice, mapPaymentMethod, mapSubscription } from "./stripe-map.ts";
import {
  type BillingGateway,
  GatewayError,
  type GatewayEvent,
  type GatewayPrice,
  WebhookSignatureError,
} from "./types.ts";

export interface StripeGatewayConfig {
  secretKey: string;
  webhookSecret: string;
  /** A local server speaking Stripe's API (tests, e2e); the SDK is otherwise untouched. */
  apiUrl?: string;
}

/** Stripe's own default: a signed event older than five minutes is a replay. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

const EXPAND_SUBSCRIPTION = ["default_payment_method"];

function clientOptions(apiUrl: string | undefined): Stripe.StripeConfig {
  const options: Stripe.StripeConfig = { telemetry: false, appInfo: { name: "Backbeat" } };
  if (!apiUrl) return options;
  const url = new URL(apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return {
    ...options,
    host: url.hostname,
    port: url.port || (protocol === "http" ? 80 : 443),
    protocol,
  };
}

/**
 * Adds `session_id={CHECKOUT_SESSION_ID}` to the return URL. Stripe fills in the template only when
 * the braces arrive unencoded, so URLSearchParams (which would encode them) cannot build it.
 */
export function withSessionIdTemplate(successUrl: string): string {
  const hashAt = successUrl.indexOf("#");
  const base = hashAt === -1 ? successUrl : successUrl.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : successUrl.slice(hashAt);
  const separator = !base.includes("?") ? "?" : base.endsWith("?") || base.endsWith("&") ? "" : "&";
  return `${base}${separator}session_id={CHECKOUT_SESSION_ID}${hash}`;
}

/** Turns a Stripe failure into a message fit for the subscriber: never a key, an id or Stripe's internals. */
function toGatewayError(error: unknown): GatewayError {
  if (error instanceof GatewayError) return error;
  if (error instanceof Stripe.errors.StripeCardError) {
    return new GatewayError(error.message || "The card was declined.", 402);
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    if (error.statusCode === 404) return new GatewayError("The payment provider does not know this record.", 404);
    return new GatewayError("The payment provider refused the request.", 502);
  }
  if (error instanceof Stripe.errors.StripeRateLimitError) {
    return new GatewayError("The payment provider is busy. Please try again in a moment.", 503);
  }
  if (error instanceof Stripe.errors.StripeConnectionError) {
    return new GatewayError("The payment provider could not be reached. Please try again.", 503);
  }
  if (
    error instanceof Stripe.errors.StripeAuthenticationError ||
    error instanceof Stripe.errors.StripePermissionError
  ) {
    return new GatewayError("The payment provider is not configured correctly.", 502);
  }
  return new GatewayError("The payment provider could not complete the request.", 502);
}

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toGatewayError(error);
  }
}

/**
 * When Stripe answered, by Stripe's clock (the response's Date header): the same clock as the
 * events' `created`, so a state read here and a webhook compare fairly even when this server's
 * clock is off.
 */
function answeredAt(response: { lastResponse?: { headers?: unknown } }): Date {
  // The SDK's fetch client hands back the fetch Response itself, whose headers are a Headers object.
  const headers = response.lastResponse?.headers;
  const date = headers instanceof Headers ? headers.get("date") : (headers as Record<string, string> | undefined)?.date;
  const at = Date.parse(date ?? "");
  return Number.isNaN(at) ? new Date() : new Date(at);
}

const mapAnswer = (subscription: Stripe.Response<Stripe.Subscription>) =>
  mapSubscription(subscription, answeredAt(subscription));

export function createStripeGateway(config: StripeGatewayConfig): BillingGateway {
  const stripe = new Stripe(config.secretKey, clientOptions(config.apiUrl));

  const retrieve = (gatewayId: string) => stripe.subscriptions.retrieve(gatewayId, { expand: EXPAND_SUBSCRIPTION });

  const firstItem = async (gatewayId: string) => {
    const subscription = await retrieve(gatewayId);
    const item = subscription.items.data[0];
    if (!item) throw new GatewayError("The subscription has no price at the payment provider.", 409);
    return { subscription, item };
  };

  return {
    name: "stripe",

    syncPlan: (plan) =>
      call(async () => {
        let productId = plan.gatewayId;
        const metadata = { product_id: String(plan.id) };
        if (productId) {
          // An empty string is how Stripe's update clears a description.
          await stripe.products.update(productId, { name: plan.name, description: plan.description ?? "", metadata });
        } else {
          const product = await stripe.products.create({
            name: plan.name,
            ...(plan.description ? { description: plan.description } : {}),
            metadata,
          });
          productId = product.id;
        }
        const prices: Record<number, string> = {};
        for (const price of plan.prices) {
          if (price.gatewayId) {
            prices[price.id] = price.gatewayId;
            continue;
          }
          // Prices are never updated: a changed amount is a new local price, so existing subscribers keep theirs.
          const created = await stripe.prices.create(
            {
              product: productId,
              unit_amount: price.amount,
              currency: price.currency.toLowerCase(),
              recurring: { interval: price.interval, interval_count: price.interval_count },
              metadata: { price_id: String(price.id) },
            },
            {
              idempotencyKey: `backbeat-price-${productId}-${price.id}-${price.amount}-${price.currency}-${price.interval}-${price.interval_count}`,
            },
          );
          prices[price.id] = created.id;
        }
        return { productId, prices };
      }),

    startCheckout: (request) =>
      call(async () => {
        const metadata = { checkout_id: request.checkoutId, user_id: String(request.user.id) };
        // A customer made up front ties every later event to this user before any money moves.
        let customerId = request.customerId;
        let createdCustomer: string | null = null;
        if (!customerId) {
          const customer = await stripe.customers.create(
            { email: request.user.email, name: request.user.name, metadata: { user_id: String(request.user.id) } },
            { idempotencyKey: `backbeat-customer-${request.checkoutId}` },
          );
          customerId = customer.id;
          createdCustomer = customer.id;
        }
        const session = await stripe.checkout.sessions.create(
          {
            mode: "subscription",
            customer: customerId,
            client_reference_id: String(request.user.id),
            line_items: [{ price: request.price.gatewayId, quantity: 1 }],
            metadata,
            subscription_data: { metadata },
            success_url: withSessionIdTemplate(request.successUrl),
            cancel_url: request.cancelUrl,
          },
          { idempotencyKey: `backbeat-checkout-${request.checkoutId}` },
        );
        if (!session.url) throw new GatewayError("The payment provider did not return a checkout page.");
        return { redirectUrl: session.url, reference: session.id, customerId: createdCustomer };
      }),

    // A checkout's reference is its Session: once paid, the Session names the subscription it made,
    // so the return page can confirm without waiting for the webhook (Stripe's recommended flow).
    fetchSubscription: (gatewayId) =>
      call(async () => {
        if (!gatewayId.startsWith("cs_")) return mapAnswer(await retrieve(gatewayId));
        const session = await stripe.checkout.sessions.retrieve(gatewayId);
        const subscription = typeof session.subscription === "string" ? session.subscription : session.subscription?.id;
        if (!subscription) throw new GatewayError("The checkout has not been paid yet.", 409);
        return mapAnswer(await retrieve(subscription));
      }),

    cancel: (gatewayId, { atPeriodEnd }) =>
      call(async () => {
        const subscription = atPeriodEnd
          ? await stripe.subscriptions.update(gatewayId, { cancel_at_period_end: true, expand: EXPAND_SUBSCRIPTION })
          : await stripe.subscriptions.cancel(gatewayId, { expand: EXPAND_SUBSCRIPTION });
        return mapAnswer(subscription);
      }),

    resume: (gatewayId) =>
      call(async () =>
        mapAnswer(
          await stripe.subscriptions.update(gatewayId, { cancel_at_period_end: false, expand: EXPAND_SUBSCRIPTION }),
        ),
      ),

    previewChange: (gatewayId, price) =>
      call(async () => {
        const { subscription, item } = await firstItem(gatewayId);
        const preview = await stripe.invoices.createPreview({
          customer: typeof subscription.customer === "string" ? subscription.customer : subscription.customer.id,
          subscription: gatewayId,
          subscription_details: {
            items: [{ id: item.id, price: price.gatewayId }],
            proration_behavior: "create_prorations",
          },
        });
        const recurring = item.price.recurring;
        const sameCycle = recurring?.interval === price.interval && recurring?.interval_count === price.interval_count;
        if (!sameCycle) {
          // A new billing interval restarts the cycle: Stripe invoices the whole preview at once.
          const period = preview.lines.data.find((line) => !isProration(line))?.period;
          return {
            amountDue: preview.amount_due,
            currency: preview.currency.toUpperCase(),
            nextPaymentAt: period ? new Date(period.end * 1000) : null,
          };
        }
        // Same interval: the switch costs the proration lines, billed with the next regular payment.
        const amountDue = preview.lines.data.filter(isProration).reduce((sum, line) => sum + line.amount, 0);
        return {
          amountDue,
          currency: preview.currency.toUpperCase(),
          nextPaymentAt: item.current_period_end ? new Date(item.current_period_end * 1000) : null,
        };
      }),

    changePrice: (gatewayId, price: GatewayPrice & { gatewayId: string }) =>
      call(async () => {
        const { item } = await firstItem(gatewayId);
        const updated = await stripe.subscriptions.update(gatewayId, {
          items: [{ id: item.id, price: price.gatewayId }],
          proration_behavior: "create_prorations",
          expand: EXPAND_SUBSCRIPTION,
        });
        return mapAnswer(updated);
      }),

    paymentMethodUrl: (subscription, returnUrl) =>
      call(async () => {
        let customerId = subscription.customerId;
        if (!customerId) {
          const remote = await stripe.subscriptions.retrieve(subscription.gatewayId);
          customerId = typeof remote.customer === "string" ? remote.customer : remote.customer.id;
        }
        // The customer portal's payment-method flow: Stripe's hosted page for replacing a card.
        const session = await stripe.billingPortal.sessions.create({
          customer: customerId,
          return_url: returnUrl,
          flow_data: { type: "payment_method_update" },
        });
        return session.url;
      }),

    listInvoices: (gatewayId) =>
      call(async () => {
        const page = await stripe.invoices.list({ subscription: gatewayId, limit: 24 });
        return page.data.map((invoice) => mapInvoice(invoice));
      }),

    async verifyWebhook(request): Promise<GatewayEvent> {
      const signature = request.headers.get("stripe-signature");
      if (!signature) throw new WebhookSignatureError("The webhook has no Stripe signature.");
      let event: Stripe.Event;
      try {
        event = await stripe.webhooks.constructEventAsync(
          request.rawBody,
          signature,
          config.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
        );
      } catch {
        throw new WebhookSignatureError();
      }
      const mapped = mapEvent(event);
      if (mapped.kind === "subscription" && !mapped.subscription.paymentMethod) {
        // Events never expand the card; its details are fixed per payment method, so reading them
        // now cannot reorder anything. Without them the card on file stays as it was.
        const method = (event.data.object as Stripe.Subscription).default_payment_method;
        if (typeof method === "string") {
          const card = await stripe.paymentMethods.retrieve(method).catch(() => null);
          mapped.subscription.paymentMethod = mapPaymentMethod(card);
        }
      }
      return mapped;
    },
  };
}
