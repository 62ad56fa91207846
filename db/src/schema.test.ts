import { afterAll, describe, expect, test } from "bun:test";
import { sql } from "kysely";
import type { DatabaseHandle } from "./client.ts";
import { migrateDown, migrateToLatest } from "./migrations.ts";
import type { DB } from "./schema.ts";
import { createTestDatabase, testDatabaseKinds } from "./testing.ts";

// The table types in schema.ts are hand-written: this keeps them honest against the migrations.
const expectedColumns: { [T in keyof DB]: (keyof DB[T])[] } = {
  settings: ["name", "value", "private", "updated_at"],
  permissions: ["id", "name", "display_name", "group", "description", "restrictions"],
  roles: ["id", "name", "slug", "description", "default", "guests", "internal", "created_at"],
  permission_role: ["role_id", "permission_id", "restrictions"],
  users: [
    "id",
    "email",
    "name",
    "first_name",
    "last_name",
    "image",
    "password",
    "email_verified_at",
    "banned_at",
    "timezone",
    "language",
    "country",
    "download_as",
    "created_at",
    "updated_at",
  ],
  role_user: ["user_id", "role_id"],
  permission_user: ["user_id", "permission_id", "restrictions"],
  sessions: [
    "id",
    "user_id",
    "secret_hash",
    "remember",
    "ip_address",
    "user_agent",
    "created_at",
    "last_active_at",
    "expires_at",
  ],
  themes: [
    "id",
    "name",
    "is_dark",
    "default_light",
    "default_dark",
    "user_id",
    "values",
    "font",
    "created_at",
    "updated_at",
  ],
  localizations: ["id", "name", "language", "lines", "created_at", "updated_at"],
};

for (const kind of testDatabaseKinds) {
  describe(`schema on ${kind}`, () => {
    const handles: DatabaseHandle[] = [];
    afterAll(async () => {
      for (const h of handles) await h.close();
    });

    test("table types match the migrated columns", async () => {
      const handle = await createTestDatabase(kind);
      handles.push(handle);
      const rows = await sql<{ table_name: string; column_name: string }>`
        select table_name, column_name from information_schema.columns
        where table_schema = 'public' and table_name not like 'kysely_%'`.execute(handle.db);
      const actual: Record<string, string[]> = {};
      for (const r of rows.rows) (actual[r.table_name] ??= []).push(r.column_name);
      expect(Object.keys(actual).sort()).toEqual(Object.keys(expectedColumns).sort());
      for (const [table, columns] of Object.entries(expectedColumns)) {
        expect([...(actual[table] ?? [])].sort()).toEqual([...(columns as string[])].sort());
      }
    });

    test("migrations go down and up again", async () => {
      const handle = await createTestDatabase(kind);
      handles.push(handle);
      await migrateDown(handle.db);
      const after = await sql<{ n: number }>`
        select count(*)::int as n from information_schema.tables
        where table_schema = 'public' and table_name = 'users'`.execute(handle.db);
      expect(after.rows[0]?.n).toBe(0);
      await migrateToLatest(handle.db);
      const again = await sql<{ n: number }>`select count(*)::int as n from users`.execute(handle.db);
      expect(again.rows[0]?.n).toBe(0);
    });
  });
}
