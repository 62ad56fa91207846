/**
 * Both cores of one machine (issue 26): the HTML home page and an album page under wrk with
 * WORKERS=1 and WORKERS=2 on PostgreSQL and Redis, in the same run, beside the ceiling a bare
 * Bun.serve reaches with reusePort in one and two processes. Load average is recorded with each
 * number: the two cores are shared with PostgreSQL, wrk and whatever else runs on the box.
 * Usage: BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres bun bench/cluster/run.ts
 *        [--seconds 10] [--tracks 5000] [--rounds 2]
 */
import { loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import postgres from "postgres";
import { createDatabase, databaseUrl, dropDatabase } from "../lib/database.ts";
import { cpuSeconds, root, seedBench, spawnServer, tempDir, wrk } from "../lib/server.ts";

const { values } = parseArgs({
  args: Bun.argv.slice(2),
  options: { seconds: { type: "string" }, tracks: { type: "string" }, rounds: { type: "string" } },
});
const SECONDS = Number(values.seconds ?? 10);
const TRACKS = Number(values.tracks ?? 5000);
const ROUNDS = Number(values.rounds ?? 2);
const CONNECTIONS = 64;
const port = 3950;
const pgBase = process.env.BENCH_DATABASE_URL;
if (!pgBase) throw new Error("BENCH_DATABASE_URL is required: WORKERS needs PostgreSQL");

const load = () => loadavg().map((n) => Math.round(n * 100) / 100);
const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;

/**
 * One wrk run after a short warm-up; wrk gets one thread so the servers keep most of the CPU.
 * Beside the throughput, the CPU the serving processes spent per request: on a shared machine it
 * moves far less than requests per second do.
 */
async function measure(url: string, pids: () => number[]) {
  await wrk(url, { connections: CONNECTIONS, seconds: 2, threads: 1 });
  const cpu = () => pids().reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  const before = cpu();
  const r = await wrk(url, { connections: CONNECTIONS, seconds: SECONDS, threads: 1 });
  const cpuUsPerRequest = Math.round(((cpu() - before) / Math.max(1, r.requestsPerSecond * SECONDS)) * 1e7) / 10;
  return { rps: r.requestsPerSecond, cpuUsPerRequest, p50Ms: r.p50Ms, p99Ms: r.p99Ms, non2xx: r.non2xx, load: load() };
}

async function bare(processes: number) {
  const proc = Bun.spawn(["bun", join(import.meta.dir, "bare.ts"), String(port), String(processes), "html"], {
    stdout: "ignore",
    stderr: "inherit",
  });
  const url = `http://127.0.0.1:${port}/`;
  try {
    return await measureBare(url, proc.pid);
  } finally {
    proc.kill("SIGTERM");
    await proc.exited;
  }
}

async function measureBare(url: string, pid: number) {
  for (let i = 0; i < 200; i++) {
    if (
      await fetch(url).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await Bun.sleep(25);
  }
  await Bun.sleep(500);
  return measure(url, () => [pid, ...childrenOf(pid)]);
}

function childrenOf(pid: number): number[] {
  const out = Bun.spawnSync(["pgrep", "-P", String(pid)])
    .stdout.toString()
    .trim();
  return out ? out.split("\n").map(Number) : [];
}

const name = `backbeat_cluster_${Date.now().toString(36)}`;
await createDatabase(pgBase, name);
const dbUrl = databaseUrl(pgBase, name);
const data = tempDir("bench-cluster-");
const env = {
  DATA_DIR: data.path,
  DATABASE_URL: dbUrl,
  REDIS_URL: "redis://127.0.0.1:6379",
  REALTIME_CHANNEL: `bench:cluster:${crypto.randomUUID()}`,
  APP_SECRET: Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64"),
  ADMIN_PASSWORD: "bench-admin-pass",
  WEB_DIST: join(root, "apps/web/dist"),
};
const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: "2 cores shared with PostgreSQL, wrk and other work",
  connections: CONNECTIONS,
  seconds: SECONDS,
  tracks: TRACKS,
};

try {
  // Migrate and provision once, then fill a catalogue to have album pages.
  const first = await spawnServer(env, port);
  await first.stop();
  await seedBench(env, TRACKS);
  const db = postgres(dbUrl, { max: 1, onnotice: () => {} });
  const [album] = await db<{ id: number }[]>`select id from albums order by id limit 1 offset 10`;
  await db.end();
  if (!album) throw new Error("no album seeded");
  const paths = { home: "/", album: `/album/${album.id}` };

  const rounds: Record<string, unknown>[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const entry: Record<string, unknown> = { bare1: await bare(1), bare2: await bare(2) };
    for (const workers of [1, 2]) {
      const server = await spawnServer({ ...env, WORKERS: String(workers) }, port);
      for (let i = 0; i < 300 && childrenOf(server.pid).length < (workers > 1 ? workers : 0); i++) await Bun.sleep(100);
      // Every worker has opened its pool and answered once before the clock starts.
      await Bun.sleep(3000);
      const status = await fetch(`${server.url}${paths.album}`).then((r) => r.status);
      if (status !== 200) throw new Error(`album page answered ${status}`);
      const pids = () => [server.pid, ...childrenOf(server.pid)];
      entry[`workers${workers}`] = {
        home: await measure(server.url + paths.home, pids),
        album: await measure(server.url + paths.album, pids),
      };
      await server.stop();
    }
    const w1 = entry.workers1 as { home: { rps: number }; album: { rps: number } };
    const w2 = entry.workers2 as { home: { rps: number }; album: { rps: number } };
    entry.ratios = {
      home: ratio(w2.home.rps, w1.home.rps),
      album: ratio(w2.album.rps, w1.album.rps),
      bareCeiling: ratio((entry.bare2 as { rps: number }).rps, (entry.bare1 as { rps: number }).rps),
    };
    rounds.push(entry);
    console.log(JSON.stringify(entry));
  }
  results.rounds = rounds;
} finally {
  await dropDatabase(pgBase, name);
  data.remove();
}

console.log(JSON.stringify(results, null, 2));
await Bun.write(`${import.meta.dir}/results.json`, `${JSON.stringify(results, null, 2)}\n`);
