import { bearerToken, readCookie, serializeCookie } from "@backbeat/api";
import { hmac } from "@oslojs/crypto/hmac";
import { SHA256 } from "@oslojs/crypto/sha2";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from "@oslojs/encoding";

export const XSRF_COOKIE = "XSRF-TOKEN";
export const XSRF_HEADER = "x-xsrf-token";
const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/** The host of an Origin header; an unparsable one matches no host, so it counts as cross-site. */
function originHost(origin: string): string | null {
  return URL.canParse(origin) ? new URL(origin).host : null;
}

/**
 * Double-submit token: the cookie is readable by the page, which echoes it in a header that
 * another site cannot set; the signature stops a sibling subdomain from planting its own.
 */
export function createCsrf(secret: Uint8Array) {
  const sign = (nonce: Uint8Array) => hmac(SHA256, secret, nonce);

  const issue = (): string => {
    const nonce = crypto.getRandomValues(new Uint8Array(18));
    return `${encodeBase64urlNoPadding(nonce)}.${encodeBase64urlNoPadding(sign(nonce))}`;
  };

  const isValid = (token: string | null): boolean => {
    if (!token || token.length > 200) return false;
    const [nonce, mac] = token.split(".");
    if (!nonce || !mac) return false;
    try {
      return constantTimeEqual(sign(decodeBase64urlIgnorePadding(nonce)), decodeBase64urlIgnorePadding(mac));
    } catch {
      return false;
    }
  };

  return {
    /** A Set-Cookie header when the request lacks a valid token, otherwise null. */
    cookieFor(request: Request, secure: boolean): string | null {
      if (isValid(readCookie(request, XSRF_COOKIE))) return null;
      return serializeCookie(XSRF_COOKIE, issue(), { secure, maxAgeSeconds: 7 * 24 * 3600 });
    },
    /** Why a state-changing request must be refused, or null when it may proceed. */
    refusal(request: Request): { status: number; message: string } | null {
      if (SAFE.has(request.method)) return null;
      const fetchSite = request.headers.get("sec-fetch-site");
      const origin = request.headers.get("origin");
      const host = request.headers.get("host");
      if (fetchSite === "cross-site" || (origin && origin !== "null" && host && originHost(origin) !== host)) {
        return { status: 403, message: "Cross-site requests are not allowed." };
      }
      // Bearer tokens are not sent by browsers on their own, so they need no CSRF token; such a
      // request is then authenticated by its token alone or refused (api/context.ts).
      if (bearerToken(request) !== undefined) return null;
      const cookie = readCookie(request, XSRF_COOKIE);
      const header = request.headers.get(XSRF_HEADER);
      if (!cookie || !header || cookie !== header || !isValid(cookie)) {
        return { status: 419, message: "CSRF token mismatch." };
      }
      return null;
    },
  };
}

export type Csrf = ReturnType<typeof createCsrf>;
