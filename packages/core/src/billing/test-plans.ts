import { billingRepo, type Executor, type PriceWrite, type ProductWrite } from "@backbeat/db";
import type { GatewaySubscription } from "./gateways/types.ts";

/** A price billed every month. */
export const monthlyPrice = (amount: number, currency = "USD"): PriceWrite => ({
  amount,
  currency,
  interval: "month",
  interval_count: 1,
  sendowl_id: null,
});

/**
 * A plan as tests write it, for tests and benchmarks: a paid, listed product without features or
 * grants unless `product` names them, saved with `prices` (over product `id` when given). Answers
 * the product id and its first price id.
 */
export async function saveTestPlan(
  db: Executor,
  product: Partial<ProductWrite> & Pick<ProductWrite, "name" | "position">,
  prices: PriceWrite[],
  id: number | null = null,
): Promise<{ productId: number; priceId: number }> {
  const productId = await billingRepo.saveProduct(
    db,
    id,
    {
      description: null,
      feature_list: [],
      recommended: false,
      free: false,
      hidden: false,
      permissions: [],
      ...product,
    },
    prices,
  );
  const [priceId] = await billingRepo.priceIdsOfProduct(db, productId);
  if (priceId === undefined) throw new Error("the plan has no price");
  return { productId, priceId };
}

/** A provider's active subscription billed at `over`'s price, renewing in 30 days, as of now. */
export function gatewaySubscription(
  over: Partial<GatewaySubscription> &
    Pick<GatewaySubscription, "gatewayId" | "priceGatewayId" | "amount" | "currency">,
): GatewaySubscription {
  return {
    customerId: null,
    checkoutId: null,
    status: "active",
    currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000),
    cancelAtPeriodEnd: false,
    trialEnd: null,
    paymentMethod: null,
    occurredAt: new Date(),
    ...over,
  };
}
