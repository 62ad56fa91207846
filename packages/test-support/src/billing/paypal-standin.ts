/**
 * A local server that speaks the part of PayPal's REST API Backbeat calls (OAuth client
 * credentials, catalog products, billing plans, subscriptions, webhook verification) with
 * PayPal-shaped JSON and error bodies, plus the buyer's approval page. Tests and the browser
 * suite point the production adapter at it by changing only the API base URL.
 *
 * Webhooks leave with PayPal's transmission headers. The signature is an HMAC only this process
 * knows, and the verify endpoint answers SUCCESS only for an event it sent with exactly those
 * headers and that body, so a forged or altered webhook fails verification as it would at PayPal.
 */
import { createHmac, randomBytes, randomUUID } from "node:crypto";

export interface PayPalStandInOptions {
  port?: number;
  /** Where webhooks are POSTed; without it (and without `deliver`) they are only recorded. */
  webhookUrl?: string;
  webhookId: string;
  clientId?: string;
  clientSecret?: string;
  /** Delivers a webhook in-process instead of over HTTP (tests calling the handler directly). */
  deliver?: (request: Request) => Promise<Response>;
}

type Json = Record<string, unknown>;
interface Money {
  currency_code: string;
  value: string;
}

interface Plan {
  id: string;
  product_id: string;
  name: string;
  description?: string;
  status: "ACTIVE" | "INACTIVE" | "CREATED";
  billing_cycles: {
    frequency: { interval_unit: "DAY" | "WEEK" | "MONTH" | "YEAR"; interval_count: number };
    tenure_type: "REGULAR" | "TRIAL";
    sequence: number;
    total_cycles: number;
    pricing_scheme: { version: number; fixed_price: Money; create_time: string; update_time: string };
  }[];
  payment_preferences: Json;
  create_time: string;
  update_time: string;
}

export interface StandInSubscription {
  id: string;
  plan_id: string;
  status: "APPROVAL_PENDING" | "APPROVED" | "ACTIVE" | "SUSPENDED" | "CANCELLED" | "EXPIRED";
  status_change_note?: string;
  status_update_time: string;
  custom_id?: string;
  start_time: string;
  create_time: string;
  update_time: string;
  subscriber: { email_address?: string; payer_id?: string; name?: { given_name?: string; surname?: string } };
  billing_info?: {
    outstanding_balance: Money;
    cycle_executions: Json[];
    last_payment?: { amount: Money; time: string };
    next_billing_time?: string;
    failed_payments_count: number;
    last_failed_payment?: Json;
  };
  application_context: { return_url: string; cancel_url: string };
  /** A plan switch waiting for the buyer's consent. */
  pending_revision?: { plan_id: string; return_url?: string; cancel_url?: string };
  ba_token: string;
}

interface Transaction {
  id: string;
  status: "COMPLETED" | "DECLINED" | "PENDING" | "REFUNDED";
  amount_with_breakdown: { gross_amount: Money; fee_amount: Money; net_amount: Money };
  payer_email?: string;
  time: string;
}

export interface SentWebhook {
  event: Json;
  body: string;
  headers: Record<string, string>;
  /** The receiver's answer; null when nothing received it. */
  status: number | null;
}

export interface PayPalStandIn {
  url: string;
  stop(): Promise<void>;
  state: {
    products: Map<string, Json>;
    plans: Map<string, Plan>;
    subscriptions: Map<string, StandInSubscription>;
    transactions: Map<string, Transaction[]>;
    webhooks: SentWebhook[];
    /** Calls by method and path, for tests that check what the adapter did. */
    calls: string[];
  };
  /** The buyer approves on PayPal: the first payment is taken; returns the browser's redirect. */
  approve(subscriptionId: string): Promise<string>;
  /** The next regular payment succeeds (after a failure it also clears the debt). */
  charge(subscriptionId: string): Promise<void>;
  /** The next regular payment fails; after three failures (or `suspend`) PayPal suspends. */
  failPayment(subscriptionId: string, options?: { suspend?: boolean }): Promise<void>;
  /** Sends a sent webhook again with the same headers and body (PayPal's redelivery). */
  replay(webhook: SentWebhook): Promise<number | null>;
  setWebhookUrl(url: string | undefined): void;
}

const STANDIN_TITLE = "PayPal test approval (local stand-in)";

function id(prefix: string, length = 17): string {
  const alphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789";
  const bytes = randomBytes(length);
  return prefix + Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("");
}

function now(): string {
  return new Date().toISOString().replace(/\.\d{3}Z$/, "Z");
}

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

