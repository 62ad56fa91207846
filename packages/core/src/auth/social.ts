import { passkeysRepo, rolesRepo, socialProfilesRepo, usersRepo } from "@backbeat/db";
import {
  CodeChallengeMethod,
  Facebook,
  generateCodeVerifier,
  generateState,
  OAuth2Client,
  type OAuth2Tokens,
} from "arctic";
import { z } from "zod";
import type { CoreServices, Viewer } from "../context.ts";
import { DomainError, notFound, validationError } from "../errors.ts";
import { peekChallenge, storeChallenge, takeChallenge } from "./challenges.ts";
import { type SocialProviderConfig, type SocialService, socialServices } from "./config.ts";
import { sendVerificationCode } from "./email-verification.ts";
import { type LoginResult, type RequestMeta, signInUser } from "./login.ts";
import { checkPassword } from "./password-confirmation.ts";
import { nameFromEmail } from "./registration.ts";
import type { passwordInput } from "./schemas.ts";

/**
 * Social sign-in (docs/spec/1-platform-foundation.md §4) with arctic. Every provider runs through arctic's generic
 * `OAuth2Client` so its endpoints can be pointed elsewhere (a local OAuth2 server in tests);
 * Facebook keeps arctic's own client on its real endpoints because it wants the client secret
 * in the body. State and the PKCE verifier are kept server side, single use, for 10 minutes,
 * and the state is also bound to the browser that started the flow by a cookie.
 */
export const OAUTH_STATE_COOKIE = "backbeat_oauth";
export const SOCIAL_PENDING_COOKIE = "backbeat_social";
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;
export const SOCIAL_PENDING_TTL_MS = 10 * 60 * 1000;
export const SOCIAL_FALLBACK_ERROR = "An error occurred. Please try again later";

export type SocialMode = "login" | "connect";
export type SocialStatus = "SUCCESS" | "ALREADY_LOGGED_IN" | "REQUEST_PASSWORD" | "ERROR";

export const socialLabels: Record<SocialService, string> = {
  google: "Google",
  facebook: "Facebook",
  twitter: "Twitter",
  envato: "Envato",
};

interface ProviderSpec {
  authorizeUrl: string;
  tokenUrl: string;
  userInfoUrls: string[];
  scopes: string[];
  pkce: boolean;
}

const providerDefaults: Record<SocialService, ProviderSpec> = {
  google: {
    authorizeUrl: "https://accounts.google.com/o/oauth2/v2/auth",
    tokenUrl: "https://oauth2.googleapis.com/token",
    userInfoUrls: ["https://openidconnect.googleapis.com/v1/userinfo"],
    scopes: ["openid", "email", "profile"],
    pkce: true,
  },
  facebook: {
    authorizeUrl: "https://www.facebook.com/v16.0/dialog/oauth",
    tokenUrl: "https://graph.facebook.com/v16.0/oauth/access_token",
    userInfoUrls: ["https://graph.facebook.com/me?fields=id,name,email"],
    scopes: ["email", "public_profile"],
    pkce: false,
  },
  twitter: {
    authorizeUrl: "https://twitter.com/i/oauth2/authorize",
    tokenUrl: "https://api.twitter.com/2/oauth2/token",
    userInfoUrls: ["https://api.twitter.com/2/users/me?user.fields=confirmed_email,username,name"],
    scopes: ["users.read", "tweet.read", "users.email"],
    pkce: true,
  },
  envato: {
    authorizeUrl: "https://api.envato.com/authorization",
    tokenUrl: "https://api.envato.com/token",
    userInfoUrls: [
      "https://api.envato.com/v1/market/private/user/username.json",
      "https://api.envato.com/v1/market/private/user/email.json",
    ],
    scopes: [],
    pkce: false,
  },
};

export interface SocialProfile {
  id: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  username: string | null;
}

export function isSocialService(value: string | undefined): value is SocialService {
  return (socialServices as readonly string[]).includes(value ?? "");
}

