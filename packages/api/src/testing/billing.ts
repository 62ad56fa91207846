import { loadViewer } from "@backbeat/core";
import { billingRepo, type PriceInterval } from "@backbeat/db";
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
  const productId = await billingRepo.saveProduct(
    h.services.db,
    null,
    {
      name: plan.name,
      description: `${plan.name} plan`,
      feature_list: [],
      recommended: false,
      free: false,
      hidden: plan.hidden ?? false,
      position: plan.position,
      permissions: plan.permission ? [{ name: plan.permission, restrictions: [] }] : [],
    },
    [
      {
        amount: plan.amount,
        currency: "USD",
        interval: plan.interval ?? "month",
        interval_count: plan.intervalCount ?? 1,
        sendowl_id: null,
      },
    ],
  );
  const [priceId] = await billingRepo.priceIdsOfProduct(h.services.db, productId);
  return { productId, priceId: priceId as number, amount: plan.amount };
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
