import { existsSync, statSync } from "node:fs";
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { type CoreServices, setPreparing } from "@backbeat/core";
import type { ServerConfig } from "./env.ts";
import type { Logger } from "./logger.ts";

/** What the web app is built from: its own folder, the shared UI and packages, the lockfile. */
const SOURCE_DIRS = ["apps/web", "ui", "packages"];
const SKIPPED = new Set(["node_modules", "dist", ".vite", ".turbo"]);
/** The sources' hash the files in dist were built from. */
const STAMP = ".source-hash";
export const BUILD_TASK = "Building the app";

export interface WebSources {
  hash: string;
  /** The newest source file's modification time. */
  newestMs: number;
}

/** A content hash of every source file (path and bytes), so a checkout's copy or touch never rebuilds. */
export async function hashWebSources(rootDir: string): Promise<WebSources> {
  const files: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    const entries = await readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (SKIPPED.has(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) await walk(path);
      else if (entry.isFile()) files.push(path);
    }
  };
  for (const dir of SOURCE_DIRS) await walk(join(rootDir, dir));
  files.push(join(rootDir, "bun.lock"));
  files.sort();
  const hasher = new Bun.CryptoHasher("sha256");
  let newestMs = 0;
  for (const file of files) {
    const [bytes, info] = await Promise.all([readFile(file).catch(() => null), stat(file).catch(() => null)]);
    hasher.update(relative(rootDir, file));
    hasher.update("\0");
    if (bytes) hasher.update(bytes);
    hasher.update("\0");
    if (info && info.mtimeMs > newestMs) newestMs = info.mtimeMs;
  }
  return { hash: hasher.digest("hex"), newestMs };
}

export interface WebBuild {
  /** True from the moment a rebuild is decided until it ends: dist is being replaced. */
  readonly running: boolean;
  /** Why the last build failed, for the page shown instead of the app. */
  readonly failure: string | null;
  readonly done: Promise<void>;
  /** Stops a build in progress (the server is stopping); dist stays as the build left it. */
  cancel(): void;
}

/**
 * `npm start` on a checkout (WEB_BUILD=auto): builds the web app in a child process while the
 * server already answers, when dist is missing or older than its sources; nothing otherwise.
 * A dist built by hand without a stamp counts as current when it is newer than every source.
 */
export function buildWebIfStale(config: ServerConfig, services: CoreServices, log: Logger): WebBuild {
  let proc: ReturnType<typeof Bun.spawn> | null = null;
  let cancelled = false;
  const state = {
    running: false,
    failure: null as string | null,
    done: Promise.resolve(),
    cancel() {
      cancelled = true;
      proc?.kill();
    },
  };
  // `bun run build` writes the checkout's dist; a WEB_DIST elsewhere is someone else's build.
  if (config.webBuild !== "auto" || config.webDist !== join(config.rootDir, "apps/web/dist")) return state;
  const index = join(config.webDist, "index.html");
  const stampFile = join(config.webDist, STAMP);
  // Without a shell the app cannot be served anyway: say so from the first request.
  if (!existsSync(index)) state.running = true;
  // The build's length is unknown on a new machine: no total, so progress shows as ongoing.
  const setBuilding = () => setPreparing(services, { task: BUILD_TASK, done: 0, total: 0 }, "web-build");
  if (state.running) setBuilding();
  state.done = (async () => {
    const sources = await hashWebSources(config.rootDir);
    if (existsSync(index)) {
      const stamp = await readFile(stampFile, "utf8").catch(() => null);
      if (stamp === sources.hash) return;
      if (stamp === null && statSync(index).mtimeMs >= sources.newestMs) {
        await writeFile(stampFile, sources.hash);
        return;
      }
    }
    if (cancelled) return;
    state.running = true;
    setBuilding();
    const started = performance.now();
    if (config.logLevel !== "silent") console.log(`  ${BUILD_TASK} in the background…`);
    const child = Bun.spawn([process.execPath, "run", "build"], {
      cwd: join(config.rootDir, "apps/web"),
      stdout: "ignore",
      stderr: "pipe",
      env: { ...process.env, NODE_ENV: "production" },
    });
    proc = child;
    const [code, stderr] = await Promise.all([child.exited, new Response(child.stderr).text()]);
    if (cancelled) return;
    if (code !== 0) {
      state.failure = stderr.trim().split("\n").slice(-20).join("\n");
      log.error(`The web app could not be built (bun run build exited with ${code}):\n${state.failure}`);
      return;
    }
    await writeFile(stampFile, sources.hash);
    if (config.logLevel !== "silent")
      console.log(`  Web app built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  })()
    .catch((error: unknown) => {
      state.failure = String(error);
      log.error(`The web app could not be built: ${state.failure}`);
    })
    .finally(() => {
      state.running = false;
      setPreparing(services, null, "web-build");
    });
  return state;
}
