/**
 * The named cookie's value in a `Cookie` header or in `document.cookie` (the default in a browser),
 * or null when it is missing or does not decode. The server reads request headers with it too.
 */
export function readCookie(
  name: string,
  source = typeof document === "undefined" ? "" : document.cookie,
): string | null {
  for (const part of source.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}
