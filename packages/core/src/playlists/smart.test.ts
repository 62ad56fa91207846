import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { type DatabaseHandle, type Executor, playsRepo, usersRepo } from "@backbeat/db";
import { createTestDatabase, testDatabaseKinds } from "@backbeat/db/testing";
import { contentOf } from "../catalogue/channels.ts";
import { idInput, idPageSchema, profileTabInput } from "../catalogue/input.ts";
import { getProfile, getProfileTab } from "../catalogue/service.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { isDomainError } from "../errors.ts";
import { libraryPlaylists } from "../library/service.ts";
import { searchInput } from "../search/schemas.ts";
import { search } from "../search/service.ts";
import { subsonicId } from "../subsonic/ids.ts";
import { listPlaylists } from "../subsonic/playlists.ts";
import { parseInput } from "../validation.ts";
import { createPlaylistInput, smartCountInput } from "./schemas.ts";
import { createPlaylist, getPlaylist, getPlaylistTrackIds, getPlaylistTracks } from "./service.ts";
import { countSmart } from "./smart.ts";

const view = [{ name: "music.view", restrictions: [] }];
const guest: Viewer = { user: null, session: null, permissions: view };

function viewerFor(id: number, admin = false): Viewer & { user: NonNullable<Viewer["user"]> } {
  const permissions = admin ? [...view, { name: "admin", restrictions: [] }] : view;
  return {
    user: { id, name: `User ${id}`, email: `u${id}@test.local`, permissions } as unknown as NonNullable<Viewer["user"]>,
    session: null,
    permissions,
  };
}

const days = (n: number) => new Date(Date.now() - n * 86_400_000);

