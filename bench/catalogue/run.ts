/**
 * Catalogue benchmark (issue 5), on a 100k-track bench catalogue (`seed:bench`), for PGlite and
 * (with BENCH_DATABASE_URL) PostgreSQL:
 *  - album / artist / playlist page data (REST) under wrk, 50 connections: rps, p50, p99
 *  - search p95 (sequential, typo'd queries) and at 8 concurrent clients
 *  - stream time to first byte p95 (range requests), 500 concurrent range streams, server RSS
 *  - click-to-audio in headless Chromium (p50/p95) on PGlite
 * Usage: bun bench/catalogue/run.ts [--tracks 100000] [--seconds 10]
 * Writes bench/catalogue/results.json.
 */
import { mkdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { benchVocabulary } from "@backbeat/db/seeds";
import postgres from "postgres";
import { createDatabase, databaseUrl, dropDatabase } from "../lib/database.ts";
import { pct, root, rssMb, seedBench, spawnServer, tempDir } from "../lib/server.ts";

const { values } = parseArgs({
  args: Bun.argv.slice(2),
  options: {
    tracks: { type: "string" },
    seconds: { type: "string" },
    only: { type: "string" },
    parts: { type: "string" },
    // PostgreSQL round only: seed into this database once and reuse it on later runs (a 1M-track
    // catalogue takes minutes to build); its data folder is kept beside it in the temp dir.
    "keep-database": { type: "string" },
  },
});
const TRACKS = Number(values.tracks ?? 100_000);
const SECONDS = Number(values.seconds ?? 10);
const port = 3910;
const pgBase = process.env.BENCH_DATABASE_URL;
/** Which measurements to run (default all); a subset is merged into the existing results.json. */
const parts = new Set((values.parts ?? "pages,search,stream,browser").split(","));

const round = (n: number) => Math.round(n * 100) / 100;

const seed = (env: Record<string, string>) => seedBench(env, TRACKS);

async function wrkScript(url: string, lua: string, connections: number, seconds: number) {
  const file = join(tempDir("bench-wrk-").path, "script.lua");
  await Bun.write(file, lua);
  const proc = Bun.spawn(["wrk", "-t2", `-c${connections}`, `-d${seconds}s`, "--latency", "-s", file, url], {
    stdout: "pipe",
    stderr: "pipe",
  });
  const out = await new Response(proc.stdout).text();
  await proc.exited;
  const ms = (text: string | undefined) => {
    const m = text ? /([\d.]+)(us|ms|s)/.exec(text) : null;
    if (!m) return Number.NaN;
    const v = Number(m[1]);
    return m[2] === "us" ? v / 1000 : m[2] === "s" ? v * 1000 : v;
  };
  const p = (q: string) => ms(new RegExp(`^\\s+${q}%\\s+(\\S+)`, "m").exec(out)?.[1]);
  return {
    rps: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0)),
    p50Ms: p("50"),
    p99Ms: p("99"),
    non2xx: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0),
  };
}

const randomPath = (prefix: string, max: number) =>
  `request = function() return wrk.format("GET", "${prefix}" .. math.random(1, ${max})) end`;

async function cpuTicks(pid: number): Promise<number> {
  const stat = await Bun.file(`/proc/${pid}/stat`).text();
  const parts = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return Number(parts[11]) + Number(parts[12]);
}

