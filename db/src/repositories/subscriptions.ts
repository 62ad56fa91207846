import { sql } from "kysely";
import { jsonb } from "../json.ts";
import type {
  BillingCheckoutRow,
  CheckoutStatus,
  InvoiceRow,
  InvoiceStatus,
  PaymentMethod,
  PriceRow,
  ProductRow,
  SubscriptionRow,
} from "../pages-billing-schema.ts";
import { hasRow } from "./count.ts";
import type { Executor } from "./executor.ts";

/**
 * The one rule for "this subscription still grants its plan", shared by the viewer query and
 * every billing check so the two can never disagree: active or trialing (until an end an admin
 * gave it); past due within its grace period; cancelled (or cancelling at period end) while the paid period lasts.
 */
export function validSubscriptionSql(alias: string) {
  const c = (column: string) => sql.ref(`${alias}.${column}`);
  return sql<boolean>`((${c("status")} in ('active', 'trialing') and (${c("ends_at")} is null or ${c("ends_at")} > now()))
    or (${c("status")} = 'past_due' and (${c("grace_ends_at")} is null or ${c("grace_ends_at")} > now()))
    or ((${c("status")} = 'cancelled' or ${c("cancel_at_period_end")}) and ${c("ends_at")} > now()))`;
}

/** Valid and still renewing: what the menu's "subscribed" items and the billing page call active. */
export function activeSubscriptionSql(alias: string) {
  return sql<boolean>`(${validSubscriptionSql(alias)} and ${sql.ref(`${alias}.status`)} <> 'cancelled'
    and not ${sql.ref(`${alias}.cancel_at_period_end`)})`;
}

// ---- plans as the pricing page and checkout see them ----

export interface PublicPlanRow extends ProductRow {
  prices: PriceRow[];
}

/** Listed plans (not hidden) by position, each with its current (not archived) prices. */
export async function listedPlans(db: Executor): Promise<PublicPlanRow[]> {
  const products = await db
    .selectFrom("products")
    .selectAll()
    .where("hidden", "=", false)
    .orderBy("position")
    .orderBy("id")
    .execute();
  if (!products.length) return [];
  const prices = await db
    .selectFrom("prices")
    .selectAll()
    .where(
      "product_id",
      "in",
      products.map((p) => p.id),
    )
    .where("archived_at", "is", null)
    .orderBy("amount")
    .orderBy("id")
    .execute();
  return products.map((p) => ({ ...p, prices: prices.filter((r) => r.product_id === p.id) }));
}

export async function findProductRow(db: Executor, productId: number): Promise<ProductRow | undefined> {
  return db.selectFrom("products").selectAll().where("id", "=", productId).executeTakeFirst();
}

export async function findPriceRow(db: Executor, priceId: number): Promise<PriceRow | undefined> {
  return db.selectFrom("prices").selectAll().where("id", "=", priceId).executeTakeFirst();
}

/** The local price a provider price id belongs to (any product, archived ones included). */
export async function findPriceByGatewayId(
  db: Executor,
  gateway: string,
  gatewayId: string,
): Promise<PriceRow | undefined> {
  return db
    .selectFrom("prices")
    .selectAll()
    .where(sql<string>`gateway_ids ->> ${gateway}`, "=", gatewayId)
    .orderBy("id")
    .executeTakeFirst();
}

// A plan synced on demand (saved before the provider was set up) records its ids as a sync does.
export { storeGatewayIds as saveGatewayIds } from "./billing.ts";

// ---- provider customers ----

export async function findCustomerId(db: Executor, userId: number, gateway: string): Promise<string | null> {
  const row = await db
    .selectFrom("billing_customers")
    .select("customer_id")
    .where("user_id", "=", userId)
    .where("gateway", "=", gateway)
    .executeTakeFirst();
  return row?.customer_id ?? null;
}

