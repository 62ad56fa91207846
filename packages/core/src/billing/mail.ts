import { subscriptionsAdminRepo } from "@backbeat/db";
import { type BillingNoticeKind, renderBillingNotice } from "@backbeat/email";
import { inBackground } from "../background.ts";
import type { CoreServices } from "../context.ts";
import { mailerFor } from "../mail/mailer.ts";

export type BillingMailKind = BillingNoticeKind;

export interface BillingMailInput {
  userId: number;
  subscriptionId: number;
  /** The invoice a receipt or a failed payment is about; without it the plan's price is quoted. */
  invoice?: { amount: number; currency: string; hostedUrl: string | null; pdfUrl: string | null };
}

/** Amount in minor units, formatted with the currency's own number of decimals (JPY has none). */
export function formatMinorAmount(amount: number, currency: string, locale = "en"): string {
  try {
    const format = new Intl.NumberFormat(locale, { style: "currency", currency: currency.toUpperCase() });
    const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
    return format.format(amount / 10 ** digits);
  } catch {
    // An unknown currency code still reads sensibly rather than failing the mail.
    return `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`;
  }
}

const formatDate = (date: Date | null) =>
  date ? new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" }).format(date) : null;

/**
 * Sends one billing e-mail now. Throws when the subscription is not the user's or the mail
 * fails; `billingMailLater` is what state changes call.
 */
export async function sendBillingMail(
  services: CoreServices,
  kind: BillingMailKind,
  input: BillingMailInput,
): Promise<void> {
  const facts = await subscriptionsAdminRepo.subscriptionMailFacts(services.db, input.userId, input.subscriptionId);
  if (!facts) throw new Error(`Subscription ${input.subscriptionId} of user ${input.userId} not found`);
  const settings = await services.settings.snapshot();
  const invoice = input.invoice;
  const quoted = invoice ?? (facts.amount !== null && facts.currency ? { ...facts, amount: facts.amount } : null);
  const mail = await renderBillingNotice({
    kind,
    siteName: settings.get("branding.site_name"),
    planName: facts.planName,
    // A cancellation or renewal mail is about the plan, not a charge.
    amount:
      (kind === "receipt" || kind === "payment_failed") && quoted
        ? formatMinorAmount(quoted.amount, quoted.currency as string)
        : null,
    renewsOn: formatDate(facts.renewsAt),
    endsOn: formatDate(facts.endsAt ?? facts.renewsAt),
    billingUrl: `${services.config.appUrl}/billing${kind === "payment_failed" ? "/change-payment-method" : ""}`,
    invoiceUrl: invoice?.hostedUrl ?? null,
    pdfUrl: invoice?.pdfUrl ?? null,
  });
  await mailerFor(services).send({ to: facts.email, template: `billing-${kind.replace("_", "-")}`, ...mail });
}

/**
 * Billing e-mails (receipt, failed payment, cancellation, renewal) go out without holding up
 * the state change that caused them: a webhook must be answered quickly, and a mail server
 * being down must never undo or retry a payment. Failures go to the error log.
 */
export function billingMailLater(services: CoreServices, kind: BillingMailKind, input: BillingMailInput): void {
  inBackground(
    services,
    sendBillingMail(services, kind, input).catch(async (error) => {
      const e = error instanceof Error ? error : new Error(String(error));
      const message = `Billing ${kind} mail for subscription ${input.subscriptionId} failed: ${e.message}`;
      // The log prints the stack in place of the message: keep what failed on its first line.
      const frames = e.stack?.split("\n").slice(1).join("\n");
      await services.errorLog.write({ message, stack: frames ? `${message}\n${frames}` : undefined }).catch(() => {});
    }),
  );
}
