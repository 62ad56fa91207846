import { sha256 } from "@oslojs/crypto/sha2";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { encodeBase32LowerCaseNoPadding } from "@oslojs/encoding";

/** A random, URL-safe string with `bytes` bytes of entropy. */
export function randomToken(bytes = 20): string {
  return encodeBase32LowerCaseNoPadding(crypto.getRandomValues(new Uint8Array(bytes)));
}

export function hashSecret(secret: string): Uint8Array {
  return sha256(new TextEncoder().encode(secret));
}

export function secretMatches(secret: string, hash: Uint8Array): boolean {
  return constantTimeEqual(hashSecret(secret), new Uint8Array(hash));
}
