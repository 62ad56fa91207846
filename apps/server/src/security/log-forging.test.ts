import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, spyOn, test } from "bun:test";
import { readFile } from "node:fs/promises";
import { startTestServer } from "../testing/harness.ts";

/**
 * What a client can put in the logs: its text is escaped onto one line (server log) or into
 * one entry (error log), and the error log stays bounded — repeats counted, a budget per
 * client, a daily size cap.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
const lines: string[] = [];
let spies: { mockRestore(): void }[] = [];
const FORGED = "\r\n2026-01-01T00:00:00.000Z ERROR forged entry\u001b[2J\u0000\u202e";

beforeAll(async () => {
  // Loopback is a trusted proxy here, so X-Forwarded-For stands in for distinct clients.
  server = await startTestServer("pglite", { LOG_LEVEL: "info", TRUSTED_PROXIES: "loopback" });
}, 60_000);
afterAll(() => server?.stop());
beforeEach(() => {
  const capture = (...args: unknown[]) => {
    lines.push(args.map(String).join(" "));
  };
  spies = [spyOn(console, "error").mockImplementation(capture), spyOn(console, "log").mockImplementation(capture)];
});
afterEach(() => {
  for (const spy of spies) spy.mockRestore();
  lines.length = 0;
});

const errorLog = () => server.server.started.services.errorLog;
const settings = () => server.server.started.services.settings;

/** Makes every page render fail with the error `make` returns, as a bug echoing input would. */
async function withFailingPages<T>(make: (request: number) => Error, run: () => Promise<T>): Promise<T> {
  const original = settings().snapshot;
  let n = 0;
  settings().snapshot = () => Promise.reject(make(n++));
  try {
    return await run();
  } finally {
    settings().snapshot = original;
  }
}

async function page(client: string, path = "/some/page") {
  const response = await fetch(server.url + path, { headers: { "x-forwarded-for": client } });
  await response.arrayBuffer();
  return response.status;
}

async function logText(): Promise<string> {
  await errorLog().flush();
  const latest = await errorLog().latest();
  return latest ? readFile(latest.path, "utf8") : "";
}

/** C0/C1 control characters (line breaks, ESC, NUL) or a right-to-left override. */
const hasControl = (text: string) => /[\p{Cc}\u202e]/u.test(text);

/** Entries whose message line (indented under the entry's header) starts with `marker`. */
const entriesFor = (text: string, marker: string) =>
  text.split("\n").filter((line) => line.startsWith(`  ${marker}`)).length;

describe("server log", () => {
  test("client-chosen text is escaped onto the line it belongs to", async () => {
    // tRPC decodes the procedure path, and its error message repeats it.
    const forged = encodeURIComponent(FORGED);
    expect((await fetch(`${server.url}/trpc/no.such${forged}`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/v1/nothing-here${forged}`)).status).toBe(404);
    expect(lines.length).toBeGreaterThanOrEqual(2);
    for (const line of lines) {
      expect(hasControl(line)).toBe(false);
      expect(line).toMatch(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z (INFO|WARN|ERROR) /);
    }
    expect(lines.join("\n")).toContain("\\r\\n2026-01-01T00:00:00.000Z ERROR forged entry\\u001b[2J\\u0000\\u202e");
  });

  test("a very long message is cut to one bounded line", async () => {
    // (Bun itself refuses request lines much longer than this with 431.)
    expect((await fetch(`${server.url}/trpc/x${"y".repeat(9000)}`)).status).toBe(404);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.length).toBeLessThan(2200);
    expect(lines.some((line) => /… \(\d+ more characters\)$/.test(line))).toBe(true);
  });
});

describe("error log", () => {
  test("an error message cannot fake an entry, a frame or a terminal escape", async () => {
    const status = await withFailingPages(
      () => new Error(`boom${FORGED}\n[2026-01-01T00:00:00.000Z] GET /forged\n    at fake (/etc/passwd:1:1)`),
      () => page("192.0.2.1"),
    );
    expect(status).toBe(500);
    const text = await logText();
    expect(text).toContain("boom\\r\\n2026-01-01T00:00:00.000Z ERROR forged entry\\u001b[2J");
    // Entries start with "[" and the real time; every other line is indented or empty.
    for (const line of text.split("\n")) {
      expect(hasControl(line)).toBe(false);
      if (line === "" || line.startsWith("  ")) continue;
      expect(line).toMatch(/^\[20\d\d-\d\d-\d\dT[\d:.]+Z\] /);
      expect(line).not.toStartWith("[2026-01-01");
    }
    // The server log line for the same failure is escaped too.
    for (const line of lines) expect(hasControl(line)).toBe(false);
  });

  test("the same error again and again is written once and counted", async () => {
    const before = await logText();
    await withFailingPages(
      () => new Error("the same failure every time"),
      async () => {
        for (let i = 0; i < 30; i++) expect(await page("192.0.2.2")).toBe(500);
      },
    );
    const added = (await logText()).slice(before.length);
    expect(added.match(/Error: the same failure every time/g)?.length).toBe(1);
    expect(added).toContain(`The error "the same failure every time" first logged at`);
    expect(added).toContain("happened 29 more times");
  });

  test("each client has a budget; over it, its errors are counted and others are still logged", async () => {
    const before = await logText();
    await withFailingPages(
      (n) => new Error(`distinct failure ${n}`),
      async () => {
        for (let i = 0; i < 45; i++) expect(await page("203.0.113.9")).toBe(500);
        // Two addresses in one IPv6 /64 are one client.
        for (let i = 0; i < 15; i++) expect(await page("2001:db8:1:2::a")).toBe(500);
        for (let i = 0; i < 15; i++) expect(await page("2001:db8:1:2::b")).toBe(500);
        expect(await page("198.51.100.7")).toBe(500);
      },
    );
    const added = (await logText()).slice(before.length);
    const budget = errorLog().limits.perClient;
    expect(entriesFor(added, "Error: distinct failure")).toBe(budget + budget + 1);
    expect(added).toContain(`${45 - budget} more errors from client 203.0.113.9 were not written`);
    expect(added).toContain(`${30 - budget} more errors from client 2001:db8:1:2::/64 were not written`);
  });

  test("a day's file stops at its cap, says so once, and the next day's file says how many were left out", async () => {
    const log = errorLog();
    const latest = await log.latest();
    const cap = (latest?.size ?? 0) + 20_000;
    const saved = log.limits.maxFileBytes;
    log.limits.maxFileBytes = cap;
    try {
      await withFailingPages(
        (n) => new Error(`filler ${n} ${"x".repeat(500)}`),
        async () => {
          for (let client = 0; client < 10; client++)
            for (let i = 0; i < 10; i++) expect(await page(`198.18.0.${client}`)).toBe(500);
        },
      );
      const text = await logText();
      const notices = text.match(/This log reached its daily cap/g) ?? [];
      expect(notices.length).toBe(1);
      expect(Buffer.byteLength(text)).toBeLessThanOrEqual(cap + 300);

      // The first entry of the next day reports the count in the new file.
      const tomorrow = new Date(Date.now() + 24 * 60 * 60_000);
      await log.write({ message: "next day", method: "GET", url: "/" }, tomorrow);
      const next = await log.latest();
      expect(next?.name).toBe(`error-${tomorrow.toISOString().slice(0, 10)}.log`);
      const nextText = await readFile(next?.path as string, "utf8");
      expect(nextText).toMatch(/\d+ more errors were not written to error-\d{4}-\d{2}-\d{2}\.log after it reached/);
    } finally {
      log.limits.maxFileBytes = saved;
    }
  });
});
