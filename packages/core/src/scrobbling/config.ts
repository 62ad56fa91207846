import type { CoreServices } from "../context.ts";
import type { ScrobblingConfig } from "./types.ts";

export type { ScrobblingConfig };

export const SCROBBLE_SERVICES = ["listenbrainz", "lastfm"] as const;
export type ScrobbleService = (typeof SCROBBLE_SERVICES)[number];

const trim = (url: string) => url.replace(/\/+$/, "");

export function scrobblingEndpoints(services: CoreServices) {
  const c = services.config.scrobbling ?? {};
  return {
    listenbrainz: trim(c.listenbrainzUrl || "https://api.listenbrainz.org"),
    lastfmApi: trim(c.lastfmApiUrl || "https://ws.audioscrobbler.com/2.0"),
    lastfmAuth: trim(c.lastfmAuthUrl || "https://www.last.fm"),
  };
}

/** Which services users may connect, and Last.fm's application credentials. */
export async function scrobblingSettings(services: CoreServices) {
  const s = await services.settings.snapshot();
  const apiKey = s.get("scrobbling.lastfm.api_key").trim();
  const apiSecret = s.get("scrobbling.lastfm.api_secret").trim();
  return {
    listenbrainz: s.get("scrobbling.listenbrainz.enable"),
    lastfm: s.get("scrobbling.lastfm.enable") && Boolean(apiKey && apiSecret),
    lastfmApiKey: apiKey,
    lastfmApiSecret: apiSecret,
  };
}
