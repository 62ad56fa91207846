import { createHash } from "node:crypto";
import { type Delivery, networkFailure, REQUEST_TIMEOUT_MS, type ScrobbleTrack } from "./types.ts";

/**
 * Last.fm's API (https://www.last.fm/api): web authentication (`/api/auth/?api_key=…&cb=…`, then
 * `auth.getSession` with the token the callback receives), and `track.updateNowPlaying` /
 * `track.scrobble` as form-encoded POSTs. Every call that needs authentication carries
 * `api_sig`: the md5 of the parameters sorted by name, each name followed by its value
 * (`format` and `callback` left out), then the shared secret.
 */
export function lastfmSignature(params: Record<string, string>, secret: string): string {
  const text = Object.keys(params)
    .filter((k) => k !== "format" && k !== "callback")
    .sort()
    .map((k) => `${k}${params[k]}`)
    .join("");
  return createHash("md5")
    .update(text + secret, "utf8")
    .digest("hex");
}

export function lastfmAuthUrl(authBase: string, apiKey: string, callback: string): string {
  return `${authBase}/api/auth/?api_key=${encodeURIComponent(apiKey)}&cb=${encodeURIComponent(callback)}`;
}

interface Credentials {
  apiUrl: string;
  apiKey: string;
  apiSecret: string;
}

/** Last.fm error codes (https://www.last.fm/api/errorcodes) that mean "try again later". */
const TRANSIENT = new Set([8, 11, 16, 29]);
/** Codes that mean the session (or the token being exchanged) is no good. */
const UNAUTHORIZED = new Set([4, 9, 14, 15]);

async function call(
  c: Credentials,
  method: string,
  params: Record<string, string>,
): Promise<{ ok: true; body: Record<string, unknown> } | { ok: false; delivery: Delivery }> {
  const all: Record<string, string> = { ...params, method, api_key: c.apiKey };
  const form = new URLSearchParams({ ...all, api_sig: lastfmSignature(all, c.apiSecret), format: "json" });
  try {
    const res = await fetch(`${c.apiUrl}/`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "User-Agent": "Backbeat" },
      body: form.toString(),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    let body: Record<string, unknown> = {};
    try {
      body = (await res.json()) as Record<string, unknown>;
    } catch {
      // Outages answer with HTML pages.
    }
    if (typeof body.error === "number") {
      const error = `Last.fm error ${body.error}: ${String(body.message ?? "").slice(0, 200)}`;
      if (UNAUTHORIZED.has(body.error)) return { ok: false, delivery: { kind: "unauthorized", error } };
      if (TRANSIENT.has(body.error) || res.status >= 500) return { ok: false, delivery: { kind: "retry", error } };
      return { ok: false, delivery: { kind: "rejected", error } };
    }
    if (!res.ok)
      return {
        ok: false,
        delivery: { kind: res.status >= 500 || res.status === 429 ? "retry" : "rejected", error: `HTTP ${res.status}` },
      };
    return { ok: true, body };
  } catch (error) {
    return { ok: false, delivery: networkFailure(error) };
  }
}

export async function lastfmSession(
  c: Credentials,
  token: string,
): Promise<
  { kind: "valid"; name: string; key: string } | { kind: "invalid" } | { kind: "unreachable"; error: string }
> {
  const answer = await call(c, "auth.getSession", { token });
  if (!answer.ok)
    return answer.delivery.kind === "retry"
      ? { kind: "unreachable", error: answer.delivery.error }
      : { kind: "invalid" };
  const session = answer.body.session as { name?: unknown; key?: unknown } | undefined;
  if (typeof session?.name !== "string" || typeof session.key !== "string") return { kind: "invalid" };
  return { kind: "valid", name: session.name.slice(0, 100), key: session.key };
}

function trackParams(track: ScrobbleTrack): Record<string, string> {
  return {
    artist: track.artist,
    track: track.track,
    ...(track.album ? { album: track.album } : {}),
    duration: String(Math.round(track.durationMs / 1000)),
  };
}

export async function submitLastfm(
  c: Credentials,
  sessionKey: string,
  kind: "now_playing" | "listen",
  track: ScrobbleTrack,
): Promise<Delivery> {
  if (kind === "now_playing") {
    const answer = await call(c, "track.updateNowPlaying", { ...trackParams(track), sk: sessionKey });
    return answer.ok ? { kind: "sent" } : answer.delivery;
  }
  const answer = await call(c, "track.scrobble", {
    ...trackParams(track),
    timestamp: String(track.startedAt ?? Math.floor(Date.now() / 1000)),
    sk: sessionKey,
  });
  if (!answer.ok) return answer.delivery;
  // An ignored scrobble (too old, filtered) is final: sending it again would be ignored again.
  const attr = (answer.body.scrobbles as { "@attr"?: { ignored?: number | string } } | undefined)?.["@attr"];
  if (Number(attr?.ignored ?? 0) > 0) return { kind: "rejected", error: "Ignored by Last.fm" };
  return { kind: "sent" };
}
