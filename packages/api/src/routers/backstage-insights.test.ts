import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { listenerKey } from "@backbeat/core";
import { type DB, insightsRepo, playsRepo } from "@backbeat/db";
import { testDatabaseKinds } from "@backbeat/db/testing";
import type { Kysely } from "kysely";
import { callerFor, statusOf } from "../testing/admin-matrix.ts";
import { insertAlbum, insertArtist, insertTrack } from "../testing/catalogue.ts";
import { ADMIN, createHarness, type Harness, registeredClient, type TestClient } from "../testing/harness.ts";
import { at, type InsightsCatalogue, IPHONE, WEEK } from "../testing/insights.ts";

type Caller = Awaited<ReturnType<typeof callerFor>>;

type Catalogue = InsightsCatalogue;

interface People {
  owner: number;
  other: number;
  listener: number;
}

async function seed(db: Kysely<DB>, people: People): Promise<Catalogue> {
  const artistA = await insertArtist(db, "Insight Artist A", { owner_id: people.owner });
  const artistB = await insertArtist(db, "Insight Artist B", { owner_id: people.other });
  const album = await insertAlbum(db, "Insight Album", artistA);
  const track = (name: string, albumId: number | null, artists: number[]) =>
    insertTrack(db, name, albumId, artists, { duration_ms: 180_000 });
  const t1 = await track("Insight One", album, [artistA]);
  const t2 = await track("Insight Two", album, [artistA, artistB]);
  const t3 = await track("Insight Three", null, [artistB]);

  const { owner, other, listener } = people;
  const play = (
    track_id: number,
    played: string,
    user_id: number | null,
    source: string,
    device: string,
    platform: string,
    browser: string,
    country: string | null,
    city: string | null,
  ) =>
    playsRepo.insertPlay(db, {
      track_id,
      user_id,
      played_at: at(played),
      source,
      device,
      platform,
      browser,
      country,
      city,
      listened_ms: 60_000,
    });
  // The week: five plays, on both edges, one late on 3 January (UTC) and one right at midnight.
  await play(t1, "2026-01-01T00:00:00Z", listener, "search", "desktop", "Linux", "Firefox", "DE", "Berlin");
  await play(t1, "2026-01-03T23:30:00Z", listener, "playlist", "mobile", "Android", "Chrome", "DE", "Berlin");
  await play(t2, "2026-01-04T00:00:00Z", other, "album", "desktop", "Windows", "Edge", "FR", "Paris");
  await play(t1, "2026-01-05T10:00:00Z", null, "embed", "desktop", "macOS", "Safari", null, null);
  await play(t3, "2026-01-07T23:59:59.999Z", listener, "radio", "tablet", "iOS", "Safari", "DE", "Munich");
  // Outside: the instant after, and the week before.
  await play(t1, "2026-01-08T00:00:00Z", listener, "search", "desktop", "Linux", "Firefox", "DE", null);
  await play(t2, "2025-12-25T00:00:00Z", owner, "search", "desktop", "Linux", "Firefox", "US", null);
  await play(t1, "2025-12-31T23:59:59Z", listener, "album", "desktop", "Linux", "Firefox", "US", null);

  // Engagement in the week and the week before.
  await db
    .insertInto("likes")
    .values([
      { user_id: listener, likeable_type: "track", likeable_id: t1, created_at: at("2026-01-02T10:00:00Z") },
      { user_id: other, likeable_type: "track", likeable_id: t1, created_at: at("2025-12-28T10:00:00Z") },
      { user_id: listener, likeable_type: "album", likeable_id: album, created_at: at("2026-01-03T10:00:00Z") },
      { user_id: listener, likeable_type: "artist", likeable_id: artistA, created_at: at("2026-01-04T10:00:00Z") },
      { user_id: listener, likeable_type: "track", likeable_id: t3, created_at: at("2026-01-04T10:00:00Z") },
    ])
    .execute();
  await db
    .insertInto("reposts")
    .values({ user_id: listener, repostable_type: "track", repostable_id: t1, created_at: at("2026-01-02T10:00:00Z") })
    .execute();
  await db
    .insertInto("follows")
    .values([
      { user_id: listener, followable_type: "artist", followable_id: artistA, created_at: at("2026-01-02T10:00:00Z") },
      { user_id: other, followable_type: "artist", followable_id: artistA, created_at: at("2026-01-06T10:00:00Z") },
      { user_id: owner, followable_type: "artist", followable_id: artistA, created_at: at("2025-12-26T10:00:00Z") },
    ])
    .execute();
  const playlist = (
    await db
      .insertInto("playlists")
      .values({ name: "Mix", search_name: "mix", owner_id: listener })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
  await db
    .insertInto("playlist_track")
    .values([
      { playlist_id: playlist, track_id: t1, position: 0, added_at: at("2026-01-02T10:00:00Z") },
      { playlist_id: playlist, track_id: t2, position: 1, added_at: at("2026-01-06T10:00:00Z") },
      { playlist_id: playlist, track_id: t3, position: 2, added_at: at("2025-12-30T10:00:00Z") },
    ])
    .execute();
  return { artistA, artistB, album, t1, t2, t3 };
}

const pairs = (rows: { key: string | null; count: number }[]) => rows.map((r) => [r.key, r.count]);

for (const kind of testDatabaseKinds) {
  describe(`backstage insights on ${kind}`, () => {
    let h: Harness;
    let c: Catalogue;
    let people: People;
    const callers = {} as Record<"admin" | "owner" | "other" | "listener" | "guest", Caller>;
    const clients = {} as Record<"owner" | "listener", TestClient>;

    beforeAll(async () => {
      h = await createHarness(kind);
      const admin = h.client();
      expect((await admin.call("POST", "auth/login", ADMIN)).status).toBe(200);
      const owner = await registeredClient(h, "owner@example.com");
      const other = await registeredClient(h, "other@example.com");
      const listener = await registeredClient(h, "listener@example.com");
      people = { owner: owner.userId, other: other.userId, listener: listener.userId };
      clients.owner = owner.client;
      clients.listener = listener.client;
      callers.admin = await callerFor(h, admin);
      callers.owner = await callerFor(h, owner.client);
      callers.other = await callerFor(h, other.client);
      callers.listener = await callerFor(h, listener.client);
      callers.guest = await callerFor(h, null);
      c = await seed(h.services.db, people);
    }, 300_000);
    afterAll(async () => {
      await h?.close();
    });

    test("who sees what: the owner and an admin read, another artist and a listener get 403, a guest 401", async () => {
      const items = [
        ["track", c.t1],
        ["album", c.album],
        ["artist", c.artistA],
      ] as const;
      const expected = { admin: 200, owner: 200, other: 403, listener: 403, guest: 401 };
      for (const who of Object.keys(expected) as (keyof typeof expected)[])
        for (const [k, id] of items)
          expect(await statusOf(callers[who].backstage.insights.item({ ...WEEK, kind: k, id })), `${who} ${k}`).toBe(
            expected[who],
          );
      // t2 credits both artists: each owner sees it; t3 is B's alone.
      expect(await statusOf(callers.other.backstage.insights.item({ ...WEEK, kind: "track", id: c.t2 }))).toBe(200);
      expect(await statusOf(callers.owner.backstage.insights.item({ ...WEEK, kind: "track", id: c.t3 }))).toBe(403);
      // An unknown id looks like a foreign one to an artist; an admin learns it does not exist.
      expect(await statusOf(callers.owner.backstage.insights.item({ kind: "track", id: 999_999 }))).toBe(403);
      expect(await statusOf(callers.admin.backstage.insights.item({ kind: "track", id: 999_999 }))).toBe(404);
      // The admin procedure stays admin-only and reads the same function.
      expect(await statusOf(callers.owner.admin.reports.itemInsights({ ...WEEK, kind: "track", id: c.t1 }))).toBe(403);
      const viaAdmin = await callers.admin.admin.reports.itemInsights({ ...WEEK, kind: "track", id: c.t1 });
      const viaBackstage = await callers.owner.backstage.insights.item({ ...WEEK, kind: "track", id: c.t1 });
      expect(viaAdmin).toEqual(viaBackstage);
    });

    test("bad input is a 400, never a 500", async () => {
      const r = callers.owner.backstage.insights;
      expect(await statusOf(r.item({ kind: "playlist" as never, id: c.t1 }))).toBe(400);
      expect(await statusOf(r.item({ kind: "track", id: -1 }))).toBe(400);
      expect(await statusOf(r.item({ kind: "track", id: c.t1, range: "decade" as never }))).toBe(400);
      expect(
        await statusOf(r.item({ kind: "track", id: c.t1, range: "custom", from: "2026-02-30", to: "2026-03-01" })),
      ).toBe(400);
      expect(
        await statusOf(r.item({ kind: "track", id: c.t1, range: "custom", from: "2020-01-01", to: "2026-01-01" })),
      ).toBe(400);
    });

    test("a track: plays, listeners and every breakdown against the plays the test inserted", async () => {
      const r = await callers.owner.backstage.insights.item({ ...WEEK, kind: "track", id: c.t1 });
      expect(r.item).toMatchObject({ kind: "track", id: c.t1, name: "Insight One" });
      expect(r.range).toMatchObject({
        from: "2026-01-01",
        to: "2026-01-07",
        previousFrom: "2025-12-25",
        bucket: "day",
      });
      expect(r.kpis.plays).toEqual({ value: 3, previous: 1 });
      // The guest's play counts as a play, not as a listener.
      expect(r.kpis.listeners).toEqual({ value: 1, previous: 1 });
      expect(r.kpis.listenedHours.value).toBe(0.1);
      // Day buckets are UTC days: 23:30 on the 3rd stays on the 3rd.
      expect(r.series.plays.map((p) => p.current)).toEqual([1, 0, 1, 0, 1, 0, 0]);
      expect(r.series.plays.map((p) => p.previous)).toEqual([0, 0, 0, 0, 0, 0, 1]);
      expect(r.series.listeners.map((p) => p.current)).toEqual([1, 0, 1, 0, 0, 0, 0]);
      expect(pairs(r.sources)).toEqual([
        ["embed", 1],
        ["playlist", 1],
        ["search", 1],
      ]);
      expect(pairs(r.countries)).toEqual([
        ["DE", 2],
        [null, 1],
      ]);
      expect(r.cities.map((x) => [x.label, x.subtitle, x.count])).toEqual([["Berlin", "DE", 2]]);
      expect(pairs(r.devices)).toEqual([
        ["desktop", 2],
        ["mobile", 1],
      ]);
      expect(pairs(r.platforms)).toEqual([
        ["Android", 1],
        ["Linux", 1],
        ["macOS", 1],
      ]);
      expect(pairs(r.browsers)).toEqual([
        ["Chrome", 1],
        ["Firefox", 1],
        ["Safari", 1],
      ]);
      expect(r.topTracks).toEqual([]);
      expect(r.topAlbums).toEqual([]);
      expect(r.kpis.likes).toEqual({ value: 1, previous: 1 });
      expect(r.kpis.reposts).toEqual({ value: 1, previous: 0 });
      expect(r.kpis.playlistAdds).toEqual({ value: 1, previous: 0 });
      expect(r.kpis.followers).toBeNull();
    });

    test("an album sums its tracks; an artist its credited tracks and albums", async () => {
      const album = await callers.owner.backstage.insights.item({ ...WEEK, kind: "album", id: c.album });
      expect(album.kpis.plays).toEqual({ value: 4, previous: 2 });
      expect(album.kpis.listeners).toEqual({ value: 2, previous: 2 });
      expect(album.topTracks.map((t) => [t.id, t.count, t.subtitle])).toEqual([
        [c.t1, 3, "Insight Artist A"],
        [c.t2, 1, "Insight Artist A"],
      ]);
      expect(album.topAlbums).toEqual([]);
      expect(album.kpis.likes).toEqual({ value: 1, previous: 0 });
      expect(album.kpis.playlistAdds).toEqual({ value: 2, previous: 0 });

      const a = await callers.owner.backstage.insights.item({ ...WEEK, kind: "artist", id: c.artistA });
      expect(a.kpis.plays).toEqual({ value: 4, previous: 2 });
      expect(a.topTracks.map((t) => [t.id, t.count])).toEqual([
        [c.t1, 3],
        [c.t2, 1],
      ]);
      expect(a.topAlbums.map((x) => [x.id, x.label, x.count])).toEqual([[c.album, "Insight Album", 4]]);
      // The artist, its track and its album were liked in the week; the track once the week before.
      expect(a.kpis.likes).toEqual({ value: 3, previous: 1 });
      expect(a.kpis.reposts).toEqual({ value: 1, previous: 0 });
      expect(a.kpis.playlistAdds).toEqual({ value: 2, previous: 0 });
      expect(a.kpis.followers).toEqual({ value: 2, previous: 1 });

      const b = await callers.other.backstage.insights.item({ ...WEEK, kind: "artist", id: c.artistB });
      expect(b.kpis.plays).toEqual({ value: 2, previous: 1 });
      expect(b.kpis.listeners).toEqual({ value: 2, previous: 1 });
      expect(pairs(b.countries)).toEqual([
        ["DE", 1],
        ["FR", 1],
      ]);
      expect(b.cities.map((x) => x.key)).toEqual(["DE:Munich", "FR:Paris"]);
      expect(pairs(b.sources)).toEqual([
        ["album", 1],
        ["radio", 1],
      ]);
      expect(b.topAlbums.map((x) => [x.id, x.count])).toEqual([[c.album, 1]]);
      expect(b.kpis.likes).toEqual({ value: 1, previous: 0 });
      expect(b.kpis.followers).toEqual({ value: 0, previous: 0 });
    });

    test("long ranges read whole months from the monthly rollups and days at the edges", async () => {
      const r = callers.owner.backstage.insights;
      // Two whole months: totals and top lists from the monthly rows.
      const two = await r.item({
        kind: "artist",
        id: c.artistA,
        range: "custom",
        from: "2025-12-01",
        to: "2026-01-31",
      });
      expect(two.range.bucket).toBe("week");
      expect(two.kpis.plays.value).toBe(7);
      expect(two.topTracks.map((t) => [t.id, t.count])).toEqual([
        [c.t1, 5],
        [c.t2, 2],
      ]);
      expect(two.series.plays.reduce((n, p) => n + p.current, 0)).toBe(7);
      // A year by month, starting mid-month: edge days and whole months add up to the same plays.
      const year = await r.item({
        kind: "artist",
        id: c.artistA,
        range: "custom",
        from: "2025-02-15",
        to: "2026-02-14",
      });
      expect(year.range.bucket).toBe("month");
      expect(year.kpis.plays.value).toBe(7);
      expect(year.kpis.listeners.value).toBe(3);
      const byMonth = Object.fromEntries(year.series.plays.map((p) => [p.date, p.current]));
      expect(byMonth["2025-12-01"]).toBe(2);
      expect(byMonth["2026-01-01"]).toBe(5);
      expect(year.series.listeners.find((p) => p.date === "2026-01-01")?.current).toBe(2);
      expect(pairs(year.countries)).toEqual([
        ["DE", 3],
        ["US", 2],
        [null, 1],
        ["FR", 1],
      ]);
    });

    test("week, month and year buckets; ranges end today and compare with the span before", async () => {
      const r = callers.owner.backstage.insights;
      const db = h.services.db;
      const now = new Date();
      const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
      const day = 86_400_000;
      const track = (
        await db
          .insertInto("tracks")
          .values({ name: "Fresh", search_name: "fresh", duration_ms: 180_000 })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
      await db.insertInto("track_artist").values({ track_id: track, artist_id: c.artistA, position: 0 }).execute();
      const play = (when: Date, user: number | null) =>
        playsRepo.insertPlay(db, {
          track_id: track,
          user_id: user,
          played_at: when,
          device: null,
          country: null,
          listened_ms: 1,
        });
      await play(new Date(today.getTime() + 60_000), people.listener);
      await play(new Date(today.getTime() - day + 60_000), people.other);
      await play(new Date(today.getTime() - 3 * day), people.owner);
      await play(new Date(today.getTime() - 7 * day), people.owner);
      await play(new Date(today.getTime() - 40 * day), null);

      const d = await r.item({ kind: "track", id: track, range: "day" });
      expect(d.range.name).toBe("day");
      expect(d.series.plays).toHaveLength(1);
      expect(d.kpis.plays).toEqual({ value: 1, previous: 1 });
      expect(d.kpis.listeners).toEqual({ value: 1, previous: 1 });
      const w = await r.item({ kind: "track", id: track, range: "week" });
      expect(w.series.plays).toHaveLength(7);
      expect(w.range.to).toBe(today.toISOString().slice(0, 10));
      expect(w.kpis.plays).toEqual({ value: 3, previous: 1 });
      expect(w.kpis.listeners).toEqual({ value: 3, previous: 1 });
      const m = await r.item({ kind: "track", id: track, range: "month" });
      expect(m.series.plays).toHaveLength(30);
      expect(m.kpis.plays).toEqual({ value: 4, previous: 1 });
      const y = await r.item({ kind: "track", id: track, range: "year" });
      expect(y.range.bucket).toBe("month");
      expect(y.series.plays.reduce((n, p) => n + p.current, 0)).toBe(5);
      expect(y.kpis.listeners.value).toBe(3);
      // The artist's own totals grew by the same plays.
      const artist = await r.item({ kind: "artist", id: c.artistA, range: "week" });
      expect(artist.topTracks.map((t) => [t.id, t.count])).toEqual([[track, 3]]);
    });

    test("a play reported by the player stores its source, platform, browser, device, country and city", async () => {
      const db = h.services.db;
      const track = (
        await db
          .insertInto("tracks")
          .values({ name: "Reported", search_name: "reported", duration_ms: 180_000 })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
      await db.insertInto("track_artist").values({ track_id: track, artist_id: c.artistA, position: 0 }).execute();
      const phone = await callerFor(h, clients.listener, {
        ip: "203.0.113.9",
        country: "SE",
        city: "Göteborg\u0000",
        userAgent: IPHONE,
      });
      // The player streamed the whole track a minute ago under this play id.
      const playId = "phone0play0reported";
      await db
        .insertInto("stream_grants")
        .values({
          listener_key: listenerKey(people.listener, null, null),
          id: playId,
          track_id: track,
          served_ms: 180_000,
          started_at: new Date(Date.now() - 60_000),
        })
        .execute();
      const play = { trackId: track, playId, listenedMs: 31_000 };
      expect(await phone.catalogue.recordPlay({ ...play, source: "search" })).toEqual({ counted: true });
      expect(await statusOf(phone.catalogue.recordPlay({ ...play, source: "tv" as never }))).toBe(400);
      const row = await db.selectFrom("plays").selectAll().where("track_id", "=", track).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        source: "search",
        device: "mobile",
        platform: "iOS",
        browser: "Safari",
        country: "SE",
        city: "Göteborg",
        user_id: people.listener,
      });
      const r = await callers.owner.backstage.insights.item({ kind: "track", id: track, range: "day" });
      expect(r.kpis.plays.value).toBe(1);
      expect(r.kpis.listeners.value).toBe(1);
      expect(pairs(r.sources)).toEqual([["search", 1]]);
      expect(r.cities.map((x) => x.key)).toEqual(["SE:Göteborg"]);
    });

    test("rebuilding from plays gives the rollups the live path wrote", async () => {
      const db = h.services.db;
      const snapshot = () =>
        Promise.all([
          db
            .selectFrom("play_rollups")
            .select(["item_kind", "item_id", "dimension", "value", "plays"])
            .select((eb) => eb.cast<string>("day", "text").as("day"))
            .orderBy("item_kind")
            .orderBy("item_id")
            .orderBy("dimension")
            .orderBy("day")
            .orderBy("value")
            .execute(),
          db
            .selectFrom("play_listener_sketches")
            .select(["item_kind", "item_id", "sketch"])
            .select((eb) => eb.cast<string>("day", "text").as("day"))
            .orderBy("item_kind")
            .orderBy("item_id")
            .orderBy("day")
            .execute(),
          db
            .selectFrom("play_rollups_monthly")
            .select(["item_kind", "item_id", "dimension", "value", "plays", "listened_ms"])
            .select((eb) => eb.cast<string>("month", "text").as("month"))
            .orderBy("item_kind")
            .orderBy("item_id")
            .orderBy("dimension")
            .orderBy("month")
            .orderBy("value")
            .execute(),
          db
            .selectFrom("play_listener_month_sketches")
            .select(["item_kind", "item_id", "sketch"])
            .select((eb) => eb.cast<string>("month", "text").as("day"))
            .orderBy("item_kind")
            .orderBy("item_id")
            .orderBy("month")
            .execute(),
        ]);
      const live = await snapshot();
      await insightsRepo.rebuildFromPlays(db);
      const rebuilt = await snapshot();
      expect(rebuilt[0]).toEqual(live[0]);
      expect(live[2].length).toBeGreaterThan(0);
      expect(rebuilt[2]).toEqual(live[2]);
      const hex = (rows: { item_kind: string; item_id: number; day: string; sketch: Uint8Array }[]) =>
        rows.map((s) => [s.item_kind, s.item_id, s.day, Buffer.from(s.sketch).toString("hex")]);
      expect(live[1].length).toBeGreaterThan(0);
      expect(live[3].length).toBeGreaterThan(0);
      expect(hex(rebuilt[1])).toEqual(hex(live[1]));
      expect(hex(rebuilt[3])).toEqual(hex(live[3]));
    });
  });
}
