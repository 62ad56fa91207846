/**
 * Realtime benchmark (issue 15): CLIENTS WebSocket clients, each signed in as its own user, on one
 * production server; events go in through the Redis bus (as from another instance), one per user
 * per round, and we time each round from the publish to every client having its event (p50, p95,
 * max over clients and rounds), with the server's RSS idle with all sockets open and after the rounds.
 * Usage: TEST_DATABASE_URL=postgres://… bun bench/realtime/run.ts [--clients 5000] [--rounds 10]
 * Writes bench/realtime/results.json.
 */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { createSession, RedisBus } from "@backbeat/core";
import { openDatabase, sql } from "@backbeat/db";
import { createEmptyPostgresDatabase } from "@backbeat/db/testing";
import { rssMb, spawnServer, tempDir } from "../lib/server.ts";

const { values } = parseArgs({
  args: Bun.argv.slice(2),
  options: { clients: { type: "string" }, rounds: { type: "string" }, port: { type: "string" } },
});
const CLIENTS = Number(values.clients ?? 5000);
const ROUNDS = Number(values.rounds ?? 10);
const PORT = Number(values.port ?? 3545);
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const CHANNEL = `backbeat:bench:${crypto.randomUUID()}`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
const round1 = (n: number) => Math.round(n * 10) / 10;

const empty = await createEmptyPostgresDatabase();
const dir = tempDir("backbeat-bench-realtime-");
const server = await spawnServer(
  {
    DATABASE_URL: empty.url,
    DATA_DIR: dir.path,
    REDIS_URL,
    REALTIME_CHANNEL: CHANNEL,
    ADMIN_EMAIL: "admin@backbeat.local",
    ADMIN_PASSWORD: "bench-admin-password",
  },
  PORT,
);
const handle = await openDatabase({ kind: "postgres", url: empty.url, maxConnections: 4 });
const bus = new RedisBus(REDIS_URL, CHANNEL);
const sockets: WebSocket[] = [];
try {
  console.log(`server up in ${Math.round(server.startMs)} ms; creating ${CLIENTS} users and sessions`);
  const users = await sql<{ id: number }>`
    insert into users (email, name)
    select 'rt' || g || '@bench.local', 'Listener ' || g from generate_series(1, ${CLIENTS}) g
    returning id`.execute(handle.db);
  const ids = users.rows.map((r) => r.id);
  const tokens: string[] = [];
  for (let i = 0; i < ids.length; i += 100)
    tokens.push(
      ...(
        await Promise.all(
          ids
            .slice(i, i + 100)
            .map((userId) => createSession(handle.db, { userId, remember: true, ip: null, userAgent: "bench" })),
        )
      ).map((s) => s.token),
    );

  const rssBefore = rssMb(server.pid);
  // received[round][client] = ms after the round's publish started
  const received: number[][] = Array.from({ length: ROUNDS }, () => []);
  const roundStart: number[] = [];
  let gotThisRound = 0;
  let roundDone: (() => void) | null = null;
  const openStarted = performance.now();
  const indexOf = new Map(ids.map((id, i) => [id, i]));
  for (let i = 0; i < ids.length; i += 250) {
    await Promise.all(
      tokens.slice(i, i + 250).map(
        (token, j) =>
          new Promise<void>((resolve, reject) => {
            const client = i + j;
            const ws = new WebSocket(`ws://127.0.0.1:${PORT}/realtime`, {
              headers: { cookie: `backbeat_session=${token}`, origin: `http://127.0.0.1:${PORT}` },
            } as unknown as string[]);
            sockets.push(ws);
            ws.onmessage = (m) => {
              const message = JSON.parse(String(m.data)) as { event: string; payload: { round: number } };
              if (message.event === "ready") return resolve();
              if (message.event !== "bench") return;
              const r = message.payload.round;
              const row = received[r];
              if (row) row[client] = performance.now() - (roundStart[r] as number);
              gotThisRound++;
              if (gotThisRound === CLIENTS) roundDone?.();
            };
            ws.onerror = () => reject(new Error(`client ${client} refused`));
          }),
      ),
    );
  }
  const connectMs = performance.now() - openStarted;
  await Bun.sleep(1000);
  const rssConnected = rssMb(server.pid);
  console.log(`${CLIENTS} sockets open in ${Math.round(connectMs)} ms; server RSS ${rssBefore} → ${rssConnected} MB`);

  const allRounds: number[] = [];
  const rounds: { round: number; p50: number; p95: number; max: number; missing: number }[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    gotThisRound = 0;
    const done = new Promise<void>((resolve) => {
      roundDone = resolve;
    });
    roundStart[r] = performance.now();
    // ioredis writes commands issued together in one go, so the round leaves as one burst.
    await Promise.all(ids.map((userId) => bus.publish({ userId, event: "bench", payload: { round: r } })));
    await Promise.race([done, Bun.sleep(10_000)]);
    const times = ids.map((id) => received[r]?.[indexOf.get(id) as number]).filter((t): t is number => t !== undefined);
    const sorted = times.sort((a, b) => a - b);
    allRounds.push(...sorted);
    const row = {
      round: r,
      p50: round1(percentile(sorted, 50)),
      p95: round1(percentile(sorted, 95)),
      max: round1(sorted[sorted.length - 1] ?? Number.NaN),
      missing: CLIENTS - sorted.length,
    };
    rounds.push(row);
    console.log(`round ${r}: p50 ${row.p50} ms, p95 ${row.p95} ms, all ${row.max} ms, missing ${row.missing}`);
    await Bun.sleep(500);
  }
  const rssAfter = rssMb(server.pid);
  allRounds.sort((a, b) => a - b);
  const p95s = rounds.map((r) => r.p95).sort((a, b) => a - b);
  const result = {
    when: new Date().toISOString(),
    machine: `${navigator.hardwareConcurrency} cores (shared)`,
    clients: CLIENTS,
    rounds: ROUNDS,
    eventsPerRound: CLIENTS,
    transport: "Redis pub/sub into one server instance, one event per user per round",
    connectMs: Math.round(connectMs),
    latencyMs: {
      p50: round1(percentile(allRounds, 50)),
      p95: round1(percentile(allRounds, 95)),
      max: round1(allRounds[allRounds.length - 1] ?? Number.NaN),
      medianRoundP95: p95s[Math.floor(p95s.length / 2)],
    },
    rssMb: { beforeSockets: rssBefore, withSockets: rssConnected, afterRounds: rssAfter },
    targets: { p95Ms: 500, rssMb: 400 },
    perRound: rounds,
  };
  writeFileSync(join(import.meta.dir, "results.json"), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify({ latencyMs: result.latencyMs, rssMb: result.rssMb }));
} finally {
  for (const ws of sockets) ws.close();
  await bus.close();
  await handle.close();
  await server.stop();
  await empty.drop();
  dir.remove();
}
