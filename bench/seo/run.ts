/**
 * SEO benchmark (issue 14): the cost of the server-rendered head on the SPA's HTML answer.
 * Seeds a PGlite catalogue (`seed:bench`), starts the production server on it with a shell
 * shaped like the web build's, and reads with wrk (16 connections): an artist page, a track
 * page and `/login` (a screen with nothing to look up). With `--baseline <checkout>` a second
 * server from another checkout (the code before a change) runs on a copy of the same data, and
 * the two are measured in alternation, round after round, so machine load hits both alike.
 * Usage: bun bench/seo/run.ts [--seconds 5] [--rounds 3] [--tracks 2000] [--baseline /path/to/checkout]
 * Writes bench/seo/results.json.
 */
import { cpSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { type CoreServices, ErrorLog, SettingsService, seoHeadFor, siteHead } from "@backbeat/core";
import { openDatabase } from "@backbeat/db";
import { renderHeadTags } from "../../apps/server/src/http/seo/head.ts";
import { root, tempDir, wrk } from "../lib/server.ts";

const { values } = parseArgs({
  args: Bun.argv.slice(2),
  options: {
    seconds: { type: "string" },
    rounds: { type: "string" },
    tracks: { type: "string" },
    baseline: { type: "string" },
  },
});
const SECONDS = Number(values.seconds ?? 5);
const ROUNDS = Number(values.rounds ?? 3);
const TRACKS = values.tracks ?? "2000";
const PATHS = { artist: "/artist/1/bench-artist", track: "/track/1/bench-track", login: "/login" };

const dir = tempDir("backbeat-bench-seo-");
const dist = join(dir.path, "dist");
mkdirSync(join(dist, "assets"), { recursive: true });
// The production shell's shape: meta tags, the theme boot script, the data script, two assets.
writeFileSync(
  join(dist, "index.html"),
  `<!doctype html><html lang="en"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
<link rel="icon" href="/favicon.svg" type="image/svg+xml" /><title>Backbeat</title>
<script>(function(){try{var t=localStorage.getItem("theme");document.documentElement.dataset.theme=t||"light"}catch(e){}})()</script>
<script type="application/json" id="bootstrap-data">{}</script>
<script type="module" crossorigin src="/assets/index-abc123.js"></script><link rel="stylesheet" crossorigin href="/assets/index-abc123.css">
</head><body><div id="root"></div></body></html>`,
);

const seededData = join(dir.path, "data-current");
const seed = Bun.spawn(["bun", join(root, "apps/server/src/cli/seed.ts"), "bench", "--tracks", TRACKS], {
  cwd: root,
  env: { ...process.env, DATA_DIR: seededData, LOG_LEVEL: "warn" },
  stdout: "ignore",
  stderr: "inherit",
});
if ((await seed.exited) !== 0) throw new Error("seeding failed");

async function start(checkout: string, dataDir: string, port: number) {
  const url = `http://127.0.0.1:${port}`;
  const proc = Bun.spawn(["bun", join(checkout, "apps/server/src/main.ts")], {
    cwd: checkout,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      SEED_DEMO: "false",
      DATA_DIR: dataDir,
      WEB_DIST: dist,
      APP_URL: url,
    },
    stdout: "ignore",
    stderr: "inherit",
  });
  for (let waited = 0; ; waited += 50) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}`);
    if (
      await fetch(`${url}/api/v1/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (waited > 180_000) throw new Error("server did not start");
    await Bun.sleep(50);
  }
  return { url, proc };
}

/**
 * The head's own cost, in this process on the seeded database (wrk numbers on a loaded 2-core
 * box swing more than the head costs): a cached head, a first visit of an artist page (its
 * lookups), and the site head every page pays as the floor.
 */
