import { Button, Heading, Link, Text } from "@react-email/components";
import { Layout, styles } from "./Layout.tsx";
import type { Translate } from "./translate.ts";

export type BillingNoticeKind = "receipt" | "payment_failed" | "cancelled" | "renewed";

export interface BillingNoticeProps {
  kind: BillingNoticeKind;
  siteName: string;
  planName: string;
  /** Already formatted for the reader ("$4.99"); null when nothing was charged. */
  amount: string | null;
  /** Already formatted dates; null when the subscription has none. */
  renewsOn: string | null;
  endsOn: string | null;
  /** The billing page, where the subscriber can see invoices, pay, or renew. */
  billingUrl: string;
  invoiceUrl: string | null;
  pdfUrl: string | null;
  t: Translate;
}

/** One template for the four billing e-mails: they share a frame and differ in a few lines. */
export function BillingNotice(props: BillingNoticeProps) {
  const { kind, siteName, planName, amount, renewsOn, endsOn, billingUrl, invoiceUrl, pdfUrl, t } = props;
  const preview = billingNoticeSubject(props);
  return (
    <Layout
      siteName={siteName}
      preview={preview}
      footer={t("You receive this e-mail because you have a subscription on :site.", { site: siteName })}
    >
      <Heading as="h1" style={styles.heading}>
        {heading(kind, t)}
      </Heading>
      {kind === "receipt" ? (
        <Text style={styles.text}>
          {amount
            ? t("We received your payment of :amount for :plan. Thank you!", { amount, plan: planName })
            : t("Your payment for :plan was received. Thank you!", { plan: planName })}
        </Text>
      ) : null}
      {kind === "payment_failed" ? (
        <Text style={styles.text}>
          {amount
            ? t("We could not charge :amount for :plan. Please update your payment method to keep your plan.", {
                amount,
                plan: planName,
              })
            : t("We could not charge your payment method for :plan. Please update it to keep your plan.", {
                plan: planName,
              })}
        </Text>
      ) : null}
      {kind === "cancelled" ? (
        <Text style={styles.text}>
          {endsOn
            ? t("Your :plan subscription was cancelled. You keep its features until :date.", {
                plan: planName,
                date: endsOn,
              })
            : t("Your :plan subscription was cancelled.", { plan: planName })}
        </Text>
      ) : null}
      {kind === "renewed" ? (
        <Text style={styles.text}>
          {renewsOn
            ? t("Your :plan subscription is active again. The next payment is on :date.", {
                plan: planName,
                date: renewsOn,
              })
            : t("Your :plan subscription is active again.", { plan: planName })}
        </Text>
      ) : null}
      {kind === "receipt" && renewsOn ? (
        <Text style={styles.text}>{t("Your next payment is on :date.", { date: renewsOn })}</Text>
      ) : null}
      {invoiceUrl || pdfUrl ? (
        <Text style={styles.text}>
          {invoiceUrl ? <Link href={invoiceUrl}>{t("View invoice")}</Link> : null}
          {invoiceUrl && pdfUrl ? " · " : null}
          {pdfUrl ? <Link href={pdfUrl}>{t("Download PDF")}</Link> : null}
        </Text>
      ) : null}
      <Button href={billingUrl} style={styles.button}>
        {kind === "payment_failed" ? t("Update payment method") : t("Manage billing")}
      </Button>
    </Layout>
  );
}

function heading(kind: BillingNoticeKind, t: Translate): string {
  switch (kind) {
    case "receipt":
      return t("Payment received");
    case "payment_failed":
      return t("Your payment failed");
    case "cancelled":
      return t("Subscription cancelled");
    case "renewed":
      return t("Subscription renewed");
  }
}

export function billingNoticeSubject({
  kind,
  siteName,
  planName,
  t,
}: Pick<BillingNoticeProps, "kind" | "siteName" | "planName" | "t">): string {
  switch (kind) {
    case "receipt":
      return t("Your :site receipt for :plan", { site: siteName, plan: planName });
    case "payment_failed":
      return t("Your :site payment for :plan failed", { site: siteName, plan: planName });
    case "cancelled":
      return t("Your :site :plan subscription was cancelled", { site: siteName, plan: planName });
    case "renewed":
      return t("Your :site :plan subscription was renewed", { site: siteName, plan: planName });
  }
}
