import { routeApi, StripeApiError } from "./stripe-standin-api.ts";
import { StandInFlows } from "./stripe-standin-flows.ts";
import { type FormObject, ParamError, parseStripeForm } from "./stripe-standin-form.ts";
import { checkoutPage, messagePage, portalPage } from "./stripe-standin-pages.ts";
import { newId, StandInState, type StripeEvent } from "./stripe-standin-state.ts";
import {
  buildEvent,
  type Delivery,
  type SignedWebhook,
  WebhookSender,
  type WebhookTarget,
} from "./stripe-standin-webhooks.ts";

/**
 * A local server that speaks the subset of Stripe's API Backbeat uses, hosts stand-ins for
 * Checkout and the customer portal, and sends webhooks signed as Stripe signs them. Tests and the
 * browser suite point the official SDK at it by changing only the API base URL.
 */

export type { SignedWebhook } from "./stripe-standin-webhooks.ts";

/**
 * A subscription as a test's own webhook carries it (`signEvent`): active, not cancelling, no
 * trial and no card, without items unless `fields` names them.
 */
export function webhookSubscription(fields: { id: string; customer: string; [field: string]: unknown }) {
  return {
    object: "subscription",
    status: "active",
    items: { data: [] as unknown[] },
    metadata: {},
    cancel_at_period_end: false,
    cancel_at: null,
    ended_at: null,
    trial_end: null,
    default_payment_method: null,
    ...fields,
  };
}

export interface StripeStandInOptions {
  /** 0 or absent: any free port. */
  port?: number;
  hostname?: string;
  /** Where webhooks go: a URL, or a function for tests that call the handler directly. */
  webhookUrl?: WebhookTarget;
  webhookSecret: string;
  /** When set, only this key is accepted; otherwise any `sk_test_…` key. */
  secretKey?: string;
  /** The stand-in's clock (object timestamps, periods, prorations, event times). */
  now?: () => Date;
}

export interface StripeStandIn {
  url: string;
  state: StandInState;
  webhooks: WebhookSender;
  stop(): Promise<void>;
  /** Sends an event of any type with any object (as Stripe's CLI `trigger` does). */
  sendEvent(type: string, object: unknown, previous?: Record<string, unknown>): Promise<void>;
  /** Builds and signs an event without sending it; `timestamp` (seconds) backdates the signature. */
  signEvent(type: string, object: unknown, options?: { timestamp?: number }): Promise<SignedWebhook>;
  /** Delivers an already-signed webhook again, byte for byte (a replay). */
  redeliver(webhook: SignedWebhook): Promise<Delivery>;
  /** Holds webhooks instead of delivering them, until `flushWebhooks`. */
  pauseWebhooks(): void;
  flushWebhooks(order?: (held: SignedWebhook[]) => SignedWebhook[]): Promise<Delivery[]>;
  /** Resolves once every event triggered so far has been delivered. */
  idle(): Promise<void>;
  completeCheckout(
    sessionId: string,
    options: { outcome: "paid" | "declined" },
  ): ReturnType<StandInFlows["completeCheckout"]>;
  failNextPayment(subscriptionId: string): void;
  advancePeriod(subscriptionId: string): ReturnType<StandInFlows["advancePeriod"]>;
  retryPayment(subscriptionId: string): ReturnType<StandInFlows["retryPayment"]>;
  replaceCard(customerId: string): Promise<string>;
  /** Events sent so far, oldest first. */
  events(): StripeEvent[];
}

const html = (status: number, body: string) =>
  new Response(body, { status, headers: { "content-type": "text/html; charset=utf-8" } });

const redirect = (location: string) => new Response(null, { status: 303, headers: { location } });

type Json = (status: number, body: unknown, extra?: Record<string, string>) => Response;

