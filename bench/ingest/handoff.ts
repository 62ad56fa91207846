/**
 * `bun run import` beside a running server (issue "The server owns the library"): the
 * production server is spawned on the embedded database with a temporary DATA_DIR, a library of
 * generated tagged mp3 files is imported metadata-only by the command, which hands the work to
 * the server over its local socket, then imported again unchanged. The server's RSS
 * (/proc/<pid>) is sampled every 100 ms.
 * Targets: ≥ 300 tracks/s metadata-only, ≥ 5,000 files/s unchanged, server RSS ≤ 300 MB.
 * Usage: bun bench/ingest/handoff.ts [--files 10000]
 * Stores its results under `handoff` in bench/ingest/results.json.
 */
import { existsSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { makeLibrary } from "@backbeat/core/testing/library";
import { root, rssMb, spawnServer, tempDir } from "../lib/server.ts";

const { values } = parseArgs({ args: Bun.argv.slice(2), options: { files: { type: "string", default: "10000" } } });
const files = Number(values.files);
const PORT = 3941;

const work = tempDir("bb-handoff-");
try {
  const library = join(work.path, "library");
  await makeLibrary(library, files);
  const dataDir = join(work.path, "data");
  const server = await spawnServer({ DATA_DIR: dataDir }, PORT);
  // The control socket opens right after the HTTP port.
  while (!existsSync(join(dataDir, "run", "control.sock"))) await Bun.sleep(20);
  let peak = 0;
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, rssMb(server.pid));
    } catch {}
  }, 100);
  const idle = rssMb(server.pid);
  const run = async () => {
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
    return { seconds, out };
  };
  const first = await run();
  const firstPeak = peak;
  const again = await run();
  clearInterval(sampler);
  await server.stop();
  const imported = Number(/new (\d+)/.exec(first.out)?.[1]);
  const unchanged = Number(/unchanged (\d+)/.exec(again.out)?.[1]);
  const handoff = {
    date: new Date().toISOString(),
    cores: availableParallelism(),
    loadAverage: loadavg().map((n) => +n.toFixed(2)),
    files,
    serverStartMs: Math.round(server.startMs),
    metadataOnly: {
      seconds: +first.seconds.toFixed(1),
      tracksPerSecond: Math.round(imported / first.seconds),
      imported,
    },
    rescanUnchanged: {
      seconds: +again.seconds.toFixed(2),
      filesPerSecond: Math.round(unchanged / again.seconds),
      unchanged,
    },
    serverRssMb: { idle, peakDuringImport: firstPeak, peak },
  };
  console.log(JSON.stringify(handoff, null, 2));
  const resultsFile = join(import.meta.dir, "results.json");
  const results = (await Bun.file(resultsFile)
    .json()
    .catch(() => ({}))) as Record<string, unknown>;
  await Bun.write(resultsFile, `${JSON.stringify({ ...results, handoff }, null, 2)}\n`);
} finally {
  work.remove();
}