async function track(
  db: Executor,
  t: {
    name: string;
    album: number | null;
    artist: number;
    genre: number;
    seconds: number;
    loudness?: number | null;
    bpm?: number | null;
    addedDaysAgo: number;
    owner?: number | null;
    private?: boolean;
    unlisted?: boolean;
  },
): Promise<number> {
  const row = await db
    .insertInto("tracks")
    .values({
      name: t.name,
      search_name: t.name.toLowerCase(),
      album_id: t.album,
      duration_ms: t.seconds * 1000,
      loudness_lufs: t.loudness ?? null,
      bpm: t.bpm ?? null,
      created_at: days(t.addedDaysAgo),
      owner_id: t.owner ?? null,
      private: t.private ?? false,
      unlisted: t.unlisted ?? false,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db.insertInto("track_artist").values({ track_id: row.id, artist_id: t.artist }).execute();
  await db.insertInto("track_genre").values({ track_id: row.id, genre_id: t.genre }).execute();
  return row.id;
}

for (const kind of testDatabaseKinds) {
  describe(`smart playlist rules on ${kind}`, () => {
    let handle: DatabaseHandle;
    let services: CoreServices;
    let alice: ReturnType<typeof viewerFor>;
    let bob: ReturnType<typeof viewerFor>;
    let admin: ReturnType<typeof viewerFor>;
    const ids: Record<string, number> = {};

    /** Names of the tracks the rules give a viewer, in order. */
    async function names(viewer: Viewer, rules: unknown): Promise<string[]> {
      const { id } = await createPlaylist(
        services,
        alice,
        parseInput(createPlaylistInput, { name: "Probe", public: true, rules }),
      );
      const page = await getPlaylistTracks(services, viewer, parseInput(idPageSchema, { id, limit: 100 }));
      const { count } = await countSmart(services, viewer, parseInput(smartCountInput, { rules }));
      expect(count).toBe(page.items.length);
      return page.items.map((t) => t.name);
    }
    const sorted = async (viewer: Viewer, rules: unknown) => (await names(viewer, rules)).sort();

    beforeAll(async () => {
      handle = await createTestDatabase(kind);
      const db = handle.db;
      services = { db } as CoreServices;
      const a = await usersRepo.insertUser(db, { email: "alice@test.local", name: "Alice" });
      const b = await usersRepo.insertUser(db, { email: "bob@test.local", name: "Bob" });
      const c = await usersRepo.insertUser(db, { email: "root@test.local", name: "Root" });
      alice = viewerFor(a.id);
      bob = viewerFor(b.id);
      admin = viewerFor(c.id, true);
      const artist = async (name: string) =>
        (
          await db
            .insertInto("artists")
            .values({ name, search_name: name.toLowerCase() })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id;
      const album = async (name: string, release: string) =>
        (
          await db
            .insertInto("albums")
            .values({ name, search_name: name.toLowerCase(), release_date: release })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id;
      const genre = async (name: string) =>
        (
          await db
            .insertInto("genres")
            .values({ name: name.toLowerCase(), display_name: name, search_name: name.toLowerCase() })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id;
      const lovers = await artist("The Lovers");
      const quiet = await artist("Quiet Band");
      const rock = await genre("Rock");
      const jazz = await genre("Jazz");
      const loveSongs = await album("Love Songs", "1999-05-01");
      const nightDrive = await album("Night Drive", "2005-03-01");
      const later = await album("Later", "2020-01-01");
      ids.t1 = await track(db, {
        name: "Love Me Do",
        album: loveSongs,
        artist: lovers,
        genre: rock,
        seconds: 180,
        loudness: -9,
        bpm: 120,
        addedDaysAgo: 10,
      });
      ids.t2 = await track(db, {
        name: "Lovely Day",
        album: nightDrive,
        artist: quiet,
        genre: jazz,
        seconds: 300,
        loudness: -14,
        bpm: 90,
        addedDaysAgo: 100,
      });
      ids.t3 = await track(db, {
        name: "Blue Night",
        album: nightDrive,
        artist: lovers,
        genre: rock,
        seconds: 240,
        addedDaysAgo: 400,
      });
      ids.t4 = await track(db, {
        name: "Private Love",
        album: later,
        artist: quiet,
        genre: rock,
        seconds: 200,
        addedDaysAgo: 5,
        owner: b.id,
        private: true,
      });
      ids.t5 = await track(db, {
        name: "Unlisted Love",
        album: later,
        artist: quiet,
        genre: rock,
        seconds: 200,
        addedDaysAgo: 5,
        unlisted: true,
      });
      const summer = (
        await db
          .insertInto("tags")
          .values({ name: "summer-hits", display_name: "Summer Hits" })
          .returning("id")
          .executeTakeFirstOrThrow()
      ).id;
      await db.insertInto("track_tag").values({ track_id: ids.t2, tag_id: summer }).execute();
      await db.insertInto("likes").values({ user_id: a.id, likeable_type: "track", likeable_id: ids.t2 }).execute();
      const play = (trackId: number, when: Date) =>
        playsRepo.insertPlay(db, {
          track_id: trackId,
          user_id: a.id,
          played_at: when,
          device: "desktop",
          country: null,
          listened_ms: 60_000,
        });
      for (const n of [1, 2, 3]) await play(ids.t1 as number, days(n));
      await play(ids.t3 as number, days(60));
    }, 120_000);

    afterAll(async () => {
      await handle?.close();
    });

    test("text fields: title, album, artist, genre and tag with each text operator", async () => {
      expect(await sorted(alice, { all: [{ contains: { title: "love" } }] })).toEqual(["Love Me Do", "Lovely Day"]);
      expect(await sorted(alice, { all: [{ notContains: { title: "LOVE" } }] })).toEqual(["Blue Night"]);
      expect(await sorted(alice, { all: [{ is: { title: "love me do" } }] })).toEqual(["Love Me Do"]);
      expect(await sorted(alice, { all: [{ isNot: { title: "Love Me Do" } }] })).toEqual(["Blue Night", "Lovely Day"]);
      expect(await sorted(alice, { all: [{ startsWith: { title: "Blu" } }] })).toEqual(["Blue Night"]);
      expect(await sorted(alice, { all: [{ endsWith: { title: "day" } }] })).toEqual(["Lovely Day"]);
      expect(await sorted(alice, { all: [{ is: { album: "Night Drive" } }] })).toEqual(["Blue Night", "Lovely Day"]);
      expect(await sorted(alice, { all: [{ contains: { artist: "lovers" } }] })).toEqual(["Blue Night", "Love Me Do"]);
      expect(await sorted(alice, { all: [{ is: { genre: "jazz" } }] })).toEqual(["Lovely Day"]);
      expect(await sorted(alice, { all: [{ isNot: { genre: "Rock" } }] })).toEqual(["Lovely Day"]);
      expect(await sorted(alice, { all: [{ is: { tag: "Summer Hits" } }] })).toEqual(["Lovely Day"]);
      // A wildcard in the value is taken literally.
      expect(await sorted(alice, { all: [{ contains: { title: "%" } }] })).toEqual([
        "Blue Night",
        "Love Me Do",
        "Lovely Day",
      ]);
      expect(await sorted(alice, { all: [{ contains: { title: "lo_e" } }] })).toEqual([]);
    });

    test("numbers: year, duration, loudness and BPM", async () => {
      expect(await sorted(alice, { all: [{ gt: { year: 2000 } }] })).toEqual(["Blue Night", "Lovely Day"]);
      expect(await sorted(alice, { all: [{ lt: { year: 2000 } }] })).toEqual(["Love Me Do"]);
      expect(await sorted(alice, { all: [{ is: { year: 1999 } }] })).toEqual(["Love Me Do"]);
      expect(await sorted(alice, { all: [{ isNot: { year: 1999 } }] })).toEqual(["Blue Night", "Lovely Day"]);
      expect(await sorted(alice, { all: [{ inTheRange: { year: [1990, 2004] } }] })).toEqual(["Love Me Do"]);
      expect(await sorted(alice, { all: [{ gt: { duration: 200 } }] })).toEqual(["Blue Night", "Lovely Day"]);
      expect(await sorted(alice, { all: [{ is: { duration: 240 } }] })).toEqual(["Blue Night"]);
      expect(await sorted(alice, { all: [{ inTheRange: { duration: [170, 250] } }] })).toEqual([
        "Blue Night",
        "Love Me Do",
      ]);
      expect(await sorted(alice, { all: [{ lt: { loudness: -10 } }] })).toEqual(["Lovely Day"]);
      expect(await sorted(alice, { all: [{ gt: { bpm: 100 } }] })).toEqual(["Love Me Do"]);
      // Unknown BPM matches neither side of a comparison, but "is not" holds for it.
      expect(await sorted(alice, { all: [{ isNot: { bpm: 120 } }] })).toEqual(["Blue Night", "Lovely Day"]);
    });

    test("the viewer's own plays, last plays and likes; dates added", async () => {
      expect(await sorted(alice, { all: [{ gt: { playCount: 0 } }] })).toEqual(["Blue Night", "Love Me Do"]);
      expect(await sorted(alice, { all: [{ is: { playCount: 3 } }] })).toEqual(["Love Me Do"]);
      expect(await names(alice, { all: [{ gt: { playCount: -1 } }], sort: "playCount", order: "desc" })).toEqual([
        "Love Me Do",
        "Blue Night",
        "Lovely Day",
      ]);
      // Bob has played nothing: the same rule is his, not Alice's.
      expect(await sorted(bob, { all: [{ gt: { playCount: 0 } }] })).toEqual([]);
      expect(await sorted(alice, { all: [{ inTheLast: { lastPlayed: 30 } }] })).toEqual(["Love Me Do"]);
      expect(await sorted(alice, { all: [{ notInTheLast: { lastPlayed: 30 } }] })).toEqual([
        "Blue Night",
        "Lovely Day",
      ]);
      expect(await sorted(alice, { all: [{ is: { loved: true } }] })).toEqual(["Lovely Day"]);
      expect(await sorted(alice, { all: [{ isNot: { loved: true } }] })).toEqual(["Blue Night", "Love Me Do"]);
      expect(await sorted(alice, { all: [{ is: { loved: false } }] })).toEqual(["Blue Night", "Love Me Do"]);
      expect(await sorted(guest, { all: [{ is: { loved: true } }] })).toEqual([]);
      expect(await sorted(alice, { all: [{ inTheLast: { dateAdded: 30 } }] })).toEqual(["Love Me Do"]);
      expect(await sorted(alice, { all: [{ notInTheLast: { dateAdded: 30 } }] })).toEqual(["Blue Night", "Lovely Day"]);
      const cut = days(200).toISOString().slice(0, 10);
      expect(await sorted(alice, { all: [{ before: { dateAdded: cut } }] })).toEqual(["Blue Night"]);
      expect(await sorted(alice, { all: [{ after: { dateAdded: cut } }] })).toEqual(["Love Me Do", "Lovely Day"]);
      const from = days(150).toISOString().slice(0, 10);
      const to = days(50).toISOString().slice(0, 10);
      expect(await sorted(alice, { all: [{ inTheRange: { dateAdded: [from, to] } }] })).toEqual(["Lovely Day"]);
      expect(await sorted(alice, { all: [{ is: { dateAdded: days(10).toISOString().slice(0, 10) } }] })).toEqual([
        "Love Me Do",
      ]);
    });

    test("all and any groups nest; sort, order and limit", async () => {
      const nested = {
        all: [{ contains: { title: "lov" } }, { any: [{ is: { genre: "jazz" } }, { gt: { playCount: 2 } }] }],
      };
      expect(await sorted(alice, nested)).toEqual(["Love Me Do", "Lovely Day"]);
      const deeper = {
        any: [{ all: [{ is: { genre: "rock" } }, { any: [{ lt: { year: 2000 } }] }] }, { is: { loved: true } }],
      };
      expect(await sorted(alice, deeper)).toEqual(["Love Me Do", "Lovely Day"]);
      expect(await names(alice, { all: [], sort: "title", order: "desc", limit: 2 })).toEqual([
        "Lovely Day",
        "Love Me Do",
      ]);
      // Same year: ties keep the order tracks were added to the library.
      expect(await names(alice, { all: [], sort: "year" })).toEqual(["Love Me Do", "Lovely Day", "Blue Night"]);
      expect(await names(alice, { all: [], sort: "duration", order: "desc" })).toEqual([
        "Lovely Day",
        "Blue Night",
        "Love Me Do",
      ]);
      expect((await names(alice, { all: [], sort: "random" })).sort()).toEqual([
        "Blue Night",
        "Love Me Do",
        "Lovely Day",
      ]);
    });

    test("visibility: another's private track and unlisted tracks never match, admins included", async () => {
      const love = { all: [{ contains: { title: "love" } }] };
      expect(await sorted(alice, love)).toEqual(["Love Me Do", "Lovely Day"]);
      expect(await sorted(guest, love)).toEqual(["Love Me Do", "Lovely Day"]);
      expect(await sorted(admin, love)).toEqual(["Love Me Do", "Lovely Day"]);
      // The owner of the private track finds it in the same playlist.
      expect(await sorted(bob, love)).toEqual(["Love Me Do", "Lovely Day", "Private Love"]);
    });

    test("the playlist page counts what the rules give, and plays them as a queue", async () => {
      const { id } = await createPlaylist(
        services,
        alice,
        parseInput(createPlaylistInput, {
          name: "Loved songs",
          rules: { all: [{ contains: { title: "love" } }], sort: "title" },
        }),
      );
      const page = await getPlaylist(services, alice, parseInput(idInput, { id }));
      expect(page.playlist.smart).toBe(true);
      expect(page.playlist.tracks_count).toBe(2);
      expect(page.playlist.duration_ms).toBe(480_000);
      expect(page.playlist.rules).toEqual({ all: [{ contains: { title: "love" } }], sort: "title" });
      expect(await getPlaylistTrackIds(services, alice, parseInput(idInput, { id }))).toEqual([
        ids.t1 as number,
        ids.t2 as number,
      ]);
      // Unknown fields are refused by the rules' schema, before any count.
      const error = (() => {
        try {
          return parseInput(smartCountInput, { rules: { all: [{ contains: { colour: "red" } }] } });
        } catch (e) {
          return e;
        }
      })();
      expect(isDomainError(error) && error.code).toBe("VALIDATION");
    });

    test("lists, search, profiles and Subsonic show a smart playlist's size for the viewer, within its limit", async () => {
      const love = { all: [{ contains: { title: "love" } }], sort: "title" as const };
      const { id } = await createPlaylist(services, alice, { name: "Zephyr love", public: true, rules: love });
      const capped = (
        await createPlaylist(services, alice, { name: "Zephyr first", public: true, rules: { ...love, limit: 1 } })
      ).id;
      type Listed = { id: number; tracks_count: number };
      const counts = (rows: Listed[]) => [
        rows.find((r) => r.id === id)?.tracks_count,
        rows.find((r) => r.id === capped)?.tracks_count,
      ];
      // Bob owns a private track the rules match: his count has it, nobody else's does.
      for (const [viewer, expected] of [
        [guest, [2, 1]],
        [bob, [3, 1]],
      ] as const) {
        const found = await search(
          services,
          viewer,
          parseInput(searchInput, { query: "zephyr", types: ["playlists"] }),
        );
        expect(counts(found.playlists), "search").toEqual([...expected]);
        const profile = await getProfile(services, viewer, { id: alice.user.id });
        expect(counts(profile.playlists), "profile").toEqual([...expected]);
        const tab = await getProfileTab(
          services,
          viewer,
          parseInput(profileTabInput, { id: alice.user.id, tab: "playlists", limit: 50 }),
        );
        expect(tab.tab === "playlists" && counts(tab.items.items), "profile tab").toEqual([...expected]);
        const channel = { source: "rule", rule: { kind: "public_playlists" }, content_type: "playlist" };
        const listed = await contentOf(services, viewer, channel as Parameters<typeof contentOf>[2], null, 0, 100);
        expect(counts(listed.items as Listed[]), "public playlists").toEqual([...expected]);
        const chosen = { id: 0, source: "manual", rule: null, content_type: "playlist" };
        const picked = await contentOf(services, viewer, chosen as Parameters<typeof contentOf>[2], null, 0, 10, [
          { item_type: "playlist", item_id: id },
          { item_type: "playlist", item_id: capped },
        ]);
        expect(counts(picked.items as Listed[]), "chosen playlists").toEqual([...expected]);
      }
      const library = await libraryPlaylists(services, alice, { offset: 0, limit: 50 });
      expect(counts(library.items)).toEqual([2, 1]);
      const subsonic = await listPlaylists(services, alice);
      const shape = (pid: number) => subsonic.find((p) => p.id === subsonicId("playlist", pid));
      expect(shape(id)).toMatchObject({ songCount: 2, duration: 480 });
      expect(shape(capped)).toMatchObject({ songCount: 1, duration: 180 });
    });
  });
}
