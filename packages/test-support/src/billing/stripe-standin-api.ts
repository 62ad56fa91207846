import type { StandInFlows } from "./stripe-standin-flows.ts";
import {
  bool,
  type FormObject,
  int,
  list,
  metadataOf,
  obj,
  ParamError,
  requireStr,
  str,
} from "./stripe-standin-form.ts";
import {
  type Interval,
  newId,
  type StripeCheckoutSession,
  type StripePrice,
  type StripeProduct,
  type StripeSubscription,
} from "./stripe-standin-state.ts";

/** The part of Stripe's v1 REST API that Backbeat's adapter calls. */

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly type = "invalid_request_error",
    readonly param?: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

const missing = (kind: string, id: string, param = "id") =>
  new StripeApiError(404, `No such ${kind}: '${id}'`, "invalid_request_error", param, "resource_missing");

type Handler = (flows: StandInFlows, form: FormObject, id: string) => unknown;

const INTERVALS: Interval[] = ["day", "week", "month", "year"];

function lookup(flows: StandInFlows, id: string): unknown {
  const { state } = flows;
  const prefix = id.slice(0, id.indexOf("_"));
  const maps: Record<string, Map<string, unknown>> = {
    pm: state.paymentMethods,
    cus: state.customers,
    sub: state.subscriptions,
    in: state.invoices,
    price: state.prices,
    prod: state.products,
    cs: state.sessions,
  };
  return maps[prefix]?.get(id);
}

/** `expand[]`: replaces ids along each dotted path with the objects they name (on a copy). */
export function expand(flows: StandInFlows, value: unknown, form: FormObject): unknown {
  const paths = list(form, "expand").filter((p): p is string => typeof p === "string");
  if (paths.length === 0) return value;
  const copy = structuredClone(value);
  const walk = (node: unknown, parts: string[]): unknown => {
    if (Array.isArray(node)) return node.map((entry) => walk(entry, parts));
    if (!node || typeof node !== "object") return node;
    const [head, ...rest] = parts;
    if (head === undefined) return node;
    const record = node as Record<string, unknown>;
    const current = record[head];
    if (rest.length === 0) {
      if (typeof current === "string") record[head] = structuredClone(lookup(flows, current) ?? current);
    } else {
      record[head] = walk(current, rest);
    }
    return record;
  };
  let out = copy;
  for (const path of paths) out = walk(out, path.split("."));
  return out;
}

const listOf = <T>(url: string, data: T[]) => ({ object: "list", data, has_more: false, url });

function product(flows: StandInFlows, id: string): StripeProduct {
  const found = flows.state.products.get(id);
  if (!found) throw missing("product", id);
  return found;
}

function price(flows: StandInFlows, id: string, param = "price"): StripePrice {
  const found = flows.state.prices.get(id);
  if (!found) throw missing("price", id, param);
  return found;
}

function subscription(flows: StandInFlows, id: string, param = "subscription"): StripeSubscription {
  const found = flows.state.subscriptions.get(id);
  if (!found) throw missing("subscription", id, param);
  return found;
}

function customer(flows: StandInFlows, id: string, param = "customer") {
  const found = flows.state.customers.get(id);
  if (!found) throw missing("customer", id, param);
  return found;
}

const createProduct: Handler = (flows, form) => {
  const now = flows.state.now();
  const description = str(form, "description");
  if (description === "") throw new ParamError("You passed an empty string for 'description'.", "description");
  const created: StripeProduct = {
    id: newId("prod"),
    object: "product",
    active: bool(form, "active") ?? true,
    created: now,
    updated: now,
    name: requireStr(form, "name"),
    description: description ?? null,
    metadata: metadataOf(form),
    livemode: false,
  };
  flows.state.products.set(created.id, created);
  return created;
};

const updateProduct: Handler = (flows, form, id) => {
  const found = product(flows, id);
  const name = str(form, "name");
  if (name !== undefined) {
    if (name === "") throw new ParamError("You passed an empty string for 'name'.", "name");
    found.name = name;
  }
  const description = str(form, "description");
  if (description !== undefined) found.description = description === "" ? null : description;
  const active = bool(form, "active");
  if (active !== undefined) found.active = active;
  Object.assign(found.metadata, metadataOf(form));
  found.updated = flows.state.now();
  return found;
};

