import { createTrpcClient } from "@/lib/trpc.ts";

/** A tRPC client for code outside React (the player engine and its actions). */
let client: ReturnType<typeof createTrpcClient> | null = null;

export function api() {
  client ??= createTrpcClient();
  return client;
}

/**
 * A track's stream. `play` names this load of it: the server records what it sends under that
 * id, and the play report names it again as proof the track was heard.
 */
export const streamUrl = (trackId: number, play?: string) =>
  `/api/v1/tracks/${trackId}/stream${play ? `?play=${play}` : ""}`;

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
export const downloadUrl = (trackId: number) => `/api/v1/tracks/${trackId}/download`;
