import type { PaymentMethod } from "@backbeat/db";
import type Stripe from "stripe";
import type { GatewayEvent, GatewayInvoice, GatewaySubscription, SubscriptionStatus } from "./types.ts";

/** Stripe's objects reduced to the gateway contract's shapes. */

const fromUnix = (seconds: number | null | undefined): Date | null =>
  typeof seconds === "number" ? new Date(seconds * 1000) : null;

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === "string" ? value : value.id;

export function mapPaymentMethod(value: string | Stripe.PaymentMethod | null | undefined): PaymentMethod | null {
  // An id alone (webhook payloads never expand) says nothing about the card: unknown, not "none".
  if (!value || typeof value === "string") return null;
  if (value.card) {
    return {
      brand: value.card.brand,
      last4: value.card.last4,
      exp_month: value.card.exp_month,
      exp_year: value.card.exp_year,
    };
  }
  if (value.paypal)
    return { brand: "paypal", ...(value.paypal.payer_email ? { email: value.paypal.payer_email } : {}) };
  if (value.link?.email) return { brand: "link", email: value.link.email };
  return { brand: value.type };
}

export function mapStatus(subscription: Stripe.Subscription, periodEnd: Date | null, at: Date): SubscriptionStatus {
  switch (subscription.status) {
    case "incomplete":
      return "incomplete";
    case "incomplete_expired":
      return "expired";
    case "trialing":
      return "trialing";
    case "active":
      return "active";
    // Stripe keeps retrying a failed renewal; unpaid and paused both mean "no payment is coming in".
    case "past_due":
    case "unpaid":
    case "paused":
      return "past_due";
    case "canceled": {
      // Ended at (or after) the paid period's end: nothing is left of it. Ended earlier: cut short.
      const endedAt = fromUnix(subscription.ended_at) ?? at;
      return periodEnd && endedAt.getTime() < periodEnd.getTime() ? "cancelled" : "expired";
    }
    default:
      return "incomplete";
  }
}

export function mapSubscription(subscription: Stripe.Subscription, occurredAt: Date): GatewaySubscription {
  const item = subscription.items?.data?.[0];
  const price = item?.price;
  const currentPeriodEnd = fromUnix(item?.current_period_end);
  const unitAmount = price?.unit_amount ?? null;
  return {
    gatewayId: subscription.id,
    customerId: idOf(subscription.customer),
    checkoutId: subscription.metadata?.checkout_id ?? null,
    status: mapStatus(subscription, currentPeriodEnd, occurredAt),
    priceGatewayId: price?.id ?? null,
    amount: unitAmount === null ? null : unitAmount * (item?.quantity ?? 1),
    currency: price?.currency ? price.currency.toUpperCase() : null,
    currentPeriodEnd,
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at != null,
    trialEnd: fromUnix(subscription.trial_end),
    paymentMethod: mapPaymentMethod(subscription.default_payment_method),
    occurredAt,
  };
}

function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  const fromParent = idOf(invoice.parent?.subscription_details?.subscription);
  if (fromParent) return fromParent;
  for (const line of invoice.lines?.data ?? []) {
    const id = idOf(line.subscription) ?? line.parent?.subscription_item_details?.subscription ?? null;
    if (id) return id;
  }
  return null;
}

function invoiceStatus(invoice: Stripe.Invoice, failed: boolean): GatewayInvoice["status"] {
  if (invoice.status === "paid") return "paid";
  if (invoice.status === "void") return "void";
  if (failed || invoice.status === "uncollectible") return "failed";
  return "open";
}

export function mapInvoice(invoice: Stripe.Invoice, options: { failed?: boolean } = {}): GatewayInvoice {
  // A subscription invoice's own period_* describe the period before it; its line holds the one it pays for.
  const line = invoice.lines?.data?.find((l) => !isProration(l)) ?? invoice.lines?.data?.[0];
  const status = invoiceStatus(invoice, options.failed ?? false);
  return {
    gatewayId: invoice.id,
    subscriptionGatewayId: invoiceSubscriptionId(invoice),
    customerId: idOf(invoice.customer),
    amount: status === "paid" ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency.toUpperCase(),
    status,
    pdfUrl: invoice.invoice_pdf ?? null,
    hostedUrl: invoice.hosted_invoice_url ?? null,
    periodStart: fromUnix(line?.period?.start ?? invoice.period_start),
    periodEnd: fromUnix(line?.period?.end ?? invoice.period_end),
    createdAt: new Date(invoice.created * 1000),
  };
}

export function isProration(line: Stripe.InvoiceLineItem): boolean {
  return Boolean(line.parent?.subscription_item_details?.proration || line.parent?.invoice_item_details?.proration);
}

export function mapEvent(event: Stripe.Event): GatewayEvent {
  const base = { id: event.id, type: event.type, occurredAt: new Date(event.created * 1000) };
  switch (event.type) {
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
      return { ...base, kind: "subscription", subscription: mapSubscription(event.data.object, base.occurredAt) };
    case "checkout.session.completed": {
      const session = event.data.object;
      if (session.mode !== "subscription") return { ...base, kind: "ignored" };
      return {
        ...base,
        kind: "checkout",
        checkoutId: session.metadata?.checkout_id ?? null,
        reference: session.id,
        subscriptionGatewayId: idOf(session.subscription),
      };
    }
    case "invoice.paid":
    case "invoice.payment_succeeded":
      return { ...base, kind: "invoice", invoice: mapInvoice(event.data.object) };
    case "invoice.payment_failed":
      return { ...base, kind: "invoice", invoice: mapInvoice(event.data.object, { failed: true }) };
    default:
      return { ...base, kind: "ignored" };
  }
}
