import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import type { CoreServices } from "../context.ts";

/** 256 random bits as base64url (43 characters): unguessable, and safe in a path. */
export function newShareToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What is stored and looked up: the token itself never reaches the database. */
export function shareTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** How long a given password keeps a link open in that browser. */
export const UNLOCK_TTL_MS = 12 * 3600_000;

// Without the app secret (tests, a first start) keys are signed by this process only: an unlock
// then lasts until the server restarts, which only means asking for the password again.
const processSecret = randomBytes(32);

function signature(services: CoreServices, payload: string): Buffer {
  const secret = services.config.appSecret?.length ? services.config.appSecret : processSecret;
  return createHmac("sha256", secret).update(`share-unlock:${payload}`).digest();
}

/**
 * The proof that a link's password was given: the link's id, an expiry and their signature.
 * Bound to the password's hash, so a changed or removed password ends every unlock.
 */
export function unlockKey(services: CoreServices, shareId: number, passwordHash: string, now = Date.now()): string {
  const until = now + UNLOCK_TTL_MS;
  const sig = signature(services, `${shareId}:${until}:${passwordHash}`).toString("base64url");
  return `${shareId}.${until}.${sig}`;
}

export function unlockKeyValid(
  services: CoreServices,
  key: string | undefined,
  shareId: number,
  passwordHash: string,
  now = Date.now(),
): boolean {
  const match = /^(\d{1,10})\.(\d{1,15})\.([A-Za-z0-9_-]{43})$/.exec(key ?? "");
  if (!match || Number(match[1]) !== shareId || Number(match[2]) < now) return false;
  const expected = signature(services, `${shareId}:${match[2]}:${passwordHash}`);
  const given = Buffer.from(match[3] ?? "", "base64url");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
