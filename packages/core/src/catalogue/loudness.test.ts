import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { albumsRepo, artistsRepo, type DatabaseHandle, tracksRepo } from "@backbeat/db";
import { createTestDatabase, testDatabaseKinds } from "@backbeat/db/testing";
import type { CoreServices, Viewer } from "../context.ts";
import { searchInput } from "../search/schemas.ts";
import { search } from "../search/service.ts";
import { testServices } from "../test-services.ts";
import { parseInput } from "../validation.ts";
import { idInput, tracksByIdsInput } from "./input.ts";
import { getAlbum, getArtist, getTrack, getTracksByIds } from "./service.ts";

/** The player levels volume from each track's measured loudness, so every track list carries it. */
const guest: Viewer = { user: null, session: null, permissions: [{ name: "music.view", restrictions: [] }] };

for (const kind of testDatabaseKinds) {
  describe(`track loudness in catalogue output on ${kind}`, () => {
    let handle: DatabaseHandle;
    let services: CoreServices;
    let dataDir: string;
    const ids = { artist: 0, album: 0, analysed: 0, unanalysed: 0 };

    beforeAll(async () => {
      handle = await createTestDatabase(kind);
      dataDir = await mkdtemp(join(tmpdir(), "bb-loud-"));
      services = testServices(handle.db, dataDir);
      const db = handle.db;
      ids.artist = await artistsRepo.insertArtist(db, { name: "Loudness Wars" });
      ids.album = await albumsRepo.insertAlbum(db, { name: "Brickwalled", artistIds: [ids.artist] });
      ids.analysed = await tracksRepo.insertTrack(db, {
        name: "Measured Anthem",
        album_id: ids.album,
        number: 1,
        duration_ms: 180_000,
        plays: 10,
        artistIds: [ids.artist],
      });
      // What the media pipeline writes after its ebur128 pass.
      await tracksRepo.updateTrackMedia(db, ids.analysed, { loudness_lufs: -8.5, true_peak_db: 0.5 });
      ids.unanalysed = await tracksRepo.insertTrack(db, {
        name: "Unmeasured Ballad",
        album_id: ids.album,
        number: 2,
        duration_ms: 200_000,
        plays: 5,
        artistIds: [ids.artist],
      });
    }, 60_000);

    afterAll(async () => {
      await handle?.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    const measured = { loudness: -8.5, true_peak: 0.5 };
    const unmeasured = { loudness: null, true_peak: null };

    test("tracks by id (the queue) carry loudness and true peak, null when never analysed", async () => {
      const tracks = await getTracksByIds(
        services,
        guest,
        parseInput(tracksByIdsInput, { ids: [ids.analysed, ids.unanalysed] }),
      );
      expect(tracks.map((t) => ({ id: t.id, loudness: t.loudness, true_peak: t.true_peak }))).toEqual([
        { id: ids.analysed, ...measured },
        { id: ids.unanalysed, ...unmeasured },
      ]);
    });

    test("the album, artist and track pages carry them too", async () => {
      const album = await getAlbum(services, guest, parseInput(idInput, { id: ids.album }));
      expect(album.tracks.map((t) => [t.loudness, t.true_peak])).toEqual([
        [-8.5, 0.5],
        [null, null],
      ]);
      const artist = await getArtist(services, guest, parseInput(idInput, { id: ids.artist }));
      expect(artist.topTracks.find((t) => t.id === ids.analysed)).toMatchObject(measured);
      const page = await getTrack(services, guest, parseInput(idInput, { id: ids.analysed }));
      expect(page.track).toMatchObject(measured);
      expect(page.moreFromAlbum.find((t) => t.id === ids.unanalysed)).toMatchObject(unmeasured);
    });

    test("search results carry them", async () => {
      const results = await search(services, guest, parseInput(searchInput, { query: "measured anthem" }));
      expect(results.tracks.find((t) => t.id === ids.analysed)).toMatchObject(measured);
    });
  });
}
