import { describe, expect, test } from "bun:test";
import { evaluatePreconditions, parseRange, rangeStillValid } from "./range.ts";

describe("parseRange", () => {
  const size = 1000;
  test.each([
    [null, { kind: "full" }],
    ["bytes=0-99", { kind: "partial", start: 0, end: 99 }],
    ["bytes=100-", { kind: "partial", start: 100, end: 999 }],
    ["bytes=-100", { kind: "partial", start: 900, end: 999 }],
    ["bytes=-5000", { kind: "partial", start: 0, end: 999 }],
    ["bytes=900-5000", { kind: "partial", start: 900, end: 999 }],
    ["bytes=999-999", { kind: "partial", start: 999, end: 999 }],
    ["BYTES = 1-2", { kind: "partial", start: 1, end: 2 }],
    ["bytes=1000-", { kind: "unsatisfiable" }],
    ["bytes=5000-6000", { kind: "unsatisfiable" }],
    ["bytes=-0", { kind: "unsatisfiable" }],
    ["bytes=5-1", { kind: "full" }],
    ["bytes=0-1,5-6", { kind: "full" }],
    ["items=0-1", { kind: "full" }],
    ["bytes=abc", { kind: "full" }],
    ["bytes=-", { kind: "full" }],
    ["bytes=1e3-", { kind: "full" }],
    ["bytes=0x10-", { kind: "full" }],
    ["bytes=99999999999999999999-", { kind: "full" }],
    ["", { kind: "full" }],
  ] as const)("%p", (header, expected) => {
    expect(parseRange(header, size)).toEqual(expected as never);
  });

  test("an empty file has no satisfiable range", () => {
    expect(parseRange("bytes=0-", 0)).toEqual({ kind: "unsatisfiable" });
    expect(parseRange("bytes=-10", 0)).toEqual({ kind: "unsatisfiable" });
  });

  test("fuzz: never throws, partial ranges always lie inside the file", () => {
    const alphabet = ["bytes", "=", "-", ",", " ", "0", "1", "9", "5", "x", "B", "e", "+", ".", "99999999999", "\t"];
    let seed = 7;
    const rand = () => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed / 0x7fffffff;
    };
    for (let i = 0; i < 20_000; i++) {
      const len = Math.floor(rand() * 8);
      let header = rand() < 0.7 ? "bytes=" : "";
      for (let j = 0; j < len; j++) header += alphabet[Math.floor(rand() * alphabet.length)];
      const fileSize = Math.floor(rand() * 5000);
      const r = parseRange(header, fileSize);
      if (r.kind === "partial") {
        expect(r.start).toBeGreaterThanOrEqual(0);
        expect(r.end).toBeGreaterThanOrEqual(r.start);
        expect(r.end).toBeLessThan(fileSize);
      }
    }
  });
});

describe("conditional requests", () => {
  const v = { etag: '"abc-1"', lastModified: new Date("2026-01-01T10:00:00Z") };
  const h = (init: Record<string, string>) => new Headers(init);
  test("If-None-Match", () => {
    expect(evaluatePreconditions(h({ "if-none-match": '"abc-1"' }), v)).toBe("not-modified");
    expect(evaluatePreconditions(h({ "if-none-match": 'W/"abc-1", "x"' }), v)).toBe("not-modified");
    expect(evaluatePreconditions(h({ "if-none-match": '"other"' }), v)).toBe("ok");
    // If-None-Match wins over If-Modified-Since.
    expect(
      evaluatePreconditions(h({ "if-none-match": '"other"', "if-modified-since": "Fri, 01 Jan 2027 00:00:00 GMT" }), v),
    ).toBe("ok");
  });
  test("If-Modified-Since", () => {
    expect(evaluatePreconditions(h({ "if-modified-since": "Thu, 01 Jan 2026 10:00:00 GMT" }), v)).toBe("not-modified");
    expect(evaluatePreconditions(h({ "if-modified-since": "Thu, 01 Jan 2026 09:59:59 GMT" }), v)).toBe("ok");
    expect(evaluatePreconditions(h({ "if-modified-since": "garbage" }), v)).toBe("ok");
  });
  test("If-Match and If-Unmodified-Since", () => {
    expect(evaluatePreconditions(h({ "if-match": '"nope"' }), v)).toBe("failed");
    expect(evaluatePreconditions(h({ "if-match": '"abc-1"' }), v)).toBe("ok");
    expect(evaluatePreconditions(h({ "if-unmodified-since": "Wed, 31 Dec 2025 00:00:00 GMT" }), v)).toBe("failed");
  });
  test("If-Range", () => {
    expect(rangeStillValid(h({}), v)).toBe(true);
    expect(rangeStillValid(h({ "if-range": '"abc-1"' }), v)).toBe(true);
    expect(rangeStillValid(h({ "if-range": '"old"' }), v)).toBe(false);
    expect(rangeStillValid(h({ "if-range": 'W/"abc-1"' }), v)).toBe(false);
    expect(rangeStillValid(h({ "if-range": "Thu, 01 Jan 2026 10:00:00 GMT" }), v)).toBe(true);
    expect(rangeStillValid(h({ "if-range": "Thu, 01 Jan 2026 09:00:00 GMT" }), v)).toBe(false);
  });
});
