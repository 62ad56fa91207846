import { createTrpcClient } from "../../app/trpc.ts";

/** A tRPC client for code outside React (the player engine and its actions). */
let client: ReturnType<typeof createTrpcClient> | null = null;

export function api() {
  client ??= createTrpcClient();
  return client;
}

export const streamUrl = (trackId: number) => `/api/v1/tracks/${trackId}/stream`;
export const downloadUrl = (trackId: number) => `/api/v1/tracks/${trackId}/download`;
