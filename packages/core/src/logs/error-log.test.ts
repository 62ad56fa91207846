import { afterAll, expect, test } from "bun:test";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ErrorLog } from "./error-log.ts";

const dir = await mkdtemp(join(tmpdir(), "backbeat-log-"));
afterAll(() => rm(dir, { recursive: true, force: true }));

test("no log yet means no latest file", async () => {
  expect(await new ErrorLog(join(dir, "empty")).latest()).toBeNull();
});

test("errors are appended to one file per day and the newest day is the latest", async () => {
  const log = new ErrorLog(dir);
  await log.write({ message: "first", stack: "Error: first\n    at a" }, new Date("2026-11-20T10:00:00Z"));
  await log.write({ message: "second", method: "GET", url: "/x" }, new Date("2026-11-21T10:00:00Z"));
  await log.write({ message: "third" }, new Date("2026-11-21T11:00:00Z"));
  const latest = await log.latest();
  expect(latest?.name).toBe("error-2026-11-21.log");
  const text = await readFile(latest?.path as string, "utf8");
  expect(text).toContain("GET /x\nsecond");
  expect(text).toContain("third");
  expect(text).not.toContain("first");
});
