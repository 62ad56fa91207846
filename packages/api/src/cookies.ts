import { readCookie as readCookieIn } from "@backbeat/client/cookies";

/** The named cookie of a request, or null when it is missing or does not decode. */
export function readCookie(request: Request, name: string): string | null {
  return readCookieIn(name, request.headers.get("cookie") ?? "");
}

export interface CookieOptions {
  maxAgeSeconds?: number;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: "Lax" | "Strict";
}

/** Serialises a cookie with path `/`; without `maxAgeSeconds` it lasts the browser session. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, "Path=/", `SameSite=${options.sameSite ?? "Lax"}`];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${options.maxAgeSeconds}`);
  if (options.httpOnly) parts.push("HttpOnly");
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}
