import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Subprocess } from "bun";

export const root = resolve(import.meta.dir, "../..");

export interface BenchServer {
  url: string;
  pid: number;
  proc: Subprocess;
  /** Milliseconds from spawn to the first healthy answer. */
  startMs: number;
  stop(): Promise<void>;
}

/** Spawns the production server and waits for `/api/v1/health`, timing the cold start. */
export async function spawnServer(env: Record<string, string>, port: number): Promise<BenchServer> {
  const started = performance.now();
  const proc = Bun.spawn(["bun", join(root, "apps/server/src/main.ts")], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", SEED_DEMO: "false", ...env },
    stdout: "ignore",
    stderr: "inherit",
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}`);
    try {
      const r = await fetch(`${url}/api/v1/health`);
      if (r.ok) break;
    } catch {}
    await Bun.sleep(5);
    if (performance.now() - started > 120_000) throw new Error("server did not start within 120 s");
  }
  const startMs = performance.now() - started;
  return {
    url,
    pid: proc.pid,
    proc,
    startMs,
    async stop() {
      proc.kill("SIGTERM");
      await proc.exited;
    },
  };
}

export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round((kb / 1024) * 10) / 10;
}

export function tempDir(prefix: string): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), prefix));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/** Runs wrk on loopback and parses throughput and latency percentiles. */
export async function wrk(url: string, opts: { connections: number; seconds: number; threads?: number }) {
  const proc = Bun.spawn(
    ["wrk", `-t${opts.threads ?? 2}`, `-c${opts.connections}`, `-d${opts.seconds}s`, "--latency", url],
    { stdout: "pipe", stderr: "pipe" },
  );
  const out = await new Response(proc.stdout).text();
  await proc.exited;
  const ms = (text: string | undefined) => {
    if (!text) return Number.NaN;
    const m = /([\d.]+)(us|ms|s)/.exec(text);
    if (!m) return Number.NaN;
    const v = Number(m[1]);
    return m[2] === "us" ? v / 1000 : m[2] === "s" ? v * 1000 : v;
  };
  const pct = (p: string) => ms(new RegExp(`^\\s+${p}%\\s+(\\S+)`, "m").exec(out)?.[1]);
  return {
    requestsPerSecond: Math.round(Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0)),
    p50Ms: pct("50"),
    p99Ms: pct("99"),
    non2xx: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0),
    raw: out,
  };
}

/** CPU seconds (user + system) a process has used so far, from /proc. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const parts = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(parts[11]) + Number(parts[12])) / 100;
}

/** Fills the database `env` points at with the bench catalogue (`seed bench`); answers the milliseconds it took. */
export async function seedBench(env: Record<string, string>, tracks: number): Promise<number> {
  const started = performance.now();
  const proc = Bun.spawn(["bun", join(root, "apps/server/src/cli/seed.ts"), "bench", "--tracks", String(tracks)], {
    cwd: root,
    env: { ...process.env, ...env, LOG_LEVEL: "warn" },
    stdout: "ignore",
    stderr: "inherit",
  });
  if ((await proc.exited) !== 0) throw new Error("seed:bench failed");
  return Math.round(performance.now() - started);
}

/** The p-th percentile of sorted samples. */
export const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
