import { afterAll, expect, test } from "bun:test";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "@backbeat/db";
import type { RunningServer } from "./server.ts";
import { startQuietServer } from "./testing/harness.ts";

let server: RunningServer | undefined;
let dir: string | undefined;
// Closing the embedded database takes seconds on a busy machine, past a hook's default 5 s.
afterAll(async () => {
  await server?.stop();
  if (dir) await rm(dir, { recursive: true, force: true });
}, 60_000);

/** A fresh install answers before its demo catalogue exists, and says what it is preparing. */
test("the server listens first; the demo catalogue follows in the background with its progress", async () => {
  dir = await mkdtemp(join(tmpdir(), "bb-fresh-"));
  server = await startQuietServer({
    DATA_DIR: join(dir, "data"),
    SEED_DEMO: "true",
    SEED_DEMO_TRACKS: "12",
    SEED_DEMO_CLIPS: "2",
    SEED_DEMO_CLIP_SECONDS: "4-5",
  });
  const health = (await (await fetch(`${server.url}/api/v1/health`)).json()) as {
    preparing: { task: string; done: number; total: number } | null;
  };
  expect(health.preparing).toMatchObject({ task: "Preparing the demo catalogue", total: 2 });
  expect((await fetch(`${server.url}/api/v1/health/ready`)).status).toBe(503);
  const page = await (await fetch(`${server.url}/`)).text();
  expect(page).toContain('"preparing":{"task":"Preparing the demo catalogue"');

  await server.ready;
  const tracks = await sql<{ n: number }>`select count(*)::int as n from tracks`.execute(server.started.services.db);
  expect(tracks.rows[0]?.n).toBe(12);
  expect((await fetch(`${server.url}/api/v1/health/ready`)).status).toBe(200);
  expect(((await (await fetch(`${server.url}/api/v1/health`)).json()) as { preparing: unknown }).preparing).toBeNull();
}, 120_000);
