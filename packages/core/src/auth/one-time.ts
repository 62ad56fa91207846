import { authTokensRepo, type Executor } from "@backbeat/db";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { hashSecret, randomToken } from "./tokens.ts";

/** A random numeric code of `digits` digits, uniform (rejection sampling). */
export function randomDigits(digits: number): string {
  let out = "";
  while (out.length < digits) {
    const [n] = crypto.getRandomValues(new Uint32Array(1));
    if (n === undefined || n >= 4_000_000_000) continue;
    out += String(n % 10);
  }
  return out;
}

/** Codes are short, so their hash is bound to the user: the same code for two users differs. */
export function codeHash(userId: number, code: string): Uint8Array {
  return hashSecret(`${userId}:${code}`);
}

export function hashesEqual(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && constantTimeEqual(a, new Uint8Array(b));
}

export async function issueToken(
  db: Executor,
  input: { userId: number; kind: string; hash: Uint8Array; ttlMs: number; data?: Record<string, unknown> },
  now = new Date(),
): Promise<void> {
  await authTokensRepo.insertAuthToken(db, {
    user_id: input.userId,
    kind: input.kind,
    token_hash: input.hash,
    expires_at: new Date(now.getTime() + input.ttlMs),
    ...(input.data ? { data: input.data } : {}),
  });
}

/** Issues a new random single-use token and returns it: only its hash is stored. */
export async function issueRandomToken(
  db: Executor,
  input: { userId: number; kind: string; ttlMs: number; data?: Record<string, unknown> },
): Promise<string> {
  const token = randomToken(32);
  await issueToken(db, { ...input, hash: hashSecret(token) });
  return token;
}
