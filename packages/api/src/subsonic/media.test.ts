import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { albumsRepo } from "@backbeat/db";
import { seedDemo } from "@backbeat/db/seeds";
import { testDatabaseKinds } from "@backbeat/db/testing";
import sharp from "sharp";
import { createHarness, type Harness } from "../testing/harness.ts";
import { json, rest, subsonicUser } from "./testing/client.ts";

for (const kind of testDatabaseKinds) {
  describe(`subsonic media on ${kind}`, () => {
    let h: Harness;
    let auth: Record<string, string>;
    let privateAlbum: number;
    beforeAll(async () => {
      h = await createHarness(kind);
      await seedDemo(h.services.db, { dataDir: h.services.config.dataDir, tracks: 4, clips: 1, clipSeconds: [4, 5] });
      await h.services.db
        .updateTable("tracks")
        .set({ lyrics_synced: "[00:01.50]Hello <world>\n[00:00.25]First & foremost", lyrics: "Hello\nWorld" })
        .where("id", "=", 1)
        .execute();
      privateAlbum = await albumsRepo.insertAlbum(h.services.db, { name: "Hidden", private: true, artistIds: [1] });
      auth = (await subsonicUser(h, "media@example.com")).auth;
    }, 180_000);
    afterAll(() => h.close());

    const raw = (method: string, params: Record<string, string>, headers?: HeadersInit) =>
      rest(h, method, { ...auth, ...params }, { headers });

    test("stream sends the file with byte ranges, .view and POST alike", async () => {
      const full = await raw("stream.view", { id: "tr-1" });
      expect(full.status).toBe(200);
      expect(full.headers.get("content-type")).toBe("audio/mpeg");
      expect(full.headers.get("accept-ranges")).toBe("bytes");
      const size = (await full.arrayBuffer()).byteLength;
      expect(size).toBeGreaterThan(1000);
      const part = await raw("stream", { id: "tr-1" }, { range: "bytes=100-199" });
      expect(part.status).toBe(206);
      expect(part.headers.get("content-range")).toBe(`bytes 100-199/${size}`);
      expect((await part.arrayBuffer()).byteLength).toBe(100);
      expect((await raw("stream", { id: "tr-1" }, { range: "bytes=999999999-" })).status).toBe(416);
      const posted = await rest(h, "stream", { ...auth, id: "tr-1" }, { post: true });
      expect(posted.status).toBe(200);
    });

    test("maxBitRate, format and timeOffset transcode through ffmpeg; garbage is refused, not a 500", async () => {
      const low = await raw("stream", { id: "tr-1", maxBitRate: "64" });
      expect(low.status).toBe(200);
      expect(low.headers.get("content-type")).toBe("audio/mpeg");
      const lowBytes = (await low.arrayBuffer()).byteLength;
      const opus = await raw("stream", { id: "tr-1", format: "opus", maxBitRate: "96" });
      expect(opus.headers.get("content-type")).toBe("audio/ogg");
      expect(new TextDecoder().decode((await opus.arrayBuffer()).slice(0, 4))).toBe("OggS");
      const later = await raw("stream", { id: "tr-1", maxBitRate: "64", timeOffset: "2" });
      expect((await later.arrayBuffer()).byteLength).toBeLessThan(lowBytes);
      for (const maxBitRate of ["lots", "-1", "1e9", "99999999999"]) {
        const bad = await raw("stream", { id: "tr-1", maxBitRate, f: "json" });
        expect(bad.status, maxBitRate).toBe(200);
        expect((await json(bad)).error.code).toBe(0);
      }
      expect((await json(await raw("stream", { id: "tr-99999", f: "json" }))).error.code).toBe(70);
      expect((await json(await raw("stream", { f: "json" }))).error.code).toBe(10);
    }, 60_000);

    test("download sends the original only where the web app allows downloads", async () => {
      const file = await raw("download", { id: "tr-1" });
      expect(file.status).toBe(200);
      expect(file.headers.get("content-disposition")).toMatch(/^attachment;/);
      await h.services.settings.save([{ name: "player.enable_download", value: false }]);
      const refused = await json(await raw("download", { id: "tr-1", f: "json" }));
      expect(refused.error).toEqual({ code: 50, message: "Downloads are disabled." });
      await h.services.settings.save([{ name: "player.enable_download", value: true }]);
    });

    test("getCoverArt is always a raster image, sized and clamped, cached in storage", async () => {
      for (const id of ["al-1", "ar-1", "tr-1"]) {
        const response = await raw("getCoverArt", { id, size: "300" });
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe("image/jpeg");
        const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect(meta.format).toBe("jpeg");
        expect([meta.width, meta.height]).toEqual([300, 300]);
      }
      const huge = await raw("getCoverArt", { id: "al-1", size: "100000" });
      const hugeMeta = await sharp(Buffer.from(await huge.arrayBuffer())).metadata();
      expect([hugeMeta.width, hugeMeta.height]).toEqual([1200, 1200]);
      const cached = await raw("getCoverArt", { id: "al-1", size: "300" });
      expect(
        (await raw("getCoverArt", { id: "al-1", size: "300" }, { "if-none-match": cached.headers.get("etag") ?? "" }))
          .status,
      ).toBe(304);
      expect((await json(await raw("getCoverArt", { id: "al-1", size: "-5", f: "json" }))).error.code).toBe(0);
      expect((await json(await raw("getCoverArt", { id: "al-999999", f: "json" }))).error.code).toBe(70);
      expect((await json(await raw("getCoverArt", { id: `al-${privateAlbum}`, f: "json" }))).error.code).toBe(70);
      expect((await json(await raw("getCoverArt", { id: "../../etc", f: "json" }))).error.code).toBe(70);
    }, 60_000);

    test("getLyricsBySongId gives synced lines in time order and the plain text; getAvatar only your own", async () => {
      const lists = (await json(await raw("getLyricsBySongId", { id: "tr-1", f: "json" }))).lyricsList.structuredLyrics;
      expect(lists[0]).toMatchObject({ synced: true, lang: "und" });
      expect(lists[0].line).toEqual([
        { start: 250, value: "First & foremost" },
        { start: 1500, value: "Hello <world>" },
      ]);
      expect(lists[1]).toMatchObject({ synced: false, line: [{ value: "Hello" }, { value: "World" }] });
      const xml = await (await raw("getLyricsBySongId", { id: "tr-1" })).text();
      expect(xml).toContain('<line start="1500">Hello &lt;world&gt;</line>');
      expect((await json(await raw("getLyricsBySongId", { id: "tr-2", f: "json" }))).lyricsList).toEqual({
        structuredLyrics: [],
      });
      expect((await json(await raw("getAvatar", { username: "media@example.com", f: "json" }))).error.code).toBe(70);
      expect((await json(await raw("getAvatar", { username: "admin@test.local", f: "json" }))).error.code).toBe(70);
    });
  });
}
