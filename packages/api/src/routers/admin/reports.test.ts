import { describe, expect, test } from "bun:test";
import { forbidden, itemInsights, loadViewer, PAGE_VIEW_RETENTION_DAYS, recordPageView } from "@backbeat/core";
import { type DB, playsRepo, reportsRepo } from "@backbeat/db";
import { testDatabaseKinds } from "@backbeat/db/testing";
import type { Kysely } from "kysely";
import { createApiContext } from "../../context.ts";
import { pageViewRequest } from "../../rest/routes/analytics.ts";
import { fieldErrorsOf, matrixSuite, statusOf } from "../../testing/admin-matrix.ts";
import { insertAlbum, insertArtist, insertTrack } from "../../testing/catalogue.ts";
import { at, type InsightsCatalogue, IPHONE, WEEK } from "../../testing/insights.ts";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36";
const FIREFOX = "Mozilla/5.0 (X11; Linux x86_64; rv:130.0) Gecko/20100101 Firefox/130.0";

interface Catalogue extends InsightsCatalogue {
  listeners: number[];
}

async function seedCatalogue(db: Kysely<DB>): Promise<Catalogue> {
  const artistA = await insertArtist(db, "Report Artist A");
  const artistB = await insertArtist(db, "Report Artist B");
  const album = await insertAlbum(db, "Report Album", artistA);
  const track = (name: string, albumId: number | null, artists: number[], created: string) =>
    insertTrack(db, name, albumId, artists, { created_at: at(created) });
  // Uploads: two tracks in the week, one the week before, one after it.
  const t1 = await track("Report One", album, [artistA], "2026-01-02T10:00:00Z");
  const t2 = await track("Report Two", album, [artistA, artistB], "2026-01-07T23:59:59Z");
  const t3 = await track("Report Three", null, [artistB], "2025-12-30T08:00:00Z");
  await track("Report Later", null, [artistB], "2026-01-08T00:00:00Z");
  // New users: three in the week (one on each edge), one the week before.
  const listeners: number[] = [];
  for (const [i, created] of ["2026-01-01T00:00:00Z", "2026-01-04T12:00:00Z", "2026-01-07T23:59:59Z"].entries()) {
    const row = await db
      .insertInto("users")
      .values({ email: `report-${i}@example.com`, name: `Listener ${i}`, created_at: at(created) })
      .returning("id")
      .executeTakeFirstOrThrow();
    listeners.push(row.id);
  }
  await db
    .insertInto("users")
    .values({ email: "report-old@example.com", name: "Old", created_at: at("2025-12-28T00:00:00Z") })
    .execute();
  const [l0, l1, l2] = listeners as [number, number, number];
  const play = (track_id: number, played: string, user_id: number | null, device: string, country: string | null) =>
    playsRepo.insertPlay(db, { track_id, user_id, played_at: at(played), device, country, listened_ms: 1_800_000 });
  // In the week: 5 plays by 2 listeners and a guest; edges on both ends.
  await play(t1, "2026-01-01T00:00:00Z", l0, "desktop", "DE");
  await play(t1, "2026-01-03T12:00:00Z", l0, "mobile", "DE");
  await play(t2, "2026-01-03T13:00:00Z", l1, "mobile", "FR");
  await play(t1, "2026-01-05T09:00:00Z", null, "desktop", null);
  await play(t3, "2026-01-07T23:59:59.999Z", l1, "tablet", "DE");
  // Outside: the instant after the week, and the week before (2 plays, one on its first instant).
  await play(t1, "2026-01-08T00:00:00Z", l2, "desktop", "US");
  await play(t2, "2025-12-25T00:00:00Z", l2, "desktop", "US");
  await play(t2, "2025-12-31T23:59:59Z", l2, "desktop", "US");
  await play(t2, "2025-12-24T23:59:59Z", l2, "desktop", "US");
  return { artistA, artistB, album, t1, t2, t3, listeners };
}

