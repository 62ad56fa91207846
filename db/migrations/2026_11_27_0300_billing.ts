import { type Kysely, sql } from "kysely";

/**
 * Billing with payment providers. The provider's webhooks are the truth about a subscription:
 * every event id is processed at most once (`billing_events`), and a subscription remembers the
 * time of the provider state it last applied (`provider_updated_at`) so an older event arriving
 * late never undoes a newer one. A checkout is the local record of "user U asked for price P";
 * a provider subscription is only ever attached to a user through it, so nobody gains a plan
 * that was not paid for at the price they picked. Prices whose amount changed are archived, not
 * rewritten: subscribers keep the price they pay.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table prices add column archived_at timestamptz`.execute(db);

  await sql`alter table subscriptions
    add column customer_id text,
    add column cancel_at_period_end boolean not null default false,
    add column trial_ends_at timestamptz,
    add column grace_ends_at timestamptz,
    add column provider_updated_at timestamptz,
    add column payment_method jsonb,
    add column checkout_id text`.execute(db);
  await sql`create index subscriptions_status on subscriptions (status, ends_at)`.execute(db);

  await sql`create table billing_customers (
    user_id integer not null references users (id) on delete cascade,
    gateway text not null,
    customer_id text not null,
    created_at timestamptz not null default now(),
    primary key (user_id, gateway)
  )`.execute(db);
  await sql`create unique index billing_customers_provider on billing_customers (gateway, customer_id)`.execute(db);

  await sql`create table billing_checkouts (
    id text primary key,
    user_id integer not null references users (id) on delete cascade,
    product_id integer not null references products (id) on delete cascade,
    price_id integer not null references prices (id) on delete cascade,
    gateway text not null,
    gateway_ref text,
    status text not null default 'open' check (status in ('open', 'completed', 'failed', 'expired')),
    subscription_id integer references subscriptions (id) on delete set null,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index billing_checkouts_user on billing_checkouts (user_id, created_at)`.execute(db);
  await sql`create unique index billing_checkouts_ref on billing_checkouts (gateway, gateway_ref)
    where gateway_ref is not null`.execute(db);

  await sql`create table billing_events (
    gateway text not null,
    event_id text not null,
    type text not null,
    received_at timestamptz not null default now(),
    outcome text,
    primary key (gateway, event_id)
  )`.execute(db);
  await sql`create index billing_events_received on billing_events (received_at)`.execute(db);

  await sql`create table invoices (
    id serial primary key,
    subscription_id integer references subscriptions (id) on delete set null,
    user_id integer not null references users (id) on delete cascade,
    gateway text not null,
    gateway_id text not null,
    amount integer not null,
    currency char(3) not null,
    status text not null check (status in ('paid', 'open', 'failed', 'void')),
    pdf_url text,
    hosted_url text,
    period_start timestamptz,
    period_end timestamptz,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create unique index invoices_provider on invoices (gateway, gateway_id)`.execute(db);
  await sql`create index invoices_user on invoices (user_id, created_at desc)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table invoices`.execute(db);
  await sql`drop table billing_events`.execute(db);
  await sql`drop table billing_checkouts`.execute(db);
  await sql`drop table billing_customers`.execute(db);
  await sql`drop index subscriptions_status`.execute(db);
  await sql`alter table subscriptions
    drop column customer_id, drop column cancel_at_period_end, drop column trial_ends_at,
    drop column grace_ends_at, drop column provider_updated_at, drop column payment_method,
    drop column checkout_id`.execute(db);
  await sql`alter table prices drop column archived_at`.execute(db);
}
