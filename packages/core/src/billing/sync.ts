import { billingRepo } from "@backbeat/db";
import type { CoreServices } from "../context.ts";
import { billingGateway, enabledGateways } from "./gateways/registry.ts";
import type { GatewayName, GatewayPlan } from "./gateways/types.ts";

export interface PlanSyncResult {
  /** Providers the plan is now in step with. */
  synced: GatewayName[];
  /** Providers that refused, with their (safe to show) message. */
  failed: { gateway: GatewayName; message: string }[];
}

const GATEWAY_LABELS: Record<GatewayName, string> = { stripe: "Stripe", paypal: "PayPal", test: "the test gateway" };

/** "Saved, but syncing with Stripe failed: …": what the admin sees after a save that a provider refused. */
export function syncWarning(result: PlanSyncResult): string | null {
  if (!result.failed.length) return null;
  return result.failed
    .map((f) => `Saved, but syncing with ${GATEWAY_LABELS[f.gateway]} failed: ${f.message}`)
    .join(" ");
}

/**
 * Creates or updates the plan at every enabled provider and stores the ids they answer with.
 * Only live prices without an id at that provider are sent (a changed price was archived and
 * replaced, or had its ids cleared, so it goes as a new provider price); archived prices stay as
 * they are at the provider for the subscribers who pay them. The product itself is always sent,
 * so a renamed plan is renamed there too. Free plans are never sent. One
 * provider failing does not stop the others, and never undoes the local save.
 */
export async function syncPlanToGateways(services: CoreServices, productId: number): Promise<PlanSyncResult> {
  const result: PlanSyncResult = { synced: [], failed: [] };
  const product = await billingRepo.findProduct(services.db, productId);
  if (!product || product.free) return result;
  const live = product.prices.filter((p) => p.archived_at === null);
  for (const name of enabledGateways(services)) {
    try {
      const plan: GatewayPlan = {
        id: product.id,
        name: product.name,
        description: product.description,
        gatewayId: product.gateway_ids[name] ?? null,
        prices: live
          .filter((p) => !p.gateway_ids[name])
          .map((p) => ({
            id: p.id,
            amount: p.amount,
            currency: p.currency.trim(),
            interval: p.interval,
            interval_count: p.interval_count,
            gatewayId: null,
          })),
      };
      const gateway = await billingGateway(services, name);
      const synced = await gateway.syncPlan(plan);
      await billingRepo.storeGatewayIds(services.db, name, product.id, synced.productId, synced.prices);
      result.synced.push(name);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      result.failed.push({ gateway: name, message: message.slice(0, 500) });
      const e = error instanceof Error ? error : new Error(message);
      await services.errorLog
        .write({ message: `Syncing plan ${product.id} with ${name} failed: ${message}`, stack: e.stack })
        .catch(() => {});
    }
  }
  return result;
}
