import { createHmac, timingSafeEqual } from "node:crypto";
import type { CoreServices } from "../context.ts";
import { randomToken } from "./tokens.ts";

/**
 * Device cookies (OWASP "Slow down online guessing attacks with device cookies"): a browser that
 * signed in to an account gets a signed entry for it, and keeps signing in to that account while
 * the account is being guessed at from elsewhere. An entry is `userId.nonce.signature`, the
 * signature an HMAC of the user and nonce with the app's secret; the cookie holds the entries of
 * the last few accounts signed in on that browser. The nonce names the device in its own small
 * failure budget, so a stolen cookie is no master key.
 */
export const DEVICE_COOKIE = "backbeat_device";
export const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
const ENTRIES_KEPT = 5;
const MAX_COOKIE_LENGTH = 1024;

export interface DeviceEntry {
  userId: number;
  nonce: string;
}

// Without the server's secret (tests of core alone) a per-process key signs entries.
let processKey: Uint8Array | undefined;
function signingKey(services: CoreServices): Uint8Array {
  const configured = services.config.auth?.signingKey;
  if (configured?.length) return configured;
  processKey ??= crypto.getRandomValues(new Uint8Array(32));
  return processKey;
}

function sign(services: CoreServices, userId: number, nonce: string): string {
  return createHmac("sha256", signingKey(services)).update(`device:${userId}:${nonce}`).digest("base64url");
}

/** The entries of a device cookie whose signatures hold; anything else is ignored. */
export function readDeviceCookie(services: CoreServices, raw: string | null | undefined): DeviceEntry[] {
  if (!raw || raw.length > MAX_COOKIE_LENGTH) return [];
  const entries: DeviceEntry[] = [];
  for (const part of raw.split("~").slice(0, ENTRIES_KEPT)) {
    const [id, nonce, signature, extra] = part.split(".");
    if (!id || !nonce || !signature || extra !== undefined || !/^\d{1,12}$/.test(id)) continue;
    const userId = Number(id);
    const expected = Buffer.from(sign(services, userId, nonce));
    const given = Buffer.from(signature);
    if (given.length === expected.length && timingSafeEqual(given, expected)) entries.push({ userId, nonce });
  }
  return entries;
}

/** The device's entry for this user, if the cookie holds a valid one. */
export function deviceEntryFor(
  services: CoreServices,
  raw: string | null | undefined,
  userId: number,
): DeviceEntry | null {
  return readDeviceCookie(services, raw).find((entry) => entry.userId === userId) ?? null;
}

/**
 * The cookie's value after `userId` signed in on this browser: a fresh entry for them first, the
 * other accounts' valid entries after it, the oldest dropped past the limit.
 */
export function deviceCookieWith(services: CoreServices, raw: string | null | undefined, userId: number): string {
  const nonce = randomToken(16);
  const fresh = `${userId}.${nonce}.${sign(services, userId, nonce)}`;
  const others = readDeviceCookie(services, raw)
    .filter((entry) => entry.userId !== userId)
    .map((entry) => `${entry.userId}.${entry.nonce}.${sign(services, entry.userId, entry.nonce)}`);
  return [fresh, ...others].slice(0, ENTRIES_KEPT).join("~");
}
