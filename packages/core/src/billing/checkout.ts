import { type PriceRow, type ProductRow, subscriptionsRepo } from "@backbeat/db";
import { requireUser } from "../account/access-control.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { DomainError, forbidden, notFound, tooManyRequests, validationError } from "../errors.ts";
import type { BillingCheckoutIdInput, BillingStartCheckoutInput, BillingTestPayInput } from "./billing-schemas.ts";
import { billingGateway, testGatewayEnabled } from "./gateways/registry.ts";
import { paidTestSubscription } from "./gateways/test-gateway.ts";
import { type BillingGateway, GatewayError, type GatewayName, type GatewayPrice } from "./gateways/types.ts";
import { recordTestCharge } from "./receipts.ts";
import { applySubscription } from "./state.ts";

/** An open checkout nobody finished within a day is no longer waited for. */
const CHECKOUT_LIFETIME_MS = 24 * 3600_000;
/** Each checkout costs a provider session; nobody needs more than this many an hour. */
const CHECKOUTS_PER_HOUR = 20;

export async function assertBillingEnabled(services: CoreServices): Promise<void> {
  const settings = await services.settings.snapshot();
  if (!settings.get("billing.enable")) throw forbidden("Subscriptions are not enabled on this site.");
}

/** A provider failure in words the subscriber can act on (never a key or an internal). */
export async function viaGateway<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof GatewayError) throw new DomainError("BAD_REQUEST", error.message);
    throw error;
  }
}

/**
 * A plan and price a subscriber may pick now: the price is the product's, not archived, and the
 * product is a listed paid plan. The ids come from a URL, so anything else is "not found".
 */
export async function purchasablePrice(
  services: CoreServices,
  productId: number,
  priceId: number,
): Promise<{ product: ProductRow; price: PriceRow }> {
  const product = await subscriptionsRepo.findProductRow(services.db, productId);
  if (!product || product.hidden) throw notFound("This plan does not exist.");
  if (product.free) throw validationError({ productId: ["This plan is free: there is nothing to pay."] });
  const price = await subscriptionsRepo.findPriceRow(services.db, priceId);
  if (!price || price.product_id !== product.id) throw notFound("This price does not exist for this plan.");
  if (price.archived_at) throw validationError({ priceId: ["This price is no longer offered. Choose another."] });
  return { product, price };
}

/** The price as the provider knows it, syncing the plan first when it was saved before the provider was set up. */
export async function gatewayPrice(
  services: CoreServices,
  gateway: BillingGateway,
  product: ProductRow,
  price: PriceRow,
): Promise<{ price: GatewayPrice & { gatewayId: string }; productGatewayId: string }> {
  const name = gateway.name;
  let priceGatewayId = price.gateway_ids[name];
  let productGatewayId = product.gateway_ids[name];
  if (!priceGatewayId || !productGatewayId) {
    const synced = await viaGateway(() =>
      gateway.syncPlan({
        id: product.id,
        name: product.name,
        description: product.description,
        gatewayId: productGatewayId ?? null,
        prices: [
          {
            id: price.id,
            amount: price.amount,
            currency: price.currency.trim(),
            interval: price.interval,
            interval_count: price.interval_count,
            gatewayId: priceGatewayId ?? null,
          },
        ],
      }),
    );
    await subscriptionsRepo.saveGatewayIds(services.db, name, product.id, synced.productId, synced.prices);
    productGatewayId = synced.productId;
    priceGatewayId = synced.prices[price.id];
    if (!priceGatewayId) throw new DomainError("BAD_REQUEST", "The payment provider did not accept this price.");
  }
  return {
    productGatewayId,
    price: {
      id: price.id,
      amount: price.amount,
      currency: price.currency.trim(),
      interval: price.interval,
      interval_count: price.interval_count,
      gatewayId: priceGatewayId,
    },
  };
}

export async function assertNotSubscribed(services: CoreServices, userId: number): Promise<void> {
  if ((await subscriptionsRepo.validSubscriptionsOf(services.db, userId)).length)
    throw new DomainError(
      "CONFLICT",
      "You already have a subscription. Change your plan from the billing page instead.",
    );
}

const newCheckoutId = () => `co_${crypto.randomUUID().replaceAll("-", "")}`;

