import { createTrpcClient } from "@/lib/trpc.ts";

/** A tRPC client for code outside React (the player engine and its actions). */
let client: ReturnType<typeof createTrpcClient> | null = null;

export function api() {
  client ??= createTrpcClient();
  return client;
}

/** A share link being listened through (`/s/:token`) and the tracks it opens. */
let listening: { access: { share: string; share_key?: string }; trackIds: Set<number> } | null = null;

/**
 * Streams, downloads and play reports of the link's tracks name the link, so its private
 * tracks play for whoever holds it; other tracks never carry it (a revoked link stays harmless).
 */
export function listenThroughShare(access: { share: string; share_key?: string }, trackIds: number[]): void {
  listening = { access, trackIds: new Set(trackIds) };
}

/** The share link fields for a track, if it is heard through one. */
export function shareAccessOf(trackId: number): { share?: string; share_key?: string } {
  return listening?.trackIds.has(trackId) ? listening.access : {};
}

function withAccess(path: string, trackId: number, play?: string): string {
  const q = new URLSearchParams({ ...(play ? { play } : {}), ...shareAccessOf(trackId) }).toString();
  return q ? `${path}?${q}` : path;
}

/** The path every stream URL of a track starts with. */
export const streamPath = (trackId: number) => `/api/v1/tracks/${trackId}/stream`;

/**
 * A track's stream. `play` names this load of it: the server records what it sends under that
 * id, and the play report names it again as proof the track was heard.
 */
export const streamUrl = (trackId: number, play?: string) => withAccess(streamPath(trackId), trackId, play);

/** A fresh play id (random hex; `getRandomValues` works on plain-http self-hosted sites too). */
export function newPlayId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
}

/** The play id an element's current stream URL carries. */
export function playIdOf(el: HTMLAudioElement): string | null {
  try {
    return new URL(el.src).searchParams.get("play");
  } catch {
    return null;
  }
}
export const downloadUrl = (trackId: number) => withAccess(`/api/v1/tracks/${trackId}/download`, trackId);
