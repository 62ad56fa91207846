import type { PaymentMethod, PriceInterval } from "@backbeat/db";

/**
 * What the billing service needs from a payment provider. Each provider adapter (Stripe, PayPal,
 * the built-in test gateway) turns its API into these shapes; everything above works on them
 * alone. Amounts are in minor units, currencies upper-case ISO codes.
 */
export type GatewayName = "stripe" | "paypal" | "test";

/** Local subscription states (spec: incomplete → trialing/active → past_due → cancelled/expired). */
export type SubscriptionStatus = "incomplete" | "trialing" | "active" | "past_due" | "cancelled" | "expired";

export interface GatewayPrice {
  /** Local price id. */
  id: number;
  amount: number;
  currency: string;
  interval: PriceInterval;
  interval_count: number;
  /** The provider's id for this price (Stripe price, PayPal plan) when already synced. */
  gatewayId: string | null;
}

export interface GatewayPlan {
  /** Local product id. */
  id: number;
  name: string;
  description: string | null;
  /** The provider's product id when already synced. */
  gatewayId: string | null;
  /** Prices to sync; archived prices are left as they are at the provider. */
  prices: GatewayPrice[];
}

/** Provider ids after a sync: the product's, and each local price id's. */
export interface SyncedPlan {
  productId: string;
  prices: Record<number, string>;
}

export interface CheckoutRequest {
  /** Local checkout id: it must come back on the subscription (metadata / custom_id). */
  checkoutId: string;
  user: { id: number; email: string; name: string };
  /** The user's customer id at this provider, when they already have one. */
  customerId: string | null;
  plan: { id: number; name: string; gatewayId: string };
  price: GatewayPrice & { gatewayId: string };
  /** Where the provider sends the browser back (absolute URLs). */
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutStarted {
  /** The provider's page the browser goes to. */
  redirectUrl: string;
  /** Stripe Checkout Session id or PayPal subscription id, stored on the checkout. */
  reference: string;
  /** A customer the provider created for this user (Stripe), to reuse next time. */
  customerId: string | null;
}

/** A provider's subscription as of `occurredAt`. */
export interface GatewaySubscription {
  gatewayId: string;
  customerId: string | null;
  /** The local checkout id the subscription was started with (metadata / custom_id), if any. */
  checkoutId: string | null;
  status: SubscriptionStatus;
  /** The provider's price id the subscription is billed at now. */
  priceGatewayId: string | null;
  /** Amount and currency the provider bills, checked against the local price. */
  amount: number | null;
  currency: string | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  trialEnd: Date | null;
  paymentMethod: PaymentMethod | null;
  /** When this state was true at the provider: older states never overwrite newer ones. */
  occurredAt: Date;
}

export interface GatewayInvoice {
  gatewayId: string;
  subscriptionGatewayId: string | null;
  customerId: string | null;
  amount: number;
  currency: string;
  status: "paid" | "open" | "failed" | "void";
  pdfUrl: string | null;
  hostedUrl: string | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  createdAt: Date;
}

/** One verified webhook event, reduced to what billing acts on. */
export type GatewayEvent = { id: string; type: string; occurredAt: Date } & (
  | { kind: "subscription"; subscription: GatewaySubscription }
  /** A payment succeeded or failed: the invoice is recorded, the subscription re-read. */
  | { kind: "invoice"; invoice: GatewayInvoice }
  /** A checkout finished at the provider: the subscription it created is fetched and applied. */
  | { kind: "checkout"; checkoutId: string | null; reference: string; subscriptionGatewayId: string | null }
  | { kind: "ignored" }
);

export interface ChangePreview {
  /** What the subscriber pays now for the switch (proration), in minor units; 0 or negative is a credit. */
  amountDue: number;
  currency: string;
  /** When the next regular payment at the new price happens. */
  nextPaymentAt: Date | null;
}

export interface WebhookRequest {
  headers: Headers;
  /** The body exactly as received: signatures are over these bytes. */
  rawBody: string;
}

export interface BillingGateway {
  readonly name: GatewayName;
  /** Creates or updates the product and creates prices that have no provider id yet. */
  syncPlan(plan: GatewayPlan): Promise<SyncedPlan>;
  startCheckout(request: CheckoutRequest): Promise<CheckoutStarted>;
  fetchSubscription(gatewayId: string): Promise<GatewaySubscription>;
  /** At period end (the subscriber keeps access until then) or at once (admin). */
  cancel(gatewayId: string, options: { atPeriodEnd: boolean }): Promise<GatewaySubscription>;
  /** Undoes a cancel at period end before the period is over. */
  resume(gatewayId: string): Promise<GatewaySubscription>;
  previewChange(gatewayId: string, price: GatewayPrice & { gatewayId: string }): Promise<ChangePreview>;
  changePrice(gatewayId: string, price: GatewayPrice & { gatewayId: string }): Promise<GatewaySubscription>;
  /** A provider page where the subscriber replaces their card; it returns to `returnUrl`. */
  paymentMethodUrl(subscription: { gatewayId: string; customerId: string | null }, returnUrl: string): Promise<string>;
  /** Recent invoices of a subscription (reconciliation and the billing page's backfill). */
  listInvoices(gatewayId: string): Promise<GatewayInvoice[]>;
  /**
   * Checks the signature and parses the event; throws `WebhookSignatureError` when the request
   * is not from the provider (the route answers 400 and changes nothing).
   */
  verifyWebhook(request: WebhookRequest): Promise<GatewayEvent>;
}

export class WebhookSignatureError extends Error {
  constructor(message = "The webhook signature is not valid.") {
    super(message);
    this.name = "WebhookSignatureError";
  }
}

/** A provider answered with an error: the message is safe to show (no keys, no internals). */
export class GatewayError extends Error {
  constructor(
    message: string,
    readonly status = 502,
  ) {
    super(message);
    this.name = "GatewayError";
  }
}

/** Provider configuration from the environment (apps/server/src/env.ts). */
export interface BillingConfig {
  stripe?: {
    secretKey: string;
    webhookSecret: string;
    /** Only for a local server that speaks Stripe's API (tests, e2e). */
    apiUrl?: string;
  };
  paypal?: {
    clientId: string;
    clientSecret: string;
    webhookId: string;
    environment: "sandbox" | "production";
    /** Only for a local server that speaks PayPal's API (tests, e2e). */
    apiUrl?: string;
  };
  /** The built-in demo gateway; refused when NODE_ENV=production. */
  testGateway?: boolean;
  /** Days a past-due subscription keeps its plan. */
  graceDays?: number;
}
