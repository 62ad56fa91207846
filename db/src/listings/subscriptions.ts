import { columnSorts, dateRangeFilter, defineListing, selectFilter } from "../listing.ts";
import { textSearch } from "./search.ts";

export interface SubscriptionListRow {
  id: number;
  user_id: number;
  user_name: string;
  user_email: string;
  product_id: number;
  plan_name: string;
  price_amount: number | null;
  price_currency: string | null;
  price_interval: string | null;
  gateway: string;
  status: string;
  renews_at: Date | null;
  ends_at: Date | null;
  cancelled_at: Date | null;
  created_at: Date;
}

export const subscriptionsListing = defineListing<
  "subscriptions" | "users" | "products" | "prices",
  SubscriptionListRow
>({
  from: (db) =>
    db
      .selectFrom("subscriptions")
      .innerJoin("users", "users.id", "subscriptions.user_id")
      .innerJoin("products", "products.id", "subscriptions.product_id")
      .leftJoin("prices", "prices.id", "subscriptions.price_id"),
  select: (qb) =>
    qb.select([
      "subscriptions.id",
      "subscriptions.user_id",
      "users.name as user_name",
      "users.email as user_email",
      "subscriptions.product_id",
      "products.name as plan_name",
      "prices.amount as price_amount",
      "prices.currency as price_currency",
      "prices.interval as price_interval",
      "subscriptions.gateway",
      "subscriptions.status",
      "subscriptions.renews_at",
      "subscriptions.ends_at",
      "subscriptions.cancelled_at",
      "subscriptions.created_at",
    ]),
  sorts: {
    ...columnSorts("subscriptions", ["id", "status", "renews_at", "ends_at", "created_at"]),
    user_name: (eb) => eb.ref("users.name"),
    plan_name: (eb) => eb.ref("products.name"),
  },
  defaultSort: { column: "created_at", direction: "desc" },
  tieBreaker: (eb) => eb.ref("subscriptions.id"),
  search: textSearch("users.name", "users.email", "products.name"),
  filters: {
    status: selectFilter((eb) => eb.ref("subscriptions.status")),
    gateway: selectFilter((eb) => eb.ref("subscriptions.gateway")),
    created_at: dateRangeFilter((eb) => eb.ref("subscriptions.created_at")),
  },
});