function ppError(
  status: number,
  name: string,
  message: string,
  details: { issue: string; description: string; field?: string }[] = [],
): Response {
  return json({ name, message, debug_id: randomBytes(6).toString("hex"), details, links: [] }, status);
}

const notFound = (what: string) =>
  ppError(404, "RESOURCE_NOT_FOUND", "The specified resource does not exist.", [
    { issue: "INVALID_RESOURCE_ID", description: `The ${what} id is not valid.` },
  ]);
const invalid = (field: string, description: string) =>
  ppError(400, "INVALID_REQUEST", "Request is not well-formed, syntactically incorrect, or violates schema.", [
    { field, issue: "INVALID_PARAMETER_VALUE", description },
  ]);
const unprocessable = (issue: string, description: string) =>
  ppError(
    422,
    "UNPROCESSABLE_ENTITY",
    "The requested action could not be performed, semantically incorrect, or failed business validation.",
    [{ issue, description }],
  );

const FREQUENCY_LIMITS = { DAY: 365, WEEK: 52, MONTH: 12, YEAR: 1 } as const;

function addCycle(from: Date, frequency: Plan["billing_cycles"][number]["frequency"]): Date {
  const next = new Date(from);
  const count = frequency.interval_count;
  if (frequency.interval_unit === "DAY") next.setUTCDate(next.getUTCDate() + count);
  else if (frequency.interval_unit === "WEEK") next.setUTCDate(next.getUTCDate() + 7 * count);
  else if (frequency.interval_unit === "MONTH") next.setUTCMonth(next.getUTCMonth() + count);
  else next.setUTCFullYear(next.getUTCFullYear() + count);
  return next;
}

function fee(value: string): Money["value"] {
  const cents = Math.round(Number(value) * 100);
  return (Math.round(cents * 0.029 + 30) / 100).toFixed(2);
}

