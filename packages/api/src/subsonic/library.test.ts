import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { libraryRepo } from "@backbeat/db";
import { seedDemo } from "@backbeat/db/seeds";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { createHarness, type Harness } from "../testing/harness.ts";
import { json, rest, subsonicUser } from "./testing/client.ts";

for (const kind of testDatabaseKinds) {
  describe(`subsonic playlists and interaction on ${kind}`, () => {
    let h: Harness;
    let owner: Awaited<ReturnType<typeof subsonicUser>>;
    let stranger: Awaited<ReturnType<typeof subsonicUser>>;
    let songs: string[];
    beforeAll(async () => {
      h = await createHarness(kind);
      await seedDemo(h.services.db, { dataDir: h.services.config.dataDir, tracks: 12, clips: 1, clipSeconds: [2, 3] });
      owner = await subsonicUser(h, "owner@example.com");
      stranger = await subsonicUser(h, "stranger@example.com");
      const all = await json(await rest(h, "search3", { ...owner.auth, query: "", songCount: "6", f: "json" }));
      songs = all.searchResult3.song.map((s: { id: string }) => s.id);
    }, 180_000);
    afterAll(() => h.close());

    const call = async (
      user: typeof owner,
      method: string,
      params: Record<string, string | string[]> = {},
      post = false,
    ) => json(await rest(h, method, { ...user.auth, ...params, f: "json" }, { post }));

    test("createPlaylist makes a web-app playlist; replace, rename, add and remove by index edit it", async () => {
      const made = (await call(owner, "createPlaylist", { name: "Road <trip> & co", songId: songs.slice(0, 3) }))
        .playlist;
      expect(made).toMatchObject({ name: "Road <trip> & co", songCount: 3, owner: "owner@example.com", public: false });
      expect(made.entry.map((e: { id: string }) => e.id)).toEqual(songs.slice(0, 3));
      const id = made.id as string;
      expect(id).toMatch(/^pl-\d+$/);
      // The web app sees the same playlist.
      const web = await owner.client.call("GET", `api/v1/playlists/${id.slice(3)}`);
      expect(web.body.playlist.name).toBe("Road <trip> & co");
      expect(await (await rest(h, "getPlaylist", { ...owner.auth, id })).text()).toContain(
        'name="Road &lt;trip&gt; &amp; co"',
      );

      const replaced = (
        await call(owner, "createPlaylist", { playlistId: id, songId: [songs[4] as string, songs[5] as string] })
      ).playlist;
      expect(replaced.entry.map((e: { id: string }) => e.id)).toEqual([songs[4], songs[5]]);

      expect(
        (
          await call(
            owner,
            "updatePlaylist",
            {
              playlistId: id,
              name: "Renamed",
              comment: "For the drive",
              public: "true",
              songIdToAdd: [songs[0] as string],
              songIndexToRemove: "0",
            },
            true,
          )
        ).status,
      ).toBe("ok");
      const after = (await call(owner, "getPlaylist", { id })).playlist;
      expect(after).toMatchObject({ name: "Renamed", comment: "For the drive", public: true });
      expect(after.entry.map((e: { id: string }) => e.id)).toEqual([songs[5], songs[0]]);
      expect((await call(owner, "getPlaylists")).playlists.playlist.map((p: { id: string }) => p.id)).toContain(id);

      // Someone else may see a public playlist but never edit or delete it.
      expect((await call(stranger, "updatePlaylist", { playlistId: id, name: "Mine now" })).error.code).toBe(50);
      expect((await call(stranger, "deletePlaylist", { id })).error.code).toBe(50);
      expect((await call(owner, "updatePlaylist", { playlistId: id, songIndexToRemove: "99" })).error.code).toBe(0);
      expect((await call(owner, "updatePlaylist", { playlistId: id, songIndexToRemove: "-1" })).error.code).toBe(0);
      expect((await call(owner, "deletePlaylist", { id })).status).toBe("ok");
      expect((await call(owner, "getPlaylist", { id })).error.code).toBe(70);
      expect((await call(owner, "createPlaylist", {})).error.code).toBe(10);
      expect((await call(owner, "createPlaylist", { name: "x", songId: "tr-zz" })).error.code).toBe(70);
    });

    test("a song can stand in a playlist twice; removing by index removes exactly that entry", async () => {
      const [a, b, c] = songs as [string, string, string];
      const made = (await call(owner, "createPlaylist", { name: "Twice", songId: [a, b, a] })).playlist;
      expect(made.songCount).toBe(3);
      expect(made.entry.map((e: { id: string }) => e.id)).toEqual([a, b, a]);
      const id = made.id as string;
      // Adding a song already there appends another copy, as Subsonic apps expect.
      await call(owner, "updatePlaylist", { playlistId: id, songIdToAdd: [c, a] });
      const entries = async () =>
        (await call(owner, "getPlaylist", { id })).playlist.entry.map((e: { id: string }) => e.id);
      expect(await entries()).toEqual([a, b, a, c, a]);
      // Index 2 is the second copy of a: the first and the last stay.
      await call(owner, "updatePlaylist", { playlistId: id, songIndexToRemove: "2" });
      expect(await entries()).toEqual([a, b, c, a]);
      // Several indexes at once name the entries as they were before the call.
      await call(owner, "updatePlaylist", { playlistId: id, songIndexToRemove: ["3", "0"] }, true);
      expect(await entries()).toEqual([b, c]);
      // The web app lists the same entries, in the same order.
      const web = await owner.client.call("GET", `api/v1/playlists/${id.slice(3)}`);
      expect(web.status).toBe(200);
      expect(web.body.tracks.items.map((t: { id: number }) => `tr-${t.id}`)).toEqual([b, c]);
    });

    test("a private playlist is not found by others", async () => {
      const made = (await call(owner, "createPlaylist", { name: "Diary" })).playlist;
      expect((await call(stranger, "getPlaylist", { id: made.id })).error.code).toBe(70);
      expect((await call(stranger, "getPlaylists")).playlists.playlist ?? []).not.toContainEqual(
        expect.objectContaining({ id: made.id }),
      );
    });

    test("star and unstar are likes; setRating stores a rating; getStarred2 lists them", async () => {
      const song = songs[1] as string;
      expect((await call(owner, "star", { id: song, albumId: "al-1", artistId: "ar-1" })).status).toBe("ok");
      const liked = await libraryRepo.likedIds(h.services.db, owner.userId, "track", 10);
      expect(liked).toContain(Number(song.slice(3)));
      const starred = (await call(owner, "getStarred2")).starred2;
      expect(starred.song.map((s: { id: string }) => s.id)).toEqual([song]);
      expect(starred.album.map((a: { id: string }) => a.id)).toEqual(["al-1"]);
      expect(starred.artist.map((a: { id: string }) => a.id)).toEqual(["ar-1"]);
      expect(starred.song[0].starred).toBeString();
      expect((await call(owner, "getAlbumList2", { type: "starred" })).albumList2.album[0].id).toBe("al-1");

      expect((await call(owner, "setRating", { id: "al-1", rating: "4" })).status).toBe("ok");
      expect((await call(owner, "getAlbum", { id: "al-1" })).album.userRating).toBe(4);
      expect((await call(owner, "getAlbumList2", { type: "highest" })).albumList2.album[0].id).toBe("al-1");
      expect((await call(owner, "setRating", { id: "al-1", rating: "0" })).status).toBe("ok");
      expect((await call(owner, "getAlbum", { id: "al-1" })).album.userRating).toBeUndefined();
      expect((await call(owner, "setRating", { id: "al-1", rating: "9" })).error.code).toBe(0);
      expect((await call(owner, "setRating", { id: "al-1" })).error.code).toBe(10);

      expect((await call(owner, "unstar", { id: song })).status).toBe("ok");
      expect((await call(owner, "getStarred2")).starred2.song).toEqual([]);
      expect((await call(owner, "star", {})).error.code).toBe(10);
      expect((await call(owner, "star", { id: "tr-999999" })).error.code).toBe(70);
    });

    test("scrobble records plays and now playing; the queue is saved and read back", async () => {
      const song = songs[2] as string;
      const before = (await call(owner, "getSong", { id: song })).song.playCount;
      expect((await call(owner, "scrobble", { id: song, submission: "false", c: "Phone" })).status).toBe("ok");
      const now = (await call(owner, "getNowPlaying")).nowPlaying.entry;
      expect(now).toHaveLength(1);
      expect(now[0]).toMatchObject({ id: song, playerName: "Phone", minutesAgo: 0 });
      // Someone else's listening is theirs.
      expect((await call(stranger, "getNowPlaying")).nowPlaying.entry).toEqual([]);
      // With nothing streamed a scrobble counts nothing: the stream served is the proof of listening.
      expect((await call(owner, "scrobble", { id: song })).status).toBe("ok");
      expect((await call(owner, "getSong", { id: song })).song.playCount).toBe(before);
      const streamed = await rest(h, "stream", { ...owner.auth, id: song });
      expect(streamed.status).toBe(200);
      await streamed.arrayBuffer();
      // The demo clips last 2–3 s: half of one has passed since the stream began.
      await Bun.sleep(1600);
      expect((await call(owner, "scrobble", { id: song })).status).toBe("ok");
      expect((await call(owner, "getSong", { id: song })).song.playCount).toBe(before + 1);
      // That stream is spent.
      expect((await call(owner, "scrobble", { id: song })).status).toBe("ok");
      expect((await call(owner, "getSong", { id: song })).song.playCount).toBe(before + 1);
      expect((await call(owner, "getAlbumList2", { type: "recent" })).albumList2.album.length).toBe(1);

      expect((await call(owner, "getPlayQueue")).playQueue).toEqual({
        position: 0,
        username: expect.any(String),
        changed: "1970-01-01T00:00:00.000Z",
        changedBy: "",
      });
      expect(
        (
          await call(owner, "savePlayQueue", {
            id: [songs[0] as string, song],
            current: song,
            position: "12345",
            c: "Phone",
          })
        ).status,
      ).toBe("ok");
      const queue = (await call(owner, "getPlayQueue")).playQueue;
      expect(queue).toMatchObject({
        current: song,
        position: 12345,
        changedBy: "Phone",
        username: "owner@example.com",
      });
      expect(queue.entry.map((e: { id: string }) => e.id)).toEqual([songs[0], song]);
      expect((await call(owner, "savePlayQueue", { id: "tr-1", position: "-4" })).error.code).toBe(0);
    });

    test("getUser tells you about yourself only", async () => {
      const me = (await call(owner, "getUser", { username: "owner@example.com" })).user;
      expect(me).toMatchObject({ username: "owner@example.com", streamRole: true, adminRole: false, folder: [1] });
      expect((await call(owner, "getUser", { username: "stranger@example.com" })).error.code).toBe(50);
      expect(await (await rest(h, "getUser", { ...owner.auth, username: "owner@example.com" })).text()).toContain(
        "<folder>1</folder>",
      );
    });
  });
}