async function pageThroughput(
  url: string,
  pid: number,
  counts: { albums: number; artists: number; playlists: number },
) {
  const out: Record<string, unknown> = {};
  // "uniform": ids drawn from the whole catalogue (mostly cache misses); "hot": the 500 most
  // requested items (a skewed, realistic pattern where the page cache answers most requests).
  for (const [name, prefix, max] of [
    ["album", "/api/v1/albums/", counts.albums],
    ["artist", "/api/v1/artists/", counts.artists],
    ["playlist", "/api/v1/playlists/", counts.playlists],
  ] as const) {
    const entry: Record<string, unknown> = {};
    for (const [pattern, range] of [
      ["uniform", max],
      ["hot", Math.min(max, 500)],
    ] as const) {
      if (pattern === "hot" && range === max && max < 500) continue;
      await wrkScript(url, randomPath(prefix, range), 50, 2);
      const before = await cpuTicks(pid);
      const r = await wrkScript(url, randomPath(prefix, range), 50, SECONDS);
      const serverCpu = ((await cpuTicks(pid)) - before) / 100 / SECONDS;
      entry[pattern] = { ...r, serverCpuCores: round(serverCpu), rssMb: rssMb(pid) };
      console.log(
        `  ${name} ${pattern}: ${r.rps} rps, p50 ${r.p50Ms} ms, p99 ${r.p99Ms} ms, server ${round(serverCpu)} cores, non-2xx ${r.non2xx}`,
      );
    }
    out[name] = entry;
  }
  return out;
}

/**
 * Query words, drawn like the catalogue's (rank ∝ 1/rank over the bench vocabulary, so popular
 * words are searched more often), of at least four letters so a typo leaves a word; "drive"
 * first, the classic short typo case (`drve`).
 */
const WORDS = (() => {
  const vocabulary = benchVocabulary();
  const words = ["drive"];
  let seed = 7;
  const rand = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  while (words.length < 60) {
    const w = vocabulary[Math.min(vocabulary.length, Math.floor(vocabulary.length ** rand())) - 1] as string;
    if (w.length >= 4 && !words.includes(w)) words.push(w);
  }
  return words;
})();
function typo(word: string, i: number): string {
  if (i % 3 === 0 || word.length < 5) return word.slice(0, 3 + (i % 3));
  const at = 1 + (i % (word.length - 2));
  return word.slice(0, at) + word.slice(at + 1);
}

/** Signs the bench admin in; admins bypass the page cache, so search is measured uncached. */
async function adminCookie(url: string): Promise<string> {
  // Probes answer before cookies are issued; the sign-in page hands out the XSRF cookie.
  const page = await fetch(`${url}/login`);
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(page.headers.get("set-cookie") ?? "")?.[1] ?? "";
  const res = await fetch(`${url}/auth/login`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-xsrf-token": decodeURIComponent(xsrf),
      cookie: `XSRF-TOKEN=${xsrf}`,
    },
    body: JSON.stringify({ email: "admin@backbeat.local", password: "bench-admin-pass" }),
  });
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]);
  if (!res.ok) throw new Error(`bench login failed: ${res.status}`);
  return cookies.join("; ");
}

async function searchLatency(url: string) {
  const cookie = await adminCookie(url);
  const queries = new Set<string>(["drve"]);
  for (let i = 0; queries.size < 320; i++) {
    const a = typo(WORDS[i % WORDS.length] as string, i);
    const b = WORDS[Math.floor(i / WORDS.length) % WORDS.length] as string;
    queries.add(i % 5 === 0 ? a : `${a} ${i % 2 ? typo(b, i + 1) : b.slice(0, 3 + (i % 3))}`);
  }
  const list = [...queries];
  const times: number[] = [];
  // A fast error is not a fast search: count failures, and queries that found tracks.
  let failed = 0;
  let withTracks = 0;
  for (const [i, q] of list.entries()) {
    const t0 = performance.now();
    const r = await fetch(`${url}/api/v1/search?query=${encodeURIComponent(q)}&limit=10`, { headers: { cookie } });
    const body = (await r.json().catch(() => null)) as { tracks?: unknown[] } | null;
    if (i >= 20) times.push(performance.now() - t0);
    if (!r.ok) failed++;
    else if (body?.tracks?.length) withTracks++;
  }
  times.sort((a, b) => a - b);
  const concurrent = await wrkScript(
    url,
    `local words = {${WORDS.map((w) => `"${typo(w, 1)}"`).join(",")}}
wrk.headers["Cookie"] = "${cookie}"
request = function() return wrk.format("GET", "/api/v1/search?limit=10&query=" .. words[math.random(1, #words)] .. "%20" .. words[math.random(1, #words)]:sub(1, 3)) end`,
    8,
    SECONDS,
  );
  return {
    note: "uncached (admin session bypasses the page cache); 300 distinct typo'd or partial queries over words drawn from the bench vocabulary (Zipf), all six result types",
    sequential: { p50Ms: round(pct(times, 50)), p95Ms: round(pct(times, 95)), p99Ms: round(pct(times, 99)) },
    queries: list.length,
    failed,
    withTracks,
    concurrent8: concurrent,
  };
}

