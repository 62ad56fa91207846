/**
 * The stand-in's memory: Stripe-shaped objects (the fields the adapter and Stripe's docs rely on)
 * and the rules that move them — periods, prorations, invoices.
 */

export type Interval = "day" | "week" | "month" | "year";

export interface StripeProduct {
  id: string;
  object: "product";
  active: boolean;
  created: number;
  updated: number;
  name: string;
  description: string | null;
  metadata: Record<string, string>;
  livemode: false;
}

export interface StripePrice {
  id: string;
  object: "price";
  active: boolean;
  created: number;
  currency: string;
  product: string;
  recurring: { interval: Interval; interval_count: number; usage_type: "licensed" };
  type: "recurring";
  unit_amount: number;
  metadata: Record<string, string>;
  livemode: false;
}

export interface StripePaymentMethod {
  id: string;
  object: "payment_method";
  type: "card";
  card: { brand: string; last4: string; exp_month: number; exp_year: number; country: string; funding: string };
  customer: string | null;
  created: number;
  livemode: false;
}

export interface StripeCustomer {
  id: string;
  object: "customer";
  created: number;
  email: string | null;
  name: string | null;
  metadata: Record<string, string>;
  invoice_settings: { default_payment_method: string | null };
  livemode: false;
}

export interface StripeCheckoutSession {
  id: string;
  object: "checkout.session";
  mode: "subscription";
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  customer: string | null;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string | null;
  url: string | null;
  subscription: string | null;
  created: number;
  expires_at: number;
  livemode: false;
}

export interface StripeSubscriptionItem {
  id: string;
  object: "subscription_item";
  price: StripePrice;
  quantity: number;
  subscription: string;
  current_period_start: number;
  current_period_end: number;
  created: number;
  metadata: Record<string, string>;
}

export type SubscriptionStatusAtStripe =
  | "incomplete"
  | "incomplete_expired"
  | "trialing"
  | "active"
  | "past_due"
  | "unpaid"
  | "canceled"
  | "paused";

export interface StripeSubscription {
  id: string;
  object: "subscription";
  status: SubscriptionStatusAtStripe;
  customer: string;
  currency: string;
  items: { object: "list"; data: StripeSubscriptionItem[]; has_more: false; url: string };
  metadata: Record<string, string>;
  cancel_at_period_end: boolean;
  cancel_at: number | null;
  canceled_at: number | null;
  ended_at: number | null;
  created: number;
  start_date: number;
  billing_cycle_anchor: number;
  trial_start: number | null;
  trial_end: number | null;
  default_payment_method: string | null;
  latest_invoice: string | null;
  collection_method: "charge_automatically";
  livemode: false;
}

export interface StripeInvoiceLine {
  id: string;
  object: "line_item";
  amount: number;
  currency: string;
  description: string;
  period: { start: number; end: number };
  quantity: number;
  subscription: string;
  parent: {
    type: "subscription_item_details" | "invoice_item_details";
    subscription_item_details: {
      subscription: string;
      subscription_item: string;
      proration: boolean;
      invoice_item: null;
      proration_details: null;
    } | null;
    invoice_item_details: {
      invoice_item: string;
      subscription: string;
      proration: boolean;
      proration_details: null;
    } | null;
  };
  pricing: { type: "price_details"; price_details: { price: string; product: string }; unit_amount_decimal: string };
  metadata: Record<string, string>;
  livemode: false;
}

export interface StripeInvoice {
  id: string;
  object: "invoice";
  status: "draft" | "open" | "paid" | "void" | "uncollectible";
  customer: string;
  currency: string;
  amount_due: number;
  amount_paid: number;
  amount_remaining: number;
  subtotal: number;
  total: number;
  attempt_count: number;
  attempted: boolean;
  billing_reason: "subscription_create" | "subscription_cycle" | "subscription_update" | "upcoming";
  created: number;
  period_start: number;
  period_end: number;
  lines: { object: "list"; data: StripeInvoiceLine[]; has_more: false; url: string };
  parent: {
    type: "subscription_details";
    quote_details: null;
    subscription_details: { subscription: string; metadata: Record<string, string> };
  };
  default_payment_method: string | null;
  hosted_invoice_url: string | null;
  invoice_pdf: string | null;
  number: string | null;
  livemode: false;
}

export interface StripePortalSession {
  id: string;
  object: "billing_portal.session";
  customer: string;
  return_url: string | null;
  url: string;
  created: number;
  flow: { type: string } | null;
  livemode: false;
}

export interface StripeEvent {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

export function newId(prefix: string): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  let out = "";
  for (const byte of bytes) out += ALPHABET[byte % ALPHABET.length];
  return `${prefix}_${out}`;
}

