import { type SubscriptionRow, subscriptionsAdminRepo, subscriptionsRepo } from "@backbeat/db";
import type { CoreServices } from "../context.ts";
import { billingGateway, testGatewayEnabled } from "./gateways/registry.ts";
import { addInterval } from "./gateways/test-gateway.ts";
import { recordTestCharge } from "./receipts.ts";
import { applySubscription } from "./state.ts";

const PAGE = 100;
/** Missed periods billed one invoice each at most; a longer gap moves the period on without more. */
const MAX_BILLED_PERIODS = 12;

/**
 * The demo provider's renewals. A real provider bills a renewing subscription at the end of each
 * period by itself and tells us by webhook; the test gateway has no server of its own, so the
 * nightly reconciliation asks it to bill what has come due: each missed period gets a paid
 * invoice (a test payment, no money), the period moves past now, and the subscriber gets a
 * receipt. Returns how many subscriptions were renewed.
 */
export async function renewTestSubscriptions(services: CoreServices, now = new Date()): Promise<number> {
  if (!testGatewayEnabled(services)) return 0;
  let renewed = 0;
  let afterId = 0;
  for (;;) {
    const page = await subscriptionsAdminRepo.dueTestRenewals(services.db, now, afterId, PAGE);
    if (!page.length) return renewed;
    afterId = page[page.length - 1]?.id ?? afterId;
    for (const row of page) {
      try {
        if (await renewOne(services, row, now)) renewed++;
      } catch (error) {
        // One subscription that cannot be renewed must not stop the others, nor the provider check after.
        const message = error instanceof Error ? error.message : String(error);
        await services.errorLog
          .write({ message: `Test payment renewal of subscription ${row.id} failed: ${message}` })
          .catch(() => {});
      }
    }
  }
}

async function renewOne(services: CoreServices, row: SubscriptionRow, now: Date): Promise<boolean> {
  if (row.price_id === null || !row.renews_at || !row.gateway_id) return false;
  const price = await subscriptionsRepo.findPriceRow(services.db, row.price_id);
  if (!price) return false;
  // Only the latest periods are billed, so only they are kept (a daily price lapsed for years
  // walks many periods, each a date addition).
  const billed: { start: Date; end: Date }[] = [];
  let start = new Date(row.renews_at);
  while (start <= now) {
    const end = addInterval(start, price.interval, price.interval_count);
    billed.push({ start, end });
    if (billed.length > MAX_BILLED_PERIODS) billed.shift();
    start = end;
  }
  const product = await subscriptionsRepo.findProductRow(services.db, row.product_id);
  for (const [index, period] of billed.entries())
    await recordTestCharge(
      services,
      {
        subscriptionId: row.id,
        userId: row.user_id,
        // One id per subscription and period: a second run over the same period changes nothing.
        gatewayId: `test_in_${row.gateway_id}_${period.start.getTime()}`,
        amount: price.amount,
        currency: price.currency,
        description: product?.name ?? null,
        periodStart: period.start,
        periodEnd: period.end,
        at: period.start,
      },
      // One receipt for the run: the latest period's.
      { mail: index === billed.length - 1 },
    );
  const gateway = await billingGateway(services, "test");
  const state = await gateway.fetchSubscription(row.gateway_id);
  const applied = await applySubscription(services, "test", { ...state, currentPeriodEnd: start, occurredAt: now });
  return applied.subscriptionId !== null;
}
