import { sql } from "kysely";
import { booleanFilter, columnSorts, defineListing } from "../listing.ts";
import type { PriceInterval } from "../pages-billing-schema.ts";
import { childCount } from "./counts.ts";
import { textSearch } from "./search.ts";

export interface PlanListPrice {
  id: number;
  amount: number;
  currency: string;
  interval: PriceInterval;
  interval_count: number;
}

export interface PlanListRow {
  id: number;
  name: string;
  recommended: boolean;
  free: boolean;
  hidden: boolean;
  position: number;
  prices: PlanListPrice[];
  subscriptions_count: number;
  updated_at: Date;
}

export const plansListing = defineListing<"products", PlanListRow>({
  from: (db) => db.selectFrom("products"),
  select: (qb) =>
    qb.select([
      "products.id",
      "products.name",
      "products.recommended",
      "products.free",
      "products.hidden",
      "products.position",
      sql<PlanListPrice[]>`coalesce((
        select jsonb_agg(jsonb_build_object('id', p.id, 'amount', p.amount, 'currency', p.currency,
          'interval', p.interval, 'interval_count', p.interval_count) order by p.amount, p.id)
        from prices p where p.product_id = products.id and p.archived_at is null), '[]'::jsonb)`.as("prices"),
      childCount("subscriptions", "product_id", "products.id").as("subscriptions_count"),
      "products.updated_at",
    ]),
  sorts: {
    ...columnSorts("products", ["id", "name", "position", "updated_at"]),
  },
  defaultSort: { column: "position", direction: "asc" },
  tieBreaker: (eb) => eb.ref("products.id"),
  search: textSearch("products.name"),
  filters: {
    hidden: booleanFilter((eb) => eb("products.hidden", "=", true)),
    free: booleanFilter((eb) => eb("products.free", "=", true)),
  },
});
