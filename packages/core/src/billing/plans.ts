import { billingRepo, type PriceRow, type ProductWithPrices } from "@backbeat/db";
import type { z } from "zod";
import { assertAdminPermission } from "../admin/datatables.ts";
import { assertCanGrant, editableGrants } from "../admin-users/access.ts";
import { permissionGroups } from "../admin-users/roles.ts";
import { ADS_HIDE_PERMISSION } from "../ads/schemas.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { notFound, validationError } from "../errors.ts";
import { forgetCachedUsers } from "../users/current-user.ts";
import { type PricingPlan, pricingPlanJson } from "./pricing-plan.ts";
import { PLAN_GRANTABLE, type PlanIdInput, type PlanUpdateInput, type planInput } from "./schemas.ts";
import { syncPlanToGateways, syncWarning } from "./sync.ts";

export type PlanGrant = billingRepo.PlanGrant;

// The rest of the admin's billing work, reachable from the package root through this module.

/** A plan (docs/spec/2-product-areas.md §3 "Product/plan") with its prices; amounts in minor units. */
export interface Plan extends PricingPlan {
  /** Everything subscribers are granted, with restrictions. */
  permissions: PlanGrant[];
  /** Older prices kept for the subscribers who still pay them. */
  archived_prices_count: number;
}

/** A saved plan, and what the admin should be told when a provider refused it. */
export interface SavedPlan extends Plan {
  warning: string | null;
}

/** Stored grants in either shape: bare names (plans saved before restrictions) or grant objects. */
export function planGrants(stored: unknown): PlanGrant[] {
  if (!Array.isArray(stored)) return [];
  const grants: PlanGrant[] = [];
  for (const item of stored) {
    if (typeof item === "string") grants.push({ name: item, restrictions: [] });
    else if (item && typeof item === "object" && typeof (item as { name?: unknown }).name === "string") {
      const raw = (item as { restrictions?: unknown }).restrictions;
      grants.push(
        editableGrants([
          { name: (item as { name: string }).name, restrictions: Array.isArray(raw) ? (raw as never[]) : [] },
        ])[0] as PlanGrant,
      );
    }
  }
  return grants;
}

function planJson(p: ProductWithPrices): Plan {
  const permissions = planGrants(p.permissions);
  const live = p.prices.filter((r) => r.archived_at === null);
  return {
    ...pricingPlanJson(
      p,
      permissions.some((g) => g.name === ADS_HIDE_PERMISSION),
      live,
    ),
    permissions,
    archived_prices_count: p.prices.length - live.length,
  };
}