/**
 * Client credentials saved in the admin settings (providers tab) win over the environment's;
 * endpoint overrides only ever come from the environment.
 */
async function providerConfig(
  services: CoreServices,
  service: SocialService,
): Promise<SocialProviderConfig | undefined> {
  const env = services.config.auth?.social?.[service];
  const settings = await services.settings.snapshot();
  const clientId = settings.get(`social.${service}.client_id`);
  const clientSecret = settings.get(`social.${service}.client_secret`);
  if (clientId && clientSecret) return { ...env, clientId, clientSecret };
  return env;
}

export function socialRedirectUri(services: CoreServices, service: SocialService): string {
  return `${services.config.appUrl}/secure/auth/social/${service}/callback`;
}

/** Enabled in settings (`social.<service>.enable`) and configured with client credentials. */
export async function socialServiceAvailable(services: CoreServices, service: SocialService): Promise<boolean> {
  const settings = await services.settings.snapshot();
  return settings.get(`social.${service}.enable`) && Boolean(await providerConfig(services, service));
}

function serviceFrom(raw: string | undefined): SocialService {
  if (!isSocialService(raw)) throw notFound();
  return raw;
}

async function endpoints(services: CoreServices, service: SocialService) {
  const config = await providerConfig(services, service);
  const spec = providerDefaults[service];
  return {
    config,
    authorizeUrl: config?.authorizeUrl || spec.authorizeUrl,
    tokenUrl: config?.tokenUrl || spec.tokenUrl,
    userInfoUrls: config?.userInfoUrl ? [config.userInfoUrl] : spec.userInfoUrls,
    overridden: Boolean(config?.authorizeUrl || config?.tokenUrl),
    spec,
  };
}

/**
 * Starts a login or connect flow: the provider's authorization URL and the state to bind to
 * this browser. A signed-in visitor starting a login gets ALREADY_LOGGED_IN instead.
 */
export async function startSocialAuth(
  services: CoreServices,
  viewer: Viewer,
  rawService: string | undefined,
  mode: SocialMode,
): Promise<{ kind: "redirect"; url: string; state: string } | { kind: "done"; outcome: SocialOutcome }> {
  const service = serviceFrom(rawService);
  if (mode === "login" && viewer.user) return { kind: "done", outcome: { status: "ALREADY_LOGGED_IN" } };
  if (mode === "connect" && !viewer.user) {
    return { kind: "done", outcome: { status: "ERROR", message: "Please log in to connect your account." } };
  }
  if (!(await socialServiceAvailable(services, service))) {
    return {
      kind: "done",
      outcome: { status: "ERROR", message: `${socialLabels[service]} sign in is not available.` },
    };
  }
  const { config, authorizeUrl, spec } = await endpoints(services, service);
  if (!config) throw notFound();
  const state = generateState();
  const codeVerifier = spec.pkce ? generateCodeVerifier() : null;
  await storeChallenge(services.db, {
    kind: "oauth_state",
    secret: state,
    ttlMs: OAUTH_STATE_TTL_MS,
    userId: mode === "connect" ? (viewer.user?.id ?? null) : null,
    data: { service, mode, codeVerifier },
  });
  const client = new OAuth2Client(config.clientId, config.clientSecret, socialRedirectUri(services, service));
  const url = codeVerifier
    ? client.createAuthorizationURLWithPKCE(authorizeUrl, state, CodeChallengeMethod.S256, codeVerifier, spec.scopes)
    : client.createAuthorizationURL(authorizeUrl, state, spec.scopes);
  return { kind: "redirect", url: url.toString(), state };
}

async function exchangeCode(
  services: CoreServices,
  service: SocialService,
  code: string,
  codeVerifier: string | null,
): Promise<OAuth2Tokens> {
  const { config, tokenUrl, overridden } = await endpoints(services, service);
  if (!config) throw notFound();
  const redirectUri = socialRedirectUri(services, service);
  if (service === "facebook" && !overridden) {
    return new Facebook(config.clientId, config.clientSecret, redirectUri).validateAuthorizationCode(code);
  }
  return new OAuth2Client(config.clientId, config.clientSecret, redirectUri).validateAuthorizationCode(
    tokenUrl,
    code,
    codeVerifier,
  );
}

