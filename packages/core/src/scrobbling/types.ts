/**
 * Where the scrobbling services live. The defaults are the real services; LISTENBRAINZ_API_URL,
 * LASTFM_API_URL and LASTFM_AUTH_URL point them elsewhere (a self-hosted ListenBrainz-compatible
 * server, or a test's stand-in).
 */
export interface ScrobblingConfig {
  listenbrainzUrl?: string;
  lastfmApiUrl?: string;
  lastfmAuthUrl?: string;
}

/** What a service is told about a track: names as the catalogue shows them. */
export interface ScrobbleTrack {
  artist: string;
  track: string;
  album: string | null;
  durationMs: number;
  /** When the listen began, in Unix seconds (listens only). */
  startedAt?: number;
}

/**
 * How one attempt ended: sent; worth trying again later (an outage, a rate limit); the
 * credentials were refused (the connection fails until its owner reconnects); or the service
 * will never take this item (it is dropped).
 */
export type Delivery =
  | { kind: "sent" }
  | { kind: "retry"; error: string }
  | { kind: "unauthorized"; error: string }
  | { kind: "rejected"; error: string };

/** Calls to a service answer within this, or count as an outage. */
export const REQUEST_TIMEOUT_MS = 10_000;

export const CLIENT_NAME = "Backbeat";

export function networkFailure(error: unknown): Delivery {
  return { kind: "retry", error: error instanceof Error ? error.message : String(error) };
}
