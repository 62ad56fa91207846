import { describe, expect, test } from "bun:test";
import { INACTIVITY_TIMEOUT_MS, MB, UPLOAD_TIMED_OUT } from "./constants.ts";
import { type Clock, UploadQueue } from "./queue.ts";
import { combineRestrictions } from "./restrictions.ts";
import { uploadSettings } from "./settings.ts";
import { type FileEntry, type TransportJob, UploadError, type UploadStrategy } from "./types.ts";

/** A clock whose time only moves when the test says so. */
function fakeClock() {
  let now = 0;
  let seq = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  const clock: Clock = {
    now: () => now,
    setTimeout: (fn, ms) => {
      timers.set(++seq, { at: now + ms, fn });
      return seq;
    },
    clearTimeout: (h) => void timers.delete(h as number),
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [id, t] of [...timers].sort((a, b) => a[1].at - b[1].at)) {
      if (t.at <= now && timers.has(id)) {
        timers.delete(id);
        t.fn();
      }
    }
  };
  return { clock, advance };
}

/** A transport the test drives by hand: each started job waits for resolve/reject. */
function fakeTransports() {
  const jobs: {
    strategy: UploadStrategy;
    job: TransportJob;
    resolve: (e: FileEntry) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const transportFor = (strategy: UploadStrategy) => ({
    upload: (job: TransportJob) =>
      new Promise<FileEntry>((resolve, reject) => {
        jobs.push({ strategy, job, resolve, reject });
        job.signal.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
      }),
  });
  const byName = (name: string) => {
    const found = jobs.filter((j) => j.job.file.name === name).at(-1);
    if (!found) throw new Error(`${name} never started`);
    return found;
  };
  return { jobs, transportFor, byName };
}

const entry = (id: number, name: string): FileEntry => ({
  id,
  name,
  file_size: 1,
  mime: "audio/mpeg",
  extension: "mp3",
});
const file = (name: string, size = 10, type = "audio/mpeg") =>
  ({ name, size, type, lastModified: 1, slice: () => new Blob() }) as unknown as File;
const flush = () => new Promise((r) => setTimeout(r, 0));

function setup(settings: Record<string, unknown> = {}) {
  const { clock, advance } = fakeClock();
  const t = fakeTransports();
  const queue = new UploadQueue({ transportFor: t.transportFor, settings: () => uploadSettings(settings), clock });
  const status = () => queue.getSnapshot().map((r) => `${r.name}:${r.status}`);
  return { queue, advance, status, ...t };
}

describe("upload queue", () => {
  test("pending → inProgress → completed with percentage, bytes and the entry", async () => {
    const { queue, byName } = setup();
    const [rec] = queue.add([{ file: file("a.mp3", 1000) }]);
    expect(rec?.status).toBe("pending");
    expect(queue.get(rec?.id ?? "")?.status).toBe("inProgress");
    byName("a.mp3").job.onProgress({ bytesUploaded: 250, bytesTotal: 1000 });
    expect(queue.get(rec?.id ?? "")).toMatchObject({ percentage: 25, bytesUploaded: 250 });
    byName("a.mp3").resolve(entry(7, "a.mp3"));
    await flush();
    expect(queue.get(rec?.id ?? "")).toMatchObject({
      status: "completed",
      percentage: 100,
      bytesUploaded: 1000,
      entry: { id: 7 },
    });
  });

  test("3 at a time; the 4th starts when one finishes", async () => {
    const { queue, jobs, byName, status } = setup();
    queue.add(["1", "2", "3", "4"].map((n) => ({ file: file(`${n}.mp3`) })));
    expect(jobs.length).toBe(3);
    expect(status()).toEqual(["1.mp3:inProgress", "2.mp3:inProgress", "3.mp3:inProgress", "4.mp3:pending"]);
    byName("2.mp3").resolve(entry(2, "2"));
    await flush();
    expect(jobs.length).toBe(4);
    expect(status()[3]).toBe("4.mp3:inProgress");
  });

  test("a folder file runs alone: nothing starts beside it and it waits for others", async () => {
    const { queue, jobs, byName, status } = setup();
    queue.add([
      { file: file("loose.mp3") },
      { file: file("a.mp3"), relativePath: "Album/a.mp3" },
      { file: file("b.mp3"), relativePath: "Album/b.mp3" },
    ]);
    expect(status()).toEqual(["loose.mp3:inProgress", "a.mp3:pending", "b.mp3:pending"]);
    byName("loose.mp3").resolve(entry(1, "loose"));
    await flush();
    expect(status()).toEqual(["loose.mp3:completed", "a.mp3:inProgress", "b.mp3:pending"]);
    byName("a.mp3").resolve(entry(2, "a"));
    await flush();
    expect(status()[2]).toBe("b.mp3:inProgress");
    expect(jobs.length).toBe(3);
  });

  test("a multipart upload and a multi-chunk tus upload each run alone", async () => {
    const s3 = setup({ uploads: { s3_direct_upload: true, uploads_driver: "s3" } });
    s3.queue.add([{ file: file("huge.wav", 150 * MB) }, { file: file("small.mp3") }]);
    expect(s3.jobs.map((j) => j.strategy)).toEqual(["s3-multipart"]);
    s3.byName("huge.wav").resolve(entry(1, "huge"));
    await flush();
    expect(s3.jobs.map((j) => j.strategy)).toEqual(["s3-multipart", "s3-simple"]);

    const tus = setup();
    tus.queue.add([{ file: file("long.flac", 30 * MB) }, { file: file("x.mp3") }, { file: file("mid.flac", 10 * MB) }]);
    expect(tus.jobs.map((j) => j.job.file.name)).toEqual(["long.flac"]);
    tus.byName("long.flac").resolve(entry(1, "long"));
    await flush();
    // One-chunk tus uploads run three at a time like form posts.
    expect(tus.jobs.map((j) => `${j.job.file.name}:${j.strategy}`)).toEqual([
      "long.flac:tus",
      "x.mp3:form",
      "mid.flac:tus",
    ]);
  });

  test("abort before start removes the upload; after start it is aborted at 0 %", async () => {
    const { queue, jobs, status } = setup();
    const recs = queue.add(["1", "2", "3", "4"].map((n) => ({ file: file(`${n}.mp3`, 100) })));
    queue.abort(recs[3]?.id ?? "");
    expect(status()).toEqual(["1.mp3:inProgress", "2.mp3:inProgress", "3.mp3:inProgress"]);
    jobs[0]?.job.onProgress({ bytesUploaded: 60, bytesTotal: 100 });
    queue.abort(recs[0]?.id ?? "");
    expect(jobs[0]?.job.signal.aborted).toBe(true);
    expect(queue.get(recs[0]?.id ?? "")).toMatchObject({ status: "aborted", percentage: 0, bytesUploaded: 0 });
    await flush();
    // The transport's rejection after abort does not turn it into a failure.
    expect(queue.get(recs[0]?.id ?? "")?.status).toBe("aborted");
    // A late progress event is ignored too.
    jobs[0]?.job.onProgress({ bytesUploaded: 90, bytesTotal: 100 });
    expect(queue.get(recs[0]?.id ?? "")?.percentage).toBe(0);
  });

  test("a failure keeps the server's message; one without a message has none", async () => {
    const { queue, byName } = setup();
    const [a, b] = queue.add([{ file: file("a.mp3") }, { file: file("b.mp3") }]);
    byName("a.mp3").reject(new UploadError("Disk full"));
    byName("b.mp3").reject(new Error("internal"));
    await flush();
    expect(queue.get(a?.id ?? "")).toMatchObject({ status: "failed", error: "Disk full" });
    expect(queue.get(b?.id ?? "")?.status).toBe("failed");
    expect(queue.get(b?.id ?? "")?.error).toBeUndefined();
  });

  test("'Upload timed out' after 30 s without progress; progress resets the timer", async () => {
    const { queue, byName, advance } = setup();
    const [rec] = queue.add([{ file: file("a.mp3", 100) }]);
    advance(INACTIVITY_TIMEOUT_MS - 1);
    byName("a.mp3").job.onProgress({ bytesUploaded: 10, bytesTotal: 100 });
    advance(INACTIVITY_TIMEOUT_MS - 1);
    expect(queue.get(rec?.id ?? "")?.status).toBe("inProgress");
    advance(1);
    expect(queue.get(rec?.id ?? "")).toMatchObject({ status: "failed", error: UPLOAD_TIMED_OUT });
    expect(byName("a.mp3").job.signal.aborted).toBe(true);
    // A late success from the cancelled transport does not flip it.
    byName("a.mp3").resolve(entry(1, "a"));
    await flush();
    expect(queue.get(rec?.id ?? "")?.status).toBe("failed");
  });

  test("a timed-out upload frees its slot", async () => {
    const { queue, advance, status } = setup();
    queue.add(["1", "2", "3", "4"].map((n) => ({ file: file(`${n}.mp3`) })));
    advance(INACTIVITY_TIMEOUT_MS);
    expect(status().filter((s) => s.endsWith(":failed")).length).toBe(3);
    expect(status()[3]).toBe("4.mp3:inProgress");
  });

  test("retry sends a failed or aborted upload again; refused files cannot retry", async () => {
    const { queue, jobs, byName } = setup();
    const rules = combineRestrictions({ allowedTypes: ["audio/*"] }, uploadSettings({}));
    const [a, bad] = queue.add([{ file: file("a.mp3") }, { file: file("notes.txt", 5, "text/plain") }], {
      restrictions: rules,
    });
    expect(queue.get(bad?.id ?? "")).toMatchObject({ status: "failed", error: "This file type is not allowed" });
    expect(jobs.length).toBe(1);
    expect(queue.canRetry(bad?.id ?? "")).toBe(false);
    byName("a.mp3").reject(new UploadError("Try later"));
    await flush();
    expect(queue.canRetry(a?.id ?? "")).toBe(true);
    queue.retry(a?.id ?? "");
    expect(queue.get(a?.id ?? "")).toMatchObject({ status: "inProgress", percentage: 0 });
    expect(queue.get(a?.id ?? "")?.error).toBeUndefined();
    expect(jobs.length).toBe(2);
    byName("a.mp3").resolve(entry(3, "a"));
    await flush();
    expect(queue.get(a?.id ?? "")?.status).toBe("completed");
  });

  test("metadata and folder path reach the transport; settled listeners hear completions", async () => {
    const { queue, byName } = setup();
    const settled: string[] = [];
    queue.onSettled((r) => settled.push(`${r.name}:${r.status}`));
    queue.add([{ file: file("a.mp3"), relativePath: "Album/a.mp3" }], { metadata: { purpose: "music" } });
    const job = byName("a.mp3").job;
    expect(job.options).toEqual({ metadata: { purpose: "music" }, relativePath: "Album/a.mp3" });
    expect(job.fingerprint).toContain("Album/a.mp3");
    byName("a.mp3").resolve(entry(1, "a"));
    await flush();
    expect(settled).toEqual(["a.mp3:completed"]);
  });

  test("speed is measured from progress over time", () => {
    const { queue, byName, advance } = setup();
    const [rec] = queue.add([{ file: file("a.mp3", 10_000) }]);
    advance(1000);
    byName("a.mp3").job.onProgress({ bytesUploaded: 2000, bytesTotal: 10_000 });
    expect(queue.get(rec?.id ?? "")?.speed).toBe(2000);
  });

  test("subscribers are told about changes and snapshots are new objects", () => {
    const { queue } = setup();
    let calls = 0;
    const off = queue.subscribe(() => calls++);
    const before = queue.getSnapshot();
    queue.add([{ file: file("a.mp3") }]);
    expect(calls).toBeGreaterThan(0);
    expect(queue.getSnapshot()).not.toBe(before);
    off();
  });
});
