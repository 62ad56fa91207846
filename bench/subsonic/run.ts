/**
 * Subsonic benchmark (issue 25), on the bench catalogue (`seed:bench`), for PGlite and (with
 * BENCH_DATABASE_URL) PostgreSQL:
 *  - search3 full sync: every song in pages of 500 (then albums and artists), as Subsonic apps
 *    build their offline library; wall time and per-page p50/p95
 *  - getAlbumList2 throughput under wrk (newest and random, 50 per page, token auth)
 * Usage: bun bench/subsonic/run.ts [--tracks 100000] [--seconds 10] [--only pglite|postgres]
 * Writes bench/subsonic/results.json.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { createDatabase, databaseUrl, dropDatabase } from "../lib/database.ts";
import { pct, rssMb, seedBench, spawnServer, tempDir } from "../lib/server.ts";

const { values } = parseArgs({
  args: Bun.argv.slice(2),
  options: { tracks: { type: "string" }, seconds: { type: "string" }, only: { type: "string" } },
});
const TRACKS = Number(values.tracks ?? 100_000);
const SECONDS = Number(values.seconds ?? 10);
const PAGE = 500;
const port = 3911;
const pgBase = process.env.BENCH_DATABASE_URL;
const ADMIN = { email: "admin@backbeat.local", password: "bench-admin-pass" };

const round = (n: number) => Math.round(n * 100) / 100;

const seed = (env: Record<string, string>) => seedBench(env, TRACKS);

/** Signs the admin in through the web app and makes a Subsonic app password, as the settings page does. */
async function appPassword(url: string): Promise<string> {
  // Probes answer before cookies are issued; the sign-in page hands out the XSRF cookie.
  const page = await fetch(`${url}/login`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(page.headers.get("set-cookie") ?? "")?.[1] ?? "";
  let cookie = `XSRF-TOKEN=${xsrf}`;
  const post = async (path: string, body: unknown) => {
    const res = await fetch(`${url}${path}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-xsrf-token": decodeURIComponent(xsrf), cookie },
      body: JSON.stringify(body),
    });
    const set = res.headers.getSetCookie().map((c) => c.split(";")[0]);
    if (set.length) cookie = [`XSRF-TOKEN=${xsrf}`, ...set.filter((c) => !c?.startsWith("XSRF-TOKEN="))].join("; ");
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return res.json();
  };
  await post("/auth/login", { ...ADMIN, remember: true });
  await post("/auth/user/confirm-password", { password: ADMIN.password });
  return (await post("/api/v1/subsonic-password", {})).password;
}

function authQuery(password: string): string {
  const s = "benchsalt";
  const t = createHash("md5")
    .update(password + s)
    .digest("hex");
  return new URLSearchParams({ u: ADMIN.email, t, s, v: "1.16.1", c: "bench", f: "json" }).toString();
}

async function fullSync(url: string, auth: string) {
  const times: number[] = [];
  const counts = { song: 0, album: 0, artist: 0 };
  const started = performance.now();
  for (const kind of ["song", "album", "artist"] as const) {
    const others = ["song", "album", "artist"].filter((k) => k !== kind).map((k) => `${k}Count=0`);
    for (let offset = 0; ; offset += PAGE) {
      const t0 = performance.now();
      const res = await fetch(
        `${url}/rest/search3?${auth}&query=&${kind}Count=${PAGE}&${kind}Offset=${offset}&${others.join("&")}`,
      );
      const body = (await res.json())["subsonic-response"];
      times.push(performance.now() - t0);
      if (body.status !== "ok") throw new Error(JSON.stringify(body.error));
      const got = (body.searchResult3[kind] ?? []).length;
      counts[kind] += got;
      if (got < PAGE) break;
    }
  }
  const wallMs = Math.round(performance.now() - started);
  times.sort((a, b) => a - b);
  return { ...counts, pages: times.length, wallMs, pageP50Ms: round(pct(times, 50)), pageP95Ms: round(pct(times, 95)) };
}

async function albumListThroughput(url: string, auth: string, pid: number) {
  const out: Record<string, unknown> = {};
  for (const type of ["newest", "random"]) {
    const lua = `request = function() return wrk.format("GET", "/rest/getAlbumList2?${auth}&type=${type}&size=50&offset=" .. (math.random(0, 199) * 50)) end`;
    const file = join(tempDir("bench-subsonic-wrk-").path, "script.lua");
    await Bun.write(file, lua);
    const cpuBefore = cpuSeconds(pid);
    const proc = Bun.spawn(["wrk", "-t2", "-c32", `-d${SECONDS}s`, "--latency", "-s", file, url], { stdout: "pipe" });
    const text = await new Response(proc.stdout).text();
    await proc.exited;
    const ms = (q: string) => {
      const m = new RegExp(`^\\s+${q}%\\s+([\\d.]+)(us|ms|s)`, "m").exec(text);
      if (!m) return Number.NaN;
      const v = Number(m[1]);
      return m[2] === "us" ? v / 1000 : m[2] === "s" ? v * 1000 : v;
    };
    out[type] = {
      rps: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(text)?.[1] ?? 0)),
      p50Ms: ms("50"),
      p99Ms: ms("99"),
      non2xx: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(text)?.[1] ?? 0),
      serverCpuCores: round((cpuSeconds(pid) - cpuBefore) / SECONDS),
    };
    console.log(`  getAlbumList2 ${type}: ${JSON.stringify(out[type])}`);
  }
  return out;
}

function cpuSeconds(pid: number): number {
  const fields = (readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1] ?? "").split(" ");
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

async function round_(kind: "pglite" | "postgres") {
  const data = tempDir(`bench-subsonic-${kind}-`);
  const env: Record<string, string> = { DATA_DIR: data.path, ADMIN_PASSWORD: ADMIN.password, SEED_DEMO: "false" };
  let dbName: string | null = null;
  if (kind === "postgres") {
    if (!pgBase) return null;
    dbName = `backbeat_bench_subsonic_${Date.now().toString(36)}`;
    await createDatabase(pgBase, dbName);
    env.DATABASE_URL = databaseUrl(pgBase, dbName);
    env.DATABASE_POOL_SIZE = "16";
  }
  try {
    const first = await spawnServer(env, port);
    await first.stop();
    console.log(`${kind}: seeding ${TRACKS} tracks…`);
    const seedMs = await seed(env);
    const server = await spawnServer(env, port);
    const auth = authQuery(await appPassword(server.url));
    const sync = await fullSync(server.url, auth);
    console.log(`  search3 full sync: ${JSON.stringify(sync)}`);
    const albumList2 = await albumListThroughput(server.url, auth, server.pid);
    const result = { seedMs, search3FullSync: sync, getAlbumList2: albumList2, rssMb: rssMb(server.pid) };
    await server.stop();
    return result;
  } finally {
    if (dbName && pgBase) await dropDatabase(pgBase, dbName);
    data.remove();
  }
}

const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: "2 cores shared with other jobs, wrk and server on the same box",
  tracks: TRACKS,
  pageSize: PAGE,
};
for (const kind of ["pglite", "postgres"] as const) {
  if (values.only && values.only !== kind) continue;
  results[kind] = await round_(kind);
}
await Bun.write(join(import.meta.dir, "results.json"), `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
