/**
 * Log lines are read by people in terminals and by tools that split on line breaks, so text a
 * client chose (paths, user agents, error messages) must not start a line of its own, move the
 * cursor, recolour the terminal or reorder what is shown. Control characters (C0, DEL, C1),
 * Unicode line separators and bidirectional overrides are written JSON-style (`\n`, `\u001b`);
 * backslashes are doubled so the escaping stays reversible.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const UNSAFE = /[\\\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const SHORT: Record<string, string> = { "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\b": "\\b", "\f": "\\f" };

export const MAX_LOG_LINE = 2000;

export function escapeLogText(text: string): string {
  return text.replace(UNSAFE, (c) => SHORT[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}

/** One escaped line, cut at `max` characters with a note of how much was left out. */
export function logLine(text: string, max = MAX_LOG_LINE): string {
  const escaped = escapeLogText(text);
  if (escaped.length <= max) return escaped;
  return `${escaped.slice(0, max)}… (${escaped.length - max} more characters)`;
}
