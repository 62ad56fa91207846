import { type PaymentMethod, subscriptionsRepo } from "@backbeat/db";
import type { z } from "zod";
import { requireUser } from "../account/access-control.ts";
import { ADS_HIDE_PERMISSION } from "../ads/schemas.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { DomainError, notFound, validationError } from "../errors.ts";
import type { BillingPlanChoiceInput, billingInvoicesInput, billingPlanChoiceInput } from "./billing-schemas.ts";
import { assertBillingEnabled, gatewayPrice, purchasablePrice, viaGateway } from "./checkout.ts";
import { billingGateway, enabledGateways } from "./gateways/registry.ts";
import type { BillingGateway, GatewayName, GatewaySubscription } from "./gateways/types.ts";
import { type PricingPlan, pricingPlanJson } from "./pricing-plan.ts";
import { receiptUrlOf } from "./receipts.ts";
import { applySubscription } from "./state.ts";

/** A plan's permissions are names or `{ name, restrictions }` objects. */
function permissionNames(permissions: unknown): string[] {
  if (!Array.isArray(permissions)) return [];
  return permissions.flatMap((p) =>
    typeof p === "string" ? [p] : p && typeof p === "object" && typeof p.name === "string" ? [p.name] : [],
  );
}

/** The pricing page's plans: listed ones by position, with the prices still offered. */
export async function pricingPlans(services: CoreServices): Promise<{ data: PricingPlan[] }> {
  const rows = await subscriptionsRepo.listedPlans(services.db);
  return {
    data: rows.map((p) => pricingPlanJson(p, permissionNames(p.permissions).includes(ADS_HIDE_PERMISSION), p.prices)),
  };
}

export async function billingGateways(services: CoreServices): Promise<{ gateways: GatewayName[]; enabled: boolean }> {
  const settings = await services.settings.snapshot();
  return { gateways: enabledGateways(services), enabled: settings.get("billing.enable") };
}

