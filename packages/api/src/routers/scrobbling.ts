import {
  connectLastfm,
  connectListenBrainz,
  disconnectScrobbling,
  lastfmAuthorizeResponse,
  lastfmConnectInput,
  lastfmConnectUrl,
  listenBrainzConnectInput,
  noInput,
  nowPlayingInput,
  nowPlayingResponse,
  reportNowPlaying,
  scrobbleConnections,
  scrobbleConnectionsResponse,
  scrobbleMessageResponse,
  scrobbleServiceInput,
} from "@backbeat/core";
import { authedProcedure, permissionProcedure, router } from "../trpc.ts";

/** The signed-in user's own ListenBrainz and Last.fm connections, and now-playing reports. */
export const scrobblingRouter = router({
  connections: authedProcedure
    .meta({
      rest: {
        method: "GET",
        path: "api/v1/scrobbling",
        response: scrobbleConnectionsResponse,
        summary: "The user's scrobbling connections and their state.",
      },
    })
    .input(noInput)
    .query(({ ctx }) => scrobbleConnections(ctx.services, ctx.viewer)),
  connectListenBrainz: authedProcedure
    .meta({
      rest: {
        method: "POST",
        path: "api/v1/scrobbling/listenbrainz",
        response: scrobbleMessageResponse,
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
        response: lastfmAuthorizeResponse,
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
        response: scrobbleMessageResponse,
        summary: "Finish connecting Last.fm with the token its callback received.",
      },
    })
    .input(lastfmConnectInput)
    .mutation(({ ctx, input }) => connectLastfm(ctx.services, ctx.viewer, input)),
  disconnect: authedProcedure
    .meta({
      rest: {
        method: "DELETE",
        path: "api/v1/scrobbling/{service}",
        response: scrobbleMessageResponse,
        summary: "Disconnect a scrobbling service.",
      },
    })
    .input(scrobbleServiceInput)
    .mutation(({ ctx, input }) => disconnectScrobbling(ctx.services, ctx.viewer, input)),
  nowPlaying: permissionProcedure("music.view")
    .meta({
      rest: {
        method: "POST",
        path: "api/v1/now-playing",
        response: nowPlayingResponse,
        summary: "Tell the user's scrobbling services what is playing now.",
      },
    })
    .input(nowPlayingInput)
    .mutation(({ ctx, input }) => reportNowPlaying(ctx.services, ctx.viewer, input)),
});
