import { t } from "@/global/i18n.ts";
import type { Subscription } from "./types.ts";

export type Tone = "positive" | "primary" | "warning" | "danger" | "neutral";

/** The badge a subscription wears: what a subscriber most needs to know about it now. */
export function statusBadge(sub: Pick<Subscription, "status" | "cancel_at_period_end" | "valid">): {
  label: string;
  tone: Tone;
} {
  if (sub.status === "past_due") return { label: t("Payment due"), tone: "danger" };
  // A cancelled plan stays valid until the period it was paid for ends.
  if (sub.status === "cancelled" && sub.valid) return { label: t("Cancels at period end"), tone: "warning" };
  if (sub.status === "cancelled" || sub.status === "expired") return { label: t("Ended"), tone: "neutral" };
  if (sub.status === "incomplete") return { label: t("Pending"), tone: "warning" };
  if (sub.cancel_at_period_end) return { label: t("Cancels at period end"), tone: "warning" };
  if (sub.status === "trialing") return { label: t("Trial"), tone: "primary" };
  return { label: t("Active"), tone: "positive" };
}

const BRANDS: Record<string, string> = {
  paypal: "PayPal",
  amex: "American Express",
  mastercard: "Mastercard",
  visa: "Visa",
};

/** "Visa •••• 4242", "PayPal (me@example.com)". */
export function paymentMethodLabel(method: Subscription["payment_method"]): string {
  if (!method) return t("No payment method on file");
  const brand =
    BRANDS[method.brand?.toLowerCase()] ??
    (method.brand ? method.brand.charAt(0).toUpperCase() + method.brand.slice(1) : t("Card"));
  if (method.last4) return `${brand} •••• ${method.last4}`;
  if (method.email) return `${brand} (${method.email})`;
  return brand;
}

export function expiryLabel(method: Subscription["payment_method"]): string | null {
  if (!method?.exp_month || !method.exp_year) return null;
  return t("Expires :date", { date: `${String(method.exp_month).padStart(2, "0")}/${method.exp_year}` });
}
