import { readFileSync } from "node:fs";
import { relative, sep } from "node:path";

/** docs/spec/1-platform-foundation.md §3 "Server error with trace". */
export interface TraceFrame {
  path: string[];
  lineNumber: number;
  method: string;
  flatIndex: number;
  codeSnippet: Record<number, string>;
}
export interface VendorGroup {
  vendorGroup: true;
  items: TraceFrame[];
}
export interface ErrorTrace {
  exception: string;
  message: string;
  trace: (TraceFrame | VendorGroup)[];
  totalVendorGroups: number;
  action: null;
}

const FRAME = /^\s*at (?:async )?(?:(.*?) \()?(.+?):(\d+):(\d+)\)?\s*$/;
const SNIPPET_RADIUS = 8;

function isVendor(file: string, root: string): boolean {
  return file.includes(`${sep}node_modules${sep}`) || !file.startsWith(root) || file.startsWith("node:");
}

function snippet(file: string, line: number): Record<number, string> {
  try {
    const lines = readFileSync(file, "utf8").split("\n");
    const out: Record<number, string> = {};
    for (let n = Math.max(1, line - SNIPPET_RADIUS); n <= Math.min(lines.length, line + SNIPPET_RADIUS); n++) {
      out[n] = lines[n - 1] as string;
    }
    return out;
  } catch {
    return {};
  }
}

/**
 * Builds the debug trace: project frames stand alone, consecutive vendor frames are grouped
 * so the error dialog can collapse them.
 */
export function buildErrorTrace(error: unknown, root: string): ErrorTrace {
  const err = error instanceof Error ? error : new Error(String(error));
  const trace: (TraceFrame | VendorGroup)[] = [];
  let flatIndex = 0;
  let totalVendorGroups = 0;
  for (const line of (err.stack ?? "").split("\n").slice(1)) {
    const m = FRAME.exec(line);
    if (!m) continue;
    const [, method, file, lineText] = m as unknown as [string, string | undefined, string, string];
    const lineNumber = Number(lineText);
    const vendor = isVendor(file, root);
    const shown = vendor || file.startsWith("node:") ? file : relative(root, file);
    const frame: TraceFrame = {
      path: shown.split(/[\\/]/).filter(Boolean),
      lineNumber,
      method: method || "{anonymous}",
      flatIndex: flatIndex++,
      codeSnippet: vendor ? {} : snippet(file, lineNumber),
    };
    const last = trace.at(-1);
    if (!vendor) trace.push(frame);
    else if (last && "vendorGroup" in last) last.items.push(frame);
    else {
      trace.push({ vendorGroup: true, items: [frame] });
      totalVendorGroups++;
    }
  }
  return {
    exception: err.constructor?.name && err.constructor.name !== "Object" ? err.constructor.name : err.name,
    message: err.message,
    trace,
    totalVendorGroups,
    action: null,
  };
}