export function addInterval(seconds: number, interval: Interval, count: number): number {
  const date = new Date(seconds * 1000);
  if (interval === "day") date.setUTCDate(date.getUTCDate() + count);
  else if (interval === "week") date.setUTCDate(date.getUTCDate() + 7 * count);
  else if (interval === "month") date.setUTCMonth(date.getUTCMonth() + count);
  else date.setUTCFullYear(date.getUTCFullYear() + count);
  return Math.floor(date.getTime() / 1000);
}

const sameCycle = (a: StripePrice, b: StripePrice) =>
  a.recurring.interval === b.recurring.interval && a.recurring.interval_count === b.recurring.interval_count;

export class StandInState {
  readonly products = new Map<string, StripeProduct>();
  readonly prices = new Map<string, StripePrice>();
  readonly customers = new Map<string, StripeCustomer>();
  readonly paymentMethods = new Map<string, StripePaymentMethod>();
  readonly sessions = new Map<string, StripeCheckoutSession>();
  /** What a checkout session sells and puts on the subscription (not part of the session object). */
  readonly sessionDetails = new Map<string, { price: string; subscriptionMetadata: Record<string, string> }>();
  readonly subscriptions = new Map<string, StripeSubscription>();
  readonly invoices = new Map<string, StripeInvoice>();
  /** Proration lines waiting for a subscription's next invoice, as Stripe's pending invoice items. */
  readonly pendingLines = new Map<string, StripeInvoiceLine[]>();
  readonly portalSessions = new Map<string, StripePortalSession>();
  /** Subscriptions whose next charge is declined. */
  readonly failNext = new Set<string>();
  /** Every API call received, for tests that check what the adapter sent. */
  readonly requests: { method: string; path: string; idempotencyKey: string | null; params: unknown }[] = [];
  private invoiceCounter = 0;

  constructor(
    readonly now: () => number,
    readonly baseUrl: () => string,
  ) {}

  card(customer: string | null, brand = "visa", last4 = "4242"): StripePaymentMethod {
    const year = new Date(this.now() * 1000).getUTCFullYear() + 3;
    const method: StripePaymentMethod = {
      id: newId("pm"),
      object: "payment_method",
      type: "card",
      card: { brand, last4, exp_month: 12, exp_year: year, country: "US", funding: "credit" },
      customer,
      created: this.now(),
      livemode: false,
    };
    this.paymentMethods.set(method.id, method);
    return method;
  }

  createCustomer(fields: { email: string | null; name: string | null; metadata: Record<string, string> }) {
    const customer: StripeCustomer = {
      id: newId("cus"),
      object: "customer",
      created: this.now(),
      ...fields,
      invoice_settings: { default_payment_method: null },
      livemode: false,
    };
    this.customers.set(customer.id, customer);
    return customer;
  }

  private line(
    subscription: StripeSubscription,
    item: StripeSubscriptionItem,
    price: StripePrice,
    amount: number,
    period: { start: number; end: number },
    description: string,
    proration: boolean,
  ): StripeInvoiceLine {
    return {
      id: newId("il"),
      object: "line_item",
      amount,
      currency: price.currency,
      description,
      period,
      quantity: item.quantity,
      subscription: subscription.id,
      parent: proration
        ? {
            type: "invoice_item_details",
            subscription_item_details: null,
            invoice_item_details: {
              invoice_item: newId("ii"),
              subscription: subscription.id,
              proration: true,
              proration_details: null,
            },
          }
        : {
            type: "subscription_item_details",
            subscription_item_details: {
              subscription: subscription.id,
              subscription_item: item.id,
              proration: false,
              invoice_item: null,
              proration_details: null,
            },
            invoice_item_details: null,
          },
      pricing: {
        type: "price_details",
        price_details: { price: price.id, product: price.product },
        unit_amount_decimal: String(price.unit_amount),
      },
      metadata: {},
      livemode: false,
    };
  }

  periodLine(subscription: StripeSubscription, item: StripeSubscriptionItem, start: number): StripeInvoiceLine {
    const price = item.price;
    const end = addInterval(start, price.recurring.interval, price.recurring.interval_count);
    const product = this.products.get(price.product);
    return this.line(
      subscription,
      item,
      price,
      price.unit_amount * item.quantity,
      { start, end },
      `${item.quantity} × ${product?.name ?? "Plan"}`,
      false,
    );
  }

