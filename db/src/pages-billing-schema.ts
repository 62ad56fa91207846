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

export interface PlanGrantJson {
  name: string;
  restrictions: { name: string; value: number | null }[];
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
  /** What a subscriber of this plan is granted: `{ name, restrictions }`, or a bare name in older rows. */
  permissions: JsonWithDefault<(string | PlanGrantJson)[]>;
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
  /** Set when the plan's amount changed: subscribers keep paying it, nobody new picks it. */
  archived_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface SubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  product_id: number;
  price_id: number | null;
  /** none (granted by an admin), stripe, paypal or test (the built-in demo gateway). */
  gateway: Generated<string>;
  gateway_id: string | null;
  /** The provider's customer id (Stripe customer, PayPal payer). */
  customer_id: string | null;
  /** incomplete, trialing, active, past_due, cancelled or expired. */
  status: Generated<string>;
  renews_at: NullableTimestamp;
  ends_at: NullableTimestamp;
  cancelled_at: NullableTimestamp;
  /** Cancelled by the subscriber but paid until `ends_at`; `renew` clears it. */
  cancel_at_period_end: Generated<boolean>;
  trial_ends_at: NullableTimestamp;
  /** past_due keeps the plan's permissions until then. */
  grace_ends_at: NullableTimestamp;
  /** When the provider state last applied happened: older events are ignored. */
  provider_updated_at: NullableTimestamp;
  /** { brand, last4, exp_month, exp_year } or { brand: "paypal", email }. */
  payment_method: ColumnType<
    PaymentMethod | null,
    PaymentMethod | string | null | undefined,
    PaymentMethod | string | null
  >;
  checkout_id: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface PaymentMethod {
  brand: string;
  last4?: string;
  exp_month?: number;
  exp_year?: number;
  email?: string;
}

export interface BillingCustomersTable {
  user_id: number;
  gateway: string;
  customer_id: string;
  created_at: Generated<Date>;
}

export type CheckoutStatus = "open" | "completed" | "failed" | "expired";

export interface BillingCheckoutsTable {
  /** Random id; travels to the provider as metadata (Stripe) or custom_id (PayPal). */
  id: string;
  user_id: number;
  product_id: number;
  price_id: number;
  gateway: string;
  /** Stripe Checkout Session id or PayPal subscription id. */
  gateway_ref: string | null;
  status: Generated<CheckoutStatus>;
  subscription_id: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface BillingEventsTable {
  gateway: string;
  event_id: string;
  type: string;
  received_at: Generated<Date>;
  /** applied, ignored (stale or irrelevant) or refused (with why). */
  outcome: string | null;
}

export type InvoiceStatus = "paid" | "open" | "failed" | "void";

export interface InvoicesTable {
  id: Generated<number>;
  subscription_id: number | null;
  user_id: number;
  gateway: string;
  gateway_id: string;
  amount: number;
  currency: string;
  status: InvoiceStatus;
  pdf_url: string | null;
  hosted_url: string | null;
  period_start: NullableTimestamp;
  period_end: NullableTimestamp;
  /** What was charged for, as billed (the plan's name then); null when the provider did not say. */
  description: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Generated<Date>;
}

export interface PagesBillingDB {
  custom_pages: CustomPagesTable;
  products: ProductsTable;
  prices: PricesTable;
  subscriptions: SubscriptionsTable;
  billing_customers: BillingCustomersTable;
  billing_checkouts: BillingCheckoutsTable;
  billing_events: BillingEventsTable;
  invoices: InvoicesTable;
}

export type CustomPageRow = Selectable<CustomPagesTable>;
export type ProductRow = Selectable<ProductsTable>;
export type PriceRow = Selectable<PricesTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type BillingCheckoutRow = Selectable<BillingCheckoutsTable>;
export type InvoiceRow = Selectable<InvoicesTable>;
