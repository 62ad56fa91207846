import { afterAll, describe, expect, test } from "bun:test";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PasswordHasher } from "@backbeat/core";
import { type DatabaseHandle, openDatabase, sql } from "@backbeat/db";
import { createEmptyPostgresDatabase } from "@backbeat/db/testing";
import { readServerConfig } from "./env.ts";
import { prepareDatabase } from "./services.ts";

/** Instances of one site started at the same moment on an empty PostgreSQL database. */
describe.skipIf(!process.env.TEST_DATABASE_URL)("starting together", () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  test("ten instances migrate and provision at once: all succeed, one admin, one copy of each default", async () => {
    const pg = await createEmptyPostgresDatabase();
    cleanup.push(() => pg.drop());
    const dir = await mkdtemp(join(tmpdir(), "backbeat-together-"));
    cleanup.push(() => rm(dir, { recursive: true, force: true }));
    const handles: DatabaseHandle[] = await Promise.all(
      Array.from({ length: 10 }, () => openDatabase({ kind: "postgres", url: pg.url, maxConnections: 3 })),
    );
    cleanup.push(async () => {
      for (const h of handles) await h.close();
    });
    const config = readServerConfig({ DATA_DIR: dir, DATABASE_URL: pg.url, SEED_DEMO: "false", LOG_LEVEL: "silent" });

    const results = await Promise.allSettled(handles.map((h) => prepareDatabase(config, h, new PasswordHasher(1))));
    expect(
      results.filter((r) => r.status === "rejected").map((r) => String((r as PromiseRejectedResult).reason)),
    ).toEqual([]);
    const created = results.filter((r) => r.status === "fulfilled" && r.value.adminCreated);
    expect(created).toHaveLength(1);

    const [{ db }] = handles as [DatabaseHandle];
    const count = async (query: ReturnType<typeof sql<{ n: number; distinct_n: number }>>) =>
      (await query.execute(db)).rows[0] as { n: number; distinct_n: number };
    const users = await count(sql`select count(*)::int as n, count(distinct email)::int as distinct_n from users`);
    expect(users).toEqual({ n: 1, distinct_n: 1 });
    const admins = await count(
      sql`select count(*)::int as n, count(distinct ur.user_id)::int as distinct_n
          from role_user ur join roles r on r.id = ur.role_id where r.slug = 'admins'`,
    );
    expect(admins).toEqual({ n: 1, distinct_n: 1 });
    for (const [table, key] of [
      ["roles", "slug"],
      ["settings", "name"],
      ["permissions", "name"],
      ["themes", "name"],
      ["localizations", "language"],
      ["channels", "slug"],
    ] as const) {
      const rows = await count(
        sql`select count(*)::int as n, count(distinct ${sql.ref(key)})::int as distinct_n from ${sql.table(table)}`,
      );
      expect({ table, ...rows }).toEqual({ table, n: rows.distinct_n, distinct_n: rows.distinct_n });
      expect(rows.n).toBeGreaterThan(0);
    }
  }, 240_000);
});
