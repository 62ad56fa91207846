import { describe, expect, test } from "bun:test";
import { MB } from "./constants.ts";
import { fingerprint, multipartResumeStore, partSize, planParts, signingBatches } from "./multipart-plan.ts";
import { combineRestrictions, restrictionError, TYPE_NOT_ALLOWED } from "./restrictions.ts";
import { isRetryable, NetworkError, withRetry } from "./retry.ts";
import { readSetting, uploadSettings } from "./settings.ts";
import { addSample, speedOf } from "./speed.ts";
import { chooseStrategy, runsAlone } from "./strategy.ts";

const defaults = uploadSettings({});
const s3 = uploadSettings({ uploads: { s3_direct_upload: true, uploads_driver: "digitalocean_s3" } });

describe("strategy", () => {
  test("tus from 4 MB, form below", () => {
    expect(chooseStrategy(4 * MB - 1, defaults)).toBe("form");
    expect(chooseStrategy(4 * MB, defaults)).toBe("tus");
    expect(chooseStrategy(2000 * MB, defaults)).toBe("tus");
  });
  test("tus disabled in settings means a form post at any size", () => {
    expect(chooseStrategy(50 * MB, uploadSettings({ "uploads.disable_tus": true }))).toBe("form");
    expect(chooseStrategy(50 * MB, uploadSettings({ uploads: { tus_enabled: false } }))).toBe("form");
    expect(chooseStrategy(50 * MB, uploadSettings({ uploads: { tus_enabled: true } }))).toBe("tus");
  });
  test("the server's direct_s3 setting turns direct uploads on for an s3 driver only", () => {
    expect(chooseStrategy(1 * MB, uploadSettings({ uploads: { direct_s3: true, driver: "s3" } }))).toBe("s3-simple");
    expect(chooseStrategy(1 * MB, uploadSettings({ uploads: { direct_s3: true } }))).toBe("form");
  });
  test("direct S3 when enabled and the driver ends with s3: multipart from 100 MB", () => {
    expect(chooseStrategy(100 * MB - 1, s3)).toBe("s3-simple");
    expect(chooseStrategy(100 * MB, s3)).toBe("s3-multipart");
    expect(chooseStrategy(10, s3)).toBe("s3-simple");
  });
  test("direct S3 enabled with a local driver falls back to tus/form", () => {
    const local = uploadSettings({ uploads: { s3_direct_upload: true, uploads_driver: "local" } });
    expect(chooseStrategy(200 * MB, local)).toBe("tus");
    expect(chooseStrategy(1 * MB, local)).toBe("form");
    const s3Off = uploadSettings({ uploads: { s3_direct_upload: false, uploads_driver: "s3" } });
    expect(chooseStrategy(200 * MB, s3Off)).toBe("tus");
  });
  test("runs alone: folder files, multipart, tus bigger than a chunk", () => {
    expect(runsAlone({ size: 1, strategy: "form", relativePath: "Album/a.mp3" }, defaults)).toBe(true);
    expect(runsAlone({ size: 1, strategy: "form", relativePath: "a.mp3" }, defaults)).toBe(false);
    expect(runsAlone({ size: 200 * MB, strategy: "s3-multipart" }, s3)).toBe(true);
    expect(runsAlone({ size: 20 * MB, strategy: "tus" }, defaults)).toBe(false);
    expect(runsAlone({ size: 20 * MB + 1, strategy: "tus" }, defaults)).toBe(true);
    expect(runsAlone({ size: 90 * MB, strategy: "s3-simple" }, s3)).toBe(false);
  });
});

describe("settings", () => {
  test("nested and dotted names both read", () => {
    expect(readSetting({ uploads: { chunk_size: 5 } }, "uploads.chunk_size")).toBe(5);
    expect(readSetting({ "uploads.chunk_size": 6 }, "uploads.chunk_size")).toBe(6);
    expect(readSetting({}, "uploads.chunk_size")).toBeUndefined();
  });
  test("chunk size comes from settings but is never below 20 MB", () => {
    expect(defaults.chunkSize).toBe(20 * MB);
    expect(uploadSettings({ uploads: { chunk_size: 5 * MB } }).chunkSize).toBe(20 * MB);
    expect(uploadSettings({ uploads: { chunk_size: 50 * MB } }).chunkSize).toBe(50 * MB);
  });
  test("type lists accept arrays or comma-separated text", () => {
    const s = uploadSettings({ uploads: { blocked_extensions: "exe, PHP", allowed_extensions: ["mp3"] } });
    expect(s.blockedTypes).toEqual(["exe", "php"]);
    expect(s.allowedTypes).toEqual(["mp3"]);
  });
});

