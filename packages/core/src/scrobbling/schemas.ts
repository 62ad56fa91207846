import { z } from "zod";
import { idSchema } from "../catalogue/input.ts";
import { text } from "../validation.ts";

export const scrobbleServiceInput = z.object({ service: z.enum(["listenbrainz", "lastfm"]) });
export type ScrobbleServiceInput = z.output<typeof scrobbleServiceInput>;

/** ListenBrainz user tokens are UUIDs; other compatible servers use their own, so only the shape is bounded. */
export const listenBrainzConnectInput = z.object({
  token: text({ min: 1, max: 200, label: "token" }).refine((v) => /^[A-Za-z0-9_-]+$/.test(v), "This is not a token."),
});
export type ListenBrainzConnectInput = z.output<typeof listenBrainzConnectInput>;

/** What Last.fm's callback brought back: its token, and the state this server signed. */
export const lastfmConnectInput = z.object({
  token: text({ min: 1, max: 100, label: "token" }).refine((v) => /^[A-Za-z0-9_-]+$/.test(v), "This is not a token."),
  state: text({ min: 1, max: 200, label: "state" }),
});
export type LastfmConnectInput = z.output<typeof lastfmConnectInput>;

export const nowPlayingInput = z.object({ trackId: idSchema });
export type NowPlayingInput = z.output<typeof nowPlayingInput>;
