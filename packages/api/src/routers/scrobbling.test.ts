import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { deliverScrobbles, listenDue, listenerKey, settleBackground } from "@backbeat/core";
import { sql } from "@backbeat/db";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { type LastfmStandIn, signLastfm, startLastfmStandIn } from "@backbeat/test-support/lastfm";
import { type ListenBrainzStandIn, startListenBrainzStandIn } from "@backbeat/test-support/listenbrainz";
import { json, rest, subsonicUser } from "../subsonic/testing/client.ts";
import { callerFor, statusOf } from "../testing/admin-matrix.ts";
import { ADMIN, createHarness, type Harness, registeredClient, type TestClient } from "../testing/harness.ts";

const LASTFM = { apiKey: "standinkey0123456789", secret: "standin-shared-secret" };
const LB_TOKEN = "3f1d6c0e-8a1b-4c2d-9e3f-0a1b2c3d4e5f";
const LB_TOKEN_2 = "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";

for (const kind of testDatabaseKinds) {
  describe(`scrobbling to ListenBrainz and Last.fm on ${kind}`, () => {
    let h: Harness;
    let lb: ListenBrainzStandIn;
    let lfm: LastfmStandIn;
    let owner: Awaited<ReturnType<typeof subsonicUser>>;
    let other: { client: TestClient; userId: number };
    let guest: TestClient;
    const tracks = { long: 0, short: 0, tenMinutes: 0, subsonic: 0, outage: 0, revoked: 0 };
    let playN = 0;
    let adminClient: TestClient;

    beforeAll(async () => {
      h = await createHarness(kind);
      lb = await startListenBrainzStandIn();
      lfm = await startLastfmStandIn({ ...LASTFM, user: "lfm-owner" });
      h.services.config.scrobbling = { listenbrainzUrl: lb.url, lastfmApiUrl: lfm.apiUrl, lastfmAuthUrl: lfm.authUrl };
      await h.services.settings.save([
        { name: "scrobbling.lastfm.enable", value: true },
        { name: "scrobbling.lastfm.api_key", value: LASTFM.apiKey, private: true },
        { name: "scrobbling.lastfm.api_secret", value: LASTFM.secret, private: true },
      ]);
      owner = await subsonicUser(h, "owner@example.com");
      other = await registeredClient(h, "other@example.com");
      guest = h.client();
      adminClient = h.client();
      await adminClient.call("POST", "auth/login", ADMIN);
      const admin = (await callerFor(h, adminClient)).admin.catalogue;
      const artist = await admin.saveArtist({ name: "The Stand-ins" });
      const album = await admin.saveAlbum({ name: "Local Servers", artistIds: [artist.id] });
      const save = async (name: string, durationMs: number) =>
        (await admin.saveTrack({ name, artistIds: [artist.id], albumId: album.id, durationMs, visibility: "public" }))
          .id;
      tracks.long = await save("Five Minutes", 300_000);
      tracks.short = await save("Twenty Seconds", 20_000);
      tracks.tenMinutes = await save("Ten Minutes", 600_000);
      tracks.subsonic = await save("From an App", 200_000);
      tracks.outage = await save("During the Outage", 180_000);
      tracks.revoked = await save("After the Revoke", 180_000);
    }, 60_000);

    afterAll(async () => {
      await settleBackground(h.services);
      await lb?.stop();
      await lfm?.stop();
      await h.close();
    });

    /** A stream of the track served in full to the owner, begun `agoMs` ago: the proof a play report names. */
    async function streamed(trackId: number, agoMs: number): Promise<string> {
      const playId = `scrobble${kind}play${++playN}`.padEnd(16, "0");
      const durationMs = (
        await h.services.db
          .selectFrom("tracks")
          .select("duration_ms")
          .where("id", "=", trackId)
          .executeTakeFirstOrThrow()
      ).duration_ms;
      await h.services.db
        .insertInto("stream_grants")
        .values({
          listener_key: listenerKey(owner.userId, null, null),
          id: playId,
          track_id: trackId,
          served_ms: durationMs,
          started_at: new Date(Date.now() - agoMs),
        })
        .execute();
      return playId;
    }

    const play = async (trackId: number, playId: string, listenedMs: number) =>
      (await callerFor(h, owner.client)).catalogue.recordPlay({ trackId, playId, listenedMs });
    const listensOf = (track: string, type?: string) =>
      lb.listens.filter((l) => l.track === track && (!type || l.listenType === type));
    const lastfmCalls = (method: string, track: string) =>
      lfm.calls.filter((c) => c.method === method && c.params.track === track);
    const deliver = async (all = false) => {
      await settleBackground(h.services);
      await deliverScrobbles(h.services, { all });
    };
    const state = async (client: TestClient, service: string) =>
      ((await client.call("GET", "api/v1/scrobbling")).body as unknown as { service: string }[]).find(
        (c) => c.service === service,
      ) as Record<string, unknown>;

    test("connect ListenBrainz: the token is checked with the service, sealed at rest and its owner's only", async () => {
      expect((await guest.call("GET", "api/v1/scrobbling")).status).toBe(401);
      expect((await guest.call("POST", "api/v1/scrobbling/listenbrainz", { token: LB_TOKEN })).status).toBe(401);
      for (const token of ["", "has space", "a".repeat(201), "nul\u0000", 42]) {
        const res = await owner.client.call("POST", "api/v1/scrobbling/listenbrainz", { token });
        expect(res.status, JSON.stringify(token)).toBe(422);
        expect(Object.keys(res.body.errors)).toEqual(["token"]);
      }
      // Not a token ListenBrainz knows.
      const refused = await owner.client.call("POST", "api/v1/scrobbling/listenbrainz", { token: LB_TOKEN });
      expect(refused.status).toBe(422);
      expect(refused.body.errors.token).toEqual(["ListenBrainz did not accept this token."]);
      // ListenBrainz down: said under the field, nothing saved.
      lb.addUser(LB_TOKEN, "lb-owner");
      lb.setDown(true);
      const down = await owner.client.call("POST", "api/v1/scrobbling/listenbrainz", { token: LB_TOKEN });
      lb.setDown(false);
      expect(down.body.errors.token).toEqual(["ListenBrainz could not be reached. Please try again later."]);
      expect(await state(owner.client, "listenbrainz")).toMatchObject({ status: "disconnected", account: null });

      const ok = await owner.client.call("POST", "api/v1/scrobbling/listenbrainz", { token: LB_TOKEN });
      expect(ok.status).toBe(200);
      expect(await state(owner.client, "listenbrainz")).toMatchObject({
        status: "active",
        account: "lb-owner",
        available: true,
        pending: 0,
      });
      const row = await h.services.db
        .selectFrom("scrobble_connections")
        .selectAll()
        .where("user_id", "=", owner.userId)
        .executeTakeFirstOrThrow();
      expect(row.secret_sealed).not.toContain(LB_TOKEN);
      expect(row.secret_sealed).toMatch(/^v1\./);
      // Someone else sees and touches only their own connections.
      expect(await state(other.client, "listenbrainz")).toMatchObject({ status: "disconnected" });
      expect((await other.client.call("DELETE", "api/v1/scrobbling/listenbrainz")).status).toBe(404);
      expect((await guest.call("DELETE", "api/v1/scrobbling/listenbrainz")).status).toBe(401);
      expect(await state(owner.client, "listenbrainz")).toMatchObject({ status: "active" });
    });

    test("connect Last.fm through its web authentication: the callback's token becomes a signed session", async () => {
      expect((await guest.call("GET", "api/v1/scrobbling/lastfm/authorize")).status).toBe(401);
      const start = await owner.client.call("GET", "api/v1/scrobbling/lastfm/authorize");
      expect(start.status).toBe(200);
      const authorize = new URL(start.body.url);
      expect(`${authorize.origin}${authorize.pathname}`).toBe(`${lfm.authUrl}/api/auth/`);
      expect(authorize.searchParams.get("api_key")).toBe(LASTFM.apiKey);
      // The user approves at Last.fm, which sends the browser back with a token.
      const approved = await fetch(authorize, { redirect: "manual" });
      expect(approved.status).toBe(302);
      const back = new URL(approved.headers.get("location") as string);
      expect(`${back.origin}${back.pathname}`).toBe("http://backbeat.test/account-settings");
      expect(back.searchParams.get("scrobbling")).toBe("lastfm");
      const token = back.searchParams.get("token") as string;
      const callbackState = back.searchParams.get("state") as string;

      // The state ties the callback to the user who started it.
      const stolen = await other.client.call("POST", "api/v1/scrobbling/lastfm", { token, state: callbackState });
      expect(stolen.status).toBe(422);
      expect(Object.keys(stolen.body.errors)).toEqual(["state"]);
      const forged = await owner.client.call("POST", "api/v1/scrobbling/lastfm", {
        token,
        state: `${Date.now() + 60_000}.forged`,
      });
      expect(forged.status).toBe(422);
      expect(
        (await owner.client.call("POST", "api/v1/scrobbling/lastfm", { token: "x y", state: callbackState })).status,
      ).toBe(422);
      // A token Last.fm never issued.
      const unknown = await owner.client.call("POST", "api/v1/scrobbling/lastfm", {
        token: "deadbeef",
        state: callbackState,
      });
      expect(unknown.body.errors.token).toEqual(["Last.fm did not confirm the connection."]);

      const ok = await owner.client.call("POST", "api/v1/scrobbling/lastfm", { token, state: callbackState });
      expect(ok.status).toBe(200);
      const session = lfm.calls.find((c) => c.method === "auth.getSession");
      // The stand-in checked api_sig; the same signature by the published rule.
      expect(session?.params.api_sig).toBe(signLastfm(session?.params as Record<string, string>, LASTFM.secret));
      expect(session?.params.format).toBe("json");
      expect(await state(owner.client, "lastfm")).toMatchObject({ status: "active", account: "lfm-owner" });
    });

    test("a play: now playing at once, a listen at each service once half the track has been heard", async () => {
      const me = await callerFor(h, owner.client);
      expect(await me.scrobbling.nowPlaying({ trackId: tracks.long })).toEqual({ sent: 2 });
      await deliver();
      const now = listensOf("Five Minutes", "playing_now");
      expect(now).toHaveLength(1);
      expect(now[0]).toMatchObject({
        artist: "The Stand-ins",
        release: "Local Servers",
        listenedAt: null,
        durationMs: 300_000,
      });
      const nowLfm = lastfmCalls("track.updateNowPlaying", "Five Minutes");
      expect(nowLfm).toHaveLength(1);
      expect(nowLfm[0]?.params).toMatchObject({ artist: "The Stand-ins", album: "Local Servers", duration: "300" });

      const playId = await streamed(tracks.long, 200_000);
      const startedAt = Math.floor((Date.now() - 200_000) / 1000);
      // Counted after 30 s, but not yet a listen: half of five minutes is 2:30.
      expect(await play(tracks.long, playId, 31_000)).toEqual({ counted: true });
      await deliver();
      expect(listensOf("Five Minutes", "single")).toHaveLength(0);
      expect(lastfmCalls("track.scrobble", "Five Minutes")).toHaveLength(0);
      // The player reports again at the listen's mark.
      expect(await play(tracks.long, playId, 150_000)).toEqual({ counted: false });
      await deliver();
      const single = listensOf("Five Minutes", "single");
      expect(single).toHaveLength(1);
      expect(Math.abs((single[0]?.listenedAt ?? 0) - startedAt)).toBeLessThanOrEqual(2);
      const scrobbled = lastfmCalls("track.scrobble", "Five Minutes");
      expect(scrobbled).toHaveLength(1);
      expect(Math.abs(Number(scrobbled[0]?.params.timestamp) - startedAt)).toBeLessThanOrEqual(2);
      // Reported again (a retry, another tab): nothing more is sent.
      await play(tracks.long, playId, 190_000);
      await deliver(true);
      expect(listensOf("Five Minutes", "single")).toHaveLength(1);
      expect(lastfmCalls("track.scrobble", "Five Minutes")).toHaveLength(1);
    });

    test("the rule: half the track or four minutes, whichever first; Last.fm takes nothing of 30 s or less", async () => {
      expect(listenDue("lastfm", 239_999, 600_000)).toBe(false);
      expect(listenDue("lastfm", 240_000, 600_000)).toBe(true);
      expect(listenDue("listenbrainz", 10_000, 20_000)).toBe(true);
      expect(listenDue("lastfm", 20_000, 20_000)).toBe(false);
      expect(listenDue("lastfm", 15_000, 30_000)).toBe(false);
      expect(listenDue("lastfm", 15_500, 31_000)).toBe(true);

      const ten = await streamed(tracks.tenMinutes, 300_000);
      await play(tracks.tenMinutes, ten, 239_000);
      await deliver();
      expect(listensOf("Ten Minutes")).toHaveLength(0);
      await play(tracks.tenMinutes, ten, 240_000);
      await deliver();
      expect(listensOf("Ten Minutes", "single")).toHaveLength(1);
      expect(lastfmCalls("track.scrobble", "Ten Minutes")).toHaveLength(1);
      // A play report cannot claim more than the stream has lasted.
      const early = await streamed(tracks.tenMinutes, 5_000);
      await play(tracks.tenMinutes, early, 600_000);
      await deliver();
      expect(listensOf("Ten Minutes", "single")).toHaveLength(1);

      const short = await streamed(tracks.short, 15_000);
      expect(await play(tracks.short, short, 10_000)).toEqual({ counted: true });
      await deliver();
      expect(listensOf("Twenty Seconds", "single")).toHaveLength(1);
      expect(lastfmCalls("track.scrobble", "Twenty Seconds")).toHaveLength(0);
    });

    test("Subsonic apps: scrobble without submission is now playing, with it a listen", async () => {
      const id = `tr-${tracks.subsonic}`;
      const call = async (params: Record<string, string>) =>
        json(await rest(h, "scrobble", { ...owner.auth, ...params, f: "json" }));
      expect((await call({ id, submission: "false" })).status).toBe("ok");
      await deliver();
      expect(listensOf("From an App", "playing_now")).toHaveLength(1);
      expect(lastfmCalls("track.updateNowPlaying", "From an App")).toHaveLength(1);
      await streamed(tracks.subsonic, 150_000);
      expect((await call({ id })).status).toBe("ok");
      await deliver();
      expect(listensOf("From an App", "single")).toHaveLength(1);
      expect(lastfmCalls("track.scrobble", "From an App")).toHaveLength(1);
    });

    test("an outage: the listen waits with back-off and arrives exactly once when the services are back", async () => {
      lb.setDown(true);
      lfm.setDown(true);
      const playId = await streamed(tracks.outage, 120_000);
      await play(tracks.outage, playId, 100_000);
      await deliver();
      const rows = await h.services.db
        .selectFrom("scrobble_outbox")
        .select([
          "service",
          "attempts",
          "delivered_at",
          "last_error",
          sql<number>`extract(epoch from next_attempt_at - now())`.as("wait"),
        ])
        .where("play_key", "=", playId)
        .execute();
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(row).toMatchObject({ attempts: 1, delivered_at: null });
        expect(Number(row.wait)).toBeGreaterThan(20);
        expect(row.last_error).toContain("503");
      }
      // Not due yet: a sweep leaves them alone.
      const before = lb.requests.length + lfm.requests.length;
      await deliver();
      expect(lb.requests.length + lfm.requests.length).toBe(before);
      expect((await state(owner.client, "listenbrainz")).pending).toBe(1);

      lb.setDown(false);
      lfm.setDown(false);
      await deliver(true);
      await deliver(true);
      expect(listensOf("During the Outage", "single")).toHaveLength(1);
      expect(lastfmCalls("track.scrobble", "During the Outage")).toHaveLength(1);
      expect((await state(owner.client, "listenbrainz")).pending).toBe(0);
      // The connection stayed good throughout.
      expect((await state(owner.client, "lastfm")).status).toBe("active");
    });

    test("a revoked token fails the connection; its listens wait for the owner to reconnect", async () => {
      lb.revoke(LB_TOKEN);
      lfm.revokeSessions("lfm-owner");
      const playId = await streamed(tracks.revoked, 120_000);
      await play(tracks.revoked, playId, 100_000);
      await deliver();
      const lbState = await state(owner.client, "listenbrainz");
      expect(lbState).toMatchObject({ status: "failed", pending: 1 });
      expect(String(lbState.failure)).toContain("401");
      expect(await state(owner.client, "lastfm")).toMatchObject({ status: "failed", pending: 1 });
      // Failed connections are not tried again on their own.
      const before = lb.requests.length + lfm.requests.length;
      await deliver(true);
      expect(lb.requests.length + lfm.requests.length).toBe(before);
      // New plays still queue nothing for a failed connection.
      expect(await (await callerFor(h, owner.client)).scrobbling.nowPlaying({ trackId: tracks.revoked })).toEqual({
        sent: 0,
      });

      lb.addUser(LB_TOKEN_2, "lb-owner");
      expect((await owner.client.call("POST", "api/v1/scrobbling/listenbrainz", { token: LB_TOKEN_2 })).status).toBe(
        200,
      );
      await deliver();
      const arrived = listensOf("After the Revoke", "single");
      expect(arrived).toHaveLength(1);
      expect(arrived[0]?.token).toBe(LB_TOKEN_2);
      expect(await state(owner.client, "listenbrainz")).toMatchObject({ status: "active", pending: 0, failure: null });
    });

    test("the admin's Scrobbling tab: the Last.fm secret never leaves the server; bad keys are field errors", async () => {
      const admin = await callerFor(h, adminClient);
      const all = await admin.admin.settings.all();
      expect(all.secrets["scrobbling.lastfm.api_secret"]).toEqual({ set: true });
      expect(all.tabs.scrobbling).toMatchObject({
        scrobbling: {
          lastfm: { enable: true, api_key: LASTFM.apiKey, api_secret: "" },
          listenbrainz: { enable: true },
        },
      });
      expect(all.environment.scrobbling.listenbrainz).toBe(lb.url);
      const values = (key: string, secret = "") => ({
        scrobbling: { listenbrainz: { enable: true }, lastfm: { enable: true, api_key: key, api_secret: secret } },
      });
      // A blank secret keeps the saved one.
      await admin.admin.settings.save({ tab: "scrobbling", values: values(LASTFM.apiKey) });
      expect((await h.services.settings.snapshot()).get("scrobbling.lastfm.api_secret")).toBe(LASTFM.secret);
      let fields: Record<string, unknown> = {};
      try {
        await admin.admin.settings.save({ tab: "scrobbling", values: values("not a key!") });
      } catch (error) {
        fields = ((error as { cause?: { fields?: Record<string, unknown> } }).cause?.fields ?? {}) as Record<
          string,
          unknown
        >;
      }
      expect(Object.keys(fields)).toEqual(["scrobbling.lastfm.api_key"]);
      // Private: the bootstrap data a browser gets holds neither key nor secret.
      const boot = JSON.stringify(await (await callerFor(h, owner.client)).session.bootstrap());
      expect(boot).not.toContain(LASTFM.secret);
      expect(boot).not.toContain(LASTFM.apiKey);
      // Listeners cannot change it.
      expect(
        await statusOf(
          (await callerFor(h, owner.client)).admin.settings.save({ tab: "scrobbling", values: values("x") }),
        ),
      ).toBe(403);
    });

    test("disconnect drops what waited; bad input and guests are refused", async () => {
      expect((await owner.client.call("DELETE", "api/v1/scrobbling/myspace")).status).toBe(422);
      expect((await owner.client.call("DELETE", "api/v1/scrobbling/lastfm")).status).toBe(200);
      expect(await state(owner.client, "lastfm")).toMatchObject({ status: "disconnected", pending: 0 });
      expect((await owner.client.call("DELETE", "api/v1/scrobbling/lastfm")).status).toBe(404);
      const left = await h.services.db
        .selectFrom("scrobble_outbox")
        .select("id")
        .where("user_id", "=", owner.userId)
        .where("service", "=", "lastfm")
        .execute();
      expect(left).toEqual([]);
      // Now playing: guests have no services, a bad id is a 422, a hidden track a 404.
      const guestCaller = await callerFor(h, null);
      expect(await guestCaller.scrobbling.nowPlaying({ trackId: tracks.long })).toEqual({ sent: 0 });
      expect((await owner.client.call("POST", "api/v1/now-playing", { trackId: "abc" })).status).toBe(422);
      expect((await owner.client.call("POST", "api/v1/now-playing", { trackId: 2_147_000_000 })).status).toBe(404);
      expect((await other.client.call("POST", "api/v1/now-playing", { trackId: tracks.long })).body).toEqual({
        sent: 0,
      });
    });
  });
}
