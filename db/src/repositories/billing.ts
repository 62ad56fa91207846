import { sql } from "kysely";
import { jsonb } from "../json.ts";
import type { PriceInterval, PriceRow, ProductRow } from "../pages-billing-schema.ts";
import type { Executor } from "./executor.ts";

export interface ProductWrite {
  name: string;
  description: string | null;
  feature_list: string[];
  recommended: boolean;
  free: boolean;
  hidden: boolean;
  position: number;
  /** Grants of the plan: `{ name, restrictions }`; older rows may hold bare names. */
  permissions: PlanGrant[];
}

export interface PlanGrant {
  name: string;
  restrictions: { name: string; value: number | null }[];
}

export interface PriceWrite {
  /** An existing price of this product to keep (and update), or none for a new one. */
  id?: number;
  amount: number;
  currency: string;
  interval: PriceInterval;
  interval_count: number;
  sendowl_id: string | null;
}

export interface ProductWithPrices extends ProductRow {
  prices: PriceRow[];
}

export async function findProduct(db: Executor, id: number): Promise<ProductWithPrices | null> {
  const product = await db.selectFrom("products").selectAll().where("id", "=", id).executeTakeFirst();
  if (!product) return null;
  const prices = await db
    .selectFrom("prices")
    .selectAll()
    .where("product_id", "=", id)
    .orderBy("amount")
    .orderBy("id")
    .execute();
  return { ...product, prices };
}

/** Ids among `priceIds` that some subscription still points at. */
export async function pricesInUse(db: Executor, priceIds: number[]): Promise<number[]> {
  if (priceIds.length === 0) return [];
  const rows = await db
    .selectFrom("subscriptions")
    .select("price_id")
    .distinct()
    .where("price_id", "in", priceIds)
    .execute();
  return rows.map((r) => r.price_id as number);
}

export async function productSubscriptionCount(db: Executor, productIds: number[]): Promise<number> {
  if (productIds.length === 0) return 0;
  const row = await db
    .selectFrom("subscriptions")
    .select((eb) => eb.fn.countAll<string>().as("n"))
    .where("product_id", "in", productIds)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Inserts or updates a product's own fields; prices are written with the functions below. */
export async function saveProductRow(db: Executor, id: number | null, product: ProductWrite): Promise<number> {
  const values = {
    ...product,
    feature_list: jsonb(product.feature_list),
    permissions: jsonb(product.permissions),
  };
  if (id === null) return (await db.insertInto("products").values(values).returning("id").executeTakeFirstOrThrow()).id;
  return (
    await db
      .updateTable("products")
      .set({ ...values, updated_at: new Date() })
      .where("id", "=", id)
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
}

/**
 * Writes a product and makes its prices exactly `prices`: rows with an id of this product are
 * updated, rows without one inserted, and the product's other prices deleted. Run it in a
 * transaction so a refused price leaves the plan as it was. For seeds and tests: the admin
 * editor keeps prices with subscribers (see core's plans).
 */
export async function saveProduct(
  db: Executor,
  id: number | null,
  product: ProductWrite,
  prices: PriceWrite[],
): Promise<number> {
  const productId = await saveProductRow(db, id, product);
  const kept = prices.flatMap((p) => (p.id === undefined ? [] : [p.id]));
  let removal = db.deleteFrom("prices").where("product_id", "=", productId);
  if (kept.length) removal = removal.where("id", "not in", kept);
  await removal.execute();
  for (const { id: priceId, ...price } of prices) {
    if (priceId === undefined) await insertPrice(db, productId, price);
    else await updatePrice(db, productId, priceId, price, false);
  }
  return productId;
}

export async function insertPrice(db: Executor, productId: number, price: Omit<PriceWrite, "id">): Promise<number> {
  return (
    await db
      .insertInto("prices")
      .values({ ...price, product_id: productId })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
}

/** Updates a price in place; `forgetGatewayIds` when its amount or period changed, so providers make a new one. */
export async function updatePrice(
  db: Executor,
  productId: number,
  priceId: number,
  price: Omit<PriceWrite, "id">,
  forgetGatewayIds: boolean,
): Promise<void> {
  await db
    .updateTable("prices")
    .set({ ...price, ...(forgetGatewayIds ? { gateway_ids: jsonb({}) } : {}) })
    .where("id", "=", priceId)
    .where("product_id", "=", productId)
    .execute();
}

/** Nobody new picks these; their subscribers keep paying them. */
export async function archivePrices(db: Executor, productId: number, priceIds: number[]): Promise<void> {
  if (!priceIds.length) return;
  await db
    .updateTable("prices")
    .set({ archived_at: new Date() })
    .where("product_id", "=", productId)
    .where("id", "in", priceIds)
    .where("archived_at", "is", null)
    .execute();
}

export async function deletePrices(db: Executor, productId: number, priceIds: number[]): Promise<void> {
  if (!priceIds.length) return;
  await db.deleteFrom("prices").where("product_id", "=", productId).where("id", "in", priceIds).execute();
}

/** Records a provider's ids for a product and its prices, leaving other providers' ids as they are. */
export async function storeGatewayIds(
  db: Executor,
  gateway: string,
  productId: number,
  productGatewayId: string,
  priceGatewayIds: Record<number, string>,
): Promise<void> {
  await db
    .updateTable("products")
    .set({ gateway_ids: sql`gateway_ids || ${jsonb({ [gateway]: productGatewayId })}` })
    .where("id", "=", productId)
    .execute();
  for (const [priceId, gatewayId] of Object.entries(priceGatewayIds))
    await db
      .updateTable("prices")
      .set({ gateway_ids: sql`gateway_ids || ${jsonb({ [gateway]: gatewayId })}` })
      .where("id", "=", Number(priceId))
      .where("product_id", "=", productId)
      .execute();
}

/** Every price id of `productId`. */
export async function priceIdsOfProduct(db: Executor, productId: number): Promise<number[]> {
  const rows = await db.selectFrom("prices").select("id").where("product_id", "=", productId).execute();
  return rows.map((r) => r.id);
}

export async function insertSubscription(
  db: Executor,
  row: {
    user_id: number;
    product_id: number;
    price_id: number | null;
    gateway?: string;
    gateway_id?: string | null;
    status?: string;
    renews_at?: Date | null;
    ends_at?: Date | null;
  },
): Promise<number> {
  return (await db.insertInto("subscriptions").values(row).returning("id").executeTakeFirstOrThrow()).id;
}

/** Deletes products and (by cascade) their prices; callers refuse products with subscribers first. */
export async function deleteProducts(db: Executor, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const result = await db.deleteFrom("products").where("id", "in", ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}
