import { createHmac, timingSafeEqual } from "node:crypto";
import { scrobblingRepo } from "@backbeat/db";
import { requireUser, type SignedIn } from "../account/access-control.ts";
import { rateLimit, takeRateLimit } from "../auth/rate-limits.ts";
import { sealSecret } from "../auth/sealed-secrets.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { DomainError, forbidden, notFound, tooManyRequests, validationError } from "../errors.ts";
import { hasPermission } from "../permissions/check.ts";
import { SCROBBLE_SERVICES, type ScrobbleService, scrobblingEndpoints, scrobblingSettings } from "./config.ts";
import { lastfmAuthUrl, lastfmSession } from "./lastfm.ts";
import { validateListenBrainzToken } from "./listenbrainz.ts";
import type { LastfmConnectInput, ListenBrainzConnectInput, ScrobbleServiceInput } from "./schemas.ts";
import { secretPurpose } from "./secrets.ts";

export interface ScrobbleConnectionView {
  service: ScrobbleService;
  /** The site lets users connect it (an admin switch, and Last.fm's API keys). */
  available: boolean;
  status: "disconnected" | "active" | "failed";
  account: string | null;
  failure: string | null;
  connected_at: string | null;
  /** Listens waiting to be sent (an outage, or a failed connection). */
  pending: number;
}

/** Each connect asks a third party: ten tries per ten minutes per user. */
const CONNECT_LIMIT = rateLimit("scrobble-connect", 10, 10 * 60_000);
/** How long the Last.fm sign-in may take before its callback is refused. */
const LASTFM_STATE_TTL_MS = 15 * 60_000;

function assertMayScrobble(viewer: Viewer): SignedIn {
  const signedIn = requireUser(viewer);
  if (!hasPermission(viewer, "music.view")) throw forbidden();
  return signedIn;
}

async function throttleConnect(services: CoreServices, userId: number): Promise<void> {
  const wait = await takeRateLimit(services, CONNECT_LIMIT, `u:${userId}`);
  if (wait > 0) throw tooManyRequests(`Too many attempts. Please try again in ${wait} seconds.`, wait);
}

export async function scrobbleConnections(services: CoreServices, viewer: Viewer): Promise<ScrobbleConnectionView[]> {
  const { user } = assertMayScrobble(viewer);
  const [rows, pending, settings] = await Promise.all([
    scrobblingRepo.connectionsOf(services.db, user.id),
    scrobblingRepo.pendingCounts(services.db, user.id),
    scrobblingSettings(services),
  ]);
  return SCROBBLE_SERVICES.map((service) => {
    const row = rows.find((r) => r.service === service);
    return {
      service,
      available: settings[service],
      status: row ? (row.status === "failed" ? "failed" : "active") : "disconnected",
      account: row?.account_name ?? null,
      failure: row?.failure ?? null,
      connected_at: row?.connected_at.toISOString() ?? null,
      pending: pending[service] ?? 0,
    };
  });
}

function unavailable(): DomainError {
  return new DomainError("NOT_FOUND", "This service is not available on this site.");
}

/** The service is down: said under the field, so the form keeps what was typed. */
function unreachable(name: string): DomainError {
  return validationError({ token: [`${name} could not be reached. Please try again later.`] });
}

export async function connectListenBrainz(
  services: CoreServices,
  viewer: Viewer,
  { token }: ListenBrainzConnectInput,
): Promise<{ message: string }> {
  const { user } = assertMayScrobble(viewer);
  if (!(await scrobblingSettings(services)).listenbrainz) throw unavailable();
  await throttleConnect(services, user.id);
  const answer = await validateListenBrainzToken(scrobblingEndpoints(services).listenbrainz, token);
  if (answer.kind === "unreachable") throw unreachable("ListenBrainz");
  if (answer.kind === "invalid") throw validationError({ token: ["ListenBrainz did not accept this token."] });
  await scrobblingRepo.saveConnection(services.db, {
    userId: user.id,
    service: "listenbrainz",
    accountName: answer.userName,
    secretSealed: sealSecret(services, secretPurpose("listenbrainz"), token),
  });
  return { message: "ListenBrainz connected" };
}

/** Ties a Last.fm callback to the user who started it, for a short while. */
function lastfmState(services: CoreServices, userId: number, expires: number): string {
  const secret = services.config.appSecret;
  if (!secret?.length) throw new DomainError("BAD_REQUEST", "Stored credentials need the app secret.");
  const mac = createHmac("sha256", secret).update(`lastfm-connect:${userId}:${expires}`).digest("base64url");
  return `${expires}.${mac}`;
}

function stateMatches(services: CoreServices, userId: number, state: string): boolean {
  const [expiresText = ""] = state.split(".");
  const expires = Number(expiresText);
  if (!Number.isSafeInteger(expires) || expires < Date.now()) return false;
  const expected = Buffer.from(lastfmState(services, userId, expires));
  const given = Buffer.from(state);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** Where the browser goes to let this site scrobble to the user's Last.fm account. */
export async function lastfmConnectUrl(services: CoreServices, viewer: Viewer): Promise<{ url: string }> {
  const { user } = assertMayScrobble(viewer);
  const settings = await scrobblingSettings(services);
  if (!settings.lastfm) throw unavailable();
  const state = lastfmState(services, user.id, Date.now() + LASTFM_STATE_TTL_MS);
  const callback = `${services.config.appUrl.replace(/\/+$/, "")}/account-settings?scrobbling=lastfm&state=${encodeURIComponent(state)}`;
  return { url: lastfmAuthUrl(scrobblingEndpoints(services).lastfmAuth, settings.lastfmApiKey, callback) };
}

export async function connectLastfm(
  services: CoreServices,
  viewer: Viewer,
  { token, state }: LastfmConnectInput,
): Promise<{ message: string }> {
  const { user } = assertMayScrobble(viewer);
  const settings = await scrobblingSettings(services);
  if (!settings.lastfm) throw unavailable();
  if (!stateMatches(services, user.id, state))
    throw validationError({
      state: ["This Last.fm sign-in has expired or belongs to someone else. Please try again."],
    });
  await throttleConnect(services, user.id);
  const answer = await lastfmSession(
    {
      apiUrl: scrobblingEndpoints(services).lastfmApi,
      apiKey: settings.lastfmApiKey,
      apiSecret: settings.lastfmApiSecret,
    },
    token,
  );
  if (answer.kind === "unreachable") throw unreachable("Last.fm");
  if (answer.kind === "invalid") throw validationError({ token: ["Last.fm did not confirm the connection."] });
  await scrobblingRepo.saveConnection(services.db, {
    userId: user.id,
    service: "lastfm",
    accountName: answer.name,
    secretSealed: sealSecret(services, secretPurpose("lastfm"), answer.key),
  });
  return { message: "Last.fm connected" };
}

/** Disconnects one of the viewer's own services; what still waited for it is dropped. */
export async function disconnectScrobbling(
  services: CoreServices,
  viewer: Viewer,
  { service }: ScrobbleServiceInput,
): Promise<{ message: string }> {
  const { user } = requireUser(viewer);
  if (!(await scrobblingRepo.deleteConnection(services.db, user.id, service))) throw notFound("Not connected.");
  return { message: "Disconnected" };
}
