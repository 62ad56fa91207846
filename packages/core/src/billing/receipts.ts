import { type InvoiceStatus, type PaymentMethod, subscriptionsRepo } from "@backbeat/db";
import { requireUser } from "../account/access-control.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { notFound } from "../errors.ts";
import type { BillingReceiptInput } from "./billing-schemas.ts";
import { billingMailLater } from "./mail.ts";

/** The site's own receipt page of an invoice (the web app's `/billing/receipts/{invoiceId}`). */
export const receiptPath = (invoiceId: number) => `/billing/receipts/${invoiceId}`;

/**
 * Where a subscriber reads an invoice: the provider's PDF or page when it made one, else the
 * site's own receipt page, so every charge has a receipt.
 */
export function receiptUrlOf(invoice: { id: number; pdf_url: string | null; hosted_url: string | null }): string {
  return invoice.pdf_url ?? invoice.hosted_url ?? receiptPath(invoice.id);
}

export interface Receipt {
  id: number;
  amount: number;
  currency: string;
  status: InvoiceStatus;
  /** What was charged for, as billed (older invoices: the subscription's plan). */
  description: string | null;
  gateway: string;
  payment_method: PaymentMethod | null;
  created_at: string;
  period_start: string | null;
  period_end: string | null;
  pdf_url: string | null;
  hosted_url: string | null;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** One of the signed-in user's invoices as a receipt; anyone else's is not found. */
export async function myReceipt(services: CoreServices, viewer: Viewer, { id }: BillingReceiptInput): Promise<Receipt> {
  const { user } = requireUser(viewer);
  const row = await subscriptionsRepo.invoiceReceipt(services.db, id);
  if (!row || row.user_id !== user.id) throw notFound("This receipt does not exist.");
  return {
    id: row.id,
    amount: row.amount,
    currency: row.currency.trim(),
    status: row.status,
    description: row.description ?? row.plan_name,
    gateway: row.gateway,
    payment_method: row.payment_method,
    created_at: row.created_at.toISOString(),
    period_start: iso(row.period_start),
    period_end: iso(row.period_end),
    pdf_url: row.pdf_url,
    hosted_url: row.hosted_url,
  };
}

/**
 * A charge the test gateway makes (a first payment, a renewal, a plan change): a paid invoice and
 * a receipt e-mail that links to its receipt page, as a real provider's invoice webhook gives.
 * `gatewayId` identifies the charge, so recording it twice changes nothing and mails once.
 */
export async function recordTestCharge(
  services: CoreServices,
  charge: {
    subscriptionId: number;
    userId: number;
    gatewayId: string;
    amount: number;
    currency: string;
    description: string | null;
    periodStart: Date | null;
    periodEnd: Date | null;
    at: Date;
  },
  options: { mail?: boolean } = {},
): Promise<void> {
  const { row, previousStatus } = await subscriptionsRepo.upsertInvoice(services.db, {
    subscription_id: charge.subscriptionId,
    user_id: charge.userId,
    gateway: "test",
    gateway_id: charge.gatewayId,
    amount: charge.amount,
    currency: charge.currency.trim(),
    status: "paid",
    pdf_url: null,
    hosted_url: null,
    period_start: charge.periodStart,
    period_end: charge.periodEnd,
    created_at: charge.at,
    description: charge.description,
  });
  if (previousStatus === "paid" || options.mail === false) return;
  billingMailLater(services, "receipt", {
    userId: charge.userId,
    subscriptionId: charge.subscriptionId,
    invoice: {
      amount: row.amount,
      currency: row.currency.trim(),
      hostedUrl: `${services.config.appUrl}${receiptPath(row.id)}`,
      pdfUrl: null,
    },
  });
}