const createPrice: Handler = (flows, form) => {
  const productId = requireStr(form, "product");
  product(flows, productId);
  const currency = requireStr(form, "currency");
  if (!/^[a-z]{3}$/.test(currency)) throw new ParamError(`Invalid currency: ${currency}.`, "currency");
  const amount = int(form, "unit_amount");
  if (amount === undefined) throw new ParamError("Missing required param: unit_amount.", "unit_amount");
  if (amount < 0) throw new ParamError("This value must be greater than or equal to 0.", "unit_amount");
  const recurring = obj(form, "recurring");
  const interval = requireStr(recurring, "interval", "recurring[interval]") as Interval;
  if (!INTERVALS.includes(interval)) throw new ParamError(`Invalid interval: ${interval}.`, "recurring[interval]");
  const count = int(recurring, "interval_count", "recurring[interval_count]") ?? 1;
  if (count < 1) throw new ParamError("Invalid interval_count.", "recurring[interval_count]");
  const created: StripePrice = {
    id: newId("price"),
    object: "price",
    active: true,
    created: flows.state.now(),
    currency,
    product: productId,
    recurring: { interval, interval_count: count, usage_type: "licensed" },
    type: "recurring",
    unit_amount: amount,
    metadata: metadataOf(form),
    livemode: false,
  };
  flows.state.prices.set(created.id, created);
  return created;
};

const createCustomer: Handler = (flows, form) =>
  flows.state.createCustomer({
    email: str(form, "email") ?? null,
    name: str(form, "name") ?? null,
    metadata: metadataOf(form),
  });

const createCheckoutSession: Handler = (flows, form) => {
  const { state } = flows;
  const mode = requireStr(form, "mode");
  if (mode !== "subscription") throw new ParamError("The stand-in only supports mode=subscription.", "mode");
  const lines = list(form, "line_items");
  if (lines.length !== 1) throw new ParamError("Exactly one line item is supported.", "line_items");
  const line = lines[0] as FormObject;
  const sold = price(flows, requireStr(line, "price", "line_items[0][price]"), "line_items[0][price]");
  if (!sold.active) throw new ParamError("The price specified is inactive.", "line_items[0][price]");
  const customerId = str(form, "customer") ?? null;
  const email = str(form, "customer_email") ?? null;
  if (customerId && email) {
    throw new ParamError("You may only specify one of these parameters: customer, customer_email.", "customer");
  }
  if (customerId) customer(flows, customerId);
  const id = newId("cs_test");
  const now = state.now();
  const session: StripeCheckoutSession = {
    id,
    object: "checkout.session",
    mode: "subscription",
    status: "open",
    payment_status: "unpaid",
    customer: customerId,
    customer_email: email,
    client_reference_id: str(form, "client_reference_id") ?? null,
    metadata: metadataOf(form),
    success_url: requireStr(form, "success_url"),
    cancel_url: str(form, "cancel_url") ?? null,
    url: `${state.baseUrl()}/c/pay/${id}`,
    subscription: null,
    created: now,
    expires_at: now + 24 * 3600,
    livemode: false,
  };
  state.sessions.set(id, session);
  state.sessionDetails.set(id, {
    price: sold.id,
    subscriptionMetadata: metadataOf(obj(form, "subscription_data")),
  });
  return session;
};

const retrieveSession: Handler = (flows, _form, id) => {
  const found = flows.state.sessions.get(id);
  if (!found) throw missing("checkout.session", id);
  return found;
};

