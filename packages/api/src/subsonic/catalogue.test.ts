import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { loadViewer, parseInput, search, searchInput, subsonicLists } from "@backbeat/core";
import { albumsRepo, artistsRepo } from "@backbeat/db";
import { seedDemo } from "@backbeat/db/seeds";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { createHarness, type Harness } from "../testing/harness.ts";
import { json, rest, subsonicUser } from "./testing/client.ts";

for (const kind of testDatabaseKinds) {
  describe(`subsonic browsing, lists and search on ${kind}`, () => {
    let h: Harness;
    let auth: Record<string, string>;
    let userId: number;
    let hiddenAlbum: number;
    beforeAll(async () => {
      h = await createHarness(kind);
      await seedDemo(h.services.db, { dataDir: h.services.config.dataDir, tracks: 24, clips: 1, clipSeconds: [2, 3] });
      // A name that breaks XML unescaped, and a private album that only its owner may see.
      await h.services.db.updateTable("artists").set({ name: `Tom & "Jerry" <b>` }).where("id", "=", 1).execute();
      const [artist] = await artistsRepo.artistsByIds(h.services.db, [2]);
      hiddenAlbum = await albumsRepo.insertAlbum(h.services.db, {
        name: "Secret Sessions",
        private: true,
        artistIds: [artist?.id ?? 2],
      });
      const user = await subsonicUser(h, "browser@example.com");
      auth = user.auth;
      userId = user.userId;
    }, 180_000);
    afterAll(() => h.close());

    const get = async (method: string, params: Record<string, string> = {}) =>
      json(await rest(h, method, { ...auth, ...params, f: "json" }));
    const xml = async (method: string, params: Record<string, string> = {}) =>
      (await rest(h, method, { ...auth, ...params })).text();

    test("getMusicFolders, getIndexes and getArtists list every artist by letter, names escaped in XML", async () => {
      expect((await get("getMusicFolders")).musicFolders.musicFolder).toEqual([{ id: 1, name: "Backbeat" }]);
      const artists = (await get("getArtists")).artists;
      const all = artists.index.flatMap((i: { artist: { id: string }[] }) => i.artist);
      expect(all.length).toBeGreaterThan(1);
      expect(all.every((a: { id: string }) => /^ar-\d+$/.test(a.id))).toBe(true);
      expect(artists.index.find((i: { name: string }) => i.name === "T").artist[0].name).toBe(`Tom & "Jerry" <b>`);
      const body = await xml("getIndexes");
      expect(body).toContain('name="Tom &amp; &quot;Jerry&quot; &lt;b&gt;"');
      expect(body).not.toContain("<b>");
      expect(body).toContain("<indexes ");
    });

    test("getArtist, getAlbum, getSong and getMusicDirectory walk the catalogue with kind-prefixed ids", async () => {
      const artist = (await get("getArtist", { id: "ar-2" })).artist;
      expect(artist.id).toBe("ar-2");
      expect(artist.album.length).toBe(artist.albumCount);
      // The private album is the owner's and admins' only.
      expect(artist.album.map((a: { id: string }) => a.id)).not.toContain(`al-${hiddenAlbum}`);
      expect((await get("getAlbum", { id: `al-${hiddenAlbum}` })).error.code).toBe(70);
      const albumId = artist.album[0].id;
      const album = (await get("getAlbum", { id: albumId })).album;
      expect(album.song.length).toBe(album.songCount);
      const song = album.song[0];
      expect(song).toMatchObject({
        isDir: false,
        albumId,
        type: "music",
        mediaType: "song",
        contentType: "audio/mpeg",
      });
      expect(song.id).toMatch(/^tr-\d+$/);
      expect((await get("getSong", { id: song.id })).song.title).toBe(song.title);
      const dir = (await get("getMusicDirectory", { id: "ar-2" })).directory;
      expect(dir.child.every((c: { isDir: boolean }) => c.isDir)).toBe(true);
      const albumDir = (await get("getMusicDirectory", { id: albumId })).directory;
      expect(albumDir.child.map((c: { id: string }) => c.id)).toEqual(album.song.map((s: { id: string }) => s.id));
      expect(await xml("getAlbum", { id: albumId })).toContain(`<album id="${albumId}"`);
    });

    test("bad ids are 70 whatever their shape, missing ones 10, never a 500", async () => {
      for (const id of ["ar-999999", "al-0", "tr-abc", "12", "xx-1", "al-99999999999", "ar-1; drop", ""]) {
        for (const method of ["getArtist", "getAlbum", "getSong", "getMusicDirectory", "getArtistInfo2"]) {
          const response = await rest(h, method, { ...auth, id, f: "json" });
          expect(response.status).toBe(200);
          const body = await json(response);
          expect(body.error.code, `${method} ${id}`).toBe(id === "" ? 10 : 70);
        }
      }
      expect((await get("getSong", { id: "al-1" })).error.code).toBe(70);
      expect((await get("getAlbum")).error.code).toBe(10);
    });

    test("getArtistInfo2, getAlbumInfo2, getGenres, getTopSongs and getSimilarSongs2", async () => {
      const info = (await get("getArtistInfo2", { id: "ar-2" })).artistInfo2;
      expect(Array.isArray(info.similarArtist ?? [])).toBe(true);
      expect((await get("getAlbumInfo2", { id: "al-1" })).albumInfo).toBeDefined();
      const genres = (await get("getGenres")).genres.genre;
      expect(genres.length).toBeGreaterThan(0);
      expect(genres[0]).toHaveProperty("songCount");
      expect(await xml("getGenres")).toMatch(/<genre songCount="\d+" albumCount="\d+">[^<]+<\/genre>/);
      const artist = (await get("getArtist", { id: "ar-3" })).artist;
      const top = (await get("getTopSongs", { artist: artist.name, count: "3" })).topSongs.song;
      expect(top.length).toBeGreaterThan(0);
      expect(top.length).toBeLessThanOrEqual(3);
      expect((await get("getTopSongs", { artist: "Nobody At All" })).topSongs).toEqual({ song: [] });
      const similar = (await get("getSimilarSongs2", { id: "ar-3", count: "5" })).similarSongs2.song;
      expect(similar.length).toBeGreaterThan(0);
      expect(similar.length).toBeLessThanOrEqual(5);
    });

    test("getAlbumList2 answers every type, bounded, paged and validated", async () => {
      // Every type but the two that need a parameter of their own (checked below).
      const types = subsonicLists.ALBUM_LIST_TYPES.filter((type) => type !== "byYear" && type !== "byGenre");
      for (const type of types) {
        const body = await get("getAlbumList2", { type, size: "5" });
        expect(body.status, type).toBe("ok");
        expect((body.albumList2.album ?? []).length).toBeLessThanOrEqual(5);
      }
      const byName = (await get("getAlbumList2", { type: "alphabeticalByName", size: "500" })).albumList2.album;
      const names = byName.map((a: { name: string }) => a.name.toLowerCase());
      expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
      const page2 = (await get("getAlbumList2", { type: "alphabeticalByName", size: "2", offset: "2" })).albumList2
        .album;
      expect(page2.map((a: { id: string }) => a.id)).toEqual(byName.slice(2, 4).map((a: { id: string }) => a.id));
      const years = (await get("getAlbumList2", { type: "byYear", fromYear: "1900", toYear: "2100", size: "500" }))
        .albumList2;
      expect(years.album?.length ?? 0).toBeGreaterThan(0);
      const genre = (await get("getGenres")).genres.genre.find((g: { albumCount: number }) => g.albumCount > 0);
      const byGenre = (await get("getAlbumList2", { type: "byGenre", genre: genre.value, size: "500" })).albumList2
        .album;
      expect(byGenre.length).toBe(genre.albumCount);
      expect((await get("getAlbumList2", { type: "byYear" })).error.code).toBe(10);
      expect((await get("getAlbumList2", { type: "sideways" })).error.code).toBe(0);
      expect((await get("getAlbumList2")).error.code).toBe(10);
      expect((await get("getAlbumList2", { type: "newest", size: "-5" })).albumList2).toEqual({ album: [] });
      expect((await get("getAlbumList2", { type: "newest", offset: "-1" })).error.code).toBe(0);
      expect((await get("getAlbumList2", { type: "newest", size: "lots" })).error.code).toBe(0);
    });

    test("getRandomSongs, getSongsByGenre, getStarred2 and getNowPlaying", async () => {
      const random = (await get("getRandomSongs", { size: "4" })).randomSongs.song;
      expect(random.length).toBe(4);
      const genre = (await get("getGenres")).genres.genre.find((g: { songCount: number }) => g.songCount > 0);
      const byGenre = (await get("getSongsByGenre", { genre: genre.value, count: "3" })).songsByGenre.song;
      expect(byGenre.length).toBe(Math.min(3, genre.songCount));
      expect(byGenre.every((s: { genre: string }) => s.genre)).toBe(true);
      expect((await get("getSongsByGenre")).error.code).toBe(10);
      expect((await get("getStarred2")).starred2).toEqual({ artist: [], album: [], song: [] });
      expect((await get("getNowPlaying")).nowPlaying).toEqual({ entry: [] });
    });

    test("search3: counts and offsets, an empty query lists everything, typos still match", async () => {
      const total = await h.services.db
        .selectFrom("tracks")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .executeTakeFirstOrThrow();
      const seen: string[] = [];
      for (let offset = 0; offset < 100; offset += 10) {
        const page = (
          await get("search3", {
            query: '""',
            songCount: "10",
            songOffset: String(offset),
            artistCount: "0",
            albumCount: "0",
          })
        ).searchResult3;
        expect(page.artist).toEqual([]);
        if (!page.song.length) break;
        seen.push(...page.song.map((s: { id: string }) => s.id));
      }
      expect(seen.length).toBe(Number(total.n));
      expect(new Set(seen).size).toBe(seen.length);
      // A page asked again, or out of turn, is the same slice as in the sync.
      for (const offset of ["20", "10", "0"]) {
        const again = (
          await get("search3", { query: "", songCount: "10", songOffset: offset, artistCount: "0", albumCount: "0" })
        ).searchResult3.song.map((s: { id: string }) => s.id);
        expect(again).toEqual(seen.slice(Number(offset), Number(offset) + 10));
      }
      const empty = (await get("search3", { query: "" })).searchResult3;
      expect(empty.artist.length).toBeGreaterThan(0);
      const song = empty.song[0];
      const exact = (await get("search3", { query: song.title })).searchResult3;
      expect(exact.song.map((s: { id: string }) => s.id)).toContain(song.id);
      // As typo-tolerant as the web app's search: a letter dropped finds what the web app finds.
      const word = (song.title as string).split(" ").find((w) => w.length >= 6) ?? song.title;
      const typo = `${word.slice(0, 3)}${word.slice(4)}`;
      const viewer = await loadViewer(h.services.db, userId);
      const web = await search(
        h.services,
        viewer,
        parseInput(searchInput, { query: typo, types: ["tracks"], limit: 20 }),
      );
      expect(web.tracks.length).toBeGreaterThan(0);
      const fuzzy = (await get("search3", { query: typo, songCount: "20", artistCount: "0", albumCount: "0" }))
        .searchResult3;
      expect(fuzzy.song.map((s: { id: string }) => s.id)).toEqual(web.tracks.map((t) => `tr-${t.id}`));
      expect(await xml("search3", { query: "" })).toContain("<searchResult3>");
      expect((await get("search3", { query: "", songCount: "100000" })).searchResult3.song.length).toBeLessThanOrEqual(
        500,
      );
    });
  });
}
