/**
 * Accounts benchmark (issue 4), on PGlite and (with BENCH_DATABASE_URL) PostgreSQL:
 *  - login (POST auth/login, Argon2id verify): sequential p50/p95, and throughput with p50/p95
 *    at 4 and 16 concurrent clients
 *  - a login flood (16 clients) while wrk reads /api/v1/health: does hashing starve other requests?
 *  - authenticated (session cookie) vs anonymous reads under wrk on loopback, 64 connections:
 *    GET /api/v1/health (the cost of resolving the viewer alone), and GET /api/v1/user-sessions
 *    (signed in, one query) vs /api/v1/value-lists/localizations (anonymous, one query), with
 *    the server's and wrk's CPU shares
 * Usage: bun bench/auth/run.ts [--seconds 10]   Writes bench/auth/results.json.
 */
import { join } from "node:path";
import { parseArgs } from "node:util";
import { createDatabase, databaseUrl, dropDatabase } from "../lib/database.ts";
import { pct, spawnServer, tempDir } from "../lib/server.ts";

const { values } = parseArgs({ args: Bun.argv.slice(2), options: { seconds: { type: "string" } } });
const SECONDS = Number(values.seconds ?? 10);
const port = 3920;
const ADMIN = { email: "admin@backbeat.local", password: "bench-admin-password" };
const TICKS_PER_SECOND = 100;

const round = (n: number) => Math.round(n * 100) / 100;

async function cpuTicks(pid: number): Promise<number> {
  try {
    const stat = await Bun.file(`/proc/${pid}/stat`).text();
    const parts = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(parts[11]) + Number(parts[12]);
  } catch {
    return 0;
  }
}

/** A browser-like client: the XSRF cookie and header, then a session cookie after login. */
async function xsrf(url: string) {
  const response = await fetch(`${url}/login`);
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("XSRF-TOKEN="));
  const value = cookie?.split(";")[0]?.slice("XSRF-TOKEN=".length) ?? "";
  return { cookie: `XSRF-TOKEN=${value}`, header: decodeURIComponent(value) };
}

async function loginOnce(url: string, token: { cookie: string; header: string }) {
  const started = performance.now();
  const response = await fetch(`${url}/auth/login`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      accept: "application/json",
      cookie: token.cookie,
      "x-xsrf-token": token.header,
    },
    body: JSON.stringify({ ...ADMIN, remember: true }),
  });
  const ms = performance.now() - started;
  const session = response.headers
    .getSetCookie()
    .find((c) => c.startsWith("backbeat_session="))
    ?.split(";")[0];
  await response.arrayBuffer();
  if (response.status !== 200 || !session) throw new Error(`login answered ${response.status}`);
  return { ms, session };
}

async function loginSequential(url: string, count: number) {
  const token = await xsrf(url);
  for (let i = 0; i < 5; i++) await loginOnce(url, token);
  const times: number[] = [];
  for (let i = 0; i < count; i++) times.push((await loginOnce(url, token)).ms);
  times.sort((a, b) => a - b);
  return { count, p50Ms: round(pct(times, 50)), p95Ms: round(pct(times, 95)), maxMs: round(times.at(-1) ?? 0) };
}

async function loginConcurrent(url: string, clients: number, seconds: number) {
  const token = await xsrf(url);
  const until = performance.now() + seconds * 1000;
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < until) times.push((await loginOnce(url, token)).ms);
    }),
  );
  times.sort((a, b) => a - b);
  return {
    clients,
    loginsPerSecond: round(times.length / seconds),
    p50Ms: round(pct(times, 50)),
    p95Ms: round(pct(times, 95)),
  };
}

async function wrk(url: string, opts: { connections: number; seconds: number; cookie?: string; serverPid: number }) {
  const dir = tempDir("bench-auth-wrk-");
  const script = join(dir.path, "script.lua");
  await Bun.write(script, opts.cookie ? `wrk.headers["Cookie"] = "${opts.cookie}"\n` : "\n");
  const serverBefore = await cpuTicks(opts.serverPid);
  const proc = Bun.spawn(
    [
      "wrk",
      `-t${Math.min(2, opts.connections)}`,
      `-c${opts.connections}`,
      `-d${opts.seconds}s`,
      "--latency",
      "-s",
      script,
      url,
    ],
    { stdout: "pipe", stderr: "pipe" },
  );
  let wrkTicks = 0;
  const sampler = setInterval(async () => {
    wrkTicks = Math.max(wrkTicks, await cpuTicks(proc.pid));
  }, 200);
  const out = await new Response(proc.stdout).text();
  clearInterval(sampler);
  await proc.exited;
  const serverTicks = (await cpuTicks(opts.serverPid)) - serverBefore;
  dir.remove();
  const ms = (text: string | undefined) => {
    const m = text ? /([\d.]+)(us|ms|s)/.exec(text) : null;
    if (!m) return Number.NaN;
    const v = Number(m[1]);
    return m[2] === "us" ? v / 1000 : m[2] === "s" ? v * 1000 : v;
  };
  const p = (q: string) => round(ms(new RegExp(`^\\s+${q}%\\s+(\\S+)`, "m").exec(out)?.[1]));
  return {
    rps: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0)),
    p50Ms: p("50"),
    p90Ms: p("90"),
    p99Ms: p("99"),
    non2xx: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0),
    // Share of one core each process used (2 cores in all).
    serverCpu: round(serverTicks / TICKS_PER_SECOND / opts.seconds),
    wrkCpu: round(wrkTicks / TICKS_PER_SECOND / opts.seconds),
  };
}

