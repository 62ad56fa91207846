import { afterEach, beforeEach, expect, test } from "bun:test";
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sweepTempFiles } from "./temp-files.ts";

const HOUR = 60 * 60 * 1000;
let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "bb-temp-sweep-"));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

async function make(name: string, ageMs: number, dir = false) {
  const path = join(dataDir, "tmp", name);
  if (dir) {
    await mkdir(path, { recursive: true });
    await writeFile(join(path, "object.flac"), "x");
    const when = new Date(Date.now() - ageMs);
    await utimes(join(path, "object.flac"), when, when);
  } else {
    await mkdir(join(dataDir, "tmp"), { recursive: true });
    await writeFile(path, "part of an upload");
  }
  const when = new Date(Date.now() - ageMs);
  await utimes(path, when, when);
}

test("removes upload and working copies nobody has written to for the bound, keeps the rest", async () => {
  await make("form-left-by-a-crash", 2 * HOUR);
  await make("form-arriving-now", 1000);
  await make("s3-left-by-a-crash", 2 * HOUR, true);
  await make("s3-in-use", 1000, true);
  await make("not-ours", 30 * 24 * HOUR);
  const removed = await sweepTempFiles(dataDir, { staleAfterMs: HOUR });
  expect(removed).toBe(2);
  expect((await readdir(join(dataDir, "tmp"))).sort()).toEqual(["form-arriving-now", "not-ours", "s3-in-use"]);
});

test("a working copy still being written counts as in use, whatever its folder's age", async () => {
  await make("s3-old-folder", 2 * HOUR, true);
  const fresh = new Date();
  await utimes(join(dataDir, "tmp", "s3-old-folder", "object.flac"), fresh, fresh);
  expect(await sweepTempFiles(dataDir, { staleAfterMs: HOUR })).toBe(0);
});

test("no temp folder yet is nothing to do", async () => {
  expect(await sweepTempFiles(dataDir, { staleAfterMs: HOUR })).toBe(0);
});
