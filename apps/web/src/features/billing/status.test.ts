import { describe, expect, test } from "bun:test";
import { expiryLabel, paymentMethodLabel, statusBadge } from "./status.ts";

describe("subscription status", () => {
  test("the badge puts what needs attention first", () => {
    expect(statusBadge({ status: "past_due", cancel_at_period_end: true, valid: true }).tone).toBe("danger");
    expect(statusBadge({ status: "active", cancel_at_period_end: true, valid: true }).label).toBe(
      "Cancels at period end",
    );
    expect(statusBadge({ status: "trialing", cancel_at_period_end: false, valid: true }).label).toBe("Trial");
    expect(statusBadge({ status: "active", cancel_at_period_end: false, valid: true })).toEqual({
      label: "Active",
      tone: "positive",
    });
    expect(statusBadge({ status: "expired", cancel_at_period_end: false, valid: false }).label).toBe("Ended");
    expect(statusBadge({ status: "cancelled", cancel_at_period_end: false, valid: true }).label).toBe(
      "Cancels at period end",
    );
    expect(statusBadge({ status: "cancelled", cancel_at_period_end: false, valid: false }).label).toBe("Ended");
  });

  test("payment methods read as a person would say them", () => {
    expect(paymentMethodLabel({ brand: "visa", last4: "4242", exp_month: 4, exp_year: 2030 })).toBe("Visa •••• 4242");
    expect(paymentMethodLabel({ brand: "paypal", email: "me@example.com" })).toBe("PayPal (me@example.com)");
    expect(paymentMethodLabel(null)).toBe("No payment method on file");
    expect(expiryLabel({ brand: "visa", last4: "4242", exp_month: 4, exp_year: 2030 })).toBe("Expires 04/2030");
    expect(expiryLabel({ brand: "paypal", email: "me@example.com" })).toBeNull();
  });
});