/** Starts paying for a plan: a local checkout record, then the provider's page to send the browser to. */
export async function startCheckout(
  services: CoreServices,
  viewer: Viewer,
  { productId, priceId, gateway: gatewayName }: BillingStartCheckoutInput,
): Promise<{ checkoutId: string; redirectUrl: string }> {
  const { user } = requireUser(viewer);
  await assertBillingEnabled(services);
  const gateway = await billingGateway(services, gatewayName).catch(() => {
    throw validationError({ gateway: ["This payment method is not available."] });
  });
  const { product, price } = await purchasablePrice(services, productId, priceId);
  await assertNotSubscribed(services, user.id);
  if (
    (await subscriptionsRepo.countCheckoutsSince(services.db, user.id, new Date(Date.now() - 3600_000))) >=
    CHECKOUTS_PER_HOUR
  )
    throw tooManyRequests("Too many checkouts were started. Please try again later.", 3600);
  const synced = await gatewayPrice(services, gateway, product, price);

  const checkoutId = newCheckoutId();
  await subscriptionsRepo.insertCheckout(services.db, {
    id: checkoutId,
    user_id: user.id,
    product_id: product.id,
    price_id: price.id,
    gateway: gateway.name,
  });
  const base = `${services.config.appUrl}/checkout/${product.id}/${price.id}`;
  try {
    const customerId = await subscriptionsRepo.findCustomerId(services.db, user.id, gateway.name);
    const started = await viaGateway(() =>
      gateway.startCheckout({
        checkoutId,
        user: { id: user.id, email: user.email, name: user.name },
        customerId,
        plan: { id: product.id, name: product.name, gatewayId: synced.productGatewayId },
        price: synced.price,
        successUrl: `${base}/${gateway.name}/done?checkout=${checkoutId}`,
        cancelUrl: base,
      }),
    );
    await subscriptionsRepo.updateCheckout(services.db, checkoutId, { gateway_ref: started.reference });
    if (started.customerId && !customerId)
      await subscriptionsRepo.saveCustomer(services.db, user.id, gateway.name, started.customerId);
    return { checkoutId, redirectUrl: started.redirectUrl };
  } catch (error) {
    await subscriptionsRepo.updateCheckout(services.db, checkoutId, { status: "failed" });
    throw error;
  }
}

export interface CheckoutState {
  status: "open" | "completed" | "failed" | "expired";
  productId: number;
  priceId: number;
  gateway: GatewayName;
}

async function ownCheckout(services: CoreServices, viewer: Viewer, checkoutId: string) {
  const { user } = requireUser(viewer);
  const checkout = await subscriptionsRepo.findCheckout(services.db, checkoutId);
  // Someone else's checkout is as unknown as one that never existed.
  if (!checkout || checkout.user_id !== user.id) throw notFound("This checkout does not exist.");
  return checkout;
}

/**
 * Where a checkout stands. While open, the provider is asked directly, so the done page does not
 * depend on when (or whether) the webhook arrives.
 */
export async function checkoutStatus(
  services: CoreServices,
  viewer: Viewer,
  { checkoutId }: BillingCheckoutIdInput,
): Promise<CheckoutState> {
  let checkout = await ownCheckout(services, viewer, checkoutId);
  if (checkout.status === "open" && checkout.gateway_ref) {
    try {
      const gateway = await billingGateway(services, checkout.gateway);
      const state = await gateway.fetchSubscription(checkout.gateway_ref);
      await applySubscription(services, gateway.name, { ...state, checkoutId: state.checkoutId ?? checkout.id });
    } catch {
      // Not paid yet (the provider has no subscription for it) or unreachable: still open.
    }
    checkout = (await subscriptionsRepo.findCheckout(services.db, checkoutId)) ?? checkout;
  }
  if (checkout.status === "open" && Date.now() - checkout.created_at.getTime() > CHECKOUT_LIFETIME_MS) {
    await subscriptionsRepo.updateCheckout(services.db, checkout.id, { status: "expired" });
    checkout = { ...checkout, status: "expired" };
  }
  return {
    status: checkout.status,
    productId: checkout.product_id,
    priceId: checkout.price_id,
    gateway: checkout.gateway as GatewayName,
  };
}

/** The demo gateway's payment page: "paid" subscribes the user, "declined" fails the checkout. */
export async function testPay(
  services: CoreServices,
  viewer: Viewer,
  { checkoutId, outcome }: BillingTestPayInput,
): Promise<{ status: string }> {
  if (!testGatewayEnabled(services)) throw forbidden("Test payments are not available on this site.");
  const checkout = await ownCheckout(services, viewer, checkoutId);
  if (checkout.gateway !== "test")
    throw validationError({ checkoutId: ["This checkout is paid through another provider, not the test gateway."] });
  if (checkout.status !== "open" || !checkout.gateway_ref)
    throw new DomainError("CONFLICT", `This checkout is already ${checkout.status}.`);
  if (outcome === "declined") {
    await subscriptionsRepo.updateCheckout(services.db, checkout.id, { status: "failed" });
    return { status: "failed" };
  }
  const price = await subscriptionsRepo.findPriceRow(services.db, checkout.price_id);
  if (!price) throw notFound("This price does not exist for this plan.");
  const customerId =
    (await subscriptionsRepo.findCustomerId(services.db, checkout.user_id, "test")) ?? `test_cus_${checkout.user_id}`;
  const state = paidTestSubscription({ reference: checkout.gateway_ref, checkoutId: checkout.id, customerId, price });
  const applied = await applySubscription(services, "test", state);
  if (applied.subscriptionId === null || applied.userId === null) {
    await subscriptionsRepo.updateCheckout(services.db, checkout.id, { status: "failed" });
    throw validationError({ checkoutId: ["This payment could not be matched to the plan's price."] });
  }
  const product = await subscriptionsRepo.findProductRow(services.db, checkout.product_id);
  await recordTestCharge(services, {
    subscriptionId: applied.subscriptionId,
    userId: applied.userId,
    gatewayId: `test_in_${checkout.id}`,
    amount: price.amount,
    currency: price.currency,
    description: product?.name ?? null,
    periodStart: state.occurredAt,
    periodEnd: state.currentPeriodEnd,
    at: state.occurredAt,
  });
  return { status: (await subscriptionsRepo.findCheckout(services.db, checkout.id))?.status ?? "completed" };
}
