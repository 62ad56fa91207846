import type { PriceInterval, PriceRow, ProductRow, SubscriptionRow } from "../pages-billing-schema.ts";
import type { Executor } from "./executor.ts";

/** What a billing e-mail says about a subscription: who gets it, which plan, which price, which dates. */
export interface SubscriptionMailFacts {
  id: number;
  status: string;
  email: string;
  userName: string | null;
  planName: string;
  amount: number | null;
  currency: string | null;
  interval: PriceInterval | null;
  intervalCount: number | null;
  renewsAt: Date | null;
  endsAt: Date | null;
}

/** The subscription with its owner, plan and price, when `subscriptionId` belongs to `userId`. */
export async function subscriptionMailFacts(
  db: Executor,
  userId: number,
  subscriptionId: number,
): Promise<SubscriptionMailFacts | null> {
  const row = await db
    .selectFrom("subscriptions as s")
    .innerJoin("users as u", "u.id", "s.user_id")
    .innerJoin("products as p", "p.id", "s.product_id")
    .leftJoin("prices as pr", "pr.id", "s.price_id")
    .select([
      "s.id",
      "s.status",
      "u.email",
      "u.name as userName",
      "p.name as planName",
      "pr.amount",
      "pr.currency",
      "pr.interval",
      "pr.interval_count as intervalCount",
      "s.renews_at as renewsAt",
      "s.ends_at as endsAt",
    ])
    .where("s.id", "=", subscriptionId)
    .where("s.user_id", "=", userId)
    .executeTakeFirst();
  return row ?? null;
}

export interface AdminSubscriptionRow extends SubscriptionRow {
  user_name: string;
  user_email: string;
  plan_name: string;
  plan_free: boolean;
  price: PriceRow | null;
}

/** One subscription with what the admin's detail dialog shows next to it. */
export async function findAdminSubscription(db: Executor, id: number): Promise<AdminSubscriptionRow | null> {
  const row = await db
    .selectFrom("subscriptions as s")
    .innerJoin("users as u", "u.id", "s.user_id")
    .innerJoin("products as p", "p.id", "s.product_id")
    .selectAll("s")
    .select(["u.name as user_name", "u.email as user_email", "p.name as plan_name", "p.free as plan_free"])
    .where("s.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const price =
    row.price_id === null
      ? null
      : ((await db.selectFrom("prices").selectAll().where("id", "=", row.price_id).executeTakeFirst()) ?? null);
  return { ...row, price };
}

/** Plans with the prices an admin may move a subscriber to (archived prices left out). */
export async function planChoices(
  db: Executor,
): Promise<(Pick<ProductRow, "id" | "name" | "free" | "hidden"> & { prices: PriceRow[] })[]> {
  const products = await db
    .selectFrom("products")
    .select(["id", "name", "free", "hidden"])
    .orderBy("position")
    .orderBy("id")
    .execute();
  const prices = await db
    .selectFrom("prices")
    .selectAll()
    .where("archived_at", "is", null)
    .orderBy("amount")
    .orderBy("id")
    .execute();
  return products.map((p) => ({ ...p, prices: prices.filter((r) => r.product_id === p.id) }));
}

/**
 * Provider-backed subscriptions the provider still bills or may still change: anything not
 * expired, plus cancellations whose paid period has not run out. Paged by id.
 */
export async function reconcilableSubscriptions(
  db: Executor,
  afterId: number,
  limit: number,
): Promise<Pick<SubscriptionRow, "id" | "user_id" | "gateway" | "gateway_id" | "status">[]> {
  return db
    .selectFrom("subscriptions")
    .select(["id", "user_id", "gateway", "gateway_id", "status"])
    .where("gateway", "in", ["stripe", "paypal", "test"])
    .where("gateway_id", "is not", null)
    .where("id", ">", afterId)
    .where((eb) =>
      eb.or([
        eb("status", "in", ["incomplete", "trialing", "active", "past_due"]),
        eb.and([eb("status", "=", "cancelled"), eb("ends_at", ">", new Date())]),
      ]),
    )
    .orderBy("id")
    .limit(limit)
    .execute();
}

/**
 * Test-gateway subscriptions whose paid period has run out while they still renew (the demo
 * provider bills them when asked, as a real one would on its own). Paged by id.
 */
export async function dueTestRenewals(
  db: Executor,
  now: Date,
  afterId: number,
  limit: number,
): Promise<SubscriptionRow[]> {
  return db
    .selectFrom("subscriptions")
    .selectAll()
    .where("gateway", "=", "test")
    .where("gateway_id", "is not", null)
    .where("status", "in", ["active", "trialing"])
    .where("cancel_at_period_end", "=", false)
    .where("renews_at", "<=", now)
    .where("id", ">", afterId)
    .orderBy("id")
    .limit(limit)
    .execute();
}
