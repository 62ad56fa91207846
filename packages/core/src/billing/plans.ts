import { billingRepo, type ProductWithPrices } from "@backbeat/db";
import { assertAdminPermission } from "../admin/datatables.ts";
import { ADS_HIDE_PERMISSION } from "../ads/schemas.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { notFound, validationError } from "../errors.ts";
import { parseInput } from "../validation.ts";
import { planIdInput, planInput, planUpdateInput } from "./schemas.ts";

/** A plan (spec 2 §3 "Product/plan") with its prices; amounts in minor units. */
export interface Plan {
  id: number;
  name: string;
  description: string | null;
  feature_list: string[];
  recommended: boolean;
  free: boolean;
  hidden: boolean;
  /** Subscribers browse without ads (the plan grants `ads.hide`). */
  hide_ads: boolean;
  position: number;
  prices: {
    id: number;
    amount: number;
    currency: string;
    interval: "day" | "month" | "year";
    interval_count: number;
    sendowl_id: string | null;
  }[];
  updated_at: string;
}

function planJson(p: ProductWithPrices): Plan {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    feature_list: p.feature_list,
    recommended: p.recommended,
    free: p.free,
    hidden: p.hidden,
    hide_ads: p.permissions.includes(ADS_HIDE_PERMISSION),
    position: p.position,
    prices: p.prices.map((r) => ({
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

/** "9.99" → 999, without floating point. */
export function toMinorUnits(amount: string): number {
  const [whole = "0", fraction = ""] = amount.split(".");
  return Number(whole) * 100 + Number(fraction.padEnd(2, "0"));
}

async function save(services: CoreServices, id: number | null, input: ReturnType<typeof planInput.parse>) {
  return services.db.transaction().execute(async (tx) => {
    if (id !== null) {
      const own = new Set(await billingRepo.priceIdsOfProduct(tx, id));
      const fields: Record<string, string[]> = {};
      input.prices.forEach((p, i) => {
        if (p.id !== undefined && !own.has(p.id))
          fields[`prices.${i}.amount`] = ["This price belongs to another plan."];
      });
      if (Object.keys(fields).length) throw validationError(fields);
      const kept = new Set(input.prices.flatMap((p) => (p.id === undefined ? [] : [p.id])));
      const removed = [...own].filter((priceId) => !kept.has(priceId));
      if ((await billingRepo.pricesInUse(tx, removed)).length)
        throw validationError({
          prices: ["A price with subscribers cannot be removed; add a new price and leave the old one."],
        });
    }
    return billingRepo.saveProduct(
      tx,
      id,
      {
        name: input.name,
        description: input.description || null,
        feature_list: input.feature_list,
        recommended: input.recommended,
        free: input.free,
        hidden: input.hidden,
        position: input.position,
        permissions: input.hide_ads ? [ADS_HIDE_PERMISSION] : [],
      },
      input.prices.map((p) => ({
        ...(p.id === undefined ? {} : { id: p.id }),
        amount: toMinorUnits(p.amount),
        currency: p.currency,
        interval: p.interval,
        interval_count: p.interval_count,
        sendowl_id: p.sendowl_id || null,
      })),
    );
  });
}

export async function getPlan(services: CoreServices, viewer: Viewer, input: unknown): Promise<Plan> {
  assertAdminPermission(viewer, "plans.update");
  const { id } = parseInput(planIdInput, input);
  const plan = await billingRepo.findProduct(services.db, id);
  if (!plan) throw notFound("This plan does not exist.");
  return planJson(plan);
}

export async function createPlan(services: CoreServices, viewer: Viewer, input: unknown): Promise<Plan> {
  assertAdminPermission(viewer, "plans.update");
  const id = await save(services, null, parseInput(planInput, input));
  return planJson((await billingRepo.findProduct(services.db, id)) as ProductWithPrices);
}

export async function updatePlan(services: CoreServices, viewer: Viewer, input: unknown): Promise<Plan> {
  assertAdminPermission(viewer, "plans.update");
  const { id, plan } = parseInput(planUpdateInput, input);
  if (!(await billingRepo.findProduct(services.db, id))) throw notFound("This plan does not exist.");
  await save(services, id, plan);
  return planJson((await billingRepo.findProduct(services.db, id)) as ProductWithPrices);
}