const updateSubscription: Handler = (flows, form, id) => {
  const { state } = flows;
  const found = subscription(flows, id);
  if (found.status === "canceled" || found.status === "incomplete_expired") {
    throw new StripeApiError(400, "A canceled subscription can only update its cancellation_details and metadata.");
  }
  const previous: Record<string, unknown> = {};
  const cancel = bool(form, "cancel_at_period_end");
  if (cancel !== undefined && cancel !== found.cancel_at_period_end) {
    previous.cancel_at_period_end = found.cancel_at_period_end;
    previous.canceled_at = found.canceled_at;
    found.cancel_at_period_end = cancel;
    found.canceled_at = cancel ? state.now() : null;
    found.cancel_at = cancel ? (found.items.data[0]?.current_period_end ?? null) : null;
  }
  const items = list(form, "items") as FormObject[];
  let invoice = null;
  if (items.length > 0) {
    if (items.length !== 1) throw new ParamError("Only one item is supported.", "items");
    const change = items[0] as FormObject;
    const item = found.items.data.find((i) => i.id === str(change, "id"));
    if (!item) throw missing("subscription_item", str(change, "id") ?? "", "items[0][id]");
    const next = price(flows, requireStr(change, "price", "items[0][price]"), "items[0][price]");
    if (next.currency !== item.price.currency) {
      throw new ParamError("The price's currency must match the subscription's currency.", "items[0][price]");
    }
    if (next.id !== item.price.id) {
      previous.items = structuredClone(found.items);
      const behavior = str(form, "proration_behavior") ?? "create_prorations";
      if (behavior === "none") {
        item.price = next;
      } else {
        invoice = state.applySwitch(found, item, next, state.now());
      }
    }
  }
  const metadata = metadataOf(form);
  if (Object.keys(metadata).length > 0) {
    previous.metadata = { ...found.metadata };
    Object.assign(found.metadata, metadata);
  }
  const method = str(form, "default_payment_method");
  if (method !== undefined) {
    if (!state.paymentMethods.has(method)) throw missing("payment_method", method, "default_payment_method");
    previous.default_payment_method = found.default_payment_method;
    found.default_payment_method = method;
  }
  if (invoice) {
    if (state.charge(invoice)) flows.emit("invoice.paid", invoice);
    else {
      found.status = "past_due";
      flows.emit("invoice.payment_failed", invoice);
    }
  }
  if (Object.keys(previous).length > 0) flows.emit("customer.subscription.updated", found, previous);
  return found;
};

const cancelSubscription: Handler = (flows, _form, id) => {
  const found = subscription(flows, id);
  if (found.status === "canceled") {
    throw new StripeApiError(404, `No such subscription: '${id}'`, "invalid_request_error", "id", "resource_missing");
  }
  const now = flows.state.now();
  const previousStatus = found.status;
  found.status = "canceled";
  found.canceled_at = now;
  found.ended_at = now;
  flows.emit("customer.subscription.deleted", found, { status: previousStatus });
  return found;
};

const listSubscriptions: Handler = (flows, form) => {
  const customerId = str(form, "customer");
  const status = str(form, "status");
  const data = [...flows.state.subscriptions.values()].filter(
    (s) =>
      (!customerId || s.customer === customerId) &&
      (status === "all" || (status ? s.status === status : s.status !== "canceled")),
  );
  return listOf("/v1/subscriptions", data);
};

const previewInvoice: Handler = (flows, form) => {
  const { state } = flows;
  const found = subscription(flows, requireStr(form, "subscription"));
  const customerId = str(form, "customer");
  if (customerId && customerId !== found.customer) {
    throw new ParamError("The subscription does not belong to this customer.", "customer");
  }
  const details = obj(form, "subscription_details");
  const change = (list(details, "items")[0] ?? {}) as FormObject;
  const item = found.items.data.find((i) => i.id === str(change, "id")) ?? found.items.data[0];
  if (!item) throw new ParamError("The subscription has no items.", "subscription");
  const nextId = str(change, "price");
  const next = nextId ? price(flows, nextId, "subscription_details[items][0][price]") : item.price;
  const at = int(details, "proration_date", "subscription_details[proration_date]") ?? state.now();
  if (str(details, "proration_behavior") === "none") {
    return state.buildInvoice(
      found,
      [state.periodLine(found, { ...item, price: next }, item.current_period_end)],
      "upcoming",
      {
        draftId: `upcoming_${newId("in")}`,
      },
    );
  }
  return state.previewSwitch(found, item, next, at);
};