async function streamTtfb(url: string, pid: number) {
  const times: number[] = [];
  for (let i = 0; i < 300; i++) {
    const id = 1 + ((i * 7919) % TRACKS);
    const t0 = performance.now();
    const r = await fetch(`${url}/api/v1/tracks/${id}/stream`, { headers: { range: `bytes=${(i * 1000) % 50_000}-` } });
    const reader = r.body?.getReader();
    await reader?.read();
    if (i >= 20) times.push(performance.now() - t0);
    await reader?.cancel();
  }
  times.sort((a, b) => a - b);
  // 500 concurrent range streams, each read to the end.
  let maxRss = rssMb(pid);
  const sampler = setInterval(() => {
    maxRss = Math.max(maxRss, rssMb(pid));
  }, 50);
  const t0 = performance.now();
  const results = await Promise.allSettled(
    Array.from({ length: 500 }, async (_, i) => {
      const start = performance.now();
      const r = await fetch(`${url}/api/v1/tracks/${1 + i}/stream`, { headers: { range: `bytes=${i * 10}-` } });
      const bytes = (await r.arrayBuffer()).byteLength;
      return { status: r.status, bytes, ms: performance.now() - start };
    }),
  );
  clearInterval(sampler);
  const ok = results.filter((r) => r.status === "fulfilled" && r.value.status === 206);
  const durations = ok.map((r) => (r as PromiseFulfilledResult<{ ms: number }>).value.ms).sort((a, b) => a - b);
  return {
    ttfb: { p50Ms: round(pct(times, 50)), p95Ms: round(pct(times, 95)), p99Ms: round(pct(times, 99)) },
    concurrent500: {
      completed: ok.length,
      failed: 500 - ok.length,
      wallMs: Math.round(performance.now() - t0),
      slowestMs: Math.round(durations[durations.length - 1] ?? 0),
      p95Ms: Math.round(pct(durations, 95)),
      maxRssMb: maxRss,
    },
  };
}

async function clickToAudio(url: string) {
  const { chromium } = await import(join(root, "e2e/node_modules/@playwright/test/index.js"));
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--autoplay-policy=no-user-gesture-required", "--disable-dev-shm-usage"],
  });
  const page = await browser.newPage();
  const times: number[] = [];
  for (let i = 0; i < 25; i++) {
    await page.goto(`${url}/album/${1 + i * 37}/a/b`);
    await page.getByTestId("big-play").waitFor();
    const ms = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const button = document.querySelector("[data-testid=big-play]") as HTMLElement;
          const t0 = performance.now();
          const check = () => {
            const audio = document.querySelector('audio[data-active="true"]') as HTMLAudioElement | null;
            if (audio && !audio.paused && audio.currentTime > 0) resolve(performance.now() - t0);
            else requestAnimationFrame(check);
          };
          button.click();
          check();
        }),
    );
    if (i >= 3) times.push(ms);
    await page.evaluate(() => localStorage.clear());
  }
  // The 3,000-track bench playlist: time to the first rows, then scroll it all; the DOM stays small.
  const t0 = Date.now();
  await page.goto(`${url}/playlist/1/benchmark-3000`);
  await page.getByTestId("track-row").first().waitFor();
  const firstScreenMs = Date.now() - t0;
  let maxRows = 0;
  const scrollStart = Date.now();
  for (let i = 0; i < 60; i++) {
    await page.evaluate(() => document.getElementById("main-content")?.scrollBy(0, 3000));
    await page.waitForTimeout(30);
    maxRows = Math.max(maxRows, await page.getByTestId("track-row").count());
  }
  const loaded = await page.evaluate(() =>
    Number(document.querySelector("[role=table]")?.getAttribute("aria-rowcount") ?? 0),
  );
  const scrollMs = Date.now() - scrollStart;
  await browser.close();
  times.sort((a, b) => a - b);
  return {
    clickToAudio: { samples: times.length, p50Ms: round(pct(times, 50)), p95Ms: round(pct(times, 95)) },
    playlist3000: { firstScreenMs, rowCount: loaded, maxRowsInDom: maxRows, scrollThroughMs: scrollMs },
  };
}

