import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { albumsRepo } from "@backbeat/db";
import { artwork } from "@backbeat/db/seeds";
import { testDatabaseKinds } from "@backbeat/db/testing";
import sharp from "sharp";
import { insertRelease } from "../../testing/catalogue.ts";
import { startTestServer, TestClient } from "../../testing/harness.ts";

/** Link previews cannot draw SVG: items with generated artwork point at a raster cover instead. */
for (const kind of testDatabaseKinds) {
  describe(`raster covers in page heads on ${kind}`, () => {
    let server: Awaited<ReturnType<typeof startTestServer>>;
    const ids = { artist: 0, album: 0, track: 0, hidden: 0 };
    beforeAll(async () => {
      server = await startTestServer(kind);
      const { db } = server.server.started.services;
      Object.assign(
        ids,
        await insertRelease(db, {
          artist: { name: "Glass Harbour", image: artwork("artist", 4) },
          album: { name: "Tidal", image: artwork("album", 9) },
          track: { name: "Undertow", duration_ms: 1000 },
        }),
      );
      ids.hidden = await albumsRepo.insertAlbum(db, { name: "Vault", private: true, artistIds: [ids.artist] });
    }, 120_000);
    afterAll(() => server.stop());

    const get = (path: string, init?: RequestInit) => new TestClient(server.url).fetch(path, init);
    const metaOf = (html: string, key: string) =>
      new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, "&");

    test("artist, album and track pages name a JPEG for og:image, twitter:image and JSON-LD", async () => {
      for (const [path, kindName, id] of [
        [`/artist/${ids.artist}`, "artist", ids.artist],
        [`/album/${ids.album}`, "album", ids.album],
        [`/track/${ids.track}`, "track", ids.track],
      ] as const) {
        const html = await (await get(path)).text();
        const image = `${server.url}/api/v1/raster/${kindName}/${id}-1200.jpg`;
        expect(metaOf(html, "og:image"), path).toBe(image);
        expect(metaOf(html, "twitter:image"), path).toBe(image);
        const ld = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? "{}";
        expect(JSON.parse(ld).image, path).toBe(image);
        const response = await get(new URL(image).pathname);
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe("image/jpeg");
        const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 1200, 1200]);
      }
    }, 60_000);

    test("the raster route refuses private items, odd sizes and malformed names", async () => {
      expect((await get(`/api/v1/raster/album/${ids.hidden}-1200.jpg`)).status).toBe(404);
      expect((await get(`/api/v1/raster/album/${ids.album}-1201.jpg`)).status).toBe(404);
      expect((await get(`/api/v1/raster/album/${ids.album}-600.png`)).status).toBe(404);
      expect((await get(`/api/v1/raster/genre/1-600.jpg`)).status).toBe(404);
      expect((await get(`/api/v1/raster/album/99999999999-600.jpg`)).status).toBe(404);
      expect((await get(`/api/v1/raster/album/${ids.album}-600.jpg`)).status).toBe(200);
    });
  });
}