const listInvoices: Handler = (flows, form) => {
  const subscriptionId = str(form, "subscription");
  const customerId = str(form, "customer");
  const limit = Math.min(100, Math.max(1, int(form, "limit") ?? 10));
  const data = [...flows.state.invoices.values()]
    .filter(
      (i) =>
        (!subscriptionId || i.parent.subscription_details.subscription === subscriptionId) &&
        (!customerId || i.customer === customerId),
    )
    .sort((a, b) => b.created - a.created)
    .slice(0, limit);
  return listOf("/v1/invoices", data);
};

const retrieveInvoice: Handler = (flows, _form, id) => {
  const found = flows.state.invoices.get(id);
  if (!found) throw missing("invoice", id);
  return found;
};

const createPortalSession: Handler = (flows, form) => {
  const { state } = flows;
  const customerId = requireStr(form, "customer");
  customer(flows, customerId);
  const id = newId("bps");
  const flow = obj(form, "flow_data");
  const session = {
    id,
    object: "billing_portal.session" as const,
    customer: customerId,
    return_url: str(form, "return_url") ?? null,
    url: `${state.baseUrl()}/p/session/${id}`,
    created: state.now(),
    flow: str(flow, "type") ? { type: str(flow, "type") as string } : null,
    livemode: false as const,
  };
  state.portalSessions.set(id, session);
  return session;
};

/** Method, path pattern (`:id` = one segment) and handler. */
const ROUTES: [string, RegExp, Handler][] = [
  ["POST", /^\/v1\/products$/, createProduct],
  ["POST", /^\/v1\/products\/([^/]+)$/, updateProduct],
  ["GET", /^\/v1\/products\/([^/]+)$/, (flows, _form, id) => product(flows, id)],
  ["POST", /^\/v1\/prices$/, createPrice],
  ["GET", /^\/v1\/prices\/([^/]+)$/, (flows, _form, id) => price(flows, id, "id")],
  ["POST", /^\/v1\/customers$/, createCustomer],
  [
    "GET",
    /^\/v1\/payment_methods\/([^/]+)$/,
    (flows, _form, id) => {
      const found = flows.state.paymentMethods.get(id);
      if (!found) throw missing("payment_method", id);
      return found;
    },
  ],
  ["GET", /^\/v1\/customers\/([^/]+)$/, (flows, _form, id) => customer(flows, id, "id")],
  ["POST", /^\/v1\/checkout\/sessions$/, createCheckoutSession],
  ["GET", /^\/v1\/checkout\/sessions\/([^/]+)$/, retrieveSession],
  ["GET", /^\/v1\/subscriptions$/, listSubscriptions],
  ["GET", /^\/v1\/subscriptions\/([^/]+)$/, (flows, _form, id) => subscription(flows, id, "id")],
  ["POST", /^\/v1\/subscriptions\/([^/]+)$/, updateSubscription],
  ["DELETE", /^\/v1\/subscriptions\/([^/]+)$/, cancelSubscription],
  ["POST", /^\/v1\/invoices\/create_preview$/, previewInvoice],
  ["GET", /^\/v1\/invoices$/, listInvoices],
  ["GET", /^\/v1\/invoices\/([^/]+)$/, retrieveInvoice],
  ["POST", /^\/v1\/billing_portal\/sessions$/, createPortalSession],
];

export function routeApi(flows: StandInFlows, method: string, path: string, form: FormObject): unknown {
  let allowed = false;
  for (const [routeMethod, pattern, handler] of ROUTES) {
    const match = pattern.exec(path);
    if (!match) continue;
    allowed = true;
    if (routeMethod !== method) continue;
    return expand(flows, handler(flows, form, decodeURIComponent(match[1] ?? "")), form);
  }
  throw new StripeApiError(
    404,
    allowed
      ? `Unrecognized request URL (${method}: ${path}).`
      : `Unrecognized request URL (${method}: ${path}). The local stand-in does not implement it.`,
  );
}