export async function startPayPalStandIn(options: PayPalStandInOptions): Promise<PayPalStandIn> {
  const clientId = options.clientId ?? "standin-client";
  const clientSecret = options.clientSecret ?? "standin-secret";
  const signingKey = randomBytes(32);
  const tokens = new Set<string>();
  const requestIds = new Map<string, string>();
  let webhookUrl = options.webhookUrl;
  const state: PayPalStandIn["state"] = {
    products: new Map(),
    plans: new Map(),
    subscriptions: new Map(),
    transactions: new Map(),
    webhooks: [],
    calls: [],
  };
  const sentByTransmission = new Map<string, SentWebhook>();
  let base = "";

  function subscriptionJson(sub: StandInSubscription, withPlan: boolean): Json {
    const { application_context: _a, pending_revision: _p, ba_token: _b, ...visible } = sub;
    const self = `${base}/v1/billing/subscriptions/${sub.id}`;
    const links: Json[] =
      sub.status === "APPROVAL_PENDING"
        ? [{ href: `${base}/checkoutnow?token=${sub.id}`, rel: "approve", method: "GET" }]
        : [];
    links.push({ href: self, rel: "edit", method: "PATCH" }, { href: self, rel: "self", method: "GET" });
    const plan = state.plans.get(sub.plan_id);
    return {
      ...visible,
      quantity: "1",
      plan_overridden: false,
      ...(withPlan && plan
        ? {
            plan: {
              product_id: plan.product_id,
              name: plan.name,
              billing_cycles: plan.billing_cycles,
              payment_preferences: plan.payment_preferences,
            },
          }
        : {}),
      links,
    };
  }

  function regular(plan: Plan) {
    const cycle = plan.billing_cycles.find((c) => c.tenure_type === "REGULAR");
    if (!cycle) throw new Error("plan without a regular cycle");
    return cycle;
  }

  async function send(eventType: string, resourceType: "subscription" | "sale", resource: Json, summary: string) {
    const event = {
      id: id("WH-", 24),
      event_version: "1.0",
      // PayPal dates events to the second, like the Date header of its API answers.
      create_time: now(),
      resource_type: resourceType,
      resource_version: resourceType === "subscription" ? "2.0" : "1.0",
      event_type: eventType,
      summary,
      resource,
      links: [],
    };
    const body = JSON.stringify(event);
    const transmissionId = randomUUID();
    const transmissionTime = new Date().toISOString();
    const crc = Bun.hash.crc32(body);
    const signature = createHmac("sha256", signingKey)
      .update(`${transmissionId}|${transmissionTime}|${options.webhookId}|${crc}`)
      .digest("base64");
    const sent: SentWebhook = {
      event,
      body,
      headers: {
        "content-type": "application/json",
        "paypal-transmission-id": transmissionId,
        "paypal-transmission-time": transmissionTime,
        "paypal-transmission-sig": signature,
        "paypal-cert-url": `${base}/v1/notifications/certs/CERT-standin-${options.webhookId}`,
        "paypal-auth-algo": "SHA256withRSA",
      },
      status: null,
    };
    sentByTransmission.set(transmissionId, sent);
    state.webhooks.push(sent);
    sent.status = await deliver(sent);
  }

  async function deliver(sent: SentWebhook): Promise<number | null> {
    const target = webhookUrl ?? "http://receiver.invalid/webhooks/paypal";
    if (!options.deliver && !webhookUrl) return null;
    const request = new Request(target, { method: "POST", headers: sent.headers, body: sent.body });
    try {
      const response = options.deliver ? await options.deliver(request) : await fetch(request);
      await response.arrayBuffer();
      return response.status;
    } catch {
      return null;
    }
  }

  function subscriptionEvent(type: string, sub: StandInSubscription, summary: string) {
    return send(type, "subscription", subscriptionJson(sub, false), summary);
  }

  /** One regular payment; a successful one returns the sender of its PAYMENT.SALE.COMPLETED event. */
  function collect(sub: StandInSubscription, succeed: boolean): (() => Promise<void>) | null {
    const plan = state.plans.get(sub.plan_id);
    if (!plan) throw new Error("subscription without a plan");
    const cycle = regular(plan);
    const price = cycle.pricing_scheme.fixed_price;
    const time = now();
    const txId = id("", 17);
    const list = state.transactions.get(sub.id) ?? [];
    state.transactions.set(sub.id, list);
    const billing = (sub.billing_info ??= {
      outstanding_balance: { currency_code: price.currency_code, value: "0.00" },
      cycle_executions: [],
      failed_payments_count: 0,
    });
    if (!succeed) {
      list.push({
        id: txId,
        status: "DECLINED",
        amount_with_breakdown: {
          gross_amount: price,
          fee_amount: { currency_code: price.currency_code, value: "0.00" },
          net_amount: price,
        },
        payer_email: sub.subscriber.email_address,
        time,
      });
      billing.failed_payments_count += 1;
      billing.outstanding_balance = { ...price };
      billing.last_failed_payment = {
        amount: price,
        time,
        reason_code: "PAYMENT_DENIED",
        next_payment_retry_time: new Date(Date.now() + 5 * 86_400_000).toISOString(),
      };
      sub.update_time = time;
      return null;
    }
    const feeValue = fee(price.value);
    list.push({
      id: txId,
      status: "COMPLETED",
      amount_with_breakdown: {
        gross_amount: price,
        fee_amount: { currency_code: price.currency_code, value: feeValue },
        net_amount: { currency_code: price.currency_code, value: (Number(price.value) - Number(feeValue)).toFixed(2) },
      },
      payer_email: sub.subscriber.email_address,
      time,
    });
    const paidFrom = billing.next_billing_time ? new Date(billing.next_billing_time) : new Date();
    billing.last_payment = { amount: { ...price }, time };
    billing.next_billing_time = addCycle(paidFrom > new Date() ? paidFrom : new Date(), cycle.frequency)
      .toISOString()
      .replace(/\.\d{3}Z$/, "Z");
    billing.failed_payments_count = 0;
    billing.outstanding_balance = { currency_code: price.currency_code, value: "0.00" };
    delete billing.last_failed_payment;
    billing.cycle_executions = [
      {
        tenure_type: "REGULAR",
        sequence: 1,
        cycles_completed: list.filter((t) => t.status === "COMPLETED").length,
        cycles_remaining: 0,
        current_pricing_scheme_version: 1,
        total_cycles: 0,
      },
    ];
    sub.update_time = time;
    return () =>
      send(
        "PAYMENT.SALE.COMPLETED",
        "sale",
        {
          id: txId,
          state: "completed",
          amount: { total: price.value, currency: price.currency_code, details: { subtotal: price.value } },
          payment_mode: "INSTANT_TRANSFER",
          protection_eligibility: "ELIGIBLE",
          transaction_fee: { value: feeValue, currency: price.currency_code },
          billing_agreement_id: sub.id,
          ...(sub.custom_id ? { custom: sub.custom_id } : {}),
          create_time: time,
          update_time: time,
          links: [],
        },
        `Payment completed for ${price.value} ${price.currency_code}`,
      );
  }

  function setStatus(sub: StandInSubscription, status: StandInSubscription["status"], note?: string) {
    sub.status = status;
    sub.status_update_time = now();
    sub.update_time = sub.status_update_time;
    if (note === undefined) delete sub.status_change_note;
    else sub.status_change_note = note;
  }

  async function approve(subscriptionId: string): Promise<string> {
    const sub = state.subscriptions.get(subscriptionId);
    if (!sub) throw new Error(`no subscription ${subscriptionId}`);
    if (sub.pending_revision) {
      const revision = sub.pending_revision;
      delete sub.pending_revision;
      sub.plan_id = revision.plan_id;
      sub.update_time = now();
      await subscriptionEvent("BILLING.SUBSCRIPTION.UPDATED", sub, "Subscription updated");
      return revision.return_url ? withParams(revision.return_url, sub) : `${base}/myaccount/autopay/`;
    }
    if (sub.status !== "APPROVAL_PENDING") throw new Error(`subscription ${subscriptionId} is ${sub.status}`);
    sub.subscriber.payer_id ??= id("", 13);
    sub.subscriber.email_address ??= "buyer@example.test";
    sub.start_time = now();
    setStatus(sub, "ACTIVE");
    // PayPal takes the first payment as the subscription activates.
    const notifySale = collect(sub, true);
    await subscriptionEvent("BILLING.SUBSCRIPTION.ACTIVATED", sub, "Subscription activated");
    await notifySale?.();
    return withParams(sub.application_context.return_url, sub);
  }

  function withParams(target: string, sub: StandInSubscription): string {
    const url = new URL(target);
    url.searchParams.set("subscription_id", sub.id);
    url.searchParams.set("ba_token", sub.ba_token);
    url.searchParams.set("token", `EC-${sub.ba_token.slice(3)}`);
    return url.toString();
  }

  async function readJson(request: Request): Promise<{ ok: true; body: unknown } | { ok: false; response: Response }> {
    const text = await request.text();
    if (text === "") return { ok: true, body: undefined };
    try {
      return { ok: true, body: JSON.parse(text) };
    } catch {
      return {
        ok: false,
        response: ppError(
          400,
          "INVALID_REQUEST",
          "Request is not well-formed, syntactically incorrect, or violates schema.",
          [{ issue: "MALFORMED_REQUEST_JSON", description: "The request JSON is not well formed." }],
        ),
      };
    }
  }

  function authorised(request: Request): boolean {
    const header = request.headers.get("authorization") ?? "";
    return header.startsWith("Bearer ") && tokens.has(header.slice(7));
  }

  function token(request: Request): Response {
    const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString("base64")}`;
    if (request.headers.get("authorization") !== expected)
      return json({ error: "invalid_client", error_description: "Client Authentication failed" }, 401);
    const accessToken = `A21AA${randomBytes(24).toString("base64url")}`;
    tokens.add(accessToken);
    return json({
      scope: "https://uri.paypal.com/services/subscriptions",
      access_token: accessToken,
      token_type: "Bearer",
      app_id: "APP-STANDIN",
      expires_in: 32400,
      nonce: `${now()}${randomBytes(8).toString("hex")}`,
    });
  }

  function createProduct(body: unknown): Response {
    const input = (body ?? {}) as Json;
    if (typeof input.name !== "string" || input.name.length < 1 || input.name.length > 127)
      return invalid("/name", "name is required and at most 127 characters.");
    if (!["PHYSICAL", "DIGITAL", "SERVICE"].includes(String(input.type)))
      return invalid("/type", "type must be PHYSICAL, DIGITAL or SERVICE.");
    if (input.description !== undefined && (typeof input.description !== "string" || input.description.length > 256))
      return invalid("/description", "description is at most 256 characters.");
    const product = {
      id: id("PROD-", 17),
      name: input.name,
      description: input.description,
      type: input.type,
      create_time: now(),
      update_time: now(),
    };
    state.products.set(product.id, product);
    return json({ ...product, links: [] }, 201);
  }

  function patchProduct(productId: string, body: unknown): Response {
    const product = state.products.get(productId);
    if (!product) return notFound("product");
    if (!Array.isArray(body) || body.length === 0) return invalid("/", "A JSON patch array is required.");
    for (const op of body as Json[]) {
      if (!["/description", "/category", "/image_url", "/home_url"].includes(String(op.path)))
        return invalid(String(op.path), "This field cannot be patched.");
      if (op.op !== "replace" && op.op !== "add" && op.op !== "remove")
        return invalid("/op", "op must be add, replace or remove.");
    }
    for (const op of body as Json[]) {
      const key = String(op.path).slice(1);
      if (op.op === "remove") delete product[key];
      else product[key] = op.value;
    }
    product.update_time = now();
    return new Response(null, { status: 204 });
  }

  function createPlan(body: unknown): Response {
    const input = (body ?? {}) as Json;
    if (typeof input.product_id !== "string" || !state.products.has(input.product_id))
      return unprocessable("INVALID_PRODUCT_ID", "The product id is not valid.");
    if (typeof input.name !== "string" || input.name.length < 1 || input.name.length > 127)
      return invalid("/name", "name is required and at most 127 characters.");
    const cycles = input.billing_cycles;
    if (!Array.isArray(cycles) || cycles.length === 0) return invalid("/billing_cycles", "billing_cycles is required.");
    const regularCycles = (cycles as Json[]).filter((c) => c.tenure_type === "REGULAR");
    if (regularCycles.length !== 1) return invalid("/billing_cycles", "Exactly one REGULAR cycle is supported.");
    const stamp = now();
    const parsed: Plan["billing_cycles"] = [];
    for (const cycle of cycles as Json[]) {
      const frequency = (cycle.frequency ?? {}) as Json;
      const unit = String(frequency.interval_unit) as keyof typeof FREQUENCY_LIMITS;
      const count = Number(frequency.interval_count ?? 1);
      if (!(unit in FREQUENCY_LIMITS))
        return invalid("/billing_cycles/frequency/interval_unit", "interval_unit must be DAY, WEEK, MONTH or YEAR.");
      if (!Number.isInteger(count) || count < 1 || count > FREQUENCY_LIMITS[unit])
        return unprocessable(
          "INVALID_INTERVAL_COUNT",
          `interval_count for ${unit} must be between 1 and ${FREQUENCY_LIMITS[unit]}.`,
        );
      const fixed = ((cycle.pricing_scheme ?? {}) as Json).fixed_price as Money | undefined;
      if (
        !fixed ||
        !/^[A-Z]{3}$/.test(String(fixed.currency_code)) ||
        !/^\d{1,10}(\.\d{1,2})?$/.test(String(fixed.value))
      )
        return invalid("/billing_cycles/pricing_scheme/fixed_price", "fixed_price needs a value and a currency_code.");
      if (Number(cycle.total_cycles ?? 1) !== 0 && cycle.tenure_type === "REGULAR")
        return unprocessable("UNSUPPORTED_TOTAL_CYCLES", "The stand-in supports endless plans only (total_cycles 0).");
      parsed.push({
        frequency: { interval_unit: unit, interval_count: count },
        tenure_type: cycle.tenure_type === "TRIAL" ? "TRIAL" : "REGULAR",
        sequence: Number(cycle.sequence ?? 1),
        total_cycles: Number(cycle.total_cycles ?? 0),
        pricing_scheme: { version: 1, fixed_price: { ...fixed }, create_time: stamp, update_time: stamp },
      });
    }
    if (!input.payment_preferences || typeof input.payment_preferences !== "object")
      return invalid("/payment_preferences", "payment_preferences is required.");
    const plan: Plan = {
      id: id("P-", 24),
      product_id: input.product_id,
      name: input.name,
      description: typeof input.description === "string" ? input.description : undefined,
      status: input.status === "CREATED" || input.status === "INACTIVE" ? input.status : "ACTIVE",
      billing_cycles: parsed,
      payment_preferences: input.payment_preferences as Json,
      create_time: stamp,
      update_time: stamp,
    };
    state.plans.set(plan.id, plan);
    return json({ ...plan, usage_type: "LICENSED", links: [] }, 201);
  }

  function createSubscription(request: Request, body: unknown): Response {
    const requestId = request.headers.get("paypal-request-id");
    const earlier = requestId ? requestIds.get(requestId) : undefined;
    const earlierSub = earlier ? state.subscriptions.get(earlier) : undefined;
    if (earlierSub) return json(subscriptionJson(earlierSub, false), 201);
    const input = (body ?? {}) as Json;
    const plan = typeof input.plan_id === "string" ? state.plans.get(input.plan_id) : undefined;
    if (!plan) return unprocessable("INVALID_PLAN_ID", "The plan id is not valid.");
    if (plan.status !== "ACTIVE") return unprocessable("PLAN_STATUS_INVALID", "The plan is not active.");
    if (input.custom_id !== undefined && (typeof input.custom_id !== "string" || input.custom_id.length > 127))
      return invalid("/custom_id", "custom_id is at most 127 characters.");
    const context = (input.application_context ?? {}) as Json;
    for (const field of ["return_url", "cancel_url"]) {
      try {
        new URL(String(context[field]));
      } catch {
        return invalid(`/application_context/${field}`, `${field} must be an absolute URL.`);
      }
    }
    const subscriber = (input.subscriber ?? {}) as StandInSubscription["subscriber"];
    const stamp = now();
    const sub: StandInSubscription = {
      id: id("I-", 12),
      plan_id: plan.id,
      status: "APPROVAL_PENDING",
      status_update_time: stamp,
      custom_id: input.custom_id as string | undefined,
      start_time: stamp,
      create_time: stamp,
      update_time: stamp,
      subscriber: { email_address: subscriber.email_address, name: subscriber.name },
      application_context: { return_url: String(context.return_url), cancel_url: String(context.cancel_url) },
      ba_token: id("BA-", 17),
    };
    state.subscriptions.set(sub.id, sub);
    if (requestId) requestIds.set(requestId, sub.id);
    return json(subscriptionJson(sub, false), 201);
  }

  async function subscriptionAction(sub: StandInSubscription, action: string, body: unknown): Promise<Response> {
    const input = (body ?? {}) as Json;
    if (action === "cancel") {
      if (typeof input.reason !== "string" || input.reason.length < 1 || input.reason.length > 128)
        return invalid("/reason", "reason is required and at most 128 characters.");
      if (sub.status !== "ACTIVE" && sub.status !== "SUSPENDED")
        return unprocessable(
          "SUBSCRIPTION_STATUS_INVALID",
          "Invalid subscription status for cancel action; subscription status should be active or suspended.",
        );
      setStatus(sub, "CANCELLED", input.reason);
      if (sub.billing_info) delete sub.billing_info.next_billing_time;
      await subscriptionEvent("BILLING.SUBSCRIPTION.CANCELLED", sub, "Subscription cancelled");
      return new Response(null, { status: 204 });
    }
    if (action === "suspend") {
      if (typeof input.reason !== "string" || input.reason.length < 1) return invalid("/reason", "reason is required.");
      if (sub.status !== "ACTIVE")
        return unprocessable(
          "SUBSCRIPTION_STATUS_INVALID",
          "Invalid subscription status for suspend action; subscription status should be active.",
        );
      setStatus(sub, "SUSPENDED", input.reason);
      await subscriptionEvent("BILLING.SUBSCRIPTION.SUSPENDED", sub, "Subscription suspended");
      return new Response(null, { status: 204 });
    }
    if (action === "activate") {
      if (sub.status !== "SUSPENDED")
        return unprocessable(
          "SUBSCRIPTION_STATUS_INVALID",
          "Invalid subscription status for activate action; subscription status should be suspended.",
        );
      setStatus(sub, "ACTIVE", typeof input.reason === "string" ? input.reason : undefined);
      const owed = sub.billing_info && Number(sub.billing_info.outstanding_balance.value) > 0;
      // auto_bill_outstanding: the debt is collected as the subscription comes back.
      const notifySale = owed ? collect(sub, true) : null;
      await subscriptionEvent("BILLING.SUBSCRIPTION.ACTIVATED", sub, "Subscription re-activated");
      await notifySale?.();
      return new Response(null, { status: 204 });
    }
    if (action === "revise") {
      const plan = typeof input.plan_id === "string" ? state.plans.get(input.plan_id) : undefined;
      if (!plan) return unprocessable("INVALID_PLAN_ID", "The plan id is not valid.");
      if (sub.status !== "ACTIVE")
        return unprocessable(
          "SUBSCRIPTION_STATUS_INVALID",
          "Invalid subscription status for revise action; subscription status should be active.",
        );
      const context = (input.application_context ?? {}) as Json;
      sub.pending_revision = {
        plan_id: plan.id,
        return_url: typeof context.return_url === "string" ? context.return_url : undefined,
        cancel_url: typeof context.cancel_url === "string" ? context.cancel_url : undefined,
      };
      // A plan switch always needs the buyer's consent at PayPal.
      return json({
        plan_id: plan.id,
        plan_overridden: false,
        links: [{ href: `${base}/checkoutnow?token=${sub.id}`, rel: "approve", method: "GET" }],
      });
    }
    return ppError(404, "RESOURCE_NOT_FOUND", "The specified resource does not exist.");
  }

  function transactions(sub: StandInSubscription, url: URL): Response {
    const start = url.searchParams.get("start_time");
    const end = url.searchParams.get("end_time");
    if (!start || !end || Number.isNaN(Date.parse(start)) || Number.isNaN(Date.parse(end)))
      return invalid("/start_time", "start_time and end_time are required date-times.");
    const list = (state.transactions.get(sub.id) ?? []).filter(
      (t) => Date.parse(t.time) >= Date.parse(start) && Date.parse(t.time) <= Date.parse(end),
    );
    return json({
      transactions: list.map((t) => ({
        ...t,
        payer_name: { given_name: sub.subscriber.name?.given_name, surname: sub.subscriber.name?.surname },
      })),
      links: [],
    });
  }

  function verify(body: unknown): Response {
    const input = (body ?? {}) as Json;
    const fields = ["auth_algo", "cert_url", "transmission_id", "transmission_sig", "transmission_time", "webhook_id"];
    for (const field of fields) {
      if (typeof input[field] !== "string" || (input[field] as string).length === 0)
        return ppError(400, "VALIDATION_ERROR", "Invalid request - see details.", [
          { field, issue: "MISSING_REQUIRED_PARAMETER", description: `${field} is required.` },
        ]);
    }
    if (!input.webhook_event || typeof input.webhook_event !== "object")
      return ppError(400, "VALIDATION_ERROR", "Invalid request - see details.", [
        { field: "webhook_event", issue: "MISSING_REQUIRED_PARAMETER", description: "webhook_event is required." },
      ]);
    const sent = sentByTransmission.get(input.transmission_id as string);
    const good =
      sent !== undefined &&
      input.webhook_id === options.webhookId &&
      input.auth_algo === sent.headers["paypal-auth-algo"] &&
      input.cert_url === sent.headers["paypal-cert-url"] &&
      input.transmission_sig === sent.headers["paypal-transmission-sig"] &&
      input.transmission_time === sent.headers["paypal-transmission-time"] &&
      Bun.deepEquals(input.webhook_event, JSON.parse(sent.body), true);
    return json({ verification_status: good ? "SUCCESS" : "FAILURE" });
  }

  function approvalPage(sub: StandInSubscription): Response {
    const planId = sub.pending_revision?.plan_id ?? sub.plan_id;
    const plan = state.plans.get(planId);
    const price = plan ? regular(plan).pricing_scheme.fixed_price : undefined;
    const what = sub.pending_revision ? "Change your subscription to" : "Subscribe to";
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${STANDIN_TITLE}</title>
<meta name="viewport" content="width=device-width,initial-scale=1"></head>
<body style="font-family:sans-serif;max-width:32rem;margin:3rem auto">
<h1>${STANDIN_TITLE}</h1>
<p>This page stands in for PayPal on this machine. No money moves.</p>
<p>${what} <strong>${escapeHtml(plan?.name ?? planId)}</strong>${price ? ` for ${escapeHtml(price.value)} ${escapeHtml(price.currency_code)}` : ""}.</p>
<form method="post" action="/checkoutnow"><input type="hidden" name="token" value="${escapeHtml(sub.id)}">
<button type="submit" name="action" value="approve">Approve</button>
<button type="submit" name="action" value="cancel">Cancel</button></form></body></html>`;
    return new Response(html, { headers: { "content-type": "text/html; charset=utf-8" } });
  }

  async function approvalAnswer(request: Request): Promise<Response> {
    const form = await request.formData();
    const sub = state.subscriptions.get(String(form.get("token")));
    if (!sub) return new Response("Unknown token", { status: 404 });
    if (form.get("action") === "approve") {
      try {
        return Response.redirect(await approve(sub.id), 303);
      } catch (error) {
        return new Response(error instanceof Error ? error.message : "Cannot approve", { status: 409 });
      }
    }
    const revision = sub.pending_revision;
    delete sub.pending_revision;
    const target = revision ? revision.cancel_url : sub.application_context.cancel_url;
    if (!target) return new Response("Cancelled", { status: 200 });
    const url = new URL(target);
    url.searchParams.set("ba_token", sub.ba_token);
    url.searchParams.set("token", `EC-${sub.ba_token.slice(3)}`);
    return Response.redirect(url.toString(), 303);
  }

  function autopayPage(): Response {
    const rows = [...state.subscriptions.values()]
      .filter((s) => s.status !== "APPROVAL_PENDING")
      .map((s) => `<li>${escapeHtml(s.id)}: ${escapeHtml(s.status)}</li>`)
      .join("");
    return new Response(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Automatic payments (local stand-in)</title></head><body><h1>Automatic payments (local stand-in)</h1><p>PayPal manages the funding source of these subscriptions.</p><ul>${rows}</ul></body></html>`,
      { headers: { "content-type": "text/html; charset=utf-8" } },
    );
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname;
    const method = request.method;
    state.calls.push(`${method} ${path}`);
    if (path === "/health") return json({ ok: true });
    if (path === "/checkoutnow" && method === "GET") {
      const sub = state.subscriptions.get(url.searchParams.get("token") ?? "");
      return sub ? approvalPage(sub) : new Response("Unknown token", { status: 404 });
    }
    if (path === "/checkoutnow" && method === "POST") return approvalAnswer(request);
    if (path === "/myaccount/autopay/" && method === "GET") return autopayPage();
    if (path === "/v1/oauth2/token" && method === "POST") return token(request);
    if (!path.startsWith("/v1/")) return new Response("Not found", { status: 404 });
    if (!authorised(request))
      return ppError(
        401,
        "AUTHENTICATION_FAILURE",
        "Authentication failed due to invalid authentication credentials or a missing Authorization header.",
      );
    const read = method === "GET" ? ({ ok: true, body: undefined } as const) : await readJson(request);
    if (!read.ok) return read.response;
    const body = read.body;

    if (path === "/v1/catalogs/products" && method === "POST") return createProduct(body);
    let match = /^\/v1\/catalogs\/products\/([^/]+)$/.exec(path);
    if (match?.[1]) {
      const product = state.products.get(decodeURIComponent(match[1]));
      if (method === "GET") return product ? json(product) : notFound("product");
      if (method === "PATCH") return patchProduct(decodeURIComponent(match[1]), body);
    }
    if (path === "/v1/billing/plans" && method === "POST") return createPlan(body);
    match = /^\/v1\/billing\/plans\/([^/]+)$/.exec(path);
    if (match?.[1] && method === "GET") {
      const plan = state.plans.get(decodeURIComponent(match[1]));
      return plan ? json({ ...plan, usage_type: "LICENSED", links: [] }) : notFound("plan");
    }
    if (path === "/v1/billing/subscriptions" && method === "POST") return createSubscription(request, body);
    match = /^\/v1\/billing\/subscriptions\/([^/]+)(?:\/([a-z]+))?$/.exec(path);
    if (match?.[1]) {
      const sub = state.subscriptions.get(decodeURIComponent(match[1]));
      if (!sub) return notFound("subscription");
      const action = match[2];
      if (!action && method === "GET")
        return json(subscriptionJson(sub, (url.searchParams.get("fields") ?? "").split(",").includes("plan")));
      if (action === "transactions" && method === "GET") return transactions(sub, url);
      if (action && method === "POST") return subscriptionAction(sub, action, body);
    }
    if (path === "/v1/notifications/verify-webhook-signature" && method === "POST") return verify(body);
    return ppError(404, "RESOURCE_NOT_FOUND", "The specified resource does not exist.");
  }

  const server = Bun.serve({
    port: options.port ?? 0,
    hostname: "127.0.0.1",
    fetch: (request) =>
      handle(request).catch((error) =>
        ppError(
          500,
          "INTERNAL_SERVER_ERROR",
          error instanceof Error ? error.message : "An internal server error has occurred.",
        ),
      ),
  });
  base = `http://127.0.0.1:${server.port}`;

  return {
    url: base,
    state,
    async stop() {
      await server.stop(true);
    },
    approve,
    async charge(subscriptionId) {
      const sub = state.subscriptions.get(subscriptionId);
      if (!sub) throw new Error(`no subscription ${subscriptionId}`);
      const wasSuspended = sub.status === "SUSPENDED";
      if (wasSuspended) setStatus(sub, "ACTIVE");
      const notifySale = collect(sub, true);
      if (wasSuspended) await subscriptionEvent("BILLING.SUBSCRIPTION.ACTIVATED", sub, "Subscription re-activated");
      await notifySale?.();
    },
    async failPayment(subscriptionId, failOptions = {}) {
      const sub = state.subscriptions.get(subscriptionId);
      if (!sub) throw new Error(`no subscription ${subscriptionId}`);
      collect(sub, false);
      await subscriptionEvent("BILLING.SUBSCRIPTION.PAYMENT.FAILED", sub, "Subscription payment failed");
      const threshold = Number(
        (state.plans.get(sub.plan_id)?.payment_preferences as Json | undefined)?.payment_failure_threshold ?? 3,
      );
      if (failOptions.suspend || (sub.billing_info?.failed_payments_count ?? 0) >= threshold) {
        setStatus(sub, "SUSPENDED", "Payment failure threshold reached.");
        await subscriptionEvent("BILLING.SUBSCRIPTION.SUSPENDED", sub, "Subscription suspended");
      }
    },
    replay: deliver,
    setWebhookUrl(url) {
      webhookUrl = url;
    },
  };
}
