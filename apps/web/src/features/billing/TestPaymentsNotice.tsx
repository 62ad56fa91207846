import { AlertIcon } from "@backbeat/ui";
import { t } from "@/global/i18n.ts";
import { useBootstrap } from "@/lib/bootstrap.ts";
import * as s from "./test-payments.css.ts";

const WORDS = {
  buyer: {
    only: () => [
      t("Payments are simulated on this site"),
      t("This is a demo: no card is charged and no money moves. Plans you pick here are not really paid for."),
    ],
    offered: () => [
      t("Test payments are offered on this site"),
      t("Choosing Test payment at checkout charges nothing; the other methods are real payments."),
    ],
  },
  admin: {
    only: () => [
      t("Payments are simulated (test gateway)"),
      t(
        "No payment provider is configured, so anyone can subscribe to a paid plan without paying. Set Stripe or PayPal keys on the server to take real payments.",
      ),
    ],
    offered: () => [
      t("The test gateway is on beside your providers"),
      t(
        "Anyone can subscribe without paying by choosing Test payment at checkout. Set BILLING_TEST_GATEWAY=false to remove it.",
      ),
    ],
  },
} as const;

/**
 * Says when the test gateway takes payments (no provider keys on this server): every payment
 * is simulated, or a simulated one is offered beside real ones. Buyers see it on the pricing
 * and checkout pages, the admin beside the billing switch. Nothing when it is off.
 */
export function TestPaymentsNotice({ audience = "buyer" }: { audience?: "buyer" | "admin" }) {
  const mode = useBootstrap().billing?.test_payments ?? "off";
  if (mode === "off") return null;
  const [heading, text] = WORDS[audience][mode]();
  return (
    <div className={s.notice} role="note" data-testid="test-payments-notice">
      <AlertIcon size={18} className={s.icon} aria-hidden />
      <div>
        <strong className={s.heading}>{heading}</strong>
        {text}
      </div>
    </div>
  );
}
