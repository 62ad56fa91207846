import { afterAll, describe, expect, test } from "bun:test";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DownloadCache, TranscodeBusyError, TranscodeQueue } from "./transcode.ts";

function deferred() {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe("transcode queue", () => {
  test("runs at most `concurrency` jobs, queues a few more, refuses the rest, shares identical ones", async () => {
    const queue = new TranscodeQueue(2, 3);
    const gates = Array.from({ length: 5 }, deferred);
    const jobs = gates.map((gate, i) => queue.run(`out-${i}`, () => gate.promise));
    await Bun.sleep(0);
    expect(queue.stats.running).toBe(2);
    expect(queue.stats.waiting).toBe(3);
    expect(() => queue.run("out-5", async () => {})).toThrow(TranscodeBusyError);
    // The same output joins the queued job instead of taking a place.
    expect(queue.run("out-4", async () => {})).toBe(jobs[4] as Promise<void>);
    for (const gate of gates) gate.resolve();
    await Promise.all(jobs);
    expect(queue.stats).toMatchObject({ running: 0, peakRunning: 2, started: 5, joined: 1, rejected: 1, waiting: 0 });
    await queue.run("out-5", async () => {});
    expect(queue.stats.started).toBe(6);
  });

  test("a failed job frees its slot and can be tried again", async () => {
    const queue = new TranscodeQueue(1, 0);
    await expect(queue.run("x", async () => Promise.reject(new Error("ffmpeg failed")))).rejects.toThrow(
      "ffmpeg failed",
    );
    await queue.run("x", async () => {});
    expect(queue.stats.running).toBe(0);
  });
});

describe("download cache", () => {
  const dirs: string[] = [];
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true });
  });
  async function folder(files: Record<string, number> = {}) {
    const dir = await mkdtemp(join(tmpdir(), "bb-dl-cache-"));
    dirs.push(dir);
    for (const [name, size] of Object.entries(files)) await writeFile(join(dir, name), new Uint8Array(size));
    return dir;
  }

  test("evicts least recently used files beyond the cap, sparing files just handed out", async () => {
    const dir = await folder();
    const cache = new DownloadCache(dir, 250, 0);
    for (const name of ["a", "b"]) {
      await writeFile(join(dir, name), new Uint8Array(100));
      await cache.add(name, 100);
    }
    expect(await cache.lookup("a")).not.toBeNull(); // a is now the most recent
    await writeFile(join(dir, "c"), new Uint8Array(100));
    await cache.add("c", 100);
    expect((await readdir(dir)).sort()).toEqual(["a", "c"]);
    expect(cache.bytes).toBe(200);

    const other = await folder({ a: 100 });
    const graceful = new DownloadCache(other, 150, 50);
    expect(await graceful.lookup("a")).not.toBeNull();
    await writeFile(join(other, "d"), new Uint8Array(100));
    await graceful.add("d", 100);
    // a was handed out a moment ago: kept until its grace is over, then evicted.
    expect((await readdir(other)).sort()).toEqual(["a", "d"]);
    await Bun.sleep(80);
    expect((await readdir(other)).sort()).toEqual(["d"]);
    expect(graceful.bytes).toBe(100);
  });

  test("counts files from earlier runs and removes their half-written leftovers", async () => {
    const dir = await folder({ old: 300, "x.flac.1.tmp.flac": 50 });
    const cache = new DownloadCache(dir, 1000, 0);
    expect(await cache.lookup("missing")).toBeNull();
    expect(cache.bytes).toBe(300);
    expect(await readdir(dir)).toEqual(["old"]);
  });
});
