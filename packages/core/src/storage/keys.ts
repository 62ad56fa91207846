/**
 * Keys are relative paths such as `uploads/<userId>/<random>.<ext>`, `audio/…`, `artwork/…`;
 * anything absolute, with `..`, a backslash or NUL is refused by both drivers.
 */
export function isSafeKey(key: string): boolean {
  if (!key || key.length > 1024 || key.startsWith("/") || /[\0\\]|\p{Cc}/u.test(key)) return false;
  return !key.split("/").some((part) => part === ".." || part === "." || part === "");
}