const log = (message: string) => console.error(`[bench/auth] ${message}`);

/** SIGTERM, then SIGKILL if the server has not exited within 15 s. */
async function stopServer(server: Awaited<ReturnType<typeof spawnServer>>) {
  server.proc.kill("SIGTERM");
  const exited = await Promise.race([server.proc.exited.then(() => true), Bun.sleep(15_000).then(() => false)]);
  if (!exited) {
    log("server did not exit on SIGTERM within 15 s; killing it");
    server.proc.kill("SIGKILL");
    await server.proc.exited;
  }
}

async function loadAverage(): Promise<number> {
  return Number((await Bun.file("/proc/loadavg").text()).split(" ")[0]);
}

async function round1(env: Record<string, string>) {
  const loadBefore = await loadAverage();
  const server = await spawnServer({ ...env, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password }, port);
  try {
    const url = server.url;
    // The machine is shared: the 1-minute load average before and after shows how quiet it was.
    const out: Record<string, unknown> = { loadAverageBefore: loadBefore };
    log("login, sequential");
    out.loginSequential = await loginSequential(url, 60);
    log("login, 4 and 16 clients");
    out.loginConcurrent4 = await loginConcurrent(url, 4, SECONDS);
    out.loginConcurrent16 = await loginConcurrent(url, 16, SECONDS);
    log("login flood with reads");

    // A login flood and reads at the same time: reads must keep flowing while hashes queue.
    const baseline = await wrk(`${url}/api/v1/health`, { connections: 16, seconds: 5, serverPid: server.pid });
    const flood = loginConcurrent(url, 16, 6);
    await Bun.sleep(500);
    const during = await wrk(`${url}/api/v1/health`, { connections: 16, seconds: 5, serverPid: server.pid });
    const floodResult = await flood;
    out.loginFlood = {
      healthBefore: { rps: baseline.rps, p50Ms: baseline.p50Ms, p99Ms: baseline.p99Ms },
      healthDuringFlood: { rps: during.rps, p50Ms: during.p50Ms, p99Ms: during.p99Ms },
      flood: floodResult,
    };

    log("reads, anonymous and authenticated");
    // A fresh user (one session) for the reads: the admin now has hundreds from the login runs.
    const token = await xsrf(url);
    const registered = await fetch(`${url}/auth/register`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: token.cookie, "x-xsrf-token": token.header },
      body: JSON.stringify({
        email: "reader@backbeat.local",
        password: "bench-reader-password",
        password_confirmation: "bench-reader-password",
      }),
    });
    const session = registered.headers
      .getSetCookie()
      .find((c) => c.startsWith("backbeat_session="))
      ?.split(";")[0];
    if (registered.status !== 200 || !session) throw new Error(`register answered ${registered.status}`);
    const read = async (path: string, cookie?: string, connections = 64) => {
      const opts = { connections, serverPid: server.pid, ...(cookie ? { cookie } : {}) };
      await wrk(`${url}${path}`, { ...opts, seconds: 2 });
      return wrk(`${url}${path}`, { ...opts, seconds: SECONDS });
    };
    // One connection: the latency a request pays for its session check, without queueing.
    const anonymousHealth1 = await read("/api/v1/health", undefined, 1);
    const authenticatedHealth1 = await read("/api/v1/health", session, 1);
    // 64 connections: throughput at saturation (p50 there is mostly queueing).
    const anonymousHealth = await read("/api/v1/health");
    const authenticatedHealth = await read("/api/v1/health", session);
    const anonymousList = await read("/api/v1/value-lists/localizations");
    const authenticatedSessions = await read("/api/v1/user-sessions", session);
    out.reads = {
      oneConnection: {
        anonymousHealth: anonymousHealth1,
        authenticatedHealth: authenticatedHealth1,
        authAddsP50Ms: round(authenticatedHealth1.p50Ms - anonymousHealth1.p50Ms),
      },
      connections64: {
        anonymousHealth,
        authenticatedHealth,
        authAddsP50Ms: round(authenticatedHealth.p50Ms - anonymousHealth.p50Ms),
        anonymousValueList: anonymousList,
        authenticatedUserSessions: authenticatedSessions,
      },
    };
    out.loadAverageAfter = await loadAverage();
    return out;
  } finally {
    log("stopping the server");
    await stopServer(server);
  }
}

const results: Record<string, unknown> = {
  date: new Date().toISOString(),
  machine: "2 cores, shared with wrk and the database",
  hash: "Argon2id m=19456 KiB, t=2, p=1; at most one hash at a time per server process",
};

{
  const data = tempDir("bench-auth-pglite-");
  try {
    results.pglite = await round1({ DATA_DIR: data.path });
  } finally {
    data.remove();
  }
}

const pgBase = process.env.BENCH_DATABASE_URL;
if (pgBase) {
  const name = `backbeat_bench_auth_${Date.now().toString(36)}`;
  await createDatabase(pgBase, name);
  const data = tempDir("bench-auth-pg-");
  try {
    results.postgres = await round1({ DATA_DIR: data.path, DATABASE_URL: databaseUrl(pgBase, name) });
  } finally {
    await dropDatabase(pgBase, name);
    data.remove();
  }
}

console.log(JSON.stringify(results, null, 2));
await Bun.write(`${import.meta.dir}/results.json`, `${JSON.stringify(results, null, 2)}\n`);
