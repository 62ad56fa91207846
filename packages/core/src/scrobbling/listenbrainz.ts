import { type Delivery, networkFailure, REQUEST_TIMEOUT_MS, type ScrobbleTrack } from "./types.ts";

/**
 * ListenBrainz's API (https://listenbrainz.readthedocs.io/en/latest/users/api/core.html): a user
 * token in `Authorization: Token …`, `GET /1/validate-token`, and `POST /1/submit-listens` with
 * `playing_now` (no `listened_at`) or `single` (with it) and one listen in `payload`.
 */
export async function validateListenBrainzToken(
  baseUrl: string,
  token: string,
): Promise<{ kind: "valid"; userName: string } | { kind: "invalid" } | { kind: "unreachable"; error: string }> {
  try {
    const res = await fetch(`${baseUrl}/1/validate-token`, {
      headers: { Authorization: `Token ${token}`, Accept: "application/json" },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (res.status === 401) return { kind: "invalid" };
    if (!res.ok) return { kind: "unreachable", error: `HTTP ${res.status}` };
    const body = (await res.json()) as { valid?: boolean; user_name?: string };
    if (body.valid !== true || typeof body.user_name !== "string") return { kind: "invalid" };
    return { kind: "valid", userName: body.user_name.slice(0, 100) };
  } catch (error) {
    return { kind: "unreachable", error: error instanceof Error ? error.message : String(error) };
  }
}

function trackMetadata(track: ScrobbleTrack) {
  return {
    artist_name: track.artist,
    track_name: track.track,
    ...(track.album ? { release_name: track.album } : {}),
    additional_info: {
      duration_ms: track.durationMs,
      media_player: "Backbeat",
      submission_client: "Backbeat",
    },
  };
}

export async function submitListenBrainz(
  baseUrl: string,
  token: string,
  kind: "now_playing" | "listen",
  track: ScrobbleTrack,
): Promise<Delivery> {
  const body =
    kind === "now_playing"
      ? { listen_type: "playing_now", payload: [{ track_metadata: trackMetadata(track) }] }
      : {
          listen_type: "single",
          payload: [
            { listened_at: track.startedAt ?? Math.floor(Date.now() / 1000), track_metadata: trackMetadata(track) },
          ],
        };
  try {
    const res = await fetch(`${baseUrl}/1/submit-listens`, {
      method: "POST",
      headers: { Authorization: `Token ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (res.ok) return { kind: "sent" };
    const error = await errorText(res);
    if (res.status === 401) return { kind: "unauthorized", error };
    if (res.status === 429 || res.status >= 500) return { kind: "retry", error };
    return { kind: "rejected", error };
  } catch (error) {
    return networkFailure(error);
  }
}

async function errorText(res: Response): Promise<string> {
  try {
    const body = (await res.json()) as { error?: string };
    return `HTTP ${res.status}${body.error ? `: ${String(body.error).slice(0, 200)}` : ""}`;
  } catch {
    return `HTTP ${res.status}`;
  }
}
