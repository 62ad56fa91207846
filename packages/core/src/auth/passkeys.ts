import { passkeysRepo, usersRepo } from "@backbeat/db";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import type { z } from "zod";
import { requireUser } from "../account/access-control.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { DomainError, notFound, tooManyRequests, validationError } from "../errors.ts";
import { hasControlCharacters } from "../validation.ts";
import { storeChallenge, takeChallenge } from "./challenges.ts";
import type { RequestMeta } from "./login.ts";
import { requirePasswordConfirmation } from "./password-confirmation.ts";
import { giveBackRateLimit, rateLimit, resetRateLimits, takeRateLimit } from "./rate-limits.ts";
import type { passkeyLoginInput, passkeyRegistrationInput } from "./schemas.ts";
import { createSession } from "./sessions.ts";
import { hashSecret } from "./tokens.ts";

/**
 * Passkeys (beyond the spec) with @simplewebauthn/server. The relying party is the app's own
 * origin (APP_URL). Challenges are stored server side, expire after five minutes and are
 * taken (deleted) by the first response that names them, so none can be answered twice.
 * A passkey sign-in needs user verification, so it stands in for password and second factor.
 */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60 * 1000;
const MAX_PASSKEYS = 20;
const INVALID = "This passkey could not be verified. Please try again.";

// Sign-in options are handed to anyone: bounded per IP so they cannot fill the table.
const OPTIONS_LIMIT = rateLimit("passkey-options", 30, 60_000);
const LOGIN_FAILURES = rateLimit("passkey-login", 10, 60_000);

export interface PasskeyView {
  id: string;
  name: string;
  created_at: string;
  last_used_at: string | null;
}

/**
 * The WebAuthn library and its certificate parsers add about 13 MB to the server's resident
 * memory: they load with the first passkey request, not with every server.
 */
const webauthn = () => import("@simplewebauthn/server");

function relyingParty(services: CoreServices) {
  const url = new URL(services.config.appUrl);
  return { origin: url.origin, rpID: url.hostname };
}

/** A stable, opaque WebAuthn user handle (no e-mail or name in it). */
function userHandle(userId: number): Uint8Array<ArrayBuffer> {
  return new Uint8Array(hashSecret(`backbeat-user:${userId}`).slice(0, 16));
}

/** The challenge a response answers, read from its clientDataJSON (base64url). */
async function challengeOf(clientDataJSON: string): Promise<string | null> {
  const { decodeClientDataJSON } = await import("@simplewebauthn/server/helpers");
  try {
    const challenge = decodeClientDataJSON(clientDataJSON).challenge;
    return typeof challenge === "string" && challenge.length <= 512 ? challenge : null;
  } catch {
    return null;
  }
}

export function passkeyView(row: { id: string; name: string; created_at: Date; last_used_at: Date | null }) {
  return {
    id: row.id,
    name: row.name,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
  } satisfies PasskeyView;
}

/** Step 1 of adding a passkey (signed in, password recently confirmed). */
export async function passkeyRegistrationOptions(
  services: CoreServices,
  viewer: Viewer,
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const { user } = requireUser(viewer);
  requirePasswordConfirmation(viewer);
  const existing = await passkeysRepo.listPasskeys(services.db, user.id);
  if (existing.length >= MAX_PASSKEYS) {
    throw new DomainError("VALIDATION", `You can have at most ${MAX_PASSKEYS} passkeys.`);
  }
  const settings = await services.settings.snapshot();
  const { rpID } = relyingParty(services);
  const { generateRegistrationOptions } = await webauthn();
  const options = await generateRegistrationOptions({
    rpName: settings.get("branding.site_name"),
    rpID,
    userName: user.email,
    userDisplayName: user.name,
    userID: userHandle(user.id),
    attestationType: "none",
    excludeCredentials: existing.map((p) => ({ id: p.id, transports: p.transports })),
    authenticatorSelection: { residentKey: "required", userVerification: "required" },
    timeout: PASSKEY_CHALLENGE_TTL_MS,
  });
  await storeChallenge(services.db, {
    kind: "passkey_register",
    secret: options.challenge,
    ttlMs: PASSKEY_CHALLENGE_TTL_MS,
    userId: user.id,
  });
  return options;
}

/** What every passkey answer must match: the challenge this site issued, its origin and its id. */
function expectations(services: CoreServices, challenge: string) {
  const { origin, rpID } = relyingParty(services);
  return { expectedChallenge: challenge, expectedOrigin: origin, expectedRPID: rpID, requireUserVerification: true };
}

