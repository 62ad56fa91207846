import { type SubscriptionRow, subscriptionsAdminRepo, subscriptionsRepo } from "@backbeat/db";
import { inBackground } from "../background.ts";
import { daySlot, runOncePerSlot } from "../cluster/schedule.ts";
import type { CoreServices } from "../context.ts";
import { type KnownJobName, recordJobRun } from "../logs/job-runs.ts";
import { billingGateway } from "./gateways/registry.ts";
import type { GatewayName, GatewaySubscription } from "./gateways/types.ts";
import { applySubscription, graceDaysOf, localColumns } from "./state.ts";
import { renewTestSubscriptions } from "./test-renewals.ts";

export const RECONCILE_JOB: KnownJobName = "billing.reconcile";
const PAGE = 100;
const DAY_MS = 86_400_000;
/** Provider period ends are compared to the minute: providers round timestamps differently. */
const SAME_TIME_MS = 60_000;

export interface ReconcileDifference {
  subscriptionId: number;
  gateway: string;
  gatewayId: string;
  /** What differed, as `field: local → provider`. */
  changes: string[];
  /** How applying the provider's state went ("applied", "refused: …"). */
  outcome: string;
}

export interface ReconcileReport {
  /** Test-gateway subscriptions billed for the periods that had come due (see test-renewals.ts). */
  renewed: number;
  checked: number;
  differences: ReconcileDifference[];
  /** Subscriptions the provider could not be asked about (kept as they are). */
  failed: { subscriptionId: number; message: string }[];
}

const time = (d: Date | null | undefined) => (d ? new Date(d).getTime() : null);
const sameTime = (a: Date | null | undefined, b: Date | null | undefined) => {
  const [x, y] = [time(a), time(b)];
  return x === null || y === null ? x === y : Math.abs(x - y) < SAME_TIME_MS;
};
const show = (v: unknown) => (v instanceof Date ? v.toISOString() : v === null || v === undefined ? "none" : String(v));

/** The fields where the local row disagrees with what the provider's state would make of it. */
async function differences(
  services: CoreServices,
  row: SubscriptionRow,
  state: GatewaySubscription,
  gateway: GatewayName,
) {
  const expected = localColumns(state, row, graceDaysOf(services));
  const changes: string[] = [];
  if (expected.status !== row.status) changes.push(`status: ${row.status} → ${expected.status}`);
  if (expected.cancel_at_period_end !== row.cancel_at_period_end)
    changes.push(`cancel at period end: ${row.cancel_at_period_end} → ${expected.cancel_at_period_end}`);
  for (const field of ["renews_at", "ends_at"] as const)
    if (!sameTime(expected[field], row[field]))
      changes.push(`${field}: ${show(row[field])} → ${show(expected[field])}`);
  const price = row.price_id === null ? undefined : await subscriptionsRepo.findPriceRow(services.db, row.price_id);
  const localPrice = price?.gateway_ids[gateway] ?? null;
  if (localPrice !== state.priceGatewayId) changes.push(`price: ${show(localPrice)} → ${show(state.priceGatewayId)}`);
  return changes;
}

/**
 * Compares every live provider-backed subscription with the provider and applies the
 * provider's state where they differ: webhooks are the truth, but a missed or refused one would
 * otherwise leave a subscriber with access they no longer pay for, or without access they do.
 * Each difference goes to the error log; the run and its summary to the schedule log.
 */
export function reconcileSubscriptions(services: CoreServices, now = new Date()): Promise<ReconcileReport> {
  return recordJobRun(
    services,
    RECONCILE_JOB,
    async () => {
      const report: ReconcileReport = {
        renewed: await renewTestSubscriptions(services, now),
        checked: 0,
        differences: [],
        failed: [],
      };
      let afterId = 0;
      for (;;) {
        const page = await subscriptionsAdminRepo.reconcilableSubscriptions(services.db, afterId, PAGE);
        if (!page.length) break;
        afterId = page[page.length - 1]?.id ?? afterId;
        for (const item of page) {
          report.checked++;
          const gatewayName = item.gateway as GatewayName;
          const gatewayId = item.gateway_id as string;
          try {
            const gateway = await billingGateway(services, gatewayName);
            const fetched = await gateway.fetchSubscription(gatewayId);
            // What the provider says now is newer than anything applied before.
            const state = { ...fetched, occurredAt: fetched.occurredAt > now ? fetched.occurredAt : now };
            const row = await subscriptionsRepo.findSubscriptionRow(services.db, item.id);
            if (!row) continue;
            const changes = await differences(services, row, state, gatewayName);
            if (!changes.length) continue;
            const { outcome } = await applySubscription(services, gatewayName, state);
            report.differences.push({ subscriptionId: item.id, gateway: gatewayName, gatewayId, changes, outcome });
            await services.errorLog
              .write({
                message: `Billing reconciliation: ${gatewayName} subscription ${gatewayId} (local ${item.id}) differed: ${changes.join("; ")}. Provider state ${outcome}.`,
              })
              .catch(() => {});
          } catch (error) {
            const message = error instanceof Error ? error.message : String(error);
            report.failed.push({ subscriptionId: item.id, message: message.slice(0, 500) });
            await services.errorLog
              .write({
                message: `Billing reconciliation could not check ${gatewayName} subscription ${gatewayId} (local ${item.id}): ${message}`,
              })
              .catch(() => {});
          }
        }
      }
      return report;
    },
    null,
    (r) =>
      `Checked ${r.checked} subscriptions: ${r.differences.length} differed and were updated from the provider, ${r.failed.length} could not be checked.${r.renewed ? ` Test payments renewed ${r.renewed}.` : ""}`,
  );
}

const timers = new WeakMap<
  CoreServices,
  { timeout?: ReturnType<typeof setTimeout>; interval?: ReturnType<typeof setInterval> }
>();

/** Milliseconds until the next 03:00 UTC, a quiet hour for most sites and for the providers. */
export function untilNightly(now = new Date()): number {
  const next = new Date(now);
  next.setUTCHours(3, 0, 0, 0);
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return next.getTime() - now.getTime();
}

/** Runs the reconciliation every night (apps/server); a failed run is in the schedule log. */
export function startBillingReconciler(services: CoreServices): void {
  stopBillingReconciler(services);
  // Every instance keeps the timer; the night's slot makes it one run for the whole cluster.
  const run = () =>
    inBackground(
      services,
      runOncePerSlot(services, RECONCILE_JOB, daySlot(), () => reconcileSubscriptions(services)),
    );
  const entry: { timeout?: ReturnType<typeof setTimeout>; interval?: ReturnType<typeof setInterval> } = {};
  entry.timeout = setTimeout(() => {
    run();
    entry.interval = setInterval(run, DAY_MS);
    entry.interval.unref();
  }, untilNightly());
  entry.timeout.unref();
  timers.set(services, entry);
}

/** Stops the schedule; a run under way is awaited with the rest (`settleBackground`). */
export function stopBillingReconciler(services: CoreServices): void {
  const entry = timers.get(services);
  if (!entry) return;
  clearTimeout(entry.timeout);
  clearInterval(entry.interval);
  timers.delete(services);
}
