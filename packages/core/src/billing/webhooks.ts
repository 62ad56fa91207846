import { subscriptionsRepo } from "@backbeat/db";
import type { CoreServices } from "../context.ts";
import { DomainError } from "../errors.ts";
import { billingGateway, enabledGateways, isGatewayName } from "./gateways/registry.ts";
import {
  type BillingGateway,
  type GatewayEvent,
  type GatewayInvoice,
  type WebhookRequest,
  WebhookSignatureError,
} from "./gateways/types.ts";
import { billingMailLater } from "./mail.ts";
import { applySubscription, logRefusal } from "./state.ts";

/** Bodies past this are not a provider's event (Stripe's largest are tens of kilobytes). */
export const MAX_WEBHOOK_BYTES = 1024 * 1024;

export interface WebhookAnswer {
  received: true;
  duplicate?: true;
}

async function applyFetched(
  services: CoreServices,
  gateway: BillingGateway,
  subscriptionGatewayId: string,
  checkoutId: string | null,
  skipMail: ("payment_failed" | "receipt")[] = [],
) {
  const state = await gateway.fetchSubscription(subscriptionGatewayId);
  return applySubscription(
    services,
    gateway.name,
    { ...state, checkoutId: state.checkoutId ?? checkoutId },
    { skipMail },
  );
}

async function recordInvoice(services: CoreServices, gateway: BillingGateway, invoice: GatewayInvoice) {
  let applied = "";
  // The subscription first: an invoice of a brand-new subscription can arrive before its checkout event.
  if (invoice.subscriptionGatewayId)
    applied = (
      await applyFetched(
        services,
        gateway,
        invoice.subscriptionGatewayId,
        null,
        invoice.status === "failed" ? ["payment_failed"] : [],
      )
    ).outcome;
  const subscription = invoice.subscriptionGatewayId
    ? await subscriptionsRepo.findByGatewayId(services.db, gateway.name, invoice.subscriptionGatewayId)
    : undefined;
  const userId =
    subscription?.user_id ??
    (invoice.customerId ? await subscriptionsRepo.userOfCustomer(services.db, gateway.name, invoice.customerId) : null);
  if (userId === null) {
    const reason = `invoice ${invoice.gatewayId} is for an unknown customer`;
    await logRefusal(services, `${gateway.name} ${reason}`);
    return `refused: ${reason}`;
  }
  const { row, previousStatus } = await subscriptionsRepo.upsertInvoice(services.db, {
    subscription_id: subscription?.id ?? null,
    user_id: userId,
    gateway: gateway.name,
    gateway_id: invoice.gatewayId,
    amount: invoice.amount,
    currency: invoice.currency.toUpperCase(),
    status: invoice.status,
    pdf_url: invoice.pdfUrl,
    hosted_url: invoice.hostedUrl,
    period_start: invoice.periodStart,
    period_end: invoice.periodEnd,
    created_at: invoice.createdAt,
  });
  if (subscription && row.status !== previousStatus && (row.status === "paid" || row.status === "failed"))
    billingMailLater(services, row.status === "paid" ? "receipt" : "payment_failed", {
      userId,
      subscriptionId: subscription.id,
      invoice: { amount: row.amount, currency: row.currency.trim(), hostedUrl: row.hosted_url, pdfUrl: row.pdf_url },
    });
  return applied && applied !== "applied" ? `invoice recorded; subscription ${applied}` : "applied";
}

async function act(services: CoreServices, gateway: BillingGateway, event: GatewayEvent): Promise<string> {
  switch (event.kind) {
    case "subscription":
      return (await applySubscription(services, gateway.name, event.subscription)).outcome;
    case "checkout": {
      const checkout = event.checkoutId
        ? await subscriptionsRepo.findCheckout(services.db, event.checkoutId)
        : undefined;
      const subscriptionId = event.subscriptionGatewayId;
      if (!subscriptionId) return "ignored: the checkout created no subscription";
      if (checkout && !checkout.gateway_ref)
        await subscriptionsRepo.updateCheckout(services.db, checkout.id, { gateway_ref: event.reference });
      return (await applyFetched(services, gateway, subscriptionId, event.checkoutId)).outcome;
    }
    case "invoice":
      return recordInvoice(services, gateway, event.invoice);
    case "ignored":
      return "ignored: not an event billing acts on";
  }
}

/**
 * One provider webhook: the signature is checked before anything is read or written (a bad one
 * is 400), each event id is acted on once (a replay answers 200 and changes nothing), and an
 * event that is genuine but refused (unknown customer, tampered price) is answered 200 with the
 * refusal recorded, so the provider does not retry it forever.
 */
export async function handleWebhook(
  services: CoreServices,
  gatewayName: string,
  request: WebhookRequest,
): Promise<WebhookAnswer> {
  // The path exists whatever the configuration: a provider left unconfigured is a bad request
  // (its sender is misdirected), not a missing page.
  if (!isGatewayName(gatewayName) || !enabledGateways(services).includes(gatewayName))
    throw new DomainError("BAD_REQUEST", "This payment provider is not configured on this site.");
  const gateway = await billingGateway(services, gatewayName);
  let event: GatewayEvent;
  try {
    event = await gateway.verifyWebhook(request);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw new DomainError("BAD_REQUEST", "Invalid signature");
    throw error;
  }
  if (!(await subscriptionsRepo.claimEvent(services.db, gateway.name, event.id, event.type)))
    return { received: true, duplicate: true };
  let outcome: string;
  try {
    outcome = await act(services, gateway, event);
  } catch (error) {
    // Not processed: the provider's retry must be able to process it.
    await subscriptionsRepo.releaseEvent(services.db, gateway.name, event.id).catch(() => {});
    throw error;
  }
  await subscriptionsRepo.setEventOutcome(services.db, gateway.name, event.id, outcome);
  return { received: true };
}
