import { expect, test } from "bun:test";
import { jobForUpload, type MediaJobLike, needsPolling, processingOf } from "./processing.ts";
import type { UploadRecord } from "./queue/types.ts";

const record = (name: string, entryId?: number): UploadRecord => ({
  id: "u1",
  name,
  size: 1,
  mime: "audio/mpeg",
  status: "completed",
  percentage: 100,
  bytesUploaded: 1,
  speed: 0,
  strategy: "form",
  options: {},
  ...(entryId ? { entry: { id: entryId, name, file_size: 1, mime: "audio/mpeg", extension: "mp3" } } : {}),
});

const job = (id: number, patch: Partial<MediaJobLike>): MediaJobLike => ({
  id,
  kind: "ingest",
  status: "queued",
  progress: 0,
  error: null,
  trackId: null,
  fileName: "a.mp3",
  createdAt: `2026-01-01T00:00:0${id}Z`,
  ...patch,
});

test("a finished upload finds its ingest job by entry id first, else the newest with its name", () => {
  const jobs = [job(1, {}), job(2, {}), job(3, { fileName: "b.mp3" }), job(4, { kind: "analyse" })];
  expect(jobForUpload(record("a.mp3", 10), jobs)?.id).toBe(2);
  expect(jobForUpload(record("a.mp3", 10), [...jobs, job(5, { fileEntryId: 10, fileName: "x" })])?.id).toBe(5);
  expect(jobForUpload(record("a.mp3"), jobs)).toBeUndefined();
  // A job naming another entry is never taken for this one.
  expect(jobForUpload(record("a.mp3", 10), [job(6, { fileEntryId: 11 })])).toBeUndefined();
});

test("job states become queued, processing %, ready or failed with the reason", () => {
  expect(processingOf(undefined)).toEqual({ state: "waiting" });
  expect(processingOf(job(1, {}))).toEqual({ state: "queued", jobId: 1 });
  expect(processingOf(job(1, { status: "running", progress: 42.4 }))).toEqual({
    state: "processing",
    jobId: 1,
    progress: 42,
  });
  expect(processingOf(job(1, { status: "succeeded", trackId: 9 }))).toEqual({ state: "ready", jobId: 1, trackId: 9 });
  expect(processingOf(job(1, { status: "failed", error: "The file has no decodable audio." }))).toEqual({
    state: "failed",
    jobId: 1,
    reason: "The file has no decodable audio.",
  });
  expect(processingOf(job(1, { status: "failed" }))).toMatchObject({ reason: "Processing failed." });
});

test("polling runs only while something is still on its way", () => {
  expect(needsPolling([{ state: "ready", jobId: 1, trackId: 1 }])).toBe(false);
  expect(
    needsPolling([
      { state: "ready", jobId: 1, trackId: 1 },
      { state: "queued", jobId: 2 },
    ]),
  ).toBe(true);
  expect(needsPolling([{ state: "failed", jobId: 1, reason: "x" }])).toBe(false);
});
