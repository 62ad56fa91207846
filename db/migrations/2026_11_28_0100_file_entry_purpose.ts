import { type Kysely, sql } from "kysely";

/**
 * What a file entry was uploaded as. The appearance and ad image paths serve only their own
 * kind, so a private upload (a backstage proof, a music file) never leaves through them.
 * Entries the saved appearance or ad settings already name keep being served.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table file_entries add column purpose text not null default 'upload'
    check (purpose in ('upload', 'appearance', 'ad', 'backstage-proof'))`.execute(db);
  await sql`update file_entries set purpose = 'appearance' where id in (
    select m.parts[1]::int
    from settings, regexp_matches(value::text, '/api/v1/appearance/images/([0-9]{1,9})', 'g') as m(parts)
    where name like 'branding.%' or name like 'landing.%')`.execute(db);
  await sql`update file_entries set purpose = 'ad' where id in (
    select m.parts[1]::int
    from settings, regexp_matches(value::text, '/api/v1/ads/images/([0-9]{1,9})', 'g') as m(parts)
    where name like 'ads.%')`.execute(db);
  await sql`update file_entries set purpose = 'backstage-proof' where id in (
    select e.id::int
    from backstage_requests, jsonb_array_elements_text(
      case when jsonb_typeof(proof_file_ids) = 'array' then proof_file_ids else '[]'::jsonb end) as e(id)
    where e.id ~ '^[0-9]{1,9}$')`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table file_entries drop column purpose`.execute(db);
}
