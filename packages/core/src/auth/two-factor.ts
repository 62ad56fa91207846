import { type Executor, usersRepo } from "@backbeat/db";
import { constantTimeEqual } from "@oslojs/crypto/subtle";
import { decodeBase32IgnorePadding, encodeBase32UpperCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";
import { createTOTPKeyURI, generateHOTP } from "@oslojs/otp";
import { renderSVG } from "uqr";
import type { z } from "zod";
import type { CoreServices } from "../context.ts";
import { DomainError, validationError } from "../errors.ts";
import type { confirmTwoFactorInput } from "./schemas.ts";
import { hashSecret } from "./tokens.ts";

export const TOTP_PERIOD = 30;
export const TOTP_DIGITS = 6;
export const RECOVERY_CODE_COUNT = 8;

/** docs/spec/2-product-areas.md §4: 0 not enabled, 1 pending confirmation, 2 enabled. */
export type TwoFactorState = 0 | 1 | 2;

export function twoFactorState(user: {
  two_factor_secret: string | null;
  two_factor_confirmed_at: Date | string | null;
}): TwoFactorState {
  if (!user.two_factor_secret) return 0;
  return user.two_factor_confirmed_at ? 2 : 1;
}

/** 21 characters: two groups of ten lowercase letters and digits joined by a dash. */
export function generateRecoveryCode(): string {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  const pick = () => {
    let s = "";
    while (s.length < 10) {
      const [n] = crypto.getRandomValues(new Uint8Array(1));
      if (n === undefined || n >= alphabet.length * 8) continue;
      s += alphabet[n % alphabet.length];
    }
    return s;
  };
  return `${pick()}-${pick()}`;
}

export function recoveryCodeDigest(code: string): string {
  return encodeHexLowerCase(hashSecret(`recovery:${code.trim().toLowerCase()}`));
}

function newRecoveryCodes(): { plain: string[]; digests: string[] } {
  const plain = Array.from({ length: RECOVERY_CODE_COUNT }, generateRecoveryCode);
  return { plain, digests: plain.map(recoveryCodeDigest) };
}

async function loadUser(db: Executor, userId: number) {
  const user = await usersRepo.findUserById(db, userId);
  if (!user) throw new DomainError("NOT_FOUND", "Not found.");
  return user;
}

/** 0 → 1: a new secret and recovery codes (the codes are returned once, only hashes are kept). */
export async function enableTwoFactor(
  services: CoreServices,
  userId: number,
): Promise<{ state: TwoFactorState; recovery_codes: string[] }> {
  const user = await loadUser(services.db, userId);
  if (twoFactorState(user) === 2) throw new DomainError("CONFLICT", "Two factor authentication is already enabled.");
  const secret = encodeBase32UpperCaseNoPadding(crypto.getRandomValues(new Uint8Array(20)));
  const codes = newRecoveryCodes();
  await usersRepo.updateUser(services.db, userId, {
    two_factor_secret: secret,
    two_factor_confirmed_at: null,
    two_factor_last_counter: null,
  });
  await usersRepo.setRecoveryCodes(services.db, userId, codes.digests);
  return { state: 1, recovery_codes: codes.plain };
}

/** docs/spec/2-product-areas.md §3 "Two-factor QR response": an SVG of the otpauth URI and the setup key. */
export async function twoFactorQrCode(
  services: CoreServices,
  userId: number,
): Promise<{ svg: string; secret: string }> {
  const user = await loadUser(services.db, userId);
  if (!user.two_factor_secret) throw new DomainError("NOT_FOUND", "Two factor authentication is not enabled.");
  const settings = await services.settings.snapshot();
  const issuer = settings.get("branding.site_name");
  const uri = createTOTPKeyURI(
    issuer,
    user.email,
    decodeBase32IgnorePadding(user.two_factor_secret),
    TOTP_PERIOD,
    TOTP_DIGITS,
  );
  return { svg: renderSVG(uri, { border: 1 }), secret: user.two_factor_secret };
}

/**
 * Checks a TOTP code against the previous, current and next time step, then claims that step
 * so the same code (or an older one) cannot be used again.
 */
export async function verifyTotp(
  db: Executor,
  user: { id: number; two_factor_secret: string | null },
  code: string,
  now = Date.now(),
): Promise<boolean> {
  if (!user.two_factor_secret || !/^\d{6}$/.test(code)) return false;
  const key = decodeBase32IgnorePadding(user.two_factor_secret);
  const current = Math.floor(now / 1000 / TOTP_PERIOD);
  const encoder = new TextEncoder();
  for (const counter of [current - 1, current, current + 1]) {
    const expected = generateHOTP(key, BigInt(counter), TOTP_DIGITS);
    if (constantTimeEqual(encoder.encode(expected), encoder.encode(code))) {
      return usersRepo.claimTwoFactorCounter(db, user.id, counter);
    }
  }
  return false;
}

/** 1 → 2 with a valid code. */
export async function confirmTwoFactor(
  services: CoreServices,
  userId: number,
  { code }: z.output<typeof confirmTwoFactorInput>,
): Promise<{ state: TwoFactorState }> {
  const user = await loadUser(services.db, userId);
  if (twoFactorState(user) !== 1) throw new DomainError("CONFLICT", "Enable two factor authentication first.");
  if (!(await verifyTotp(services.db, user, code))) {
    throw validationError({ code: ["The provided two factor authentication code was invalid."] });
  }
  await usersRepo.updateUser(services.db, userId, { two_factor_confirmed_at: new Date() });
  return { state: 2 };
}

/** Any state → 0 (also how a pending setup is cancelled). */
export async function disableTwoFactor(services: CoreServices, userId: number): Promise<{ message: string }> {
  await usersRepo.updateUser(services.db, userId, {
    two_factor_secret: null,
    two_factor_recovery_codes: null,
    two_factor_confirmed_at: null,
    two_factor_last_counter: null,
  });
  return { message: "Two factor authentication has been disabled." };
}

/** Stays in 2 with eight new codes; the old ones stop working. */
export async function regenerateRecoveryCodes(
  services: CoreServices,
  userId: number,
): Promise<{ recovery_codes: string[] }> {
  const user = await loadUser(services.db, userId);
  if (twoFactorState(user) === 0) throw new DomainError("CONFLICT", "Two factor authentication is not enabled.");
  const codes = newRecoveryCodes();
  await usersRepo.setRecoveryCodes(services.db, userId, codes.digests);
  return { recovery_codes: codes.plain };
}

/** Uses one recovery code; each works once. */
export async function useRecoveryCode(db: Executor, userId: number, code: string): Promise<boolean> {
  if (code.trim().length !== 21) return false;
  return usersRepo.consumeRecoveryCode(db, userId, recoveryCodeDigest(code));
}
