/** Helpers for the 'An error occured' dialog (docs/spec/1-platform-foundation.md §2 Error pages, §3 server error with trace). */
import type { ErrorTrace, TraceFrame, VendorGroup } from "@backbeat/api/types";

export type { ErrorTrace, TraceFrame, VendorGroup };
export type TraceEntry = ErrorTrace["trace"][number];

export function isVendorGroup(entry: TraceEntry): entry is VendorGroup {
  return "vendorGroup" in entry && entry.vendorGroup === true;
}

export function isErrorTrace(value: unknown): value is ErrorTrace {
  const v = value as Partial<ErrorTrace> | null;
  return Boolean(v && typeof v === "object" && typeof v.exception === "string" && Array.isArray(v.trace));
}

/** The first non-vendor frame, or the very first frame when every frame is a vendor's. */
export function initialFrame(trace: readonly TraceEntry[]): TraceFrame | null {
  for (const entry of trace) if (!isVendorGroup(entry)) return entry;
  for (const entry of trace) if (isVendorGroup(entry) && entry.items[0]) return entry.items[0];
  return null;
}

export function vendorFramesLabel(count: number): { text: string; values: { count: number } } {
  return { text: "{count, plural, one {# vendor frame} other {# vendor frames}}", values: { count } };
}

/** The toggle reads 'Expand vendor frames' while any group is collapsed, else 'Collapse vendor frames'. */
export function vendorToggleLabel(
  expandedGroups: number,
  totalGroups: number,
): "Expand vendor frames" | "Collapse vendor frames" {
  return expandedGroups < totalGroups ? "Expand vendor frames" : "Collapse vendor frames";
}

export function framePath(frame: TraceFrame): string {
  return frame.path.join("/");
}

/** Snippet lines in order, with the failing line flagged. */
export function snippetLines(frame: TraceFrame): { number: number; text: string; isError: boolean }[] {
  return Object.entries(frame.codeSnippet)
    .map(([n, text]) => ({ number: Number(n), text, isError: Number(n) === frame.lineNumber }))
    .sort((a, b) => a.number - b.number);
}

export type TokenKind = "keyword" | "string" | "comment" | "number" | "plain" | "punct" | "fn";

const TOKEN =
  /(\/\/.*$|\/\*.*?(?:\*\/|$)|#.*$)|("(?:[^"\\]|\\.)*"?|'(?:[^'\\]|\\.)*'?|`(?:[^`\\]|\\.)*`?)|\b(\d[\d_.]*(?:e[+-]?\d+)?n?)\b|\b(abstract|as|async|await|break|case|catch|class|const|continue|default|delete|do|else|enum|export|extends|false|finally|for|from|function|if|implements|import|in|instanceof|interface|let|new|null|private|protected|public|readonly|return|static|super|switch|this|throw|true|try|type|typeof|undefined|var|void|while|yield|echo|fn|foreach|match|namespace|use)\b|([A-Za-z_$][\w$]*)(?=\s*\()|([{}()[\];,.<>=+\-*/%!&|?:])/g;

/** A small syntax highlighter for the snippet (JS/TS, and PHP-ish keywords). */
export function tokenize(line: string): { kind: TokenKind; text: string }[] {
  const out: { kind: TokenKind; text: string }[] = [];
  let last = 0;
  for (const m of line.matchAll(TOKEN)) {
    const index = m.index ?? 0;
    if (index > last) out.push({ kind: "plain", text: line.slice(last, index) });
    const kind: TokenKind = m[1]
      ? "comment"
      : m[2]
        ? "string"
        : m[3]
          ? "number"
          : m[4]
            ? "keyword"
            : m[5]
              ? "fn"
              : "punct";
    out.push({ kind, text: m[0] });
    last = index + m[0].length;
  }
  if (last < line.length) out.push({ kind: "plain", text: line.slice(last) });
  return out;
}
