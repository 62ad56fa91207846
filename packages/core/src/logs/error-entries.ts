import { readdir, readFile, stat } from "node:fs/promises";
import { join } from "node:path";
import { ERROR_LOG_FILE } from "./schemas.ts";

/** One entry of an error log file as the admin screen shows it. */
export interface ErrorLogItem {
  /** Position in the file (0 is the oldest), stable while the file only grows. */
  index: number;
  time: string;
  /** "GET /api/v1/…" for an error, empty for a notice (repeat counts, budget lines). */
  request: string;
  message: string;
  trace: string[];
  kind: "error" | "notice";
}

export interface ErrorLogFile {
  name: string;
  date: string;
  size: number;
}

const HEADER = /^\[(\d{4}-\d{2}-\d{2}T[\d:.]+Z)\] ?(.*)$/;

/** The day files under the log folder, newest first. */
export async function errorLogFiles(dir: string): Promise<ErrorLogFile[]> {
  const names = (await readdir(dir).catch(() => [] as string[])).filter((n) => ERROR_LOG_FILE.test(n));
  const files = await Promise.all(
    names.map(async (name) => ({ name, date: name.slice(6, 16), size: (await stat(join(dir, name))).size })),
  );
  return files.sort((a, b) => b.name.localeCompare(a.name));
}

/**
 * Splits a day's file into entries. The writer (error-log.ts) starts every entry and notice at
 * the beginning of a line with `[ISO time]` and indents everything else, so a message cannot
 * fake an entry: the first indented line is the message, deeper lines are the trace.
 */
export function parseErrorLog(text: string): ErrorLogItem[] {
  const items: ErrorLogItem[] = [];
  let current: ErrorLogItem | null = null;
  for (const line of text.split("\n")) {
    const header = HEADER.exec(line);
    if (header) {
      current = { index: items.length, time: header[1] ?? "", request: "", message: "", trace: [], kind: "notice" };
      items.push(current);
      const rest = header[2] ?? "";
      // An error's header holds the method and URL (both may be empty); a notice is prose.
      if (/^[A-Z]{0,16} \S*$/.test(rest) || rest.trim() === "") current.request = rest.trim();
      else current.message = rest;
      continue;
    }
    if (!current || !line.trim()) continue;
    if (line.startsWith("    ")) current.trace.push(line.trim());
    else if (line.startsWith("  ") && !current.message) {
      current.message = line.trim();
      current.kind = "error";
    } else current.trace.push(line.trim());
  }
  return items;
}

/** Reads one day's file (at most its last `maxBytes`; a day's file is capped at 20 MB anyway). */
export async function readErrorLog(dir: string, name: string, maxBytes = 25 * 1024 * 1024): Promise<ErrorLogItem[]> {
  if (!ERROR_LOG_FILE.test(name)) return [];
  const path = join(dir, name);
  const file = Bun.file(path);
  if (!(await file.exists())) return [];
  const size = file.size;
  const text = await (size > maxBytes ? file.slice(size - maxBytes).text() : readFile(path, "utf8"));
  return parseErrorLog(text);
}
