import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { subsonicRepo } from "@backbeat/db";
import { requireUser } from "../account/access-control.ts";
import { requirePasswordConfirmation } from "../auth/password-confirmation.ts";
import { openSecret, sealSecret } from "../auth/sealed-secrets.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { forbidden } from "../errors.ts";
import { hasPermission } from "../permissions/check.ts";

/**
 * Subsonic token auth sends md5(password + salt), so the server must know the password itself:
 * an Argon2id hash cannot answer it. Each user gets a generated app password instead, stored
 * AES-256-GCM encrypted under a key derived from the app secret. The account password never
 * signs in on /rest.
 */

const ALPHABET = "abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const APP_PASSWORD_LENGTH = 24;
const PURPOSE = "subsonic-app-password";

export interface AppPasswordStatus {
  /** What Subsonic apps call the username: the account's e-mail. */
  username: string;
  created_at: string;
  last_used_at: string | null;
}

export function generateAppPassword(): string {
  let out = "";
  while (out.length < APP_PASSWORD_LENGTH) {
    for (const byte of randomBytes(32)) {
      // Rejection sampling keeps every character equally likely.
      if (byte < ALPHABET.length * Math.floor(256 / ALPHABET.length) && out.length < APP_PASSWORD_LENGTH)
        out += ALPHABET[byte % ALPHABET.length];
    }
  }
  return out;
}

export function sealAppPassword(services: CoreServices, plain: string): string {
  return sealSecret(services, PURPOSE, plain);
}

/** The plain app password, or null when the stored value does not open with this secret. */
export function openAppPassword(services: CoreServices, sealed: string): string | null {
  return openSecret(services, PURPOSE, sealed);
}

function assertMayUse(viewer: Viewer) {
  const signedIn = requireUser(viewer);
  if (!hasPermission(viewer, "music.view")) throw forbidden();
  return signedIn;
}

export async function appPasswordStatus(services: CoreServices, viewer: Viewer): Promise<AppPasswordStatus | null> {
  const { user } = assertMayUse(viewer);
  const row = await subsonicRepo.findPassword(services.db, user.id);
  if (!row) return null;
  return {
    username: user.email,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
  };
}

/**
 * Makes (or replaces) the app password and returns it once. Like a personal access token it
 * outlives the session, so it needs a recently confirmed account password.
 */
export async function createAppPassword(
  services: CoreServices,
  viewer: Viewer,
): Promise<{ username: string; password: string; created_at: string }> {
  const { user } = assertMayUse(viewer);
  requirePasswordConfirmation(viewer);
  const password = generateAppPassword();
  const created = await subsonicRepo.savePassword(services.db, user.id, sealAppPassword(services, password));
  return { username: user.email, password, created_at: created.toISOString() };
}

export async function revokeAppPassword(services: CoreServices, viewer: Viewer): Promise<{ message: string }> {
  const { user } = requireUser(viewer);
  await subsonicRepo.deletePassword(services.db, user.id);
  return { message: "Subsonic app password revoked" };
}

/** What a Subsonic request offered as proof: `p` (plain or `enc:` hex), or `t` with `s`. */
export type SubsonicProof = { kind: "password"; value: string } | { kind: "token"; token: string; salt: string };

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a, "utf8");
  const y = Buffer.from(b, "utf8");
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Decodes `p`: `enc:` followed by the hex of the UTF-8 bytes, else the text itself. */
export function decodeSubsonicPassword(p: string): string | null {
  if (!p.startsWith("enc:")) return p;
  const hex = p.slice(4);
  if (hex.length % 2 || !/^[0-9a-f]*$/i.test(hex)) return null;
  return Buffer.from(hex, "hex").toString("utf8");
}

/** Synchronous on purpose: the caller counts the attempt and checks it in one step. */
export function proofMatches(plain: string, proof: SubsonicProof): boolean {
  if (proof.kind === "password") {
    const given = decodeSubsonicPassword(proof.value);
    return given !== null && sameText(given, plain);
  }
  const expected = createHash("md5")
    .update(plain + proof.salt, "utf8")
    .digest("hex");
  return sameText(expected, proof.token.toLowerCase());
}
