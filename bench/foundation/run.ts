/**
 * Foundation benchmark (issue 2): cold start on a new and an existing data folder (PGlite and
 * PostgreSQL), /api/v1/health throughput and latency under wrk at 64 connections, idle RSS, and
 * on PGlite where the memory and the restart time go (floor.ts).
 * Usage: bun bench/foundation/run.ts   (set BENCH_DATABASE_URL to include PostgreSQL)
 */
import postgres from "postgres";
import { rssMb, spawnServer, tempDir, wrk } from "../lib/server.ts";

const results: Record<string, unknown> = { date: new Date().toISOString(), machine: "2 cores" };
const port = 3900;

async function pgliteRound() {
  const data = tempDir("bench-pglite-");
  const first = await spawnServer({ DATA_DIR: data.path, ADMIN_PASSWORD: "bench-admin-pass" }, port);
  await first.stop();
  const again = await spawnServer({ DATA_DIR: data.path }, port);
  await Bun.sleep(3000);
  const idle = rssMb(again.pid);
  await wrk(`${again.url}/api/v1/health`, { connections: 64, seconds: 3 });
  const health = await wrk(`${again.url}/api/v1/health`, { connections: 64, seconds: 10 });
  await again.stop();
  const floor = Bun.spawn(["bun", `${import.meta.dir}/floor.ts`, data.path], { stdout: "pipe", stderr: "inherit" });
  const breakdown = JSON.parse(await new Response(floor.stdout).text());
  data.remove();
  return {
    breakdown,
    firstStartMs: Math.round(first.startMs),
    restartMs: Math.round(again.startMs),
    idleRssMb: idle,
    health: { rps: health.requestsPerSecond, p50Ms: health.p50Ms, p99Ms: health.p99Ms, non2xx: health.non2xx },
  };
}

async function postgresRound(baseUrl: string) {
  const name = `backbeat_bench_${Date.now().toString(36)}`;
  const admin = postgres(baseUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const data = tempDir("bench-pg-");
  try {
    const env = { DATA_DIR: data.path, DATABASE_URL: url.toString(), ADMIN_PASSWORD: "bench-admin-pass" };
    const first = await spawnServer(env, port);
    await first.stop();
    const again = await spawnServer(env, port);
    await Bun.sleep(3000);
    const idle = rssMb(again.pid);
    await wrk(`${again.url}/api/v1/health`, { connections: 64, seconds: 3 });
    const health = await wrk(`${again.url}/api/v1/health`, { connections: 64, seconds: 10 });
    await again.stop();
    return {
      firstStartMs: Math.round(first.startMs),
      restartMs: Math.round(again.startMs),
      idleRssMb: idle,
      health: { rps: health.requestsPerSecond, p50Ms: health.p50Ms, p99Ms: health.p99Ms, non2xx: health.non2xx },
    };
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
    data.remove();
  }
}

results.pglite = await pgliteRound();
const pgUrl = process.env.BENCH_DATABASE_URL;
if (pgUrl) results.postgres = await postgresRound(pgUrl);

console.log(JSON.stringify(results, null, 2));
await Bun.write(`${import.meta.dir}/results.json`, `${JSON.stringify(results, null, 2)}\n`);