describe("restrictions", () => {
  const rules = combineRestrictions(
    { allowedTypes: ["audio/*", "mp3", ".flac"] },
    uploadSettings({ uploads: { blocked_extensions: ["exe"], max_size: 10 * MB } }),
  );
  test("allowed by mime pattern or extension", () => {
    expect(restrictionError({ name: "a.ogg", type: "audio/ogg", size: 1 }, rules)).toBeNull();
    expect(restrictionError({ name: "a.MP3", type: "", size: 1 }, rules)).toBeNull();
    expect(restrictionError({ name: "a.flac", type: "", size: 1 }, rules)).toBeNull();
  });
  test("blocked and not-allowed types are refused", () => {
    expect(restrictionError({ name: "a.txt", type: "text/plain", size: 1 }, rules)).toBe(TYPE_NOT_ALLOWED);
    expect(restrictionError({ name: "setup.exe", type: "audio/mpeg", size: 1 }, rules)).toBe(TYPE_NOT_ALLOWED);
  });
  test("too big names the file and the limit", () => {
    expect(restrictionError({ name: "big.mp3", type: "audio/mpeg", size: 10 * MB + 1 }, rules)).toBe(
      "`big.mp3` exceeds maximum allowed size of 10 MB",
    );
    expect(restrictionError({ name: "ok.mp3", type: "audio/mpeg", size: 10 * MB }, rules)).toBeNull();
  });
  test("the stricter size wins; no limits allows everything", () => {
    expect(combineRestrictions({ maxSize: 5 }, uploadSettings({ uploads: { max_size: 9 } })).maxSize).toBe(5);
    const open = combineRestrictions({}, defaults);
    expect(restrictionError({ name: "x.bin", type: "", size: 10 ** 12 }, open)).toBeNull();
  });
});

describe("multipart plan", () => {
  test("parts are at least 5 MB", () => {
    expect(partSize(1)).toBe(5 * MB);
    expect(planParts(12 * MB).map((p) => p.end - p.start)).toEqual([5 * MB, 5 * MB, 2 * MB]);
    expect(planParts(12 * MB).map((p) => p.partNumber)).toEqual([1, 2, 3]);
  });
  test("at most 10,000 parts: huge files get bigger parts", () => {
    const size = 100_000 * MB;
    const parts = planParts(size);
    expect(parts.length).toBeLessThanOrEqual(10_000);
    expect(parts[parts.length - 1]?.end).toBe(size);
    expect(partSize(size)).toBe(10 * MB);
  });
  test("parts cover the file without gaps", () => {
    const parts = planParts(123 * MB + 7);
    for (let i = 1; i < parts.length; i++) expect(parts[i]?.start).toBe(parts[i - 1]?.end as number);
    expect(parts[0]?.start).toBe(0);
  });
  test("part URLs are signed 10 at a time", () => {
    const batches = signingBatches(Array.from({ length: 23 }, (_, i) => i + 1));
    expect(batches.map((b) => b.length)).toEqual([10, 10, 3]);
    expect(batches[2]).toEqual([21, 22, 23]);
  });
  test("resume record is kept per fingerprint and cleared", () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    };
    const store = multipartResumeStore(storage);
    const file = { name: "a.wav", type: "audio/wav", size: 10, lastModified: 5 };
    const fp = fingerprint(file);
    expect(fp).not.toBe(fingerprint({ ...file, size: 11 }));
    expect(fp).not.toBe(fingerprint(file, "Album/a.wav"));
    store.write(fp, { key: "k", uploadId: "u", parts: [{ PartNumber: 1, ETag: "e1" }] });
    expect(store.read(fp)).toEqual({ key: "k", uploadId: "u", parts: [{ PartNumber: 1, ETag: "e1" }] });
    expect([...map.keys()][0]).toContain(fp);
    store.clear(fp);
    expect(store.read(fp)).toBeNull();
    map.set([...map.keys()][0] ?? "x", "not json");
    expect(store.read(fp)).toBeNull();
  });
});

describe("http retries", () => {
  const noWait = async () => {};
  test("network errors and 5xx retry 3 times, then fail", async () => {
    let calls = 0;
    const waits: number[] = [];
    await expect(
      withRetry(
        async () => {
          calls++;
          throw Object.assign(new Error("boom"), { status: 503 });
        },
        { sleep: async (ms) => void waits.push(ms) },
      ),
    ).rejects.toThrow("boom");
    expect(calls).toBe(4);
    expect(waits.length).toBe(3);
  });
  test("succeeds on a later try", async () => {
    let calls = 0;
    const value = await withRetry(
      async () => {
        if (++calls < 3) throw new NetworkError();
        return "ok";
      },
      { sleep: noWait },
    );
    expect(value).toBe("ok");
    expect(calls).toBe(3);
  });
  test("4xx and aborts are not retried", async () => {
    let calls = 0;
    await expect(
      withRetry(
        async () => {
          calls++;
          throw Object.assign(new Error("nope"), { status: 422 });
        },
        { sleep: noWait },
      ),
    ).rejects.toThrow("nope");
    expect(calls).toBe(1);
    expect(isRetryable(new DOMException("x", "AbortError"))).toBe(false);
    expect(isRetryable(new TypeError("Failed to fetch"))).toBe(true);
    expect(isRetryable({ status: 500 })).toBe(true);
    expect(isRetryable({ status: 404 })).toBe(false);
  });
});

describe("speed", () => {
  test("bytes per second over the window", () => {
    let samples = addSample([], { at: 0, bytes: 0 });
    samples = addSample(samples, { at: 1000, bytes: 500 });
    samples = addSample(samples, { at: 2000, bytes: 1500 });
    expect(speedOf(samples)).toBe(750);
    samples = addSample(samples, { at: 6000, bytes: 1600 });
    expect(samples.length).toBe(1);
    expect(speedOf(samples)).toBe(0);
  });
});
