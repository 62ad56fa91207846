/**
 * The pricing picker's billing cycle (docs/spec/2-product-areas.md §4 "Pricing plan picker"). Pure, so the picking
 * rules are unit-tested; the picker renders what they choose.
 */
export type Cycle = "monthly" | "yearly";

export const DEFAULT_CYCLE: Cycle = "yearly";

export interface CyclePrice {
  interval: "day" | "month" | "year" | string;
  interval_count: number;
}

function coveredMonths(price: CyclePrice): number {
  if (price.interval === "year") return 12 * price.interval_count;
  if (price.interval === "month") return price.interval_count;
  return 0;
}

/** Monthly: a price of at least 30 days, or of at least one month. */
export function isMonthly(price: CyclePrice): boolean {
  return (
    (price.interval === "day" && price.interval_count >= 30) ||
    (price.interval === "month" && price.interval_count >= 1)
  );
}

/** Yearly: a price of at least 12 months, or of at least one year. */
export function isYearly(price: CyclePrice): boolean {
  return (
    (price.interval === "month" && price.interval_count >= 12) ||
    (price.interval === "year" && price.interval_count >= 1)
  );
}

/**
 * The price a card shows for a cycle: monthly takes the first price of at least 30 days or one
 * month, yearly the first of at least twelve months or one year; with neither, the first price.
 */
export function pickPrice<P extends CyclePrice>(prices: readonly P[], cycle: Cycle): P | null {
  const fits = cycle === "monthly" ? isMonthly : isYearly;
  return prices.find(fits) ?? prices[0] ?? null;
}

/** Whether the cycle switch means anything: some plan shows a different price per cycle. */
export function cyclesDiffer<P extends CyclePrice>(plans: readonly { prices: readonly P[] }[]): boolean {
  return plans.some((plan) => pickPrice(plan.prices, "monthly") !== pickPrice(plan.prices, "yearly"));
}

/**
 * What choosing yearly saves against paying monthly for the same plan, in whole percent; null
 * when the two are the same price, differ in currency, or yearly is not cheaper.
 */
export function yearlySaving(
  monthly: (CyclePrice & { amount: number; currency: string }) | null,
  yearly: (CyclePrice & { amount: number; currency: string }) | null,
): number | null {
  if (!monthly || !yearly || monthly === yearly || monthly.currency !== yearly.currency) return null;
  const perMonth = (p: CyclePrice & { amount: number }) => p.amount / Math.max(1, coveredMonths(p));
  if (!coveredMonths(monthly) || !coveredMonths(yearly)) return null;
  const saving = Math.round((1 - perMonth(yearly) / perMonth(monthly)) * 100);
  return saving > 0 ? saving : null;
}