/** Step 2: verifies the authenticator's answer and saves the passkey. */
export async function registerPasskey(
  services: CoreServices,
  viewer: Viewer,
  input: z.output<typeof passkeyRegistrationInput>,
): Promise<{ passkey: PasskeyView; message: string }> {
  const { user } = requireUser(viewer);
  requirePasswordConfirmation(viewer);
  const challenge = await challengeOf(input.response.response.clientDataJSON);
  const stored = challenge ? await takeChallenge(services.db, "passkey_register", challenge) : undefined;
  if (!challenge || !stored || stored.user_id !== user.id) throw validationError({ response: [INVALID] });
  const { verifyRegistrationResponse } = await webauthn();
  const verification = await verifyRegistrationResponse({
    response: input.response as RegistrationResponseJSON,
    ...expectations(services, challenge),
  }).catch(() => null);
  if (!verification?.verified) throw validationError({ response: [INVALID] });
  const { credential } = verification.registrationInfo;
  if (await passkeysRepo.findPasskey(services.db, credential.id)) {
    throw validationError({ response: ["This passkey is already registered."] });
  }
  const count = await passkeysRepo.countPasskeys(services.db, user.id);
  const name = input.name ?? `Passkey ${count + 1}`;
  await passkeysRepo.insertPasskey(services.db, {
    id: credential.id,
    user_id: user.id,
    name,
    public_key: credential.publicKey,
    counter: credential.counter,
    transports: (credential.transports ?? []).map(String),
  });
  const row = await passkeysRepo.findPasskey(services.db, credential.id);
  if (!row) throw notFound();
  return { passkey: passkeyView(row), message: "Passkey added" };
}

export async function listPasskeys(services: CoreServices, userId: number): Promise<PasskeyView[]> {
  return (await passkeysRepo.listPasskeys(services.db, userId)).map(passkeyView);
}

/** Removes one of the holder's own passkeys (password recently confirmed). */
export async function deletePasskey(
  services: CoreServices,
  viewer: Viewer,
  id: string | undefined,
): Promise<{ message: string }> {
  const { user } = requireUser(viewer);
  if (!id || id.length > 1024 || hasControlCharacters(id)) throw notFound();
  const row = await passkeysRepo.findPasskey(services.db, id);
  // Another user's passkey answers exactly like a missing one.
  if (!row || row.user_id !== user.id) throw notFound();
  requirePasswordConfirmation(viewer);
  await passkeysRepo.deletePasskey(services.db, user.id, id);
  return { message: "Passkey removed" };
}

/** Step 1 of signing in with a passkey: a discoverable-credential challenge. */
export async function passkeyLoginOptions(
  services: CoreServices,
  meta: RequestMeta,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  const key = meta.ip ?? "unknown";
  const wait = await takeRateLimit(services, OPTIONS_LIMIT, key);
  if (wait > 0) throw tooManyRequests(`Too many attempts. Please try again in ${wait} seconds.`, wait);
  const { generateAuthenticationOptions } = await webauthn();
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(services).rpID,
    userVerification: "required",
    timeout: PASSKEY_CHALLENGE_TTL_MS,
  });
  await storeChallenge(services.db, {
    kind: "passkey_login",
    secret: options.challenge,
    ttlMs: PASSKEY_CHALLENGE_TTL_MS,
  });
  return options;
}

/** Step 2: verifies the assertion, bumps the signature counter and starts a session. */
export async function loginWithPasskey(
  services: CoreServices,
  input: z.output<typeof passkeyLoginInput>,
  meta: RequestMeta,
): Promise<{ token: string; remember: boolean; userId: number }> {
  // The attempt is taken before anything is awaited and given back once the passkey verifies,
  // so parallel requests cannot all pass one check.
  const key = meta.ip ?? "unknown";
  const wait = await takeRateLimit(services, LOGIN_FAILURES, key);
  if (wait > 0) throw tooManyRequests(`Too many attempts. Please try again in ${wait} seconds.`, wait);
  const fail = () => validationError({ passkey: [INVALID] });
  const challenge = await challengeOf(input.response.response.clientDataJSON);
  const stored = challenge ? await takeChallenge(services.db, "passkey_login", challenge) : undefined;
  if (!challenge || !stored) throw fail();
  const passkey = await passkeysRepo.findPasskey(services.db, input.response.id);
  if (!passkey) throw fail();
  const { verifyAuthenticationResponse } = await webauthn();
  const verification = await verifyAuthenticationResponse({
    response: input.response as AuthenticationResponseJSON,
    ...expectations(services, challenge),
    credential: {
      id: passkey.id,
      publicKey: new Uint8Array(passkey.public_key),
      counter: Number(passkey.counter),
      transports: passkey.transports as never,
    },
  }).catch(() => null);
  if (!verification?.verified) throw fail();
  const user = await usersRepo.findUserById(services.db, passkey.user_id);
  if (!user) throw fail();
  await giveBackRateLimit(services, LOGIN_FAILURES, key);
  await passkeysRepo.updatePasskeyUse(services.db, passkey.id, verification.authenticationInfo.newCounter, new Date());
  const { token } = await createSession(services.db, {
    userId: user.id,
    remember: input.remember,
    ip: meta.ip,
    userAgent: meta.userAgent,
  });
  return { token, remember: input.remember, userId: user.id };
}

export function resetPasskeyThrottle(): void {
  resetRateLimits();
}
