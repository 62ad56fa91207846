import { join } from "node:path";
import type { Subprocess } from "bun";

/** The repository's root, where `bun run <script>` finds the project's scripts. */
export const repoRoot = join(import.meta.dir, "..", "..", "..", "..");

export interface ServerProcess {
  proc: Subprocess<"ignore", "pipe", "pipe">;
  url: string;
  output: () => string;
}

/** Environment of a test process on its own data folder, without the caller's database. */
export function processEnv(dataDir: string, extra: Record<string, string> = {}): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && k !== "DATABASE_URL") env[k] = v;
  return { ...env, DATA_DIR: dataDir, SEED_DEMO: "false", LOG_LEVEL: "info", ...extra };
}

/** Reads a stream into `sink` as it arrives. */
async function collect(stream: ReadableStream<Uint8Array>, sink: string[]): Promise<void> {
  const decoder = new TextDecoder();
  for await (const chunk of stream) sink.push(decoder.decode(chunk));
}

/** Starts `bun apps/server/src/main.ts` on a free port and waits for it to listen. */
export async function spawnServer(dataDir: string, extra: Record<string, string> = {}): Promise<ServerProcess> {
  const proc = Bun.spawn(["bun", "apps/server/src/main.ts"], {
    cwd: repoRoot,
    env: processEnv(dataDir, { PORT: "0", HOST: "127.0.0.1", ...extra }),
    stdin: "ignore",
    stdout: "pipe",
    stderr: "pipe",
  });
  const out: string[] = [];
  void collect(proc.stdout, out);
  void collect(proc.stderr, out);
  const deadline = Date.now() + 240_000;
  for (;;) {
    const url = /listening on (http:\/\/\S+)/.exec(out.join(""))?.[1];
    if (url) return { proc, url, output: () => out.join("") };
    if (proc.exitCode !== null || Date.now() > deadline) {
      proc.kill(9);
      throw new Error(`The server did not start:\n${out.join("")}`);
    }
    await Bun.sleep(100);
  }
}

/** Runs a project command to its end: exit code and everything it printed. */
export async function runCommand(
  args: string[],
  dataDir: string,
  extra: Record<string, string> = {},
): Promise<{ code: number; output: string; ms: number }> {
  const started = performance.now();
  const proc = Bun.spawn(args, {
    cwd: repoRoot,
    env: processEnv(dataDir, extra),
    stdin: "ignore",
    stdout: "pipe",
    stderr: "pipe",
  });
  const out: string[] = [];
  await Promise.all([collect(proc.stdout, out), collect(proc.stderr, out), proc.exited]);
  return { code: proc.exitCode ?? -1, output: out.join(""), ms: performance.now() - started };
}
