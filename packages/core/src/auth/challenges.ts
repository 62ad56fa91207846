import { authChallengesRepo, type Executor } from "@backbeat/db";
import { encodeHexLowerCase } from "@oslojs/encoding";
import { hashSecret } from "./tokens.ts";

/** Kinds of single-use records in `auth_challenges`. */
export type ChallengeKind =
  | "oauth_state"
  | "social_pending"
  | "passkey_register"
  | "passkey_login"
  | "pow_used"
  | "human_pass";

/** The row key: a hash of kind and secret, so the secret itself is never stored. */
export function challengeId(kind: ChallengeKind, secret: string): string {
  return encodeHexLowerCase(hashSecret(`${kind}:${secret}`));
}

let sinceCleanup = 0;

/** Stores a challenge; false when the same one exists already. Now and then sweeps expired rows. */
export async function storeChallenge(
  db: Executor,
  input: { kind: ChallengeKind; secret: string; ttlMs: number; userId?: number | null; data?: Record<string, unknown> },
  now = new Date(),
): Promise<boolean> {
  if (++sinceCleanup >= 100) {
    sinceCleanup = 0;
    await authChallengesRepo.deleteExpiredChallenges(db, now);
  }
  return authChallengesRepo.insertChallenge(db, {
    id: challengeId(input.kind, input.secret),
    kind: input.kind,
    user_id: input.userId ?? null,
    data: input.data ?? {},
    expires_at: new Date(now.getTime() + input.ttlMs),
  });
}

/** Takes (deletes and returns) an unexpired challenge; only one caller ever gets it. */
export function takeChallenge(db: Executor, kind: ChallengeKind, secret: string, now = new Date()) {
  if (!secret || secret.length > 512) return Promise.resolve(undefined);
  return authChallengesRepo.takeChallenge(db, challengeId(kind, secret), kind, now);
}

/** Reads an unexpired challenge without using it up. */
export function peekChallenge(db: Executor, kind: ChallengeKind, secret: string, now = new Date()) {
  if (!secret || secret.length > 512) return Promise.resolve(undefined);
  return authChallengesRepo.findChallenge(db, challengeId(kind, secret), kind, now);
}
