/**
 * HTTP range and conditional-request rules (RFC 9110 §13-14) for media responses, as pure
 * functions so the edge only turns their answers into headers.
 */
export type RangeResult =
  | { kind: "full" }
  | { kind: "partial"; start: number; end: number }
  | { kind: "unsatisfiable" };

const DIGITS = /^\d{1,15}$/;

/**
 * One `bytes=` range. Anything unparseable, multi-range or with another unit is ignored (the
 * whole file is sent, as RFC 9110 allows); a syntactically valid range that starts past the
 * end is unsatisfiable (416).
 */
export function parseRange(header: string | null, size: number): RangeResult {
  if (header === null) return { kind: "full" };
  const value = header.trim();
  const eq = value.indexOf("=");
  if (eq < 0 || value.slice(0, eq).trim().toLowerCase() !== "bytes") return { kind: "full" };
  const spec = value.slice(eq + 1).trim();
  if (spec.includes(",")) return { kind: "full" };
  const dash = spec.indexOf("-");
  if (dash < 0) return { kind: "full" };
  const first = spec.slice(0, dash).trim();
  const last = spec.slice(dash + 1).trim();
  if (first === "") {
    if (!DIGITS.test(last)) return { kind: "full" };
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "partial", start: Math.max(0, size - suffix), end: size - 1 };
  }
  if (!DIGITS.test(first) || (last !== "" && !DIGITS.test(last))) return { kind: "full" };
  const start = Number(first);
  if (last !== "" && Number(last) < start) return { kind: "full" };
  if (start >= size) return { kind: "unsatisfiable" };
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  return { kind: "partial", start, end };
}

export interface Validators {
  etag: string;
  lastModified: Date;
}

function etagList(header: string): string[] {
  return header.split(",").map((t) => t.trim().replace(/^W\//, ""));
}

function parseDate(header: string | null): number | null {
  if (!header) return null;
  const t = Date.parse(header);
  return Number.isNaN(t) ? null : t;
}

/** Seconds precision, as HTTP dates have. */
const seconds = (d: Date) => Math.floor(d.getTime() / 1000) * 1000;

export type Precondition = "ok" | "not-modified" | "failed";

/** If-Match / If-Unmodified-Since (412) and If-None-Match / If-Modified-Since (304). */
export function evaluatePreconditions(headers: Headers, v: Validators): Precondition {
  const ifMatch = headers.get("if-match");
  if (ifMatch !== null) {
    const tags = ifMatch.split(",").map((t) => t.trim());
    if (!tags.includes("*") && !tags.includes(v.etag)) return "failed";
  } else {
    const since = parseDate(headers.get("if-unmodified-since"));
    if (since !== null && seconds(v.lastModified) > since) return "failed";
  }
  const ifNoneMatch = headers.get("if-none-match");
  if (ifNoneMatch !== null) {
    const tags = etagList(ifNoneMatch);
    if (tags.includes("*") || tags.includes(v.etag)) return "not-modified";
    return "ok";
  }
  const modifiedSince = parseDate(headers.get("if-modified-since"));
  if (modifiedSince !== null && seconds(v.lastModified) <= modifiedSince) return "not-modified";
  return "ok";
}

/** If-Range: the range applies only while the representation is unchanged (strong match). */
export function rangeStillValid(headers: Headers, v: Validators): boolean {
  const ifRange = headers.get("if-range");
  if (ifRange === null) return true;
  const value = ifRange.trim();
  if (value.startsWith('"') || value.startsWith("W/")) return value === v.etag;
  const date = parseDate(value);
  return date !== null && seconds(v.lastModified) <= date;
}