async function round_(kind: "pglite" | "postgres") {
  const keep = kind === "postgres" ? values["keep-database"] : undefined;
  if (keep && !/^[a-z_][a-z0-9_]*$/.test(keep)) throw new Error("--keep-database must be a plain lowercase name");
  const data = keep ? keptDir(keep) : tempDir(`bench-cat-${kind}-`);
  let dbName: string | null = null;
  let seeded = false;
  const env: Record<string, string> = { DATA_DIR: data.path, ADMIN_PASSWORD: "bench-admin-pass", SEED_DEMO: "false" };
  if (kind === "postgres") {
    if (!pgBase) return null;
    dbName = keep ?? `backbeat_bench_cat_${Date.now().toString(36)}`;
    env.DATABASE_URL = databaseUrl(pgBase, dbName);
    if (!(await createDatabase(pgBase, dbName))) {
      const existing = postgres(env.DATABASE_URL, { max: 1, onnotice: () => {} });
      const [row] = await existing`select count(*)::int as n from tracks`.catch(() => [{ n: 0 }]);
      await existing.end();
      seeded = (row?.n ?? 0) >= TRACKS;
    }
    env.DATABASE_POOL_SIZE = "16";
  }
  try {
    // Provision (admin user owns the bench playlist), then seed.
    const first = await spawnServer(env, port);
    await first.stop();
    console.log(seeded ? `${kind}: reusing ${dbName}` : `${kind}: seeding ${TRACKS} tracks…`);
    const seedMs = seeded ? null : await seed(env);
    const server = await spawnServer(env, port);
    const idleRss = rssMb(server.pid);
    const counts = { albums: Math.ceil(TRACKS / 10), artists: Math.ceil(TRACKS / 20), playlists: 1 };
    const result: Record<string, unknown> = { seedMs, idleRssMb: idleRss };
    if (parts.has("pages")) result.pages = await pageThroughput(server.url, server.pid, counts);
    if (parts.has("search")) {
      result.search = await searchLatency(server.url);
      console.log(`  search: ${JSON.stringify(result.search)}`);
    }
    if (parts.has("stream")) {
      result.stream = await streamTtfb(server.url, server.pid);
      console.log(`  stream: ${JSON.stringify(result.stream)}`);
    }
    if (kind === "pglite" && parts.has("browser")) {
      result.browser = await clickToAudio(server.url);
      console.log(`  browser: ${JSON.stringify(result.browser)}`);
    }
    result.rssAfterMb = rssMb(server.pid);
    await server.stop();
    return result;
  } finally {
    if (dbName && pgBase && !keep) await dropDatabase(pgBase, dbName);
    if (!keep) data.remove();
  }
}

/** The kept database's data folder (the shared clip lives there), reused like the database. */
function keptDir(name: string) {
  const path = join(tmpdir(), `backbeat-${name}`);
  mkdirSync(path, { recursive: true });
  return { path, remove() {} };
}

const resultsFile = join(import.meta.dir, "results.json");
const partial = parts.size < 4 && (await Bun.file(resultsFile).exists());
const results: Record<string, unknown> = partial
  ? await Bun.file(resultsFile).json()
  : { date: new Date().toISOString(), machine: "2 cores, wrk and server on the same box", tracks: TRACKS };
for (const kind of ["pglite", "postgres"] as const) {
  if (values.only && values.only !== kind) continue;
  const fresh = await round_(kind);
  results[kind] = partial ? { ...(results[kind] as object), ...fresh, updated: new Date().toISOString() } : fresh;
}
await Bun.write(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
console.log(JSON.stringify(results, null, 2));
