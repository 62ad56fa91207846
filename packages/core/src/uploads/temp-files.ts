import { readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import type { CoreServices } from "../context.ts";
import { mediaConfigOf } from "../media/config.ts";

const HOUR = 60 * 60 * 1000;

/**
 * What the server writes under `<dataDir>/tmp` while a request or job uses it: form uploads as
 * they arrive (`form-*`, uploads/multipart.ts) and local copies of S3 objects for ffmpeg and
 * downloads (`s3-*`, storage/s3.ts). Each is removed when its user is done; a process killed
 * in between (kill -9, a power cut) leaves it behind for good unless it is swept.
 */
const TEMP_PREFIXES = ["form-", "s3-"];

/**
 * How long one can go unwritten while still in use. A form upload is written as it arrives (an
 * idle connection is cut within seconds), then stored and removed; a working copy is written
 * once and read by one ffmpeg run. An hour past the ffmpeg timeout is beyond all of them, so a
 * sweep never takes a file from a live request, here or on another instance sharing the folder.
 */
export function tempStaleAfterMs(services: Pick<CoreServices, "config">): number {
  return HOUR + mediaConfigOf(services.config).ffmpegTimeoutMs;
}

/** The newest write to a temp entry: a working copy's folder counts the file inside it. */
async function lastWrite(path: string): Promise<number> {
  const info = await stat(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const name of await readdir(path)) {
    const child = await stat(join(path, name)).catch(() => null);
    if (child) newest = Math.max(newest, child.mtimeMs);
  }
  return newest;
}

/** Removes temp files and working copies untouched for `staleAfterMs`; returns how many went. */
export async function sweepTempFiles(
  dataDir: string,
  { staleAfterMs, now = Date.now() }: { staleAfterMs: number; now?: number },
): Promise<number> {
  const dir = join(dataDir, "tmp");
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names) {
    if (!TEMP_PREFIXES.some((prefix) => name.startsWith(prefix))) continue;
    const path = join(dir, name);
    const written = await lastWrite(path).catch(() => null);
    if (written === null || now - written < staleAfterMs) continue;
    await rm(path, { recursive: true, force: true });
    removed++;
  }
  return removed;
}

const timers = new WeakMap<CoreServices, ReturnType<typeof setInterval>>();

/**
 * Sweeps once before the server takes requests (apps/server), then every hour, so what a killed
 * process left goes within the bound plus an hour even on a server that is never restarted.
 */
export async function startTempSweeper(services: CoreServices): Promise<void> {
  const sweep = () => sweepTempFiles(services.config.dataDir, { staleAfterMs: tempStaleAfterMs(services) });
  await sweep();
  const timer = setInterval(() => void sweep().catch(() => {}), HOUR);
  timer.unref();
  timers.set(services, timer);
}

export function stopTempSweeper(services: CoreServices): void {
  clearInterval(timers.get(services));
  timers.delete(services);
}
