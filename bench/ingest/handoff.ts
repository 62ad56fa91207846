/**
 * `bun run import` beside a running server (issue "The server owns the library"): the
 * production server is spawned on the embedded database with a temporary DATA_DIR, a library of
 * generated tagged mp3 files is imported metadata-only by the command, which hands the work to
 * the server over its local socket, then imported again unchanged. The server's RSS
 * (/proc/<pid>) is sampled every 100 ms.
 * Targets: ≥ 300 tracks/s metadata-only, ≥ 5,000 files/s unchanged, server RSS ≤ 300 MB.
 * Each rate is given twice: for the command (its start and the hand-off included) and for the
 * server's scan alone (the scan record's start and finish).
 * Usage: bun bench/ingest/handoff.ts [--files 10000] [--port 3941]
 * Stores its results under `handoff` in bench/ingest/results.json.
 */
import { existsSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { makeLibrary } from "@backbeat/core/testing/library";
import { ADMIN, Client } from "../lib/client.ts";
import { root, rssMb, spawnServer, tempDir } from "../lib/server.ts";

const { values } = parseArgs({
  args: Bun.argv.slice(2),
  options: { files: { type: "string", default: "10000" }, port: { type: "string", default: "3941" } },
});
const files = Number(values.files);
const PORT = Number(values.port);
const load = () => loadavg().map((n) => +n.toFixed(2));

interface ScanRow {
  id: number;
  counts: Record<string, number>;
  startedAt: string;
  finishedAt: string | null;
}

const work = tempDir("bb-handoff-");
let stopServer = async () => {};
try {
  const library = join(work.path, "library");
  await makeLibrary(library, files);
  const dataDir = join(work.path, "data");
  const server = await spawnServer(
    { DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    PORT,
  );
  stopServer = () => server.stop();
  // The control socket opens right after the HTTP port.
  while (!existsSync(join(dataDir, "run", "control.sock"))) await Bun.sleep(20);
  const afterStart = rssMb(server.pid);
  // Start-up's garbage (migrations, provisioning) is collected within a few seconds.
  await Bun.sleep(5000);
  const idle = rssMb(server.pid);
  let peak = 0;
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, rssMb(server.pid));
    } catch {}
  }, 100);
  const run = async () => {
    peak = rssMb(server.pid);
    const loadAtStart = load();
    const started = performance.now();
    const proc = Bun.spawn(["bun", "run", "import", library, "--metadata-only"], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir },
      stdout: "pipe",
      stderr: "ignore",
    });
    const out = await new Response(proc.stdout).text();
    await proc.exited;
    const seconds = (performance.now() - started) / 1000;
    if (!out.includes("in the running server")) throw new Error(`not handed to the server:\n${out}`);
    return { seconds, out, peak, loadAtStart };
  };
  const first = await run();
  const again = await run();
  clearInterval(sampler);
  const client = new Client(server.url);
  await client.signIn();
  const { scans } = await client.trpc<{ scans: ScanRow[] }>("media.libraryScans");
  const after = rssMb(server.pid);
  await server.stop();
  const scanSeconds = (scan: ScanRow | undefined) =>
    scan?.finishedAt ? (Date.parse(scan.finishedAt) - Date.parse(scan.startedAt)) / 1000 : Number.NaN;
  const [rescanRow, importRow] = scans;
  const imported = Number(/new (\d+)/.exec(first.out)?.[1]);
  const unchanged = Number(/unchanged (\d+)/.exec(again.out)?.[1]);
  /** A run's time in the command and in the server's scan, each also as `count` per second. */
  const timings = (run: typeof first, scan: ScanRow | undefined, count: number, per: "Tracks" | "Files") => {
    const serverSeconds = scanSeconds(scan);
    return {
      loadAtStart: run.loadAtStart,
      commandSeconds: +run.seconds.toFixed(2),
      [`command${per}PerSecond`]: Math.round(count / run.seconds),
      serverScanSeconds: +serverSeconds.toFixed(2),
      [`server${per}PerSecond`]: Math.round(count / serverSeconds),
    };
  };
  const handoff = {
    date: new Date().toISOString(),
    cores: availableParallelism(),
    files,
    serverStartMs: Math.round(server.startMs),
    metadataOnly: { ...timings(first, importRow, imported, "Tracks"), imported },
    rescanUnchanged: { ...timings(again, rescanRow, unchanged, "Files"), unchanged },
    serverRssMb: {
      afterStart,
      idle,
      peakDuringImport: first.peak,
      peakDuringRescan: again.peak,
      after,
    },
  };
  console.log(JSON.stringify(handoff, null, 2));
  const resultsFile = join(import.meta.dir, "results.json");
  const results = (await Bun.file(resultsFile)
    .json()
    .catch(() => ({}))) as Record<string, unknown>;
  await Bun.write(resultsFile, `${JSON.stringify({ ...results, handoff }, null, 2)}\n`);
} finally {
  await stopServer();
  work.remove();
}