  /**
   * Stripe's proration for a price switch at `at`: a credit for the unused part of the old price and
   * a charge for the rest of the period at the new one, both to the second.
   */
  prorations(
    subscription: StripeSubscription,
    item: StripeSubscriptionItem,
    next: StripePrice,
    at: number,
  ): StripeInvoiceLine[] {
    const start = item.current_period_start;
    const end = item.current_period_end;
    const fraction = end > start ? Math.min(1, Math.max(0, (end - at) / (end - start))) : 0;
    if (fraction === 0) return [];
    const period = { start: at, end };
    return [
      this.line(
        subscription,
        item,
        item.price,
        -Math.round(item.price.unit_amount * item.quantity * fraction),
        period,
        "Unused time on the previous price",
        true,
      ),
      this.line(
        subscription,
        item,
        next,
        Math.round(next.unit_amount * item.quantity * fraction),
        period,
        "Remaining time on the new price",
        true,
      ),
    ];
  }

  /** The invoice a price switch leads to, without changing anything (invoices/create_preview). */
  previewSwitch(subscription: StripeSubscription, item: StripeSubscriptionItem, next: StripePrice, at: number) {
    const pending = this.pendingLines.get(subscription.id) ?? [];
    const prorations = [...pending, ...this.prorations(subscription, item, next, at)];
    const switched = { ...item, price: next };
    // A new billing interval restarts the cycle now and is invoiced at once; the same interval waits.
    const start = sameCycle(item.price, next) ? item.current_period_end : at;
    const lines = [...prorations, this.periodLine(subscription, switched, start)];
    return this.buildInvoice(subscription, lines, "upcoming", { draftId: `upcoming_${newId("in")}` });
  }

  /** Applies a price switch: prorations now, and an immediate invoice when the interval changes. */
  applySwitch(subscription: StripeSubscription, item: StripeSubscriptionItem, next: StripePrice, at: number) {
    const prorations = this.prorations(subscription, item, next, at);
    const restart = !sameCycle(item.price, next);
    item.price = next;
    subscription.currency = next.currency;
    const pending = [...(this.pendingLines.get(subscription.id) ?? []), ...prorations];
    if (!restart) {
      this.pendingLines.set(subscription.id, pending);
      return null;
    }
    this.pendingLines.delete(subscription.id);
    item.current_period_start = at;
    item.current_period_end = addInterval(at, next.recurring.interval, next.recurring.interval_count);
    subscription.billing_cycle_anchor = at;
    const invoice = this.buildInvoice(
      subscription,
      [...pending, this.periodLine(subscription, item, at)],
      "subscription_update",
    );
    this.invoices.set(invoice.id, invoice);
    subscription.latest_invoice = invoice.id;
    return invoice;
  }

  buildInvoice(
    subscription: StripeSubscription,
    lines: StripeInvoiceLine[],
    reason: StripeInvoice["billing_reason"],
    options: { draftId?: string } = {},
  ): StripeInvoice {
    const id = options.draftId ?? newId("in");
    const total = lines.reduce((sum, line) => sum + line.amount, 0);
    const due = Math.max(0, total);
    const base = this.baseUrl();
    const periods = lines.map((l) => l.period);
    const final = !options.draftId;
    return {
      id,
      object: "invoice",
      status: final ? "open" : "draft",
      customer: subscription.customer,
      currency: subscription.currency,
      amount_due: due,
      amount_paid: 0,
      amount_remaining: due,
      subtotal: total,
      total,
      attempt_count: 0,
      attempted: false,
      billing_reason: reason,
      created: this.now(),
      period_start: Math.min(...periods.map((p) => p.start)),
      period_end: Math.max(...periods.map((p) => p.end)),
      lines: { object: "list", data: lines, has_more: false, url: `/v1/invoices/${id}/lines` },
      parent: {
        type: "subscription_details",
        quote_details: null,
        subscription_details: { subscription: subscription.id, metadata: { ...subscription.metadata } },
      },
      default_payment_method: subscription.default_payment_method,
      hosted_invoice_url: final ? `${base}/i/${id}` : null,
      invoice_pdf: final ? `${base}/i/${id}/pdf` : null,
      number: final ? `STANDIN-${String(++this.invoiceCounter).padStart(4, "0")}` : null,
      livemode: false,
    };
  }

  /** Charges an open invoice: paid, or declined when the subscription was told to fail next. */
  charge(invoice: StripeInvoice): boolean {
    const subscriptionId = invoice.parent.subscription_details.subscription;
    invoice.attempt_count += 1;
    invoice.attempted = true;
    if (this.failNext.delete(subscriptionId)) return false;
    invoice.status = "paid";
    invoice.amount_paid = invoice.amount_due;
    invoice.amount_remaining = 0;
    return true;
  }
}
