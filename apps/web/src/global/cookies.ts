/** Browser cookies. Default lifetime 7 days, path / (docs/spec/1-platform-foundation.md §9). */
export const DEFAULT_COOKIE_DAYS = 7;

export { readCookie } from "@backbeat/client";

export function writeCookie(name: string, value: string, days = DEFAULT_COOKIE_DAYS): void {
  const secure = typeof location !== "undefined" && location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: the theme and notice cookies must be readable by the server and the pre-paint script.
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${Math.round(days * 86400)}; Path=/; SameSite=Lax${secure}`;
}
