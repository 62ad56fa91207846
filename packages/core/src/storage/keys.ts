import { isAbsolute, normalize, resolve, sep } from "node:path";

/**
 * Keys are relative paths such as `uploads/<userId>/<random>.<ext>`, `audio/…`, `artwork/…`;
 * anything absolute, with `..`, a backslash or NUL is refused by both drivers.
 */
export function isSafeKey(key: string): boolean {
  if (!key || key.length > 1024 || key.startsWith("/") || /[\0\\]|\p{Cc}/u.test(key)) return false;
  return !key.split("/").some((part) => part === ".." || part === "." || part === "");
}

/**
 * A stored path to an absolute one inside `<dataDir>/media`; anything absolute, with `..`, or
 * resolving outside that folder is refused, so a bad row can never read arbitrary files.
 */
export function resolveMediaPath(dataDir: string, stored: string): string | null {
  if (!stored || isAbsolute(stored) || stored.includes("\0")) return null;
  const clean = normalize(stored);
  if (clean.split(/[\\/]/).includes("..")) return null;
  const root = resolve(dataDir, "media");
  const full = resolve(dataDir, clean);
  return full.startsWith(root + sep) ? full : null;
}