/** "9.99" → 999, without floating point. */
export function toMinorUnits(amount: string): number {
  const [whole = "0", fraction = ""] = amount.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

type ParsedPlan = ReturnType<typeof planInput.parse>;

/** The grants to store: the picked permissions, with `hide_ads` kept as the `ads.hide` grant. */
function grantsOf(input: ParsedPlan): PlanGrant[] {
  const grants = input.permissions.filter((g) => g.name !== ADS_HIDE_PERMISSION);
  const picked = input.permissions.find((g) => g.name === ADS_HIDE_PERMISSION);
  if (input.hide_ads || picked) grants.push(picked ?? { name: ADS_HIDE_PERMISSION, restrictions: [] });
  return grants;
}

const billedTheSame = (
  row: PriceRow,
  price: { amount: number; currency: string; interval: string; interval_count: number },
) =>
  row.amount === price.amount &&
  row.currency.trim() === price.currency &&
  row.interval === price.interval &&
  row.interval_count === price.interval_count;

/**
 * Saves the plan. A price that subscribers pay is never rewritten: when its amount, currency or
 * period changes it is archived and a new price takes its place, so existing subscribers keep
 * paying what they agreed to while new ones get the new terms. The same happens to a removed
 * price with subscribers. Prices nobody pays are edited or deleted in place; an edited one
 * forgets its provider ids so the provider makes a new price (provider prices are immutable).
 */
async function save(services: CoreServices, id: number | null, input: ParsedPlan): Promise<number> {
  const product = {
    name: input.name,
    description: input.description || null,
    feature_list: input.feature_list,
    recommended: input.recommended,
    free: input.free,
    hidden: input.hidden,
    position: input.position,
    permissions: grantsOf(input),
  };
  const prices = input.prices.map((p) => ({
    id: p.id,
    amount: toMinorUnits(p.amount),
    currency: p.currency,
    interval: p.interval,
    interval_count: p.interval_count,
    sendowl_id: p.sendowl_id || null,
  }));
  return services.db.transaction().execute(async (tx) => {
    const existing = id === null ? [] : ((await billingRepo.findProduct(tx, id))?.prices ?? []);
    const live = new Map(existing.filter((r) => r.archived_at === null).map((r) => [r.id, r]));
    const fields: Record<string, string[]> = {};
    prices.forEach((p, i) => {
      if (p.id !== undefined && !live.has(p.id))
        fields[`prices.${i}.amount`] = ["This price belongs to another plan or was replaced; add it as a new price."];
    });
    if (Object.keys(fields).length) throw validationError(fields);

    const productId = await billingRepo.saveProductRow(tx, id, product);
    const inUse = new Set(await billingRepo.pricesInUse(tx, [...live.keys()]));
    const kept = new Set(prices.flatMap((p) => (p.id === undefined ? [] : [p.id])));
    const removed = [...live.keys()].filter((priceId) => !kept.has(priceId));
    await billingRepo.archivePrices(
      tx,
      productId,
      removed.filter((priceId) => inUse.has(priceId)),
    );
    await billingRepo.deletePrices(
      tx,
      productId,
      removed.filter((priceId) => !inUse.has(priceId)),
    );
    for (const { id: priceId, ...price } of prices) {
      const row = priceId === undefined ? undefined : live.get(priceId);
      if (!row || priceId === undefined) await billingRepo.insertPrice(tx, productId, price);
      else if (billedTheSame(row, price)) await billingRepo.updatePrice(tx, productId, priceId, price, false);
      else if (inUse.has(priceId)) {
        await billingRepo.archivePrices(tx, productId, [priceId]);
        await billingRepo.insertPrice(tx, productId, price);
      } else await billingRepo.updatePrice(tx, productId, priceId, price, true);
    }
    return productId;
  });
}

async function saved(services: CoreServices, id: number, updated: boolean): Promise<SavedPlan> {
  // Subscribers' permissions follow the plan at once.
  if (updated) forgetCachedUsers(services.db);
  const warning = syncWarning(await syncPlanToGateways(services, id));
  return { ...planJson((await billingRepo.findProduct(services.db, id)) as ProductWithPrices), warning };
}

export async function getPlan(services: CoreServices, viewer: Viewer, { id }: PlanIdInput): Promise<Plan> {
  assertAdminPermission(viewer, "plans.update");
  const plan = await billingRepo.findProduct(services.db, id);
  if (!plan) throw notFound("This plan does not exist.");
  return planJson(plan);
}

export async function createPlan(
  services: CoreServices,
  viewer: Viewer,
  plan: z.output<typeof planInput>,
): Promise<SavedPlan> {
  assertAdminPermission(viewer, "plans.update");
  assertCanGrant(
    viewer,
    grantsOf(plan).map((g) => g.name),
  );
  return saved(services, await save(services, null, plan), false);
}

export async function updatePlan(
  services: CoreServices,
  viewer: Viewer,
  { id, plan }: PlanUpdateInput,
): Promise<SavedPlan> {
  assertAdminPermission(viewer, "plans.update");
  if (!(await billingRepo.findProduct(services.db, id))) throw notFound("This plan does not exist.");
  assertCanGrant(
    viewer,
    grantsOf(plan).map((g) => g.name),
  );
  return saved(services, await save(services, id, plan), true);
}

/** The permission catalogue as the plan editor offers it (plans.update; roles.update not needed). */
export function planPermissionOptions(viewer: Viewer) {
  assertAdminPermission(viewer, "plans.update");
  const groups = permissionGroups()
    .map((g) => ({ ...g, permissions: g.permissions.filter((p) => PLAN_GRANTABLE.has(p.name)) }))
    .filter((g) => g.permissions.length > 0);
  return { groups };
}