export interface UserSubscription {
  id: number;
  status: string;
  gateway: string;
  valid: boolean;
  active: boolean;
  plan: { id: number; name: string };
  price: { id: number; amount: number; currency: string; interval: string; interval_count: number } | null;
  renews_at: string | null;
  ends_at: string | null;
  cancel_at_period_end: boolean;
  trial_ends_at: string | null;
  grace_ends_at: string | null;
  payment_method: PaymentMethod | null;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function subscriptionJson(row: subscriptionsRepo.UserSubscriptionRow): UserSubscription {
  return {
    id: row.id,
    status: row.status,
    gateway: row.gateway,
    valid: row.valid,
    active: row.active,
    plan: { id: row.product_id, name: row.plan_name },
    price:
      row.price_id !== null && row.price_amount !== null
        ? {
            id: row.price_id,
            amount: row.price_amount,
            currency: (row.price_currency ?? "").trim(),
            interval: row.price_interval ?? "month",
            interval_count: row.price_interval_count ?? 1,
          }
        : null,
    renews_at: iso(row.renews_at),
    ends_at: iso(row.ends_at),
    cancel_at_period_end: row.cancel_at_period_end,
    trial_ends_at: iso(row.trial_ends_at),
    grace_ends_at: iso(row.grace_ends_at),
    payment_method: row.payment_method,
  };
}

/** The signed-in user's subscription: the valid one, else their latest, else null. */
export async function mySubscription(services: CoreServices, viewer: Viewer): Promise<UserSubscription | null> {
  const { user } = requireUser(viewer);
  const row = await subscriptionsRepo.currentSubscriptionOf(services.db, user.id);
  return row ? subscriptionJson(row) : null;
}

const INVOICES_PER_PAGE = 15;

export async function myInvoices(services: CoreServices, viewer: Viewer, input: z.output<typeof billingInvoicesInput>) {
  const { user } = requireUser(viewer);
  const page = input?.page ?? 1;
  const { rows, total } = await subscriptionsRepo.invoicesOf(services.db, user.id, page, INVOICES_PER_PAGE);
  return {
    data: rows.map((i) => ({
      id: i.id,
      amount: i.amount,
      currency: i.currency.trim(),
      status: i.status,
      pdf_url: i.pdf_url,
      hosted_url: i.hosted_url,
      receipt_url: receiptUrlOf(i),
      created_at: i.created_at.toISOString(),
      period_start: iso(i.period_start),
      period_end: iso(i.period_end),
    })),
    page,
    last_page: Math.max(1, Math.ceil(total / INVOICES_PER_PAGE)),
  };
}

/** The user's valid provider subscription with its gateway: what cancel, renew and changes act on. */
async function managedSubscription(services: CoreServices, viewer: Viewer) {
  const { user } = requireUser(viewer);
  const row = await subscriptionsRepo.currentSubscriptionOf(services.db, user.id);
  if (!row?.valid) throw notFound("You have no subscription.");
  if (!row.gateway_id || row.gateway === "none")
    throw new DomainError(
      "BAD_REQUEST",
      "This subscription was given by the site's administrators; ask them to change it.",
    );
  const gateway: BillingGateway = await billingGateway(services, row.gateway).catch(() => {
    throw new DomainError("BAD_REQUEST", "This subscription's payment provider is no longer available here.");
  });
  return { user, row, gateway, gatewayId: row.gateway_id };
}

async function applyAndShow(
  services: CoreServices,
  userId: number,
  gateway: BillingGateway,
  state: GatewaySubscription,
): Promise<UserSubscription> {
  const applied = await applySubscription(services, gateway.name, state);
  if (applied.outcome.startsWith("refused"))
    throw new DomainError("BAD_REQUEST", "The payment provider's answer did not match this site's plans.");
  const row = await subscriptionsRepo.currentSubscriptionOf(services.db, userId);
  if (!row) throw notFound("You have no subscription.");
  return subscriptionJson(row);
}

/** Cancels at the end of the paid period: the plan stays until then and `renew` can undo it. */
export async function cancelMySubscription(services: CoreServices, viewer: Viewer): Promise<UserSubscription> {
  await assertBillingEnabled(services);
  const { user, row, gateway, gatewayId } = await managedSubscription(services, viewer);
  if (row.status === "cancelled" || row.cancel_at_period_end)
    throw new DomainError("CONFLICT", "This subscription is already cancelled.");
  const state = await viaGateway(() => gateway.cancel(gatewayId, { atPeriodEnd: true }));
  return applyAndShow(services, user.id, gateway, state);
}

/** Undoes a cancel while the paid period lasts. */
export async function renewMySubscription(services: CoreServices, viewer: Viewer): Promise<UserSubscription> {
  await assertBillingEnabled(services);
  const { user, row, gateway, gatewayId } = await managedSubscription(services, viewer);
  if (!row.cancel_at_period_end || !row.ends_at || row.ends_at <= new Date())
    throw new DomainError("CONFLICT", "This subscription is not cancelled, so there is nothing to renew.");
  const state = await viaGateway(() => gateway.resume(gatewayId));
  return applyAndShow(services, user.id, gateway, state);
}

async function planChange(services: CoreServices, viewer: Viewer, { productId, priceId }: BillingPlanChoiceInput) {
  await assertBillingEnabled(services);
  const managed = await managedSubscription(services, viewer);
  if (managed.row.status === "cancelled" || managed.row.cancel_at_period_end)
    throw new DomainError("CONFLICT", "Renew your subscription before changing its plan.");
  const { product, price } = await purchasablePrice(services, productId, priceId);
  if (price.id === managed.row.price_id) throw validationError({ priceId: ["You are already on this price."] });
  if (managed.row.price_currency && managed.row.price_currency.trim() !== price.currency.trim())
    throw validationError({
      priceId: [`Choose a price in ${managed.row.price_currency.trim()}, the currency you already pay in.`],
    });
  const synced = await gatewayPrice(services, managed.gateway, product, price);
  return { ...managed, product, price: synced.price };
}

/** What switching to another plan costs now (proration) and when the next regular payment is. */
export async function previewPlanChange(
  services: CoreServices,
  viewer: Viewer,
  input: z.output<typeof billingPlanChoiceInput>,
) {
  const { gateway, gatewayId, product, price } = await planChange(services, viewer, input);
  const preview = await viaGateway(() => gateway.previewChange(gatewayId, price));
  return {
    amountDue: preview.amountDue,
    currency: preview.currency,
    nextPaymentAt: iso(preview.nextPaymentAt),
    plan: { id: product.id, name: product.name },
    price: {
      id: price.id,
      amount: price.amount,
      currency: price.currency,
      interval: price.interval,
      interval_count: price.interval_count,
    },
  };
}

type ChangePrice = (
  gatewayId: string,
  price: Parameters<BillingGateway["changePrice"]>[1],
  options?: { returnUrl: string; cancelUrl: string },
) => Promise<GatewaySubscription>;

/**
 * Moves the subscription to another price. A provider that needs the subscriber's approval
 * first (PayPal) answers with the page to approve it on; the change lands by webhook.
 */
export async function changeMyPlan(
  services: CoreServices,
  viewer: Viewer,
  input: z.output<typeof billingPlanChoiceInput>,
): Promise<UserSubscription & { approveUrl: string | null }> {
  const { user, gateway, gatewayId, product, price } = await planChange(services, viewer, input);
  const appUrl = services.config.appUrl;
  const change = gateway.changePrice.bind(gateway) as ChangePrice;
  try {
    const state = await change(gatewayId, price, {
      returnUrl: `${appUrl}/billing`,
      cancelUrl: `${appUrl}/billing/change-plan/${product.id}/${price.id}/confirm`,
    });
    return { ...(await applyAndShow(services, user.id, gateway, state)), approveUrl: null };
  } catch (error) {
    const approveUrl = (error as { approveUrl?: unknown }).approveUrl;
    if (typeof approveUrl === "string") {
      const row = await subscriptionsRepo.currentSubscriptionOf(services.db, user.id);
      if (row) return { ...subscriptionJson(row), approveUrl };
    }
    return viaGateway(() => Promise.reject(error));
  }
}

/** The provider's page for replacing the card; it comes back to the done step. */
export async function startPaymentMethodChange(
  services: CoreServices,
  viewer: Viewer,
): Promise<{ redirectUrl: string }> {
  await assertBillingEnabled(services);
  const { row, gateway, gatewayId } = await managedSubscription(services, viewer);
  const returnUrl = `${services.config.appUrl}/billing/change-payment-method/done`;
  const redirectUrl = await viaGateway(() =>
    gateway.paymentMethodUrl({ gatewayId, customerId: row.customer_id }, returnUrl),
  );
  return { redirectUrl };
}