async function headCost(dataDir: string) {
  const database = await openDatabase({ kind: "pglite", dataDir: join(dataDir, "pglite") });
  try {
    const services = {
      db: database.db,
      settings: new SettingsService(database.db),
      hasher: undefined as never,
      errorLog: new ErrorLog(dataDir),
      config: { appUrl: "http://127.0.0.1:3961", debug: false, dataDir, rootDir: root },
    } satisfies CoreServices;
    const guest = { user: null, session: null, permissions: [] };
    const time = async (count: number, run: (i: number) => Promise<unknown>) => {
      const started = performance.now();
      for (let i = 0; i < count; i++) await run(i);
      return Math.round(((performance.now() - started) / count) * 1000) / 1000;
    };
    await siteHead(services);
    const plainMs = await time(2000, async () => renderHeadTags(await siteHead(services)));
    const missMs = await time(200, async (i) =>
      renderHeadTags(await seoHeadFor(services, guest, `/artist/${i + 2}/bench-artist`)),
    );
    const hitMs = await time(5000, async () => renderHeadTags(await seoHeadFor(services, guest, PATHS.artist)));
    return { siteHeadMs: plainMs, artistHeadFirstVisitMs: missMs, artistHeadCachedMs: hitMs };
  } finally {
    await database.close();
  }
}

const servers: Record<string, { url: string; proc: ReturnType<typeof Bun.spawn> }> = {};
try {
  if (values.baseline) {
    const baselineData = join(dir.path, "data-baseline");
    cpSync(seededData, baselineData, { recursive: true });
    servers.before = await start(values.baseline, baselineData, 3962);
  }
  servers.after = await start(root, seededData, 3961);

  const samples: Record<string, Record<string, { rps: number; p50: number; p99: number }[]>> = {};
  const shape: Record<string, Record<string, { status: number; bytes: number }>> = {};
  for (const [label, server] of Object.entries(servers)) {
    shape[label] = {};
    for (const [name, path] of Object.entries(PATHS)) {
      const response = await fetch(server.url + path);
      shape[label][name] = { status: response.status, bytes: (await response.text()).length };
      await wrk(server.url + path, { connections: 16, seconds: 1 });
    }
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, path] of Object.entries(PATHS)) {
      for (const [label, server] of Object.entries(servers)) {
        const r = await wrk(server.url + path, { connections: 16, seconds: SECONDS });
        ((samples[label] ??= {})[name] ??= []).push({ rps: r.requestsPerSecond, p50: r.p50Ms, p99: r.p99Ms });
        console.log(`round ${round + 1} ${label} ${name}: ${r.requestsPerSecond} req/s, p50 ${r.p50Ms} ms`);
      }
    }
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;
  const summary = Object.fromEntries(
    Object.entries(samples).map(([label, byPath]) => [
      label,
      Object.fromEntries(
        Object.entries(byPath).map(([name, list]) => [
          name,
          {
            ...shape[label]?.[name],
            medianRps: median(list.map((s) => s.rps)),
            medianP50Ms: median(list.map((s) => s.p50)),
            medianP99Ms: median(list.map((s) => s.p99)),
            rounds: list,
          },
        ]),
      ),
    ]),
  );
  for (const server of Object.values(servers)) {
    server.proc.kill("SIGTERM");
    await server.proc.exited;
  }
  for (const key of Object.keys(servers)) delete servers[key];
  const inProcess = await headCost(seededData);
  console.log(JSON.stringify({ summary, inProcess }, null, 1));
  writeFileSync(
    join(import.meta.dir, "results.json"),
    `${JSON.stringify(
      {
        at: new Date().toISOString(),
        tracks: Number(TRACKS),
        seconds: SECONDS,
        rounds: ROUNDS,
        load: (await Bun.file("/proc/loadavg").text()).trim(),
        results: summary,
        headCostInProcess: inProcess,
      },
      null,
      2,
    )}\n`,
  );
} finally {
  for (const server of Object.values(servers)) {
    server.proc.kill("SIGTERM");
    await server.proc.exited;
  }
  dir.remove();
}