const text = (v: unknown, max = 255): string | null => {
  if (typeof v === "number" && Number.isFinite(v)) return String(v);
  if (typeof v !== "string") return null;
  const trimmed = v.trim();
  return trimmed && trimmed.length <= max ? trimmed : null;
};

/** Reads the provider's user info: OIDC claims, Graph and Twitter `data`, or Envato's parts. */
export function normalizeProfile(raw: Record<string, unknown>): SocialProfile | null {
  const nested = raw.data && typeof raw.data === "object" && !Array.isArray(raw.data) ? raw.data : {};
  const account = raw.account && typeof raw.account === "object" ? raw.account : {};
  const d = { ...account, ...raw, ...nested } as Record<string, unknown>;
  const id = text(d.sub) ?? text(d.id) ?? text(d.user_id) ?? text(d.username);
  if (!id) return null;
  const emailText = text(d.email) ?? text(d.confirmed_email);
  const email = emailText && z.email().safeParse(emailText).success ? emailText.toLowerCase() : null;
  const given = [text(d.given_name), text(d.family_name) ?? text(d.surname)].filter(Boolean).join(" ");
  const firstname = [text(d.firstname), text(d.surname)].filter(Boolean).join(" ");
  const verified = d.email_verified;
  return {
    id,
    email,
    emailVerified: verified === undefined || verified === true || verified === "true",
    name: text(d.name) ?? (given || firstname || null),
    username: text(d.username) ?? text(d.preferred_username) ?? text(d.screen_name) ?? text(d.name) ?? email,
  };
}

