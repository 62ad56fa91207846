/** Browser cookies. Default lifetime 7 days, path / (docs/spec/1-platform-foundation.md §9). */
export const DEFAULT_COOKIE_DAYS = 7;

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

export function writeCookie(name: string, value: string, days = DEFAULT_COOKIE_DAYS): void {
  const secure = typeof location !== "undefined" && location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the theme and notice cookies must be readable by the server and the pre-paint script.
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${Math.round(days * 86400)}; Path=/; SameSite=Lax${secure}`;
}