for (const kind of testDatabaseKinds) {
  describe(`admin reports on ${kind}`, () => {
    let c: Catalogue;
    const m = matrixSuite(kind, async ({ h }) => {
      c = await seedCatalogue(h.services.db);
    });

    test("every report: admin and admin.access-only read it, a listener gets 403, a guest 401", async () => {
      const expected = { admin: 200, staff: 200, listener: 403, guest: 401 };
      for (const who of ["admin", "staff", "listener", "guest"] as const) {
        const r = m.callers[who].admin.reports;
        expect(await statusOf(r.overview(WEEK)), `${who} overview`).toBe(expected[who]);
        expect(await statusOf(r.plays(WEEK)), `${who} plays`).toBe(expected[who]);
        expect(await statusOf(r.visitors(WEEK)), `${who} visitors`).toBe(expected[who]);
        for (const [k, id] of [
          ["track", c.t1],
          ["album", c.album],
          ["artist", c.artistA],
        ] as const)
          expect(await statusOf(r.itemInsights({ ...WEEK, kind: k, id })), `${who} ${k}`).toBe(expected[who]);
      }
      // A missing item: still 403 for a listener (no probing), 404 for an admin.
      expect(await statusOf(m.callers.listener.admin.reports.itemInsights({ kind: "track", id: 999_999 }))).toBe(403);
      expect(await statusOf(m.callers.admin.admin.reports.itemInsights({ kind: "track", id: 999_999 }))).toBe(404);
    });

    test("overview counts plays, new users, uploads and listeners against the previous week, by day", async () => {
      const report = await m.callers.admin.admin.reports.overview(WEEK);
      expect(report.range).toEqual({
        name: "custom",
        from: "2026-01-01",
        to: "2026-01-07",
        previousFrom: "2025-12-25",
        previousTo: "2025-12-31",
        bucket: "day",
      });
      expect(report.kpis).toEqual({
        plays: { value: 5, previous: 2 },
        newUsers: { value: 3, previous: 1 },
        uploads: { value: 2, previous: 1 },
        activeListeners: { value: 2, previous: 1 },
      });
      const plays = report.series.plays;
      expect(plays.map((p) => p.date)).toEqual([
        "2026-01-01",
        "2026-01-02",
        "2026-01-03",
        "2026-01-04",
        "2026-01-05",
        "2026-01-06",
        "2026-01-07",
      ]);
      expect(plays.map((p) => p.current)).toEqual([1, 0, 2, 0, 1, 0, 1]);
      // The previous week lines up day for day: its first instant and its last second.
      expect(plays.map((p) => p.previous)).toEqual([1, 0, 0, 0, 0, 0, 1]);
      expect(report.series.activeListeners.map((p) => p.current)).toEqual([1, 0, 2, 0, 0, 0, 1]);
      expect(report.series.newUsers.map((p) => p.current)).toEqual([1, 0, 0, 1, 0, 0, 1]);
      expect(report.series.uploads.map((p) => p.current)).toEqual([0, 1, 0, 0, 0, 0, 1]);
      expect(report.series.uploads.map((p) => p.previous)).toEqual([0, 0, 0, 0, 0, 1, 0]);
    });

    test("plays report ranks tracks, artists, albums, countries and devices of the range only", async () => {
      const r = await m.callers.staff.admin.reports.plays(WEEK);
      expect(r.kpis.plays).toEqual({ value: 5, previous: 2 });
      expect(r.kpis.listeners).toEqual({ value: 2, previous: 1 });
      expect(r.kpis.listenedHours).toEqual({ value: 2.5, previous: 1 });
      expect(r.topTracks.map((t) => [t.id, t.count])).toEqual([
        [c.t1, 3],
        [c.t2, 1],
        [c.t3, 1],
      ]);
      expect(r.topTracks[0]?.label).toBe("Report One");
      expect(r.topTracks[0]?.subtitle).toBe("Report Artist A");
      // t2 has both artists: its play counts for each.
      expect(r.topArtists.map((a) => [a.id, a.count])).toEqual([
        [c.artistA, 4],
        [c.artistB, 2],
      ]);
      expect(r.topAlbums.map((a) => [a.id, a.count, a.subtitle])).toEqual([[c.album, 4, "Report Artist A"]]);
      expect(r.countries.map((x) => [x.key, x.count])).toEqual([
        ["DE", 3],
        ["FR", 1],
        [null, 1],
      ]);
      expect(r.devices.map((x) => [x.key, x.count])).toEqual([
        ["desktop", 2],
        ["mobile", 2],
        ["tablet", 1],
      ]);
    });

    test("week buckets start on the range's first day; the edge instant opens the next bucket", async () => {
      const r = await m.callers.admin.admin.reports.overview({ range: "custom", from: "2026-01-01", to: "2026-02-15" });
      expect(r.range.bucket).toBe("week");
      expect(r.series.plays.length).toBe(7);
      expect(r.series.plays[1]?.date).toBe("2026-01-08");
      // 5 plays in the first 7 days, the one at 2026-01-08T00:00Z opens week two.
      expect(r.series.plays.slice(0, 2).map((p) => p.current)).toEqual([5, 1]);
      expect(r.kpis.plays.value).toBe(6);
    });

    test("month buckets follow the calendar; the previous range is the same length before", async () => {
      const r = await m.callers.admin.admin.reports.plays({ range: "custom", from: "2025-01-15", to: "2026-01-14" });
      expect(r.range.bucket).toBe("month");
      expect(r.range.previousTo).toBe("2025-01-14");
      const dates = r.series.plays.map((p) => p.date);
      expect(dates[0]).toBe("2025-01-15");
      expect(dates[1]).toBe("2025-02-01");
      expect(dates.at(-1)).toBe("2026-01-01");
      expect(dates.length).toBe(13);
      const dec = r.series.plays.find((p) => p.date === "2025-12-01");
      const jan = r.series.plays.find((p) => p.date === "2026-01-01");
      expect(dec?.current).toBe(3);
      expect(jan?.current).toBe(6);
      expect(r.kpis.plays.value).toBe(9);
    });

    test("presets end today and compare with the days before; 7 daily points", async () => {
      const db = m.h.services.db;
      const now = new Date();
      const today = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
      await db.insertInto("plays").values({ track_id: c.t3, played_at: now, device: "desktop" }).execute();
      await db
        .insertInto("plays")
        .values({ track_id: c.t3, played_at: new Date(today.getTime() - 7 * 86_400_000), device: "desktop" })
        .execute();
      const r = await m.callers.admin.admin.reports.overview({ range: "7d" });
      expect(r.range.to).toBe(today.toISOString().slice(0, 10));
      expect(r.series.plays.length).toBe(7);
      expect(r.series.plays.at(-1)?.current).toBe(1);
      expect(r.series.plays.at(-1)?.previous).toBe(1);
      expect(r.kpis.plays).toEqual({ value: 1, previous: 1 });
      const defaults = await m.callers.admin.admin.reports.overview({});
      expect(defaults.range.name).toBe("30d");
      expect(defaults.series.plays.length).toBe(30);
      expect((await m.callers.admin.admin.reports.overview({ range: "90d" })).range.bucket).toBe("week");
      expect((await m.callers.admin.admin.reports.overview({ range: "365d" })).series.plays.length).toBe(13);
    });

    test("a range is bounded: custom needs both days in order, at most 731 days, real dates", async () => {
      const r = m.callers.admin.admin.reports;
      expect(Object.keys(await fieldErrorsOf(r.overview({ range: "custom", from: "2026-01-01" })))).toEqual(["to"]);
      expect(await fieldErrorsOf(r.overview({ range: "custom", from: "2026-01-05", to: "2026-01-01" }))).toEqual({
        to: ["The last day must not be before the first."],
      });
      expect(
        Object.keys(await fieldErrorsOf(r.overview({ range: "custom", from: "2020-01-01", to: "2026-01-01" }))),
      ).toEqual(["to"]);
      expect(
        Object.keys(await fieldErrorsOf(r.plays({ range: "custom", from: "2026-02-30", to: "2026-03-01" }))),
      ).toEqual(["from"]);
      expect(
        Object.keys(await fieldErrorsOf(r.visitors({ range: "custom", from: "1999-12-31", to: "2000-01-02" }))),
      ).toEqual(["from"]);
      // tRPC refuses input that fails its schema with 400 before core runs.
      expect(await statusOf(r.visitors({ range: "1y" as never }))).toBe(400);
      expect(await statusOf(r.itemInsights({ kind: "playlist" as never, id: 1 }))).toBe(400);
      expect(await statusOf(r.itemInsights({ kind: "track", id: -1 }))).toBe(400);
    });

    test("item insights: a track, an album's tracks and an artist's tracks, with the previous range", async () => {
      const r = m.callers.staff.admin.reports;
      const track = await r.itemInsights({ ...WEEK, kind: "track", id: c.t1 });
      expect(track.item).toMatchObject({ kind: "track", id: c.t1, name: "Report One" });
      expect(track.kpis.plays).toEqual({ value: 3, previous: 0 });
      expect(track.kpis.listeners).toEqual({ value: 1, previous: 0 });
      expect(track.series.plays.map((p) => p.current)).toEqual([1, 0, 1, 0, 1, 0, 0]);
      expect(track.devices.map((d) => [d.key, d.count])).toEqual([
        ["desktop", 2],
        ["mobile", 1],
      ]);
      expect(track.topTracks).toEqual([]);

      const album = await r.itemInsights({ ...WEEK, kind: "album", id: c.album });
      expect(album.kpis.plays).toEqual({ value: 4, previous: 2 });
      expect(album.topTracks.map((t) => [t.id, t.count])).toEqual([
        [c.t1, 3],
        [c.t2, 1],
      ]);

      const artist = await r.itemInsights({ ...WEEK, kind: "artist", id: c.artistB });
      expect(artist.kpis.plays).toEqual({ value: 2, previous: 2 });
      expect(artist.countries.map((x) => [x.key, x.count])).toEqual([
        ["DE", 1],
        ["FR", 1],
      ]);
      expect(artist.topTracks.map((t) => t.id).sort()).toEqual([c.t2, c.t3].sort());
      expect(artist.topAlbums.map((a) => [a.id, a.count])).toEqual([[c.album, 1]]);
    });

    test("item insights take another access rule (backstage: the owner of the track)", async () => {
      const db = m.h.services.db;
      await db.updateTable("tracks").set({ owner_id: m.listenerId }).where("id", "=", c.t2).execute();
      const owner = await loadViewer(db, m.listenerId);
      const ownerOnly = (item: { ownerId: number | null }) => {
        if (item.ownerId !== owner.user?.id) throw forbidden();
      };
      const own = await itemInsights(m.h.services, owner, { ...WEEK, kind: "track", id: c.t2 }, ownerOnly);
      expect(own.kpis.plays.value).toBe(1);
      await expect(
        itemInsights(m.h.services, owner, { range: "30d", kind: "track", id: c.t1 }, ownerOnly),
      ).rejects.toThrow("unauthorized");
    });

    describe("page views", () => {
      const views = () => m.h.services.db.selectFrom("page_views").selectAll().orderBy("id").execute();
      const clear = () => m.h.services.db.deleteFrom("page_views").execute();

      test("the beacon stores path, referrer host, browser, device and a visitor hash, never the address", async () => {
        await clear();
        // Rows older than any report can reach are dropped by the day's first beacon.
        const ancient = new Date(Date.now() - (PAGE_VIEW_RETENTION_DAYS + 1) * 86_400_000);
        await reportsRepo.insertPageView(m.h.services.db, {
          path: "/old",
          visitor: "x",
          referrer_host: null,
          browser: null,
          device: null,
          country: null,
          viewed_at: ancient,
        });
        const guest = m.h.client({ ip: "198.51.100.20", userAgent: FIREFOX });
        const res = await guest.call("POST", "api/v1/analytics/page-view", {
          path: "/album/12/some-name?utm_source=x#top",
          referrer: "https://www.Example.org/page?q=secret",
        });
        expect(res.status).toBe(202);
        expect(res.body).toEqual({ outcome: "recorded" });
        expect((await views()).map((v) => v.path)).toEqual(["/album/12/some-name"]);
        const [row] = await views();
        expect(row).toMatchObject({
          path: "/album/12/some-name",
          referrer_host: "example.org",
          browser: "Firefox",
          device: "desktop",
          country: null,
        });
        expect(row?.visitor).toMatch(/^[0-9a-f]{32}$/);
        expect(JSON.stringify(row)).not.toContain("198.51.100.20");
        // Navigation inside the site is no referrer.
        await guest.call("POST", "api/v1/analytics/page-view", { path: "/", referrer: "http://backbeat.test/search" });
        expect((await views())[1]?.referrer_host).toBeNull();
        // Same visitor, same day: one visitor hash.
        expect((await views())[1]?.visitor).toBe(row?.visitor as string);

        const report = await m.callers.admin.admin.reports.visitors({ range: "7d" });
        expect(report.kpis.views.value).toBe(2);
        expect(report.kpis.visitors.value).toBe(1);
        expect(report.topPages.map((p) => p.key).sort()).toEqual(["/", "/album/12/some-name"]);
        expect(report.browsers).toEqual([{ key: "Firefox", label: "Firefox", count: 2, visitors: 1 }]);
      });

      test("visitors report: views and daily visitors by bucket, pages, referrers, browsers, countries", async () => {
        await clear();
        const db = m.h.services.db;
        const view = (viewed: string, path: string, visitor: string, extra: Partial<reportsRepo.NewPageView> = {}) => ({
          path,
          visitor,
          referrer_host: null,
          browser: "Chrome",
          device: "desktop",
          country: "DE",
          viewed_at: at(viewed),
          ...extra,
        });
        await reportsRepo.insertPageViews(db, [
          view("2026-01-01T00:00:00Z", "/", "a"),
          view("2026-01-01T10:00:00Z", "/search", "a", { referrer_host: "google.com" }),
          view("2026-01-01T11:00:00Z", "/", "b", { browser: "Safari", device: "mobile", country: "FR" }),
          view("2026-01-07T23:59:59Z", "/", "c", { referrer_host: "google.com" }),
          view("2026-01-08T00:00:00Z", "/", "d"),
          view("2025-12-31T12:00:00Z", "/", "e"),
        ]);
        const r = await m.callers.staff.admin.reports.visitors(WEEK);
        expect(r.kpis).toEqual({ views: { value: 4, previous: 1 }, visitors: { value: 3, previous: 1 } });
        expect(r.series.views.map((p) => p.current)).toEqual([3, 0, 0, 0, 0, 0, 1]);
        expect(r.series.visitors.map((p) => p.current)).toEqual([2, 0, 0, 0, 0, 0, 1]);
        expect(r.series.views.at(-1)?.previous).toBe(1);
        expect(r.topPages.map((p) => [p.key, p.count, p.visitors])).toEqual([
          ["/", 3, 3],
          ["/search", 1, 1],
        ]);
        expect(r.referrers.map((p) => [p.key, p.count])).toEqual([
          ["google.com", 2],
          [null, 2],
        ]);
        expect(r.browsers.map((p) => [p.key, p.count])).toEqual([
          ["Chrome", 3],
          ["Safari", 1],
        ]);
        expect(r.countries.map((p) => [p.key, p.count])).toEqual([
          ["DE", 3],
          ["FR", 1],
        ]);
        expect(r.devices.map((p) => [p.key, p.count])).toEqual([
          ["desktop", 3],
          ["mobile", 1],
        ]);
      });

      test("GDPR: with the cookie notice on, nothing is recorded until it is accepted", async () => {
        await clear();
        await m.h.services.settings.save([{ name: "cookie_notice.enable", value: true }]);
        try {
          const guest = m.h.client({ ip: "198.51.100.30", userAgent: CHROME });
          const refused = await guest.call("POST", "api/v1/analytics/page-view", { path: "/" });
          expect(refused.status).toBe(202);
          expect(refused.body).toEqual({ outcome: "no-consent" });
          expect(await views()).toHaveLength(0);
          guest.cookies.set("cookie_notice", "1");
          expect((await guest.call("POST", "api/v1/analytics/page-view", { path: "/" })).body).toEqual({
            outcome: "recorded",
          });
          expect(await views()).toHaveLength(1);
        } finally {
          await m.h.services.settings.save([{ name: "cookie_notice.enable", value: false }]);
        }
      });

      test("Do Not Track and Global Privacy Control are honoured unless the operator turns that off", async () => {
        await clear();
        const contextWith = (headers: Record<string, string>) =>
          createApiContext(
            m.h.services,
            new Request("http://backbeat.test/api/v1/analytics/page-view", {
              method: "POST",
              headers: { "user-agent": CHROME, ...headers },
            }),
            { ip: "198.51.100.40", country: "nl" },
          );
        const dnt = pageViewRequest(await contextWith({ dnt: "1" }));
        expect(dnt.doNotTrack).toBe(true);
        expect(pageViewRequest(await contextWith({ "sec-gpc": "1" })).doNotTrack).toBe(true);
        expect(pageViewRequest(await contextWith({ dnt: "0" })).doNotTrack).toBe(false);
        expect((await recordPageView(m.h.services, { path: "/" }, dnt)).outcome).toBe("do-not-track");
        expect(await views()).toHaveLength(0);
        await m.h.services.settings.save([{ name: "analytics.respect_dnt", value: false }]);
        expect((await recordPageView(m.h.services, { path: "/" }, dnt)).outcome).toBe("recorded");
        expect((await views())[0]?.country).toBe("NL");
        await m.h.services.settings.save([
          { name: "analytics.respect_dnt", value: true },
          { name: "analytics.enable", value: false },
        ]);
        const plain = pageViewRequest(await contextWith({}));
        expect((await recordPageView(m.h.services, { path: "/" }, plain)).outcome).toBe("disabled");
        await m.h.services.settings.save([{ name: "analytics.enable", value: true }]);
        expect(await views()).toHaveLength(1);
      });

      test("bounded: long paths cut, control characters escaped, bots and admin screens skipped, 60 a minute", async () => {
        await clear();
        const request = {
          ip: "198.51.100.50",
          userAgent: IPHONE,
          country: null,
          host: "backbeat.test",
          doNotTrack: false,
          consent: false,
        };
        const long = `/${"a".repeat(1999)}`;
        expect((await recordPageView(m.h.services, { path: long }, request)).outcome).toBe("recorded");
        expect((await recordPageView(m.h.services, { path: "/x\u0000y\ud800z é" }, request)).outcome).toBe("recorded");
        const rows = await views();
        expect(rows[0]?.path.length).toBe(200);
        expect(rows[1]?.path).toBe("/x%00yz%20%C3%A9");
        expect(rows[0]).toMatchObject({ browser: "Safari", device: "mobile" });
        expect((await recordPageView(m.h.services, { path: "/admin/users" }, request)).outcome).toBe("excluded");
        const bot = { ...request, userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1)" };
        expect((await recordPageView(m.h.services, { path: "/" }, bot)).outcome).toBe("bot");
        expect((await recordPageView(m.h.services, { path: "/" }, { ...request, userAgent: null })).outcome).toBe(
          "bot",
        );

        const guest = m.h.client({ ip: "198.51.100.60" });
        const tooLong = await guest.call("POST", "api/v1/analytics/page-view", { path: `/${"b".repeat(2000)}` });
        expect(tooLong.status).toBe(422);
        expect((await guest.call("POST", "api/v1/analytics/page-view", { path: 5 })).status).toBe(422);
        expect((await guest.call("POST", "api/v1/analytics/page-view", {})).status).toBe(422);
        const outcomes: string[] = [];
        for (let i = 0; i < 61; i++)
          outcomes.push((await guest.call("POST", "api/v1/analytics/page-view", { path: `/p${i}` })).body.outcome);
        expect(outcomes.filter((o) => o === "recorded")).toHaveLength(60);
        expect(outcomes.at(-1)).toBe("rate-limited");
        // Another address is not held back by the first.
        const other = m.h.client({ ip: "198.51.100.61" });
        expect((await other.call("POST", "api/v1/analytics/page-view", { path: "/" })).body).toEqual({
          outcome: "recorded",
        });
      });
    });
  });
}
