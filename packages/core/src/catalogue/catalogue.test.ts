import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { albumsRepo, artistsRepo, type DatabaseHandle, sql, tagsRepo, usersRepo } from "@backbeat/db";
import { seedDemo } from "@backbeat/db/seeds";
import { createTestDatabase, testDatabaseKinds } from "@backbeat/db/testing";
import type { z } from "zod";
import type { CoreServices, Viewer } from "../context.ts";
import { isDomainError } from "../errors.ts";
import { followInput, likeInput } from "../library/schemas.ts";
import { clearHistory, libraryState, likedTracks, listeningHistory, setFollow, setLike } from "../library/service.ts";
import { createPlaylistInput, moveTrackInput, playlistTracksInput, updatePlaylistInput } from "../playlists/schemas.ts";
import {
  addPlaylistTracks,
  createPlaylist,
  deletePlaylist,
  getPlaylist,
  getPlaylistTracks,
  movePlaylistTrack,
  removePlaylistTracks,
  updatePlaylist,
} from "../playlists/service.ts";
import { recordPlayInput, trackDownloadInput, trackStreamInput } from "../plays/schemas.ts";
import { playCounts, recordPlay } from "../plays/service.ts";
import { recordStream } from "../plays/streams.ts";
import { radioInput } from "../radio/schemas.ts";
import { radioStation } from "../radio/service.ts";
import { searchInput } from "../search/schemas.ts";
import { search } from "../search/service.ts";
import { trackDownloadFile, trackStreamFile } from "../streaming/files.ts";
import { testServices } from "../test-services.ts";
import { testViewer } from "../users/test-viewer.ts";
import { parseInput } from "../validation.ts";
import { pageCache } from "./cache.ts";
import { channelSaveInput } from "./channel-schemas.ts";
import { getChannel } from "./channels.ts";
import { deleteChannel, listChannels, saveChannel } from "./channels-admin.ts";
import { channelPageInput, genreInput, idInput, idPageSchema, pageSchema, profileTabInput, tagInput } from "./input.ts";
import {
  getAlbum,
  getArtist,
  getArtistTracks,
  getGenre,
  getProfile,
  getProfileTab,
  getTag,
  getTrack,
} from "./service.ts";

const guest: Viewer = { user: null, session: null, permissions: [{ name: "music.view", restrictions: [] }] };

const viewerFor = (id: number, name = "Listener") =>
  testViewer(id, { name, email: `${name}@test.local`, permissions: [{ name: "music.view", restrictions: [] }] });

async function expectCode(promise: Promise<unknown>, code: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(isDomainError(error) ? error.code : String(error)).toBe(code);
}

/** An input the edge refuses before any core call: a VALIDATION error. */
function expectRefused(schema: z.ZodType, raw: unknown) {
  let error: unknown = null;
  try {
    parseInput(schema, raw);
  } catch (e) {
    error = e;
  }
  expect(isDomainError(error) ? error.code : String(error)).toBe("VALIDATION");
}

