import { describe, expect, test } from "bun:test";
import { sql } from "kysely";
import { migrateDown, migrateToLatest } from "./migrations.ts";
import { createTestDatabase, testDatabaseKinds } from "./testing.ts";

const lockTable = sql<{ found: string | null }>`select to_regclass('kysely_migration_lock')::text as found`;

for (const kind of testDatabaseKinds) {
  describe(`start-up migration on ${kind}`, () => {
    test("a current schema is recognised without running the migrator; an outdated one is migrated", async () => {
      const handle = await createTestDatabase(kind);
      try {
        await migrateToLatest(handle.db);
        // The migrator would recreate its lock table; the fast path reads and leaves.
        await sql`drop table kysely_migration_lock`.execute(handle.db);
        await migrateToLatest(handle.db);
        expect((await lockTable.execute(handle.db)).rows[0]?.found).toBeNull();

        await migrateDown(handle.db);
        await sql`drop table kysely_migration_lock`.execute(handle.db);
        await migrateToLatest(handle.db);
        expect((await lockTable.execute(handle.db)).rows[0]?.found).toBe("kysely_migration_lock");
      } finally {
        await handle.close();
      }
    }, 60_000);
  });
}
