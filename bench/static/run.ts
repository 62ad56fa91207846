/**
 * First requests for the built web app's largest chunks, as after a deploy: how long each takes
 * and how long a health check sent at the same moment waits behind them.
 *
 *   bun bench/static/run.ts --dist apps/web/dist [--port 3790]
 */
import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? (args[i + 1] ?? fallback) : fallback;
};
const dist = resolve(arg("dist", "apps/web/dist"));
const port = Number(arg("port", "3790"));
const base = `http://127.0.0.1:${port}`;

const assets = await readdir(join(dist, "assets")).catch(() => null);
if (!assets) {
  console.error(`No built web app at ${dist}: run \`bun run --cwd apps/web build\` first, or pass --dist.`);
  process.exit(1);
}
const sized = await Promise.all(
  assets.filter((f) => f.endsWith(".js")).map(async (f) => ({ f, size: (await stat(join(dist, "assets", f))).size })),
);
const largest = sized.sort((a, b) => b.size - a.size).slice(0, 5);

const dataDir = await mkdtemp(join(tmpdir(), "backbeat-bench-static-"));
const server = Bun.spawn(["bun", "apps/server/src/main.ts"], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    WEB_DIST: dist,
    SEED_DEMO: "false",
    LOG_LEVEL: "silent",
  },
  stdout: "ignore",
  stderr: "ignore",
});
try {
  for (let i = 0; i < 300; i++) {
    if ((await fetch(`${base}/api/v1/health`).catch(() => null))?.ok) break;
    await Bun.sleep(100);
  }
  const timed = async (path: string, headers: Record<string, string> = {}) => {
    const started = performance.now();
    const response = await fetch(`${base}${path}`, { headers, decompress: false } as RequestInit);
    await response.arrayBuffer();
    return performance.now() - started;
  };
  const rows: string[] = [];
  for (const { f, size } of largest) {
    const chunk = timed(`/assets/${f}`, { "accept-encoding": "br" });
    await Bun.sleep(5);
    const health = await timed("/api/v1/health");
    rows.push(`| ${f} | ${(size / 1024).toFixed(0)} KiB | ${(await chunk).toFixed(0)} | ${health.toFixed(0)} |`);
  }
  console.log("| chunk (first request) | size | chunk ms | health check ms, sent 5 ms later |");
  console.log("|---|---|---|---|");
  for (const row of rows) console.log(row);
} finally {
  server.kill();
  await server.exited;
  await rm(dataDir, { recursive: true, force: true });
}