for (const kind of testDatabaseKinds) {
  describe(`catalogue services on ${kind}`, () => {
    let handle: DatabaseHandle;
    let services: CoreServices;
    let dataDir: string;
    let alice: ReturnType<typeof viewerFor>;
    let bob: ReturnType<typeof viewerFor>;

    beforeAll(async () => {
      handle = await createTestDatabase(kind);
      dataDir = await mkdtemp(join(tmpdir(), "bb-cat-"));
      await seedDemo(handle.db, { dataDir, tracks: 30, clips: 2, clipSeconds: [4, 5] });
      services = testServices(handle.db, dataDir);
      const a = await usersRepo.insertUser(handle.db, { email: "alice@test.local", name: "Alice Example" });
      const b = await usersRepo.insertUser(handle.db, { email: "bob@test.local", name: "Bob Example" });
      alice = viewerFor(a.id, "Alice");
      bob = viewerFor(b.id, "Bob");
    }, 60_000);

    afterAll(async () => {
      await handle?.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    test("album, artist and track pages", async () => {
      const album = await getAlbum(services, guest, parseInput(idInput, { id: 1 }));
      expect(album.album.tracks_count).toBe(album.tracks.length);
      expect(album.tracks.map((t) => t.number)).toEqual([...album.tracks.map((t) => t.number)].sort((a, b) => a - b));
      expect(album.album).not.toHaveProperty("owner_id");
      const artistId = album.album.artists[0]?.id as number;
      const artist = await getArtist(services, guest, parseInput(idInput, { id: artistId }));
      expect(artist.artist.name).toBeTruthy();
      expect(artist.topTracks.length).toBeGreaterThan(0);
      const track = await getTrack(services, guest, parseInput(idInput, { id: album.tracks[0]?.id }));
      expect(track.track.waveform?.length).toBe(96);
      expect(typeof track.track.created_at).toBe("string");
    });

    test("album and artist page data: one statement each, equal to their parts for every audience", async () => {
      // Album 1 private to Alice, a private track of hers on album 2, album 3 with two artists.
      await sql`update albums set private = true, owner_id = ${alice.user.id} where id = 1`.execute(handle.db);
      await sql`update tracks set private = true, owner_id = ${alice.user.id}
        where id = (select min(id) from tracks where album_id = 2)`.execute(handle.db);
      const second = await sql<{ id: number }>`select id from artists where id not in
        (select artist_id from album_artist where album_id = 3) order by id limit 1`.execute(handle.db);
      await sql`insert into album_artist (album_id, artist_id, position) values (3, ${second.rows[0]?.id}, 5)`.execute(
        handle.db,
      );
      let statements = 0;
      const counted = handle.db.withPlugin({
        transformQuery: (args) => args.node,
        transformResult: async (args) => {
          statements++;
          return args.result;
        },
      });
      const countedServices = { ...services, db: counted };
      const albums = await sql<{ id: number }>`select id from albums order by id`.execute(handle.db);
      const artists = await sql<{ id: number }>`select id from artists order by id`.execute(handle.db);
      try {
        for (const viewer of [guest, alice, bob]) {
          const v = { userId: viewer.user?.id ?? null, admin: false };
          for (const { id } of [...albums.rows, { id: 999_999 }]) {
            const album = await albumsRepo.findAlbum(handle.db, v, id);
            let expected: unknown = "NOT_FOUND";
            if (album) {
              const first = album.artists[0]?.id;
              const tracks = await albumsRepo.albumTracks(handle.db, v, id);
              const more = first ? await albumsRepo.artistAlbums(handle.db, v, first, 0, 9) : [];
              const { owner_id: _owner, ...rest } = album;
              expected = { album: rest, tracks, moreByArtist: more.filter((a) => a.id !== id).slice(0, 8) };
            }
            statements = 0;
            const actual = await getAlbum(countedServices, viewer, parseInput(idInput, { id })).catch((e) =>
              isDomainError(e) ? e.code : e,
            );
            expect(statements).toBe(1);
            expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
          }
          for (const { id } of [...artists.rows, { id: 999_999 }]) {
            const artist = await artistsRepo.findArtist(handle.db, id);
            const expected = artist
              ? {
                  artist: { ...artist, genres: artist.genres.map((g) => ({ ...g, image: null })) },
                  topTracks: await artistsRepo.artistTopTracks(handle.db, v, id, 10),
                  albums: await albumsRepo.artistAlbums(handle.db, v, id, 0, 50),
                  similar: await artistsRepo.similarArtists(handle.db, id, 12),
                }
              : "NOT_FOUND";
            statements = 0;
            const actual = await getArtist(countedServices, viewer, parseInput(idInput, { id })).catch((e) =>
              isDomainError(e) ? e.code : e,
            );
            expect(statements).toBe(1);
            expect(JSON.stringify(actual)).toBe(JSON.stringify(expected));
          }
        }
        expect((await getAlbum(countedServices, alice, parseInput(idInput, { id: 1 }))).album.private).toBe(true);
        await expectCode(getAlbum(countedServices, bob, parseInput(idInput, { id: 1 })), "NOT_FOUND");
        expect((await getAlbum(countedServices, guest, parseInput(idInput, { id: 3 }))).album.artists).toHaveLength(2);
      } finally {
        await sql`update albums set private = false, owner_id = null where id = 1`.execute(handle.db);
        await sql`update tracks set private = false where album_id = 2`.execute(handle.db);
        await sql`delete from album_artist where album_id = 3 and position = 5`.execute(handle.db);
        pageCache(handle.db).clear();
      }
    });

    test("unknown ids are NOT_FOUND, malformed ids VALIDATION, pages are clamped", async () => {
      await expectCode(getAlbum(services, guest, parseInput(idInput, { id: 999_999 })), "NOT_FOUND");
      await expectCode(getArtist(services, guest, parseInput(idInput, { id: 999_999 })), "NOT_FOUND");
      expectRefused(idInput, { id: "abc" });
      expectRefused(idInput, { id: -4 });
      expectRefused(idInput, { id: 1e12 });
      const page = await getArtistTracks(
        services,
        guest,
        parseInput(idPageSchema, { id: 1, offset: -50, limit: 1_000_000 }),
      );
      expect(page.offset).toBe(0);
      expect(page.limit).toBe(100);
      const page2 = await getArtistTracks(
        services,
        guest,
        parseInput(idPageSchema, { id: 1, offset: "x", limit: "y" }),
      );
      expect(page2.offset).toBe(0);
    });

    test("private tracks are hidden from everyone but their owner", async () => {
      await sql`update tracks set private = true, owner_id = ${alice.user.id} where id = 2`.execute(handle.db);
      await expectCode(getTrack(services, guest, parseInput(idInput, { id: 2 })), "NOT_FOUND");
      await expectCode(getTrack(services, bob, parseInput(idInput, { id: 2 })), "NOT_FOUND");
      await expectCode(trackStreamFile(services, bob, parseInput(trackStreamInput, { id: 2 })), "NOT_FOUND");
      expect((await getTrack(services, alice, parseInput(idInput, { id: 2 }))).track.id).toBe(2);
      expect((await trackStreamFile(services, alice, parseInput(trackStreamInput, { id: 2 }))).size).toBeGreaterThan(0);
      await sql`update tracks set private = false where id = 2`.execute(handle.db);
    });

    test("stream files never leave the media folder", async () => {
      await sql`update tracks set audio_path = '../../etc/passwd' where id = 3`.execute(handle.db);
      await expectCode(trackStreamFile(services, guest, parseInput(trackStreamInput, { id: 3 })), "NOT_FOUND");
      await sql`update tracks set audio_path = '/etc/passwd' where id = 3`.execute(handle.db);
      await expectCode(trackStreamFile(services, guest, parseInput(trackStreamInput, { id: 3 })), "NOT_FOUND");
      await sql`update tracks set audio_path = (select audio_path from tracks where id = 1) where id = 3`.execute(
        handle.db,
      );
      const file = await trackStreamFile(services, guest, parseInput(trackStreamInput, { id: 3 }));
      expect(file.etag).toMatch(/^"[0-9a-f]+-[0-9a-f]+"$/);
      expect(file.fileName).toEndWith(".mp3");
    });

    test("downloads: mp3 served as is, lossless transcoded once and cached", async () => {
      await expectCode(
        trackDownloadFile(services, guest, parseInput(trackDownloadInput, { id: 1 })),
        "UNAUTHENTICATED",
      );
      const mp3 = await trackDownloadFile(services, alice, parseInput(trackDownloadInput, { id: 1 }));
      expect(mp3.mime).toBe("audio/mpeg");
      await usersRepo.updateUser(handle.db, alice.user.id, { download_as: "lossless" });
      const flac = await trackDownloadFile(services, alice, parseInput(trackDownloadInput, { id: 1 }));
      expect(flac.mime).toBe("audio/flac");
      expect(flac.path).toContain(join("cache", "downloads"));
      const again = await trackDownloadFile(services, alice, parseInput(trackDownloadInput, { id: 1 }));
      expect(again.etag).toBe(flac.etag);
    });

    test("likes and follows build the library", async () => {
      await setLike(services, alice, parseInput(likeInput, { type: "track", id: 5, liked: true }));
      await setLike(services, alice, parseInput(likeInput, { type: "track", id: 6, liked: true }));
      await setLike(services, alice, parseInput(likeInput, { type: "track", id: 5, liked: true }));
      await setLike(services, alice, parseInput(likeInput, { type: "album", id: 1, liked: true }));
      await setFollow(services, alice, parseInput(followInput, { type: "artist", id: 1, following: true }));
      await expectCode(
        setLike(services, alice, parseInput(likeInput, { type: "track", id: 999_999, liked: true })),
        "NOT_FOUND",
      );
      await expectCode(
        setFollow(services, alice, parseInput(followInput, { type: "user", id: alice.user.id, following: true })),
        "BAD_REQUEST",
      );
      const state = await libraryState(services, alice);
      expect(state.tracks.sort()).toEqual([5, 6]);
      expect(state.albums).toEqual([1]);
      expect(state.artists).toContain(1);
      const liked = await likedTracks(services, alice, parseInput(pageSchema, {}));
      expect(liked.total).toBe(2);
      await setLike(services, alice, parseInput(likeInput, { type: "track", id: 5, liked: false }));
      expect((await likedTracks(services, alice, parseInput(pageSchema, {}))).items.map((t) => t.id)).toEqual([6]);
    });

    test("playlists: create, edit, reorder, permissions, delete", async () => {
      const { id } = await createPlaylist(
        services,
        alice,
        parseInput(createPlaylistInput, { name: "Road trip", trackIds: [1, 2, 3, 4] }),
      );
      expectRefused(createPlaylistInput, { name: "   " });
      // Present, repeated, unknown and someone else's private tracks: only the new visible one goes in.
      await sql`update tracks set private = true, owner_id = ${bob.user.id} where id = 6`.execute(handle.db);
      expect(
        await addPlaylistTracks(
          services,
          alice,
          parseInput(playlistTracksInput, { id, trackIds: [5, 1, 5, 6, 999_999] }),
        ),
      ).toEqual({ added: 1 });
      await sql`update tracks set private = false, owner_id = null where id = 6`.execute(handle.db);
      const order = async () =>
        (await getPlaylistTracks(services, alice, parseInput(idPageSchema, { id }))).items.map((t) => t.id);
      expect(await order()).toEqual([1, 2, 3, 4, 5]);
      await movePlaylistTrack(services, alice, parseInput(moveTrackInput, { id, trackId: 5, toIndex: 0 }));
      expect(await order()).toEqual([5, 1, 2, 3, 4]);
      await movePlaylistTrack(services, alice, parseInput(moveTrackInput, { id, trackId: 5, toIndex: 99 }));
      expect(await order()).toEqual([1, 2, 3, 4, 5]);
      await movePlaylistTrack(services, alice, parseInput(moveTrackInput, { id, trackId: 2, toIndex: 3 }));
      expect(await order()).toEqual([1, 3, 4, 2, 5]);
      await removePlaylistTracks(services, alice, parseInput(playlistTracksInput, { id, trackIds: [3] }));
      expect(await order()).toEqual([1, 4, 2, 5]);
      const positions = (await getPlaylistTracks(services, alice, parseInput(idPageSchema, { id }))).items.map(
        (t) => t.position,
      );
      expect(positions).toEqual([0, 1, 2, 3]);

      await expectCode(
        updatePlaylist(services, bob, parseInput(updatePlaylistInput, { id, name: "Mine now" })),
        "FORBIDDEN",
      );
      await updatePlaylist(
        services,
        alice,
        parseInput(updatePlaylistInput, { id, name: "Summer road trip", public: false }),
      );
      await expectCode(getPlaylist(services, bob, parseInput(idInput, { id })), "NOT_FOUND");
      const page = await getPlaylist(services, alice, parseInput(idInput, { id }));
      expect(page.playlist.name).toBe("Summer road trip");
      expect(page.playlist.can_edit).toBe(true);
      expect(page.playlist.tracks_count).toBe(4);
      await expectCode(deletePlaylist(services, bob, parseInput(idInput, { id })), "NOT_FOUND");
      await deletePlaylist(services, alice, parseInput(idInput, { id }));
      await expectCode(getPlaylist(services, alice, parseInput(idInput, { id })), "NOT_FOUND");
    });

    test("search tolerates typos and accents", async () => {
      const track = await getTrack(services, guest, parseInput(idInput, { id: 7 }));
      const name = track.track.name;
      // Drop one letter from the first word ("Silent" → "Silnt").
      const [word = "", ...rest] = name.split(" ");
      const typo = [word.slice(0, 2) + word.slice(3), ...rest].join(" ");
      const result = await search(services, guest, parseInput(searchInput, { query: typo }));
      expect(result.tracks.map((t) => t.id)).toContain(7);
      const prefix = await search(
        services,
        guest,
        parseInput(searchInput, { query: name.slice(0, 4), types: ["tracks"] }),
      );
      expect(prefix.tracks.length).toBeGreaterThan(0);
      const artist = (await getArtist(services, guest, parseInput(idInput, { id: 1 }))).artist.name;
      const stripped = artist
        .normalize("NFKD")
        .replace(/[\u0300-\u036f]/g, "")
        .toUpperCase();
      expect(
        (await search(services, guest, parseInput(searchInput, { query: stripped }))).artists.map((a) => a.id),
      ).toContain(1);
      expect((await search(services, guest, parseInput(searchInput, { query: "" }))).tracks).toEqual([]);
      expect((await search(services, guest, parseInput(searchInput, { query: "%_'\\;--" }))).tracks).toBeArray();
      expect(
        (await search(services, guest, parseInput(searchInput, { query: "alice", types: ["users"] }))).users.map(
          (u) => u.name,
        ),
      ).toContain("Alice Example");
    });

    test("radio keeps extending without repeats", async () => {
      const first = await radioStation(services, guest, parseInput(radioInput, { type: "track", id: 1 }));
      expect(first.tracks[0]?.id).toBe(1);
      expect(first.tracks.length).toBeGreaterThan(5);
      const exclude = first.tracks.map((t) => t.id);
      const next = await radioStation(
        services,
        guest,
        parseInput(radioInput, { type: "track", id: 1, exclude, limit: 10 }),
      );
      expect(next.tracks.some((t) => exclude.includes(t.id))).toBe(false);
      const genre = await radioStation(services, guest, parseInput(radioInput, { type: "genre", id: 1 }));
      expect(genre.seed.name).toBeTruthy();
      await expectCode(
        radioStation(services, guest, parseInput(radioInput, { type: "album", id: 999_999 })),
        "NOT_FOUND",
      );
      expectRefused(radioInput, { type: "planet", id: 1 });
      expectRefused(radioInput, { type: "genre", id: "1;drop" });
      // Page sizes are clamped, and a long queue's exclusions are trimmed, not refused.
      const huge = await radioStation(
        services,
        guest,
        parseInput(radioInput, { type: "genre", id: 1, limit: 1_000_000 }),
      );
      expect(huge.tracks.length).toBeLessThanOrEqual(50);
      expect(huge.tracks.length).toBeGreaterThan(0);
      const tiny = await radioStation(services, guest, parseInput(radioInput, { type: "genre", id: 1, limit: -3 }));
      expect(tiny.tracks.length).toBe(1);
      const long = Array.from({ length: 1200 }, (_, i) => i + 1);
      const trimmed = await radioStation(
        services,
        guest,
        parseInput(radioInput, { type: "genre", id: 1, exclude: long, limit: 5 }),
      );
      expect(trimmed.tracks.length).toBeGreaterThan(0);
    });

    test("plays count after 30 s or half the track and fill the history", async () => {
      expect(playCounts(29_000, 600_000)).toBe(false);
      expect(playCounts(30_000, 600_000)).toBe(true);
      expect(playCounts(2_500, 5_000)).toBe(true);
      const req = { userAgent: "Mozilla/5.0 (iPhone)", country: null, ip: null };
      const before = (await getTrack(services, guest, parseInput(idInput, { id: 8 }))).track.plays;
      const play = { trackId: 8, playId: "bob0plays0track08" };
      // Nothing counts without a stream of the track served to Bob under that play id.
      expect(
        (await recordPlay(services, bob, parseInput(recordPlayInput, { ...play, listenedMs: 4_000 }), req)).counted,
      ).toBe(false);
      const file = await trackStreamFile(services, bob, parseInput(trackStreamInput, { id: 8, play: play.playId }));
      await recordStream(services, bob, { ...file, bytes: file.size }, req);
      // The stream has just started: four seconds cannot have been heard yet.
      expect(
        (await recordPlay(services, bob, parseInput(recordPlayInput, { ...play, listenedMs: 4_000 }), req)).counted,
      ).toBe(false);
      await sql`update stream_grants set started_at = now() - interval '1 minute'`.execute(handle.db);
      expect(
        (await recordPlay(services, bob, parseInput(recordPlayInput, { ...play, listenedMs: 100 }), req)).counted,
      ).toBe(false);
      expect(
        (await recordPlay(services, bob, parseInput(recordPlayInput, { ...play, listenedMs: 4_000 }), req)).counted,
      ).toBe(true);
      // The same play reported twice counts once.
      expect(
        (await recordPlay(services, bob, parseInput(recordPlayInput, { ...play, listenedMs: 4_000 }), req)).counted,
      ).toBe(false);
      expect((await getTrack(services, guest, parseInput(idInput, { id: 8 }))).track.plays).toBe(before + 1);
      const history = await listeningHistory(services, bob, parseInput(pageSchema, {}));
      expect(history.items[0]?.id).toBe(8);
      await clearHistory(services, bob);
      expect((await listeningHistory(services, bob, parseInput(pageSchema, {}))).items).toEqual([]);
    });

    test("popular this week ranks by this week's plays and carries that figure", async () => {
      // The least played track of all time gets the week's most plays.
      const quiet = await sql<{ id: number; plays: number }>`select id, plays from tracks
        where not private order by plays, id limit 1`.execute(handle.db);
      const trackId = quiet.rows[0]?.id as number;
      const top = await sql<{ n: number }>`select coalesce(max(n), 0)::int as n from (select count(*) as n from plays
        where played_at >= now() - interval '7 days' group by track_id) c`.execute(handle.db);
      const extra = (top.rows[0]?.n ?? 0) + 40;
      await sql`insert into plays (track_id, user_id, listened_ms, device, country)
        select ${trackId}, null, 60000, 'desktop', null from generate_series(1, ${extra})`.execute(handle.db);
      pageCache(handle.db).clear();
      const week = await getChannel(services, guest, parseInput(channelPageInput, { slugOrId: "popular-this-week" }));
      expect(week.content.type).toBe("track");
      const items = week.content.items as { id: number; plays: number; plays_week?: number }[];
      const counts = await sql<{ track_id: number; n: number }>`select track_id, count(*)::int as n from plays
        where played_at >= now() - interval '7 days' group by track_id`.execute(handle.db);
      const weekly = new Map(counts.rows.map((r) => [r.track_id, r.n]));
      expect(items[0]?.id).toBe(trackId);
      // The figure shown is the one ranked by, not the all-time count.
      expect(items.map((t) => t.plays_week)).toEqual(items.map((t) => weekly.get(t.id) ?? 0));
      expect(items[0]?.plays_week).toBeGreaterThanOrEqual(extra);
      expect(items[0]?.plays_week).not.toBe(items[0]?.plays);
      const figures = items.map((t) => t.plays_week ?? 0);
      expect(figures).toEqual([...figures].sort((a, b) => b - a));
      expect((week.content as { rankedBy?: string }).rankedBy).toBe("plays_week");
    });

    test("channels: home, rules, restrictions", async () => {
      const home = await getChannel(services, guest, parseInput(channelPageInput, { slugOrId: "discover" }));
      expect(home.content.type).toBe("channel");
      if (home.content.type === "channel") {
        expect(home.content.items.map((c) => c.slug)).toEqual([
          "new-releases",
          "popular-this-week",
          "featured-playlists",
          "trending-artists",
          "popular-albums",
          "genres",
        ]);
        for (const c of home.content.items) expect(c.content.items.length).toBeGreaterThan(0);
      }
      const byId = await getChannel(
        services,
        guest,
        parseInput(channelPageInput, { slugOrId: String(home.channel.id) }),
      );
      expect(byId.channel.slug).toBe("discover");
      const genre = await getChannel(
        services,
        guest,
        parseInput(channelPageInput, { slugOrId: "genre", restriction: "electronic" }),
      );
      expect(genre.channel.title).toBe("Electronic");
      expect(genre.content.items.length).toBeGreaterThan(0);
      await expectCode(
        getChannel(services, guest, parseInput(channelPageInput, { slugOrId: "genre", restriction: "no-such" })),
        "NOT_FOUND",
      );
      await expectCode(getChannel(services, guest, parseInput(channelPageInput, { slugOrId: "nope" })), "NOT_FOUND");
      const paged = await getChannel(
        services,
        guest,
        parseInput(channelPageInput, { slugOrId: "new-releases", limit: 1 }),
      );
      expect(paged.content.items.length).toBe(1);
      expect(paged.nextOffset).toBe(1);
    });

    test("channels are managed by admins only and show at once", async () => {
      const admin = { ...alice, permissions: [{ name: "admin", restrictions: [] }] };
      await expectCode(listChannels(services, alice), "FORBIDDEN");
      await expectCode(
        saveChannel(services, alice, parseInput(channelSaveInput, { name: "X", slug: "x", content_type: "album" })),
        "FORBIDDEN",
      );
      const before = await getChannel(services, guest, parseInput(channelPageInput, { slugOrId: "discover" }));
      const { id } = await saveChannel(
        services,
        admin,
        parseInput(channelSaveInput, {
          name: "Staff picks",
          slug: "staff-picks",
          layout: "carousel",
          content_type: "album",
          items: [
            { item_type: "album", item_id: 2 },
            { item_type: "album", item_id: 1 },
          ],
        }),
      );
      await expectCode(
        saveChannel(
          services,
          admin,
          parseInput(channelSaveInput, { name: "Dup", slug: "staff-picks", content_type: "album" }),
        ),
        "VALIDATION",
      );
      expectRefused(channelSaveInput, { name: "Bad", slug: "no spaces!", content_type: "album" });
      const picks = await getChannel(services, guest, parseInput(channelPageInput, { slugOrId: "staff-picks" }));
      expect(picks.content.items.map((a) => (a as { id: number }).id)).toEqual([2, 1]);
      await saveChannel(
        services,
        admin,
        parseInput(channelSaveInput, {
          id: before.channel.id,
          name: "Discover",
          slug: "discover",
          layout: "list",
          content_type: "channel",
          hide_title: true,
          items: [{ item_type: "channel", item_id: id }],
        }),
      );
      const home = await getChannel(services, guest, parseInput(channelPageInput, { slugOrId: "discover" }));
      expect(home.content.items.map((c) => (c as { slug: string }).slug)).toEqual(["staff-picks"]);
      await deleteChannel(services, admin, parseInput(idInput, { id }));
      await expectCode(
        getChannel(services, guest, parseInput(channelPageInput, { slugOrId: "staff-picks" })),
        "NOT_FOUND",
      );
      expect((await listChannels(services, admin)).some((c) => c.slug === "staff-picks")).toBe(false);
    });

    test("tags, genres and profiles", async () => {
      const tag = await getTag(services, guest, parseInput(tagInput, { name: "chill" })).catch(() => null);
      if (tag) expect(tag.tag.name).toBe("chill");
      await expectCode(getTag(services, guest, parseInput(tagInput, { name: "no-such-tag" })), "NOT_FOUND");
      const genre = await getGenre(services, guest, parseInput(genreInput, { name: "Electronic" }));
      expect(genre.tracks.items.length).toBeGreaterThan(0);
      // A tag named like a genre (as typed, any case) leads to the genre, even when such a tag exists too.
      await tagsRepo.upsertTag(handle.db, "electronic", "Electronic");
      for (const name of ["electronic", "Electronic"]) {
        const asTag = await getTag(services, guest, parseInput(tagInput, { name }));
        expect(asTag.genre).toBe("electronic");
        expect(asTag.tracks).toBeNull();
      }
      if (tag) expect(tag.genre).toBeNull();
      const profile = await getProfile(services, guest, parseInput(idInput, { id: 1 }));
      expect(profile.user).not.toHaveProperty("email");
      const tab = await getProfileTab(services, guest, parseInput(profileTabInput, { id: 1, tab: "playlists" }));
      expect(tab.tab).toBe("playlists");
      expectRefused(profileTabInput, { id: 1, tab: "secrets" });
      await expectCode(getProfile(services, guest, parseInput(idInput, { id: 999_999 })), "NOT_FOUND");
    });
  });
}
