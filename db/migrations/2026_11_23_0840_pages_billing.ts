import { type Kysely, sql } from "kysely";

/**
 * Custom pages (docs/spec/2-product-areas.md §3 "Custom page") and the billing catalogue: products (plans) with their
 * prices, and subscriptions. Prices and products carry `gateway_ids` (provider → external id) so
 * the billing work can sync them to Stripe or PayPal without another migration; a subscription
 * keeps the provider's own id in `gateway_id`. Money is stored in minor units (cents).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table custom_pages (
    id serial primary key,
    slug text not null unique,
    title text not null,
    body text not null default '',
    meta_title text,
    meta_description text,
    set_seo boolean not null default false,
    hide_nav boolean not null default false,
    user_id integer references users (id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);

  await sql`create table products (
    id serial primary key,
    name text not null,
    description text,
    feature_list jsonb not null default '[]',
    recommended boolean not null default false,
    free boolean not null default false,
    hidden boolean not null default false,
    position integer not null default 0,
    permissions jsonb not null default '[]',
    gateway_ids jsonb not null default '{}',
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);

  await sql`create table prices (
    id serial primary key,
    product_id integer not null references products (id) on delete cascade,
    amount integer not null check (amount >= 0),
    currency char(3) not null,
    interval text not null check (interval in ('day', 'month', 'year')),
    interval_count integer not null default 1 check (interval_count between 1 and 365),
    sendowl_id text,
    gateway_ids jsonb not null default '{}',
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index prices_product on prices (product_id, id)`.execute(db);

  // A plan or price someone pays for is not deleted from under them: `restrict` makes the
  // database refuse it even if a caller forgets to check.
  await sql`create table subscriptions (
    id serial primary key,
    user_id integer not null references users (id) on delete cascade,
    product_id integer not null references products (id) on delete restrict,
    price_id integer references prices (id) on delete restrict,
    gateway text not null default 'none',
    gateway_id text,
    status text not null default 'active',
    renews_at timestamptz,
    ends_at timestamptz,
    cancelled_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index subscriptions_user on subscriptions (user_id, id)`.execute(db);
  await sql`create unique index subscriptions_gateway_id on subscriptions (gateway, gateway_id)
    where gateway_id is not null`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table subscriptions`.execute(db);
  await sql`drop table prices`.execute(db);
  await sql`drop table products`.execute(db);
  await sql`drop table custom_pages`.execute(db);
}
