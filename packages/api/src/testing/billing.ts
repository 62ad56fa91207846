import { loadViewer } from "@backbeat/core";
import { monthlyPrice, saveTestPlan } from "@backbeat/core/testing/billing";
import type { PriceInterval } from "@backbeat/db";
import { callerFor } from "./admin-matrix.ts";
import { type Harness, registeredClient } from "./harness.ts";

/** A paid plan with one price, granting `permission` when given. */
export async function paidPlan(
  h: Harness,
  plan: {
    name: string;
    amount: number;
    position: number;
    permission?: string;
    hidden?: boolean;
    interval?: PriceInterval;
    intervalCount?: number;
  },
) {
  const { productId, priceId } = await saveTestPlan(
    h.services.db,
    {
      name: plan.name,
      description: `${plan.name} plan`,
      hidden: plan.hidden ?? false,
      position: plan.position,
      permissions: plan.permission ? [{ name: plan.permission, restrictions: [] }] : [],
    },
    [{ ...monthlyPrice(plan.amount), interval: plan.interval ?? "month", interval_count: plan.intervalCount ?? 1 }],
  );
  return { productId, priceId, amount: plan.amount };
}

/** A newly registered user with a tRPC caller of their own. */
export async function newSubscriber(h: Harness, name: string) {
  const user = await registeredClient(h, `${name}-${crypto.randomUUID().slice(0, 8)}@example.test`);
  return { ...user, caller: await callerFor(h, user.client) };
}

/** The permission names a user holds now (role, grants and plan). */
export async function permissionNames(h: Harness, userId: number): Promise<string[]> {
  return (await loadViewer(h.services.db, userId)).permissions.map((p) => p.name);
}
