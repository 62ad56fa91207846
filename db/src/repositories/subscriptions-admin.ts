import type { PriceInterval } from "../pages-billing-schema.ts";
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
