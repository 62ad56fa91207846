import { type Kysely, sql } from "kysely";

/**
 * The admin logs (docs/spec/2-product-areas.md §2 "logs"): every mail the server sent (`mail_log`) and every run of
 * scheduled or queued work (`job_runs`). Both are pruned by age, so neither grows for ever.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create table mail_log (
    id serial primary key,
    recipient text not null,
    subject text not null,
    template text,
    transport text not null,
    status text not null check (status in ('sent', 'failed')),
    error text,
    html text not null default '',
    body_truncated boolean not null default false,
    created_at timestamptz not null default now()
  )`.execute(db);
  await sql`create index mail_log_created on mail_log (created_at desc, id desc)`.execute(db);
  await sql`create table job_runs (
    id serial primary key,
    name text not null,
    started_at timestamptz not null default now(),
    finished_at timestamptz,
    duration_ms integer,
    result text not null default 'running' check (result in ('running', 'succeeded', 'failed')),
    error text,
    detail text
  )`.execute(db);
  await sql`create index job_runs_name_started on job_runs (name, started_at desc, id desc)`.execute(db);
  await sql`create index job_runs_started on job_runs (started_at desc, id desc)`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table job_runs`.execute(db);
  await sql`drop table mail_log`.execute(db);
}
