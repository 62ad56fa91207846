import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { seedDemo } from "@backbeat/db/seeds";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { SubsonicAPI } from "subsonic-api";
import { startTestServer, TestClient } from "./testing/harness.ts";

const EMAIL = "phone@example.com";
const PASSWORD = "correct horse battery";

/**
 * A first-run session of a Subsonic app against a real server: through `subsonic-api` (a client
 * this project did not write) with each way of signing in, then as DSub does it (XML, `.view`,
 * an `enc:` password).
 */
for (const kind of testDatabaseKinds) {
  describe(`Subsonic clients on ${kind}`, () => {
    let server: Awaited<ReturnType<typeof startTestServer>>;
    let appPassword = "";
    let apiKey = "";
    beforeAll(async () => {
      server = await startTestServer(kind);
      await seedDemo(server.server.started.services.db, {
        dataDir: server.dataDir,
        tracks: 12,
        clips: 1,
        clipSeconds: [4, 5],
      });
      const web = await new TestClient(server.url).prime();
      expect(
        (
          await web.json("/auth/register", "POST", {
            email: EMAIL,
            password: PASSWORD,
            password_confirmation: PASSWORD,
          })
        ).status,
      ).toBe(200);
      expect((await web.json("/auth/user/confirm-password", "POST", { password: PASSWORD })).status).toBe(200);
      appPassword = (await (await web.json("/api/v1/subsonic-password", "POST", {})).json()).password;
      const token = await web.json("/api/v1/access-tokens", "POST", { tokenName: "Phone" });
      apiKey = (await token.json()).plainTextToken ?? "";
    }, 180_000);
    afterAll(() => server.stop());

    test("subsonic-api: handshake with a salted token, form POST and an API key", async () => {
      const api = new SubsonicAPI({ url: server.url, auth: { username: EMAIL, password: appPassword } });
      const ping = await api.ping();
      expect(ping).toMatchObject({ status: "ok", version: "1.16.1", type: "backbeat", openSubsonic: true });
      const posted = new SubsonicAPI({ url: server.url, auth: { username: EMAIL, password: appPassword }, post: true });
      expect((await posted.ping()).status).toBe("ok");
      const extensions = await api.getOpenSubsonicExtensions();
      expect(extensions.openSubsonicExtensions.map((e) => e.name)).toContain("transcodeOffset");
      const wrong = new SubsonicAPI({ url: server.url, auth: { username: EMAIL, password: PASSWORD } });
      expect((await wrong.ping()).status).toBe("failed");
      expect(apiKey).toStartWith("bb_");
      const keyed = new SubsonicAPI({ url: server.url, auth: { apiKey } });
      expect((await keyed.getLicense()).license.valid).toBe(true);
    });

    test("subsonic-api: browse, home lists, search, stream with a seek, cover art, star, scrobble, playlist edits", async () => {
      const api = new SubsonicAPI({ url: server.url, auth: { username: EMAIL, password: appPassword } });
      expect((await api.getMusicFolders()).musicFolders.musicFolder?.length).toBe(1);
      const artists = (await api.getArtists()).artists.index?.flatMap((i) => i.artist) ?? [];
      expect(artists.length).toBeGreaterThan(0);
      const artist = (await api.getArtist({ id: artists[0]?.id as string })).artist;
      const album = (await api.getAlbum({ id: artist.album?.[0]?.id as string })).album;
      const song = album.song?.[0];
      expect(song?.id).toMatch(/^tr-\d+$/);
      for (const type of ["newest", "random", "frequent", "recent", "alphabeticalByName"] as const)
        expect((await api.getAlbumList2({ type, size: 5 })).albumList2.album?.length ?? 0).toBeLessThanOrEqual(5);
      const sync = (await api.search3({ query: "", songCount: 500, artistCount: 500, albumCount: 500 })).searchResult3;
      expect(sync.song?.length).toBe(12);
      const found = (await api.search3({ query: song?.title as string })).searchResult3;
      expect(found.song?.map((s) => s.id)).toContain(song?.id);

      const stream = await api.stream({ id: song?.id as string });
      expect(stream.status).toBe(200);
      const whole = (await stream.arrayBuffer()).byteLength;
      const seeked = await api.stream({ id: song?.id as string, timeOffset: 2, maxBitRate: 64 } as never);
      expect(seeked.headers.get("content-type")).toBe("audio/mpeg");
      const seekedBytes = (await seeked.arrayBuffer()).byteLength;
      expect(seekedBytes).toBeGreaterThan(0);
      expect(seekedBytes).toBeLessThan(whole);
      const cover = await api.getCoverArt({ id: album.id, size: 256 });
      expect(cover.headers.get("content-type")).toBe("image/jpeg");
      const bytes = new Uint8Array(await cover.arrayBuffer());
      expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);

      expect((await api.star({ id: song?.id as string })).status).toBe("ok");
      const starred = (await api.getStarred2()).starred2;
      expect(starred.song?.map((s) => s.id)).toEqual([song?.id as string]);
      expect((await api.scrobble({ id: song?.id as string, submission: false })).status).toBe("ok");
      expect((await api.getNowPlaying()).nowPlaying.entry?.[0]?.id).toBe(song?.id);
      expect((await api.scrobble({ id: song?.id as string })).status).toBe("ok");

      const ids = (album.song ?? []).map((s) => s.id);
      const made = (await api.createPlaylist({ name: "Commute", songId: ids.slice(0, 2) } as never)).playlist;
      expect(made.songCount).toBe(2);
      await api.updatePlaylist({
        playlistId: made.id,
        songIndexToRemove: [0],
        songIdToAdd: [ids[2] as string],
      } as never);
      const edited = (await api.getPlaylist({ id: made.id })).playlist;
      expect(edited.entry?.map((e) => e.id)).toEqual([ids[1] as string, ids[2] as string]);
      expect((await api.getPlaylists()).playlists.playlist?.map((p) => p.id)).toContain(made.id);
      expect((await api.deletePlaylist({ id: made.id })).status).toBe("ok");
    }, 60_000);

    test("a DSub-like script: XML over .view with an enc: password", async () => {
      const enc = `enc:${Buffer.from(appPassword, "utf8").toString("hex")}`;
      const call = async (method: string, params: Record<string, string> = {}) => {
        const query = new URLSearchParams({ u: EMAIL, p: enc, v: "1.2.0", c: "DSub", ...params });
        const response = await fetch(`${server.url}/rest/${method}.view?${query}`);
        expect(response.headers.get("content-type")).toBe("text/xml; charset=utf-8");
        const xml = await response.text();
        expect(xml, method).toContain('status="ok"');
        return xml;
      };
      await call("ping");
      const indexes = await call("getIndexes");
      const artistId = /<artist id="(ar-\d+)"/.exec(indexes)?.[1] as string;
      const artistDir = await call("getMusicDirectory", { id: artistId });
      const albumId = /<child id="(al-\d+)"[^>]*isDir="true"/.exec(artistDir)?.[1] as string;
      const albumDir = await call("getMusicDirectory", { id: albumId });
      const songId = /<child id="(tr-\d+)"[^>]*isDir="false"/.exec(albumDir)?.[1] as string;
      expect(songId).toBeString();
      expect(await call("getAlbumList2", { type: "newest", size: "3" })).toContain("<albumList2>");
      expect(await call("search3", { query: "" })).toContain("<song ");
      const query = new URLSearchParams({ u: EMAIL, p: enc, v: "1.2.0", c: "DSub", id: songId });
      const ranged = await fetch(`${server.url}/rest/stream.view?${query}`, { headers: { range: "bytes=0-99" } });
      expect(ranged.status).toBe(206);
      expect((await ranged.arrayBuffer()).byteLength).toBe(100);
      const bad = await fetch(
        `${server.url}/rest/ping.view?${new URLSearchParams({ u: EMAIL, p: "enc:zz", v: "1.2.0", c: "DSub" })}`,
      );
      expect(await bad.text()).toContain('<error code="40"');
    }, 60_000);
  });
}
