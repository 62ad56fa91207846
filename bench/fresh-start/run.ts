/**
 * A newcomer's first start: `npm start` (scripts/with-bun.sh start) on an empty DATA_DIR, timed
 * to the first page served (GET / answers 200: the start-up progress page while the web app is
 * built, or the app), the app itself served, and the whole demo playable (the health check no
 * longer `preparing`, which includes the web build, and a demo track streams). Targets: ≤ 15 s
 * and ≤ 30 s.
 *
 * - `warm` (default): this checkout, its dependencies installed and its web app built, so the
 *   time is the server's own (database, migrations, provisioning, demo seeding).
 * - `--bare`: a clean copy of the committed tree (`git archive HEAD`, no node_modules, no build)
 *   started the same way, so `npm start` also installs the dependencies (from Bun's package
 *   cache on this machine) and builds the web app, as on a newcomer's machine with a warm cache.
 *
 * Usage: bun bench/fresh-start/run.ts [--bare [--ref HEAD]] [--runs 1] [--port 3950] [--label name]
 * Stores its results under `warm` or `bare` (or the label) in bench/fresh-start/results.json.
 */
import { mkdirSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { root, tempDir } from "../lib/server.ts";

const { values } = parseArgs({
  args: Bun.argv.slice(2),
  options: {
    bare: { type: "boolean", default: false },
    runs: { type: "string", default: "1" },
    port: { type: "string", default: "3950" },
    // The commit a bare copy is made from (to measure an earlier version on the same machine).
    ref: { type: "string", default: "HEAD" },
    // The key the runs are stored under in results.json (the mode by default).
    label: { type: "string" },
  },
});
const port = Number(values.port);
const base = `http://127.0.0.1:${port}`;
const LIMIT_MS = 300_000;
const load = () => loadavg().map((n) => +n.toFixed(2));

async function answers(path: string, init?: RequestInit): Promise<Response | null> {
  try {
    return await fetch(base + path, { ...init, signal: AbortSignal.timeout(5000) });
  } catch {
    return null;
  }
}

/** The page served is the web app itself, not the start-up progress page shown while it is built. */
async function isTheApp(): Promise<boolean> {
  const page = await answers("/");
  return page?.status === 200 && (await page.text()).includes('id="bootstrap-data"');
}

/** A demo track that streams: its first bytes arrive as audio. */
async function demoTrackStreams(): Promise<boolean> {
  const search = await answers("/api/v1/search?query=&limit=1&modelTypes=track");
  const body = search?.ok ? ((await search.json()) as { results?: { tracks?: { data?: { id: number }[] } } }) : null;
  const id = body?.results?.tracks?.data?.[0]?.id ?? 1;
  const stream = await answers(`/api/v1/tracks/${id}/stream`, { headers: { range: "bytes=0-4095" } });
  if (!stream || (stream.status !== 200 && stream.status !== 206)) return false;
  const bytes = (await stream.arrayBuffer()).byteLength;
  return bytes > 0 && (stream.headers.get("content-type") ?? "").startsWith("audio/");
}

async function once(cwd: string) {
  const data = tempDir("bb-fresh-start-");
  const loadAtStart = load();
  const started = performance.now();
  const since = () => Math.round(performance.now() - started);
  const proc = Bun.spawn(["npm", "start", "--silent"], {
    cwd,
    env: {
      ...process.env,
      DATA_DIR: join(data.path, "data"),
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      NODE_ENV: "",
      SEED_DEMO: "auto",
    },
    stdout: "ignore",
    stderr: "pipe",
    // Its own process group, so the whole tree (npm, sh, bun) stops at the end.
    detached: true,
  });
  const stderr = new Response(proc.stderr).text();
  try {
    let firstPageMs: number | null = null;
    while (firstPageMs === null) {
      if (proc.exitCode !== null) throw new Error(`npm start exited with ${proc.exitCode}:\n${await stderr}`);
      if ((await answers("/"))?.status === 200) firstPageMs = since();
      else await Bun.sleep(50);
      if (since() > LIMIT_MS) throw new Error("no page within 5 minutes");
    }
    let preparedMs: number | null = null;
    let playableMs: number | null = null;
    let firstAppMs: number | null = null;
    while (playableMs === null) {
      if (proc.exitCode !== null) throw new Error(`npm start exited with ${proc.exitCode}:\n${await stderr}`);
      if (preparedMs === null) {
        const health = await answers("/api/v1/health");
        const body = health?.ok ? ((await health.json()) as { preparing: unknown }) : null;
        if (body && body.preparing === null) preparedMs = since();
      }
      if (firstAppMs === null && (await isTheApp())) firstAppMs = since();
      if (preparedMs !== null && (await demoTrackStreams())) playableMs = since();
      else await Bun.sleep(100);
      // A start slower than the limit is a result too (what it reached, and when).
      if (since() > LIMIT_MS) break;
    }
    return { loadAtStart, firstPageMs, firstAppMs, preparedMs, playableMs, loadAtEnd: load() };
  } finally {
    try {
      process.kill(-proc.pid, "SIGTERM");
    } catch {}
    await proc.exited;
    data.remove();
  }
}

const seconds = (ms: number | null) => (ms === null ? "not within 5 minutes" : `${(ms / 1000).toFixed(1)} s`);
const mode = values.bare ? "bare" : "warm";
let cwd = root;
let copy: ReturnType<typeof tempDir> | null = null;
if (values.bare) {
  copy = tempDir("bb-fresh-tree-");
  cwd = join(copy.path, "backbeat");
  mkdirSync(cwd);
  const archive = Bun.spawn(
    ["sh", "-c", `git -C "${root}" archive "${values.ref.replace(/[^\w.^~/-]/g, "")}" | tar -x -C "${cwd}"`],
    {
      stdout: "inherit",
      stderr: "inherit",
    },
  );
  if ((await archive.exited) !== 0) throw new Error("git archive failed");
}
try {
  const runs = [];
  for (let i = 0; i < Number(values.runs); i++) {
    const run = await once(cwd);
    console.log(
      `${mode} run ${i + 1}: first page ${seconds(run.firstPageMs)}, the app ${seconds(run.firstAppMs)}, demo prepared ${seconds(run.preparedMs)}, demo playable ${seconds(run.playableMs)} (load ${run.loadAtStart.join(" ")})`,
    );
    runs.push(run);
    // Only the first run of a bare copy installs and builds; later ones measure a warm start.
  }
  const result = {
    date: new Date().toISOString(),
    cores: availableParallelism(),
    bun: Bun.version,
    ref: values.bare ? values.ref : "checkout",
    runs,
  };
  const file = join(import.meta.dir, "results.json");
  const existing = (await Bun.file(file)
    .json()
    .catch(() => ({}))) as Record<string, unknown>;
  await Bun.write(file, `${JSON.stringify({ ...existing, [values.label ?? mode]: result }, null, 2)}\n`);
} finally {
  copy?.remove();
}