async function fetchProfile(services: CoreServices, service: SocialService, accessToken: string) {
  const { userInfoUrls } = await endpoints(services, service);
  const merged: Record<string, unknown> = {};
  for (const url of userInfoUrls) {
    const response = await fetch(url, {
      headers: { authorization: `Bearer ${accessToken}`, accept: "application/json" },
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`${service} user info answered ${response.status}`);
    const body = (await response.json()) as unknown;
    if (body && typeof body === "object") Object.assign(merged, body);
  }
  return normalizeProfile(merged);
}

export type SocialOutcome =
  | { status: "SUCCESS"; login?: LoginResult }
  | { status: "ALREADY_LOGGED_IN" }
  | { status: "REQUEST_PASSWORD"; pendingToken: string }
  | { status: "ERROR"; message: string };

const error = (message: string): SocialOutcome => ({ status: "ERROR", message });

/**
 * The provider's redirect back: checks state (against the cookie and the stored, single-use
 * record), exchanges the code (with the PKCE verifier), reads the profile and decides.
 */
export async function completeSocialAuth(
  services: CoreServices,
  viewer: Viewer,
  rawService: string | undefined,
  query: Record<string, string>,
  cookieState: string | null,
  meta: RequestMeta,
): Promise<SocialOutcome> {
  const service = serviceFrom(rawService);
  const state = query.state ?? "";
  if (!state || state !== cookieState) return error("Your sign in attempt has expired. Please try again.");
  const record = await takeChallenge(services.db, "oauth_state", state);
  if (!record || record.data.service !== service) {
    return error("Your sign in attempt has expired. Please try again.");
  }
  if (query.error) {
    return error(
      query.error === "access_denied"
        ? `${socialLabels[service]} sign in was cancelled.`
        : `${socialLabels[service]} could not sign you in.`,
    );
  }
  const code = query.code;
  if (!code || code.length > 2048) return error("Could not retrieve social sign in account.");
  const mode = record.data.mode === "connect" ? "connect" : "login";
  if (mode === "login" && viewer.user) return { status: "ALREADY_LOGGED_IN" };
  if (mode === "connect" && (!viewer.user || viewer.user.id !== record.user_id)) {
    return error("Your session has expired. Please log in again.");
  }
  if (!(await socialServiceAvailable(services, service))) {
    return error(`${socialLabels[service]} sign in is not available.`);
  }

  let profile: SocialProfile | null;
  try {
    const tokens = await exchangeCode(
      services,
      service,
      code,
      typeof record.data.codeVerifier === "string" ? record.data.codeVerifier : null,
    );
    profile = await fetchProfile(services, service, tokens.accessToken());
  } catch {
    // OAuth2RequestError (the provider refused the code), ArcticFetchError, unexpected answers,
    // user info failures: the popup reports one message, the details stay out of the browser.
    return error("Could not retrieve social sign in account.");
  }
  if (!profile) return error("Could not retrieve social sign in account.");

  if (mode === "connect") return connectProfile(services, viewer.user?.id as number, service, profile);
  return loginWithProfile(services, service, profile, meta);
}

async function connectProfile(
  services: CoreServices,
  userId: number,
  service: SocialService,
  profile: SocialProfile,
): Promise<SocialOutcome> {
  const linked = await socialProfilesRepo.findSocialProfile(services.db, service, profile.id);
  if (linked && linked.user_id !== userId) {
    return error(`This ${socialLabels[service]} account is already connected to another account.`);
  }
  const ok = await link(services, userId, service, profile);
  return ok
    ? { status: "SUCCESS" }
    : error(`This ${socialLabels[service]} account is already connected to another account.`);
}

async function link(services: CoreServices, userId: number, service: SocialService, profile: SocialProfile) {
  try {
    await services.db.transaction().execute((trx) =>
      socialProfilesRepo.upsertSocialProfile(trx, {
        user_id: userId,
        service_name: service,
        user_service_id: profile.id,
        username: profile.username,
      }),
    );
    return true;
  } catch (cause) {
    if (String((cause as { code?: string })?.code) === "23505") return false;
    throw cause;
  }
}

/**
 * A provider that has verified the account's own address vouches for it: without this, an
 * account made before e-mail confirmation was required would stay at the verify gate even
 * after signing in with a provider that proves the address.
 */
async function verifiedByProvider(
  services: CoreServices,
  user: { id: number; email: string; email_verified_at: Date | string | null },
  profile: SocialProfile,
): Promise<void> {
  if (user.email_verified_at || !profile.emailVerified || !profile.email) return;
  if (profile.email.toLowerCase() !== user.email.toLowerCase()) return;
  await usersRepo.updateUser(services.db, user.id, { email_verified_at: new Date() });
}

async function loginWithProfile(
  services: CoreServices,
  service: SocialService,
  profile: SocialProfile,
  meta: RequestMeta,
): Promise<SocialOutcome> {
  const { db } = services;
  const linked = await socialProfilesRepo.findSocialProfile(db, service, profile.id);
  const linkedUser = linked ? await usersRepo.findUserById(db, linked.user_id) : undefined;
  if (linkedUser) {
    await verifiedByProvider(services, linkedUser, profile);
    return { status: "SUCCESS", login: await signInUser(services, linkedUser, true, meta) };
  }

  if (!profile.email) {
    return error(`We could not get an email address from your ${socialLabels[service]} account.`);
  }
  const existing = await usersRepo.findUserByEmail(db, profile.email);
  if (existing) {
    if (existing.password) {
      // The address has an account with a password: the owner proves it before we link.
      const pendingToken = generateState();
      await storeChallenge(db, {
        kind: "social_pending",
        secret: pendingToken,
        ttlMs: SOCIAL_PENDING_TTL_MS,
        userId: existing.id,
        data: { service, id: profile.id, username: profile.username },
      });
      return { status: "REQUEST_PASSWORD", pendingToken };
    }
    if (!profile.emailVerified) {
      return error(`Your ${socialLabels[service]} email address is not verified.`);
    }
    if (!(await link(services, existing.id, service, profile)))
      return error("Could not retrieve social sign in account.");
    await verifiedByProvider(services, existing, profile);
    return { status: "SUCCESS", login: await signInUser(services, existing, true, meta) };
  }

  const settings = await services.settings.snapshot();
  if (settings.get("registration.disable")) return error("Registration is currently disabled.");
  const requireConfirmation = settings.get("require_email_confirmation");
  const verified = profile.emailVerified || !requireConfirmation;
  const defaultRole = await rolesRepo.defaultRole(db);
  const email = profile.email;
  const user = await db
    .transaction()
    .execute(async (trx) => {
      const created = await usersRepo.insertUser(trx, {
        email,
        name: profile.name || nameFromEmail(email),
        password: null,
        email_verified_at: verified ? new Date() : null,
      });
      if (defaultRole) await rolesRepo.assignRole(trx, created.id, defaultRole.id);
      await socialProfilesRepo.upsertSocialProfile(trx, {
        user_id: created.id,
        service_name: service,
        user_service_id: profile.id,
        username: profile.username,
      });
      return created;
    })
    .catch((cause: unknown) => {
      if (String((cause as { code?: string })?.code) === "23505") return null;
      throw cause;
    });
  if (!user) return error("Could not retrieve social sign in account.");
  if (!verified) await sendVerificationCode(services, user);
  return { status: "SUCCESS", login: await signInUser(services, user, true, meta) };
}

/**
 * POST secure/auth/social/connect: the password-required modal. The account's password links
 * the pending social account and signs in (or starts the two-factor step).
 */
export async function connectPendingSocialAccount(
  services: CoreServices,
  pendingToken: string | null,
  { password }: z.output<typeof passwordInput>,
  meta: RequestMeta,
): Promise<LoginResult> {
  const expired = () => validationError({ password: ["Your sign in attempt has expired. Please try again."] });
  if (!pendingToken) throw expired();
  const pending = await peekChallenge(services.db, "social_pending", pendingToken);
  if (!pending?.user_id) throw expired();
  await checkPassword(services, pending.user_id, password);
  const taken = await takeChallenge(services.db, "social_pending", pendingToken);
  const user = await usersRepo.findUserById(services.db, pending.user_id);
  const service = String(taken?.data.service ?? "");
  if (!taken || !user || !isSocialService(service)) throw expired();
  const profile: SocialProfile = {
    id: String(taken.data.id),
    email: user.email,
    emailVerified: true,
    name: null,
    username: typeof taken.data.username === "string" ? taken.data.username : null,
  };
  if (!(await link(services, user.id, service, profile))) {
    throw new DomainError("CONFLICT", `This ${socialLabels[service]} account is already connected to another account.`);
  }
  return signInUser(services, user, true, meta);
}

/** POST secure/auth/social/{service}/disconnect: never removes the account's last way in. */
export async function disconnectSocialAccount(
  services: CoreServices,
  viewer: Viewer,
  rawService: string | undefined,
): Promise<{ message: string }> {
  const service = serviceFrom(rawService);
  const user = viewer.user;
  if (!user) throw new DomainError("UNAUTHENTICATED", "Unauthenticated.");
  const { db } = services;
  const [row, profiles, passkeyCount] = await Promise.all([
    usersRepo.findUserById(db, user.id),
    socialProfilesRepo.listSocialProfiles(db, user.id),
    passkeysRepo.countPasskeys(db, user.id),
  ]);
  if (!profiles.some((p) => p.service_name === service)) throw notFound();
  if (!row?.password && profiles.length <= 1 && passkeyCount === 0) {
    throw new DomainError(
      "VALIDATION",
      "Set a password before disconnecting the only way you sign in. Use 'Forgot your password?' on the login page.",
    );
  }
  await socialProfilesRepo.deleteSocialProfile(db, user.id, service);
  return { message: `Disabled ${socialLabels[service]} account` };
}
