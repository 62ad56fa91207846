import { type Kysely, sql } from "kysely";

/** When each room member's player last said it is there: members gone quiet leave the room. */
// biome-ignore lint/suspicious/noExplicitAny: migrations are frozen in time and must not depend on current table types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table listening_room_members add column seen_at timestamptz not null default now()`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up()
export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table listening_room_members drop column seen_at`.execute(db);
}