export async function userOfCustomer(db: Executor, gateway: string, customerId: string): Promise<number | null> {
  const row = await db
    .selectFrom("billing_customers")
    .select("user_id")
    .where("gateway", "=", gateway)
    .where("customer_id", "=", customerId)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/** The first customer id a user gets at a provider stays theirs. */
export async function saveCustomer(db: Executor, userId: number, gateway: string, customerId: string): Promise<void> {
  await db
    .insertInto("billing_customers")
    .values({ user_id: userId, gateway, customer_id: customerId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

// ---- checkouts ----

export async function insertCheckout(
  db: Executor,
  row: { id: string; user_id: number; product_id: number; price_id: number; gateway: string },
): Promise<void> {
  await db.insertInto("billing_checkouts").values(row).execute();
}

export async function findCheckout(
  db: Executor,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<BillingCheckoutRow | undefined> {
  let query = db.selectFrom("billing_checkouts").selectAll().where("id", "=", id);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function findCheckoutByRef(
  db: Executor,
  gateway: string,
  ref: string,
): Promise<BillingCheckoutRow | undefined> {
  return db
    .selectFrom("billing_checkouts")
    .selectAll()
    .where("gateway", "=", gateway)
    .where("gateway_ref", "=", ref)
    .executeTakeFirst();
}

export async function updateCheckout(
  db: Executor,
  id: string,
  patch: { status?: CheckoutStatus; gateway_ref?: string | null; subscription_id?: number | null },
): Promise<void> {
  await db
    .updateTable("billing_checkouts")
    .set({ ...patch, updated_at: new Date() })
    .where("id", "=", id)
    .execute();
}

/** Checkouts a user started since a moment (the bound on how many a user may start). */
export async function countCheckoutsSince(db: Executor, userId: number, since: Date): Promise<number> {
  const row = await db
    .selectFrom("billing_checkouts")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("user_id", "=", userId)
    .where("created_at", ">", since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Open checkouts older than the cut-off are no longer waited for. */
export async function expireOpenCheckouts(db: Executor, olderThan: Date): Promise<number> {
  const result = await db
    .updateTable("billing_checkouts")
    .set({ status: "expired", updated_at: new Date() })
    .where("status", "=", "open")
    .where("created_at", "<", olderThan)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

// ---- subscriptions ----

export type SubscriptionPatch = Partial<
  Pick<
    SubscriptionRow,
    | "product_id"
    | "price_id"
    | "customer_id"
    | "status"
    | "renews_at"
    | "ends_at"
    | "cancelled_at"
    | "cancel_at_period_end"
    | "trial_ends_at"
    | "grace_ends_at"
    | "provider_updated_at"
    | "checkout_id"
  >
> & { payment_method?: PaymentMethod | null };

/**
 * Serialises every writer of one provider subscription until the transaction ends: two webhooks
 * for a subscription that has no row yet would otherwise both insert. Run inside a transaction.
 */
export async function lockProviderSubscription(db: Executor, gateway: string, gatewayId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`billing:${gateway}:${gatewayId}`}, 0))`.execute(db);
}

export async function findByGatewayId(
  db: Executor,
  gateway: string,
  gatewayId: string,
): Promise<SubscriptionRow | undefined> {
  return db
    .selectFrom("subscriptions")
    .selectAll()
    .where("gateway", "=", gateway)
    .where("gateway_id", "=", gatewayId)
    .executeTakeFirst();
}

export async function findSubscriptionRow(db: Executor, id: number): Promise<SubscriptionRow | undefined> {
  return db.selectFrom("subscriptions").selectAll().where("id", "=", id).executeTakeFirst();
}

/** Inserts a provider subscription; `undefined` when another writer already holds its (gateway, id). */
export async function insertProviderSubscription(
  db: Executor,
  row: SubscriptionPatch & { user_id: number; product_id: number; gateway: string; gateway_id: string },
): Promise<number | undefined> {
  const { payment_method, ...rest } = row;
  const inserted = await db
    .insertInto("subscriptions")
    .values({ ...rest, payment_method: payment_method ? jsonb(payment_method) : null })
    .onConflict((oc) => oc.columns(["gateway", "gateway_id"]).where("gateway_id", "is not", null).doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted?.id;
}

export async function updateSubscription(db: Executor, id: number, patch: SubscriptionPatch): Promise<void> {
  const { payment_method, ...rest } = patch;
  await db
    .updateTable("subscriptions")
    .set({
      ...rest,
      ...(payment_method === undefined ? {} : { payment_method: payment_method ? jsonb(payment_method) : null }),
      updated_at: new Date(),
    })
    .where("id", "=", id)
    .execute();
}

export interface UserSubscriptionRow extends SubscriptionRow {
  valid: boolean;
  active: boolean;
  plan_name: string;
  price_amount: number | null;
  price_currency: string | null;
  price_interval: string | null;
  price_interval_count: number | null;
}

/**
 * The user's subscription the billing page shows: a valid one first (newest), else the newest
 * of any state, so an ended or failed one still explains itself.
 */
export async function currentSubscriptionOf(db: Executor, userId: number): Promise<UserSubscriptionRow | undefined> {
  return db
    .selectFrom("subscriptions as s")
    .innerJoin("products as p", "p.id", "s.product_id")
    .leftJoin("prices as pr", "pr.id", "s.price_id")
    .selectAll("s")
    .select([
      validSubscriptionSql("s").as("valid"),
      activeSubscriptionSql("s").as("active"),
      "p.name as plan_name",
      "pr.amount as price_amount",
      "pr.currency as price_currency",
      "pr.interval as price_interval",
      "pr.interval_count as price_interval_count",
    ])
    .where("s.user_id", "=", userId)
    .orderBy(sql`${validSubscriptionSql("s")} desc`)
    .orderBy("s.id", "desc")
    .executeTakeFirst();
}

/** The user's subscriptions that grant their plan now. */
export async function validSubscriptionsOf(db: Executor, userId: number): Promise<SubscriptionRow[]> {
  return db
    .selectFrom("subscriptions as s")
    .selectAll("s")
    .where("s.user_id", "=", userId)
    .where(validSubscriptionSql("s"))
    .orderBy("s.id", "desc")
    .execute();
}

// ---- processed webhook events ----

/** Claims an event id; false when it was already received (a replay). */
export async function claimEvent(db: Executor, gateway: string, eventId: string, type: string): Promise<boolean> {
  return hasRow(
    db
      .insertInto("billing_events")
      .values({ gateway, event_id: eventId, type })
      .onConflict((oc) => oc.columns(["gateway", "event_id"]).doNothing())
      .returning("event_id"),
  );
}

export async function setEventOutcome(db: Executor, gateway: string, eventId: string, outcome: string): Promise<void> {
  await db
    .updateTable("billing_events")
    .set({ outcome: outcome.slice(0, 500) })
    .where("gateway", "=", gateway)
    .where("event_id", "=", eventId)
    .execute();
}

export async function findEvent(db: Executor, gateway: string, eventId: string) {
  return db
    .selectFrom("billing_events")
    .selectAll()
    .where("gateway", "=", gateway)
    .where("event_id", "=", eventId)
    .executeTakeFirst();
}

/** Forgets a claim whose processing failed, so the provider's retry is processed again. */
export async function releaseEvent(db: Executor, gateway: string, eventId: string): Promise<void> {
  await db.deleteFrom("billing_events").where("gateway", "=", gateway).where("event_id", "=", eventId).execute();
}

// ---- invoices ----

export type InvoiceWrite = Omit<InvoiceRow, "id" | "description"> & {
  /** What was charged for; a later update without one keeps the first. */
  description?: string | null;
};

/** Inserts or updates an invoice; returns it with the status it had before (null when new). */
export async function upsertInvoice(
  db: Executor,
  invoice: InvoiceWrite,
): Promise<{ row: InvoiceRow; previousStatus: InvoiceStatus | null }> {
  const before = await db
    .selectFrom("invoices")
    .select("status")
    .where("gateway", "=", invoice.gateway)
    .where("gateway_id", "=", invoice.gateway_id)
    .executeTakeFirst();
  const row = await db
    .insertInto("invoices")
    .values(invoice)
    .onConflict((oc) =>
      oc.columns(["gateway", "gateway_id"]).doUpdateSet((eb) => ({
        status: eb.ref("excluded.status"),
        amount: eb.ref("excluded.amount"),
        currency: eb.ref("excluded.currency"),
        pdf_url: eb.ref("excluded.pdf_url"),
        hosted_url: eb.ref("excluded.hosted_url"),
        period_start: eb.ref("excluded.period_start"),
        period_end: eb.ref("excluded.period_end"),
        subscription_id: sql<number | null>`coalesce(excluded.subscription_id, invoices.subscription_id)`,
        description: sql<string | null>`coalesce(excluded.description, invoices.description)`,
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  return { row, previousStatus: before?.status ?? null };
}

export async function invoicesOf(
  db: Executor,
  userId: number,
  page: number,
  perPage: number,
): Promise<{ rows: InvoiceRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom("invoices")
      .selectAll()
      .where("user_id", "=", userId)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    db
      .selectFrom("invoices")
      .select((eb) => eb.fn.countAll<string>().as("n"))
      .where("user_id", "=", userId)
      .executeTakeFirst(),
  ]);
  return { rows, total: Number(count?.n ?? 0) };
}

/** One invoice with what its receipt shows: the plan billed and the subscription's payment method. */
export async function invoiceReceipt(db: Executor, invoiceId: number) {
  return db
    .selectFrom("invoices as i")
    .leftJoin("subscriptions as s", "s.id", "i.subscription_id")
    .leftJoin("products as p", "p.id", "s.product_id")
    .select([
      "i.id",
      "i.user_id",
      "i.gateway",
      "i.amount",
      "i.currency",
      "i.status",
      "i.pdf_url",
      "i.hosted_url",
      "i.period_start",
      "i.period_end",
      "i.created_at",
      "i.description",
      "p.name as plan_name",
      "s.payment_method",
    ])
    .where("i.id", "=", invoiceId)
    .executeTakeFirst();
}

export async function invoicesOfSubscription(db: Executor, subscriptionId: number): Promise<InvoiceRow[]> {
  return db
    .selectFrom("invoices")
    .selectAll()
    .where("subscription_id", "=", subscriptionId)
    .orderBy("created_at", "desc")
    .execute();
}
