import {
  connectLastfm,
  connectListenBrainz,
  disconnectScrobbling,
  lastfmConnectInput,
  lastfmConnectUrl,
  listenBrainzConnectInput,
  noInput,
  nowPlayingInput,
  reportNowPlaying,
  scrobbleConnections,
  scrobbleServiceInput,
} from "@backbeat/core";
import { authedProcedure, permissionProcedure, router } from "../trpc.ts";

/** The signed-in user's own ListenBrainz and Last.fm connections, and now-playing reports. */
export const scrobblingRouter = router({
  connections: authedProcedure
    .meta({
      rest: { method: "GET", path: "api/v1/scrobbling", summary: "The user's scrobbling connections and their state." },
    })
    .input(noInput)
    .query(({ ctx }) => scrobbleConnections(ctx.services, ctx.viewer)),
  connectListenBrainz: authedProcedure
    .meta({
      rest: {
        method: "POST",
        path: "api/v1/scrobbling/listenbrainz",
        summary: "Connect ListenBrainz with a user token (checked with ListenBrainz).",
      },
    })
    .input(listenBrainzConnectInput)
    .mutation(({ ctx, input }) => connectListenBrainz(ctx.services, ctx.viewer, input)),
  lastfmConnectUrl: authedProcedure
    .meta({
      rest: {
        method: "GET",
        path: "api/v1/scrobbling/lastfm/authorize",
        summary: "The Last.fm page where the user allows this site to scrobble.",
      },
    })
    .input(noInput)
    .query(({ ctx }) => lastfmConnectUrl(ctx.services, ctx.viewer)),
  connectLastfm: authedProcedure
    .meta({
      rest: {
        method: "POST",
        path: "api/v1/scrobbling/lastfm",
        summary: "Finish connecting Last.fm with the token its callback received.",
      },
    })
    .input(lastfmConnectInput)
    .mutation(({ ctx, input }) => connectLastfm(ctx.services, ctx.viewer, input)),
  disconnect: authedProcedure
    .meta({
      rest: { method: "DELETE", path: "api/v1/scrobbling/{service}", summary: "Disconnect a scrobbling service." },
    })
    .input(scrobbleServiceInput)
    .mutation(({ ctx, input }) => disconnectScrobbling(ctx.services, ctx.viewer, input)),
  nowPlaying: permissionProcedure("music.view")
    .meta({
      rest: {
        method: "POST",
        path: "api/v1/now-playing",
        summary: "Tell the user's scrobbling services what is playing now.",
      },
    })
    .input(nowPlayingInput)
    .mutation(({ ctx, input }) => reportNowPlaying(ctx.services, ctx.viewer, input)),
});