function apiError(json: Json, error: StripeApiError | ParamError) {
  const body =
    error instanceof ParamError
      ? { type: "invalid_request_error", message: error.message, param: error.param, code: "parameter_invalid" }
      : {
          type: error.type,
          message: error.message,
          ...(error.param ? { param: error.param } : {}),
          ...(error.code ? { code: error.code } : {}),
        };
  return json(error instanceof ParamError ? 400 : error.status, {
    error: { ...body, doc_url: "https://docs.stripe.com/api/errors", request_log_url: null },
  });
}

async function readForm(request: Request, url: URL): Promise<FormObject> {
  if (request.method === "GET" || request.method === "DELETE") {
    const body = request.method === "DELETE" ? await request.text() : "";
    const params = new URLSearchParams(url.search);
    for (const [k, v] of new URLSearchParams(body)) params.append(k, v);
    return parseStripeForm(params);
  }
  return parseStripeForm(new URLSearchParams(await request.text()));
}

export async function startStripeStandIn(options: StripeStandInOptions): Promise<StripeStandIn> {
  let baseUrl = "";
  const clock = options.now ?? (() => new Date());
  const state = new StandInState(
    () => Math.floor(clock().getTime() / 1000),
    () => baseUrl,
  );
  // Stripe's Date header is Stripe's clock: here, the stand-in's.
  const json: Json = (status, body, extra = {}) =>
    new Response(JSON.stringify(body, null, 2), {
      status,
      headers: {
        "content-type": "application/json",
        "request-id": newId("req"),
        date: clock().toUTCString(),
        ...extra,
      },
    });
  const webhooks = new WebhookSender(options.webhookSecret, options.webhookUrl);
  const flows = new StandInFlows(state, webhooks);
  const idempotent = new Map<string, { status: number; body: unknown }>();

  const authorized = (request: Request) => {
    const header = request.headers.get("authorization") ?? "";
    const key = header.startsWith("Bearer ") ? header.slice(7) : "";
    return options.secretKey ? key === options.secretKey : /^sk_test_\w+$/.test(key);
  };

  async function api(request: Request, url: URL): Promise<Response> {
    if (!authorized(request)) {
      return json(401, {
        error: {
          type: "invalid_request_error",
          message: "Invalid API Key provided. Send your secret key as a Bearer token.",
        },
      });
    }
    const form = await readForm(request, url);
    const key = request.method === "POST" ? request.headers.get("idempotency-key") : null;
    state.requests.push({ method: request.method, path: url.pathname, idempotencyKey: key, params: form });
    const cacheKey = key ? `${url.pathname} ${key}` : null;
    const cached = cacheKey ? idempotent.get(cacheKey) : undefined;
    if (cached) return json(cached.status, cached.body, { "idempotent-replayed": "true" });
    let response: { status: number; body: unknown };
    try {
      response = { status: 200, body: routeApi(flows, request.method, url.pathname, form) };
    } catch (error) {
      if (error instanceof StripeApiError || error instanceof ParamError) return apiError(json, error);
      throw error;
    }
    if (cacheKey) idempotent.set(cacheKey, response);
    return json(response.status, response.body);
  }

  async function checkout(request: Request, sessionId: string): Promise<Response> {
    const session = state.sessions.get(sessionId);
    const details = state.sessionDetails.get(sessionId);
    if (!session || !details) return html(404, messagePage("Not found", "This checkout session does not exist."));
    if (request.method === "POST") {
      const action = new URLSearchParams(await request.text()).get("action");
      if (session.status === "complete")
        return redirect(session.success_url.replace("{CHECKOUT_SESSION_ID}", sessionId));
      if (session.status !== "open") return html(410, messagePage("Expired", "This checkout session has expired."));
      await flows.completeCheckout(sessionId, action === "pay" ? "paid" : "declined");
      if (action === "pay") return redirect(session.success_url.replace("{CHECKOUT_SESSION_ID}", sessionId));
      return redirect(session.cancel_url ?? session.success_url.replace("{CHECKOUT_SESSION_ID}", sessionId));
    }
    const price = state.prices.get(details.price);
    const product = price ? state.products.get(price.product) : undefined;
    const email = session.customer ? (state.customers.get(session.customer)?.email ?? null) : session.customer_email;
    return html(
      200,
      checkoutPage({
        sessionId,
        planName: product?.name ?? "Plan",
        amount: price?.unit_amount ?? 0,
        currency: price?.currency ?? "usd",
        interval: price?.recurring.interval ?? "month",
        intervalCount: price?.recurring.interval_count ?? 1,
        email,
        status: session.status,
      }),
    );
  }

  async function portal(request: Request, sessionId: string): Promise<Response> {
    const session = state.portalSessions.get(sessionId);
    if (!session) return html(404, messagePage("Not found", "This portal session does not exist."));
    if (request.method === "POST") {
      await flows.replaceCard(session.customer);
      return redirect(session.return_url ?? "/");
    }
    const customer = state.customers.get(session.customer);
    const method = customer?.invoice_settings.default_payment_method
      ? state.paymentMethods.get(customer.invoice_settings.default_payment_method)
      : undefined;
    return html(200, portalPage({ sessionId, card: method ? `${method.card.brand} •••• ${method.card.last4}` : null }));
  }

  function invoicePage(invoiceId: string, pdf: boolean): Response {
    const invoice = state.invoices.get(invoiceId);
    if (!invoice) return html(404, messagePage("Not found", "This invoice does not exist."));
    if (pdf) {
      // A minimal valid PDF is enough for the billing page's download link.
      const body = `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`;
      return new Response(body, { headers: { "content-type": "application/pdf" } });
    }
    return html(200, messagePage(`Invoice ${invoice.number ?? invoice.id}`, `Status: ${invoice.status}`));
  }

  const server = Bun.serve({
    port: options.port ?? 0,
    hostname: options.hostname ?? "127.0.0.1",
    async fetch(request) {
      const url = new URL(request.url);
      const path = url.pathname;
      if (path === "/health") return new Response("ok");
      if (path.startsWith("/v1/")) return api(request, url);
      const pay = /^\/c\/pay\/([^/]+)$/.exec(path);
      if (pay) return checkout(request, decodeURIComponent(pay[1] as string));
      const portalMatch = /^\/p\/session\/([^/]+)$/.exec(path);
      if (portalMatch) return portal(request, decodeURIComponent(portalMatch[1] as string));
      const invoice = /^\/i\/([^/]+?)(\/pdf)?$/.exec(path);
      if (invoice && request.method === "GET")
        return invoicePage(decodeURIComponent(invoice[1] as string), !!invoice[2]);
      return json(404, { error: { type: "invalid_request_error", message: `Unrecognized request URL (${path}).` } });
    },
    error(error) {
      return json(500, { error: { type: "api_error", message: `The stand-in failed: ${error.message}` } });
    },
  });
  baseUrl = `http://${server.hostname}:${server.port}`;

  return {
    url: baseUrl,
    state,
    webhooks,
    stop: async () => {
      await flows.idle();
      await server.stop(true);
    },
    sendEvent: async (type, object, previous) => {
      flows.emit(type, object, previous);
      await flows.idle();
    },
    signEvent: async (type, object, signOptions = {}) => {
      return webhooks.sign(buildEvent(type, object, state.now()), signOptions.timestamp);
    },
    redeliver: (webhook) => webhooks.deliver(webhook),
    pauseWebhooks: () => {
      webhooks.paused = true;
    },
    flushWebhooks: async (order) => {
      await flows.idle();
      webhooks.paused = false;
      return webhooks.flush(order);
    },
    idle: () => flows.idle(),
    completeCheckout: (sessionId, { outcome }) => flows.completeCheckout(sessionId, outcome),
    failNextPayment: (subscriptionId) => flows.failNextPayment(subscriptionId),
    advancePeriod: (subscriptionId) => flows.advancePeriod(subscriptionId),
    retryPayment: (subscriptionId) => flows.retryPayment(subscriptionId),
    replaceCard: (customerId) => flows.replaceCard(customerId),
    events: () => webhooks.deliveries.map((d) => d.event).concat(webhooks.held.map((h) => h.event)),
  };
}
