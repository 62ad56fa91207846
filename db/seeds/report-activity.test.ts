import { afterAll, expect, test } from "bun:test";
import { sql } from "kysely";
import type { DatabaseHandle } from "../src/index.ts";
import { createTestDatabase } from "../src/testing.ts";
import { seedReportActivity } from "./report-activity.ts";

let handle: DatabaseHandle | undefined;
afterAll(async () => {
  await handle?.close();
});

test("demo report activity spreads plays, page views, sign-ups and uploads over the last 60 days, none ahead", async () => {
  handle = await createTestDatabase("pglite");
  const db = handle.db;
  const trackIds: number[] = [];
  for (const name of ["A", "B", "C"])
    trackIds.push(
      (await db.insertInto("tracks").values({ name, search_name: name }).returning("id").executeTakeFirstOrThrow()).id,
    );
  const user = await db
    .insertInto("users")
    .values({ email: "l@x.test", name: "L" })
    .returning("id")
    .executeTakeFirstOrThrow();
  const now = Date.now();
  const result = await seedReportActivity(db, { trackIds, userIds: [user.id], albumIds: [], artistIds: [], now });
  expect(result.plays).toBeGreaterThan(1000);
  expect(result.pageViews).toBeGreaterThan(1000);
  const span = await sql<{ days: number; first: Date; last: Date }>`
    select count(distinct date_trunc('day', played_at))::int as days, min(played_at) as first, max(played_at) as last
    from plays`.execute(db);
  const row = span.rows[0];
  expect(row?.days).toBe(60);
  expect(new Date(row?.last ?? 0).getTime()).toBeLessThan(now);
  expect(now - new Date(row?.first ?? 0).getTime()).toBeLessThan(61 * 86_400_000);
  const views = await sql<{ days: number; visitors: number }>`
    select count(distinct date_trunc('day', viewed_at))::int as days, count(distinct visitor)::int as visitors
    from page_views`.execute(db);
  expect(views.rows[0]?.days).toBe(60);
  const created = await db.selectFrom("users").select("created_at").where("id", "=", user.id).executeTakeFirstOrThrow();
  expect(created.created_at.getTime()).toBeLessThan(now - 86_400_000);
  const uploads = await db.selectFrom("tracks").select("created_at").execute();
  for (const u of uploads) expect(u.created_at.getTime()).toBeLessThan(now);
});
