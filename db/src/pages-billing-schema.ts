import type { ColumnType, Generated, Selectable } from "kysely";

/** Table types of migration 0840 (custom pages and the billing catalogue); `schema.test.ts` checks them. */
type JsonWithDefault<T> = ColumnType<T, T | string | undefined, T | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface CustomPagesTable {
  id: Generated<number>;
  slug: string;
  title: string;
  /** Sanitized HTML: only what core's allow-list kept is ever stored. */
  body: Generated<string>;
  meta_title: string | null;
  meta_description: string | null;
  set_seo: Generated<boolean>;
  hide_nav: Generated<boolean>;
  user_id: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export type PriceInterval = "day" | "month" | "year";

export interface ProductsTable {
  id: Generated<number>;
  name: string;
  description: string | null;
  feature_list: JsonWithDefault<string[]>;
  recommended: Generated<boolean>;
  free: Generated<boolean>;
  hidden: Generated<boolean>;
  position: Generated<number>;
  /** Permission names a subscriber of this plan is granted. */
  permissions: JsonWithDefault<string[]>;
  /** The product's id at each payment provider, filled when the plan is synced. */
  gateway_ids: JsonWithDefault<Record<string, string>>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface PricesTable {
  id: Generated<number>;
  product_id: number;
  /** Minor units (cents). */
  amount: number;
  currency: string;
  interval: PriceInterval;
  interval_count: Generated<number>;
  sendowl_id: string | null;
  gateway_ids: JsonWithDefault<Record<string, string>>;
  created_at: Generated<Date>;
}

export interface SubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  price_id: number | null;
  /** none (granted by an admin), stripe or paypal. */
  gateway: Generated<string>;
  gateway_id: string | null;
  /** active, trialing, past_due, cancelled or expired. */
  status: Generated<string>;
  renews_at: NullableTimestamp;
  ends_at: NullableTimestamp;
  cancelled_at: NullableTimestamp;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface PagesBillingDB {
  custom_pages: CustomPagesTable;
  products: ProductsTable;
  prices: PricesTable;
  subscriptions: SubscriptionsTable;
}

export type CustomPageRow = Selectable<CustomPagesTable>;
export type ProductRow = Selectable<ProductsTable>;
export type PriceRow = Selectable<PricesTable>;
