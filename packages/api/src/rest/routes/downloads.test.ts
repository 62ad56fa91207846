import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { seedDemo } from "@backbeat/db/seeds";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { createHarness, type Harness, registeredClient } from "../../testing/harness.ts";

/** docs/spec/2-product-areas.md §3/§9: a user's downloads come in their `download_as` format, MP3 by default or FLAC. */
for (const kind of testDatabaseKinds) {
  describe(`download format on ${kind}`, () => {
    let h: Harness;
    beforeAll(async () => {
      h = await createHarness(kind);
      await seedDemo(h.services.db, { dataDir: h.services.config.dataDir, tracks: 4, clips: 1, clipSeconds: [2, 3] });
    }, 120_000);
    afterAll(async () => {
      await h.close();
    });

    test("PUT users/{id} takes mp3 or lossless only, and the download route follows it", async () => {
      const { client: c, userId } = await registeredClient(h, "downloads@example.com");
      expect((await c.call("GET", `api/v1/users/${userId}`)).body.user.download_as).toBe("mp3");

      const mp3 = await c.call("GET", "api/v1/tracks/1/download");
      expect(mp3.status).toBe(200);
      expect(mp3.headers.get("content-type")).toBe("audio/mpeg");
      expect(mp3.headers.get("content-disposition")).toMatch(/^attachment; filename=".+\.mp3"/);

      for (const wrong of ["flac", "wav", "MP3", "", 1]) {
        const refused = await c.call("PUT", `api/v1/users/${userId}`, { download_as: wrong });
        expect(refused.status, String(wrong)).toBe(422);
        expect(refused.body.errors.download_as).toEqual(["Choose MP3 or FLAC."]);
      }
      expect((await c.call("GET", `api/v1/users/${userId}`)).body.user.download_as).toBe("mp3");

      const saved = await c.call("PUT", `api/v1/users/${userId}`, { download_as: "lossless" });
      expect(saved.status).toBe(200);
      expect(saved.body.user.download_as).toBe("lossless");
      const flac = await c.call("GET", "api/v1/tracks/1/download");
      expect(flac.status).toBe(200);
      expect(flac.headers.get("content-type")).toBe("audio/flac");
      expect(flac.headers.get("content-disposition")).toMatch(/^attachment; filename=".+\.flac"/);
      expect(flac.headers.get("etag")).not.toBe(mp3.headers.get("etag"));

      await c.call("PUT", `api/v1/users/${userId}`, { download_as: "mp3" });
      expect((await c.call("GET", "api/v1/tracks/1/download")).headers.get("content-type")).toBe("audio/mpeg");
    }, 60_000);

    test("a download's URL stays the same when the format changes, so browsers must revalidate it", async () => {
      const { client: c } = await registeredClient(h, "cache@example.com");
      const download = await c.call("GET", "api/v1/tracks/1/download");
      expect(download.status).toBe(200);
      // A cached MP3 must not answer for the same URL after the user switches to FLAC.
      expect(download.headers.get("cache-control")).toBe("private, no-cache");
      // Streams keep their long private cache.
      const stream = await c.call("GET", "api/v1/tracks/1/stream");
      if (stream.status === 200) expect(stream.headers.get("cache-control")).toBe("private, max-age=86400");
    });

    test("guests cannot download", async () => {
      expect((await h.client().call("GET", "api/v1/tracks/1/download")).status).toBe(401);
    });
  });
}
