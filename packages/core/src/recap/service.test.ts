import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type DatabaseHandle, playsRepo, recapsRepo } from "@backbeat/db";
import { createTestDatabase, testDatabaseKinds } from "@backbeat/db/testing";
import type { CoreServices, Viewer } from "../context.ts";
import { testServices } from "../test-services.ts";
import { testViewer } from "../users/test-viewer.ts";
import { parseInput } from "../validation.ts";
import { recapInput, recapShareInput, recapYearInput } from "./schemas.ts";
import { getRecap, saveRecapPlaylist, shareRecap, topPercent } from "./service.ts";

const at = (iso: string) => new Date(iso);

const viewerOf = (id: number, timezone = "UTC") => testViewer(id, { timezone });
const guest: Viewer = { user: null, session: null, permissions: [] };

test("top percent: the biggest listener is top 1 %, one of two listeners below the first is top 100 %", () => {
  expect(topPercent(0, 1)).toBe(100);
  expect(topPercent(0, 1000)).toBe(1);
  expect(topPercent(19, 1000)).toBe(2);
  expect(topPercent(1, 2)).toBe(100);
  expect(topPercent(0, 0)).toBe(100);
});

test("local hour follows the listener's time zone and falls back to UTC for an unknown one", () => {
  const instant = at("2025-12-31T23:30:00Z");
  expect(recapsRepo.localHour(instant, "UTC")).toEqual({ year: 2025, hour: 23 });
  expect(recapsRepo.localHour(instant, "Europe/Berlin")).toEqual({ year: 2026, hour: 0 });
  expect(recapsRepo.localHour(instant, "Not/AZone")).toEqual({ year: 2025, hour: 23 });
});

