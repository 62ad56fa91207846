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
  expect(text).toContain("GET /x\n  second");
  expect(text).toContain("third");
  expect(text).not.toContain("first");
});

test("a repeat count is written once its window has passed, by the next entry", async () => {
  const log = new ErrorLog(join(dir, "repeats"), { repeatWindowMs: 60_000 });
  const t0 = new Date("2026-11-22T10:00:00Z");
  const at = (ms: number) => new Date(t0.getTime() + ms);
  for (let i = 0; i < 5; i++) await log.write({ message: "same", stack: "Error: same\n    at a (x.ts:1:1)" }, at(i));
  await log.write({ message: "other", client: "10.0.0.1" }, at(61_000));
  const text = await readFile((await log.latest())?.path as string, "utf8");
  expect(text.match(/Error: same/g)?.length).toBe(1);
  expect(text).toContain(
    `The error "same" first logged at ${t0.toISOString()} happened 4 more times until ${at(4).toISOString()}.`,
  );
  // The count comes before the entry that revealed the window was over.
  expect(text.indexOf("happened 4 more times")).toBeLessThan(text.indexOf("  other"));
});

test("remembered clients and errors are bounded; the forgotten ones' counts are written", async () => {
  const log = new ErrorLog(join(dir, "bounded"), { maxTracked: 3, perClient: 1 });
  const now = new Date("2026-11-22T10:00:00Z");
  for (let i = 0; i < 10; i++) {
    await log.write({ message: `first ${i}`, client: `10.0.0.${i}` }, now);
    await log.write({ message: `second ${i}`, client: `10.0.0.${i}` }, now);
  }
  expect((log as unknown as { clients: Map<string, unknown> }).clients.size).toBe(3);
  expect((log as unknown as { repeats: Map<string, unknown> }).repeats.size).toBe(3);
  await log.flush(now);
  const text = await readFile((await log.latest())?.path as string, "utf8");
  for (let i = 0; i < 10; i++) expect(text).toContain(`1 more errors from client 10.0.0.${i} were not written`);
});
