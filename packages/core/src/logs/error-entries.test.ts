import { afterAll, expect, test } from "bun:test";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { errorLogFiles, parseErrorLog, readErrorLog } from "./error-entries.ts";
import { ErrorLog } from "./error-log.ts";

const dir = await mkdtemp(join(tmpdir(), "backbeat-entries-"));
afterAll(() => rm(dir, { recursive: true, force: true }));

test("entries written by the error log read back with request, message and trace; notices are their own kind", async () => {
  const log = new ErrorLog(dir, { repeatWindowMs: 60_000 });
  const at = (s: number) => new Date(`2026-03-01T10:00:${String(s).padStart(2, "0")}Z`);
  await log.write(
    {
      message: "boom",
      stack: "Error: boom\n    at one (a.ts:1:1)\n    at two (b.ts:2:2)",
      method: "POST",
      url: "/api/v1/x",
    },
    at(0),
  );
  // A message that tries to start a fake entry on a new line stays inside its own entry.
  await log.write({ message: "line\n[2026-03-01T10:00:09.000Z] GET /fake\n  Error: forged" }, at(1));
  await log.write({ message: "boom", stack: "Error: boom\n    at one (a.ts:1:1)\n    at two (b.ts:2:2)" }, at(2));
  await log.write({ message: "later" }, at(5));
  await log.flush(at(6));
  const entries = await readErrorLog(join(dir, "logs"), "error-2026-03-01.log");
  const errors = entries.filter((e) => e.kind === "error");
  expect(errors.map((e) => e.message)).toEqual([
    "Error: boom",
    "line\\n[2026-03-01T10:00:09.000Z] GET /fake\\n  Error: forged",
    "later",
  ]);
  expect(errors[0]).toMatchObject({ request: "POST /api/v1/x", trace: ["at one (a.ts:1:1)", "at two (b.ts:2:2)"] });
  const notices = entries.filter((e) => e.kind === "notice");
  expect(notices.some((n) => n.message.includes("happened 1 more times"))).toBe(true);
  expect(entries.some((e) => e.request === "GET /fake")).toBe(false);
  expect((await readFile(join(dir, "logs", "error-2026-03-01.log"), "utf8")).length).toBeGreaterThan(0);
});

test("day files are listed newest first; other names and a missing day are ignored", async () => {
  const log = new ErrorLog(dir);
  await log.write({ message: "older" }, new Date("2026-02-27T10:00:00Z"));
  const files = await errorLogFiles(join(dir, "logs"));
  expect(files.map((f) => f.name)).toEqual(["error-2026-03-01.log", "error-2026-02-27.log"]);
  expect(await readErrorLog(join(dir, "logs"), "../../etc/passwd")).toEqual([]);
  expect(await readErrorLog(join(dir, "logs"), "error-2020-01-01.log")).toEqual([]);
  expect(parseErrorLog("")).toEqual([]);
});