for (const kind of testDatabaseKinds) {
  describe(`the recap on ${kind}`, () => {
    let handle: DatabaseHandle;
    let services: CoreServices;
    let dataDir: string;
    const ids = {} as Record<"me" | "fan" | "casual" | "a1" | "a2" | "al" | "t1" | "t2" | "t3" | "hidden", number>;

    beforeAll(async () => {
      handle = await createTestDatabase(kind);
      dataDir = await mkdtemp(join(tmpdir(), "backbeat-recap-"));
      services = testServices(handle.db, dataDir);
      const db = handle.db;
      const user = async (email: string, timezone = "UTC") =>
        (
          await db
            .insertInto("users")
            .values({ email, name: email.split("@")[0] ?? email, timezone })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id;
      ids.me = await user("recap-me@example.com", "Europe/Berlin");
      ids.fan = await user("recap-fan@example.com");
      ids.casual = await user("recap-casual@example.com");
      const artist = async (name: string) =>
        (await db.insertInto("artists").values({ name, search_name: name }).returning("id").executeTakeFirstOrThrow())
          .id;
      ids.a1 = await artist("Recap Artist One");
      ids.a2 = await artist("Recap Artist Two");
      ids.al = (
        await db
          .insertInto("albums")
          .values({ name: "Recap Album", search_name: "recap album" })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
      const genre = (
        await db
          .insertInto("genres")
          .values({ name: "recap-house", display_name: "Recap House", search_name: "recap house" })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
      const track = async (name: string, artistId: number, extra: { private?: boolean; album?: boolean } = {}) => {
        const id = (
          await db
            .insertInto("tracks")
            .values({
              name,
              search_name: name,
              duration_ms: 200_000,
              album_id: extra.album ? ids.al : null,
              private: extra.private ?? false,
            })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id;
        await db.insertInto("track_artist").values({ track_id: id, artist_id: artistId }).execute();
        await db.insertInto("track_genre").values({ track_id: id, genre_id: genre }).execute();
        return id;
      };
      ids.t1 = await track("Recap One", ids.a1, { album: true });
      ids.t2 = await track("Recap Two", ids.a1, { album: true });
      ids.t3 = await track("Recap Three", ids.a2);
      ids.hidden = await track("Recap Hidden", ids.a2, { private: true });
      const play = (track_id: number, iso: string, user_id: number | null = ids.me) =>
        playsRepo.insertPlay(db, {
          track_id,
          user_id,
          played_at: at(iso),
          device: "desktop",
          country: null,
          listened_ms: 120_000,
        });
      // 2025: one play on New Year's Eve (another year), then a three-day streak and a lone day.
      await play(ids.t3, "2025-12-31T23:30:00Z");
      await play(ids.t2, "2026-01-01T08:00:00Z");
      await play(ids.t1, "2026-01-02T09:00:00Z");
      await play(ids.t1, "2026-01-02T09:20:00Z");
      await play(ids.t1, "2026-01-02T21:00:00Z");
      await play(ids.t3, "2026-01-03T09:00:00Z");
      await play(ids.hidden, "2026-03-10T09:00:00Z");
      await play(ids.hidden, "2026-03-10T10:00:00Z");
      await play(ids.hidden, "2026-03-10T11:00:00Z");
      await play(ids.hidden, "2026-03-10T12:00:00Z");
      // Other listeners of artist one: a bigger fan, and a casual one.
      for (let i = 0; i < 6; i++) await play(ids.t1, `2026-02-0${i + 1}T10:00:00Z`, ids.fan);
      await play(ids.t2, "2026-02-01T10:00:00Z", ids.casual);
      // A guest's play is nobody's recap.
      await play(ids.t1, "2026-01-02T10:00:00Z", null);
    }, 120_000);
    afterAll(async () => {
      await handle?.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    test("the year in numbers, top lists, clock, streak and moments", async () => {
      const r = await getRecap(services, viewerOf(ids.me), parseInput(recapInput, { year: 2026 }));
      expect(r.plays).toBe(9);
      expect(r.minutes).toBe(18);
      expect(r.days).toBe(4);
      expect(r.tracks).toBe(4);
      // The private track counts in the numbers but never shows in a list.
      expect(r.topTracks.map((t) => [t.item.id, t.plays])).toEqual([
        [ids.t1, 3],
        [ids.t2, 1],
        [ids.t3, 1],
      ]);
      expect(r.topArtists.map((a) => [a.item.id, a.plays])).toEqual([
        [ids.a2, 5],
        [ids.a1, 4],
      ]);
      expect(r.topAlbums.map((a) => [a.item.id, a.plays])).toEqual([[ids.al, 4]]);
      expect(r.topGenres.map((g) => [g.item.display_name, g.plays])).toEqual([["Recap House", 5]]);
      expect(r.streak).toEqual({ days: 3, from: "2026-01-01", to: "2026-01-03" });
      expect(r.first?.track.id).toBe(ids.t2);
      expect(r.mostReplayed).toMatchObject({ day: "2026-01-02", plays: 3 });
      expect(r.mostReplayed?.track.id).toBe(ids.t1);
      // Berlin time: 09:00Z is 10:00 local; 23:30Z on 31 December is half past midnight of 2026 there.
      expect(r.clock).toHaveLength(24);
      expect(r.clock.reduce((a, b) => a + b, 0)).toBe(10);
      expect(r.clock[10]).toBe(4);
      expect(r.clock[0]).toBe(1);
      expect(r.standing).toEqual({ artist: { id: ids.a2, name: "Recap Artist Two" }, percent: 100, listeners: 1 });
      expect(r.public).toBe(false);
    });

    test("a top artist shared with bigger fans ranks among its listeners", async () => {
      const casual = await getRecap(services, viewerOf(ids.casual), parseInput(recapInput, { year: 2026 }));
      expect(casual.standing).toEqual({ artist: { id: ids.a1, name: "Recap Artist One" }, percent: 100, listeners: 3 });
      const fan = await getRecap(services, viewerOf(ids.fan), parseInput(recapInput, { year: 2026 }));
      expect(fan.standing?.percent).toBe(34);
    });

    test("a year without plays is zeros, not an error", async () => {
      const r = await getRecap(services, viewerOf(ids.me), parseInput(recapInput, { year: 2019 }));
      expect(r).toMatchObject({ plays: 0, minutes: 0, days: 0, topTracks: [], standing: null, first: null });
      expect(r.streak.days).toBe(0);
      expect(r.clock.every((n) => n === 0)).toBe(true);
    });

    test("private until shared: others get 404, guests 401 for their own, everyone reads a shared one", async () => {
      await expect(getRecap(services, guest, parseInput(recapInput, { year: 2026 }))).rejects.toMatchObject({
        code: "UNAUTHENTICATED",
      });
      await expect(
        getRecap(services, viewerOf(ids.fan), parseInput(recapInput, { year: 2026, userId: ids.me })),
      ).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
      await shareRecap(services, viewerOf(ids.me), parseInput(recapShareInput, { year: 2026, public: true }));
      const seen = await getRecap(services, guest, parseInput(recapInput, { year: 2026, userId: ids.me }));
      expect(seen.public).toBe(true);
      // A guest sees what a guest may see: the private track stays out, as before.
      expect(seen.topTracks.map((t) => t.item.id)).not.toContain(ids.hidden);
      await shareRecap(services, viewerOf(ids.me), parseInput(recapShareInput, { year: 2026, public: false }));
      await expect(
        getRecap(services, guest, parseInput(recapInput, { year: 2026, userId: ids.me })),
      ).rejects.toMatchObject({
        code: "NOT_FOUND",
      });
    });

    test("bad years are field errors", async () => {
      for (const year of ["abc", 1999, 2101, 2026.5, ""]) {
        let refused: unknown = null;
        try {
          parseInput(recapInput, { year });
        } catch (error) {
          refused = error;
        }
        expect(refused).toMatchObject({ code: "VALIDATION", fields: { year: [expect.any(String)] } });
      }
    });

    test("the top of the year saves as a private playlist of visible tracks, most played first", async () => {
      const saved = await saveRecapPlaylist(services, viewerOf(ids.me), parseInput(recapYearInput, { year: 2026 }));
      expect(saved.tracks).toBe(3);
      const playlist = await handle.db
        .selectFrom("playlists")
        .select(["name", "public", "owner_id"])
        .where("id", "=", saved.id)
        .executeTakeFirstOrThrow();
      expect(playlist).toEqual({ name: "My top 50 of 2026", public: false, owner_id: ids.me });
      const order = await handle.db
        .selectFrom("playlist_track")
        .select("track_id")
        .where("playlist_id", "=", saved.id)
        .orderBy("position")
        .execute();
      expect(order.map((r) => r.track_id)).toEqual([ids.t1, ids.t2, ids.t3]);
      await expect(
        saveRecapPlaylist(services, viewerOf(ids.me), parseInput(recapYearInput, { year: 2019 })),
      ).rejects.toMatchObject({
        code: "VALIDATION",
      });
    });

    test("the owner's recap is kept until their next play; an item hidden since leaves it at once", async () => {
      const db = handle.db;
      const me = (
        await db
          .insertInto("users")
          .values({ email: "recap-keeper@example.com", name: "Keeper" })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
      const song = (
        await db
          .insertInto("tracks")
          .values({ name: "Recap Kept", search_name: "recap kept", duration_ms: 200_000 })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
      await db.insertInto("track_artist").values({ track_id: song, artist_id: ids.a2 }).execute();
      const play = (track_id: number, iso: string) =>
        playsRepo.insertPlay(db, {
          track_id,
          user_id: me,
          played_at: at(iso),
          device: "desktop",
          country: null,
          listened_ms: 60_000,
        });
      await play(song, "2026-05-01T10:00:00Z");
      const first = await getRecap(services, viewerOf(me), parseInput(recapInput, { year: 2026 }));
      expect(first.topTracks.map((t) => [t.item.id, t.plays])).toEqual([[song, 1]]);
      // Changed behind the recap's back, without a play: the kept count stands.
      await db.updateTable("user_track_days").set({ plays: 40 }).where("user_id", "=", me).execute();
      expect((await getRecap(services, viewerOf(me), parseInput(recapInput, { year: 2026 }))).plays).toBe(1);
      // A play counts everything again.
      await play(ids.t1, "2026-05-02T10:00:00Z");
      const after = await getRecap(services, viewerOf(me), parseInput(recapInput, { year: 2026 }));
      expect(after.plays).toBe(41);
      expect(after.topTracks.map((t) => t.item.id)).toEqual([song, ids.t1]);
      // Hidden since: gone from the lists on the next view, no play needed.
      await db.updateTable("tracks").set({ private: true }).where("id", "=", song).execute();
      const hidden = await getRecap(services, viewerOf(me), parseInput(recapInput, { year: 2026 }));
      expect(hidden.topTracks.map((t) => t.item.id)).toEqual([ids.t1]);
      expect(hidden.first?.track.id).toBe(ids.t1);
    });

    test("clearing the history clears the recap", async () => {
      await playsRepo.clearHistory(handle.db, ids.casual);
      const r = await getRecap(services, viewerOf(ids.casual), parseInput(recapInput, { year: 2026 }));
      expect(r.plays).toBe(0);
      expect(r.topArtists).toEqual([]);
    });
  });
}
