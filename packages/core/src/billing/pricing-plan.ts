import type { PriceRow, ProductRow, ProductWithPrices } from "@backbeat/db";

/** A plan as the pricing page shows it (docs/spec/2-product-areas.md §3 "Product/plan"); what it grants stays with the admin. */
export interface PricingPlan
  extends Pick<
    ProductRow,
    "id" | "name" | "description" | "feature_list" | "recommended" | "free" | "hidden" | "position"
  > {
  /** Subscribers browse without ads (the plan grants `ads.hide`). */
  hide_ads: boolean;
  /** Prices new subscribers can pick. */
  prices: Pick<PriceRow, "id" | "amount" | "currency" | "interval" | "interval_count" | "sendowl_id">[];
  updated_at: string;
}

/** The plan as the pricing page and the admin both show it, with the prices that are still offered. */
export function pricingPlanJson(p: ProductWithPrices, hideAds: boolean, offered: PriceRow[]): PricingPlan {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    feature_list: p.feature_list,
    recommended: p.recommended,
    free: p.free,
    hidden: p.hidden,
    hide_ads: hideAds,
    position: p.position,
    prices: offered.map((r) => ({
      id: r.id,
      amount: r.amount,
      currency: r.currency.trim(),
      interval: r.interval,
      interval_count: r.interval_count,
      sendowl_id: r.sendowl_id,
    })),
    updated_at: new Date(p.updated_at).toISOString(),
  };
}
