import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { sql } from "kysely";
import * as albumsRepo from "../catalogue/albums.ts";
import * as artistsRepo from "../catalogue/artists.ts";
import * as tracksRepo from "../catalogue/tracks.ts";
import type { DatabaseHandle } from "../client.ts";
import { createTestDatabase, testDatabaseKinds } from "../testing.ts";
import type { Executor } from "./executor.ts";
import * as searchRepo from "./search.ts";

const admin = { userId: null, admin: true };

for (const kind of testDatabaseKinds) {
  describe(`search on ${kind}`, () => {
    let handle: DatabaseHandle;
    const ids: Record<string, number> = {};

    beforeAll(async () => {
      handle = await createTestDatabase(kind);
      const db = handle.db;
      ids.artist = await artistsRepo.insertArtist(db, { name: "Drive Collective" });
      await artistsRepo.insertArtist(db, { name: "Dream Machines" });
      ids.album = await albumsRepo.insertAlbum(db, { name: "Drive", artistIds: [ids.artist] });
      // "drve" is as near, by word similarity, to many "dr…" words as to "drive": the typo tier
      // must still find "drive" among them.
      const decoys = ["Dreams", "Drum Song", "Dream On", "Drawn Out", "Dress Code", "Drove Away", "Drowned"];
      for (const [i, name] of decoys.entries())
        await tracksRepo.insertTrack(db, { name, duration_ms: 1000, plays: 1000 + i, artistIds: [ids.artist] });
      ids.drive = await tracksRepo.insertTrack(db, { name: "Drive", duration_ms: 1000, plays: 1, artistIds: [] });
      ids.driveHome = await tracksRepo.insertTrack(db, {
        name: "Drive Home",
        duration_ms: 1000,
        plays: 500,
        artistIds: [],
      });
      ids.nightDrive = await tracksRepo.insertTrack(db, {
        name: "Night Drive",
        duration_ms: 1000,
        plays: 900,
        artistIds: [],
      });
      for (let i = 0; i < 7; i++)
        await tracksRepo.insertTrack(db, { name: `Driving ${i}`, duration_ms: 1000, plays: i, artistIds: [] });
    }, 60_000);

    afterAll(async () => {
      await handle?.close();
    });

    const run = <T>(query: string, fn: (db: Executor, terms: searchRepo.SearchTerms) => Promise<T>) => {
      const terms = searchRepo.searchTerms(query);
      return searchRepo.withSearchSettings(handle.db, (db) => fn(db, terms), terms);
    };
    const tracks = (query: string, offset = 0, limit = 10) =>
      run(query, (db, terms) => searchRepo.searchTracks(db, admin, terms, offset, limit));

    test("one typo in a short word still finds it: drve → drive", async () => {
      const found = (await tracks("drve")).map((t) => t.id);
      expect(found).toContain(ids.drive as number);
      expect(found).toContain(ids.nightDrive as number);
      expect(
        (await run("drve", (db, terms) => searchRepo.searchAlbums(db, admin, terms, 0, 10))).map((a) => a.id),
      ).toEqual([ids.album as number]);
      expect(
        (await run("colective", (db, terms) => searchRepo.searchArtists(db, terms, 0, 10))).map((a) => a.id),
      ).toEqual([ids.artist as number]);
      // Two words, one with a typo, the other a prefix being typed: the title holding both first,
      // then titles with either word.
      const both = (await tracks("nigth dri")).map((t) => t.id);
      expect(both[0]).toBe(ids.nightDrive as number);
      expect(both).toContain(ids.drive as number);
      // Words no title holds together still find titles with one of them: by prefix first, then
      // by near word ("driving" is near "drive", not an extension of it).
      expect((await tracks("zzzq drive")).map((t) => t.name)).toEqual([
        "Night Drive",
        "Drive Home",
        "Drive",
        "Driving 6",
        "Driving 5",
        "Driving 4",
        "Driving 3",
        "Driving 2",
        "Driving 1",
        "Driving 0",
      ]);
    });

    test("the exact title first, then prefix matches by plays, then typo matches", async () => {
      const names = (await tracks("drive", 0, 4)).map((t) => t.name);
      expect(names).toEqual(["Drive", "Night Drive", "Drive Home", "Driving 6"]);
      // Prefix matches are not repeated as typo matches.
      const all = (await tracks("driv", 0, 50)).map((t) => t.id);
      expect(new Set(all).size).toBe(all.length);
    });

    test("pages through the tiers without gaps or repeats", async () => {
      for (const query of ["drive", "drve", "dri", "nigth dri", "zzzq drive"]) {
        const whole = (await tracks(query, 0, 50)).map((t) => t.id);
        const paged: number[] = [];
        for (let offset = 0; offset < whole.length + 3; offset += 3)
          paged.push(...(await tracks(query, offset, 3)).map((t) => t.id));
        expect(paged).toEqual(whole);
      }
    });

    test("words of new and renamed names become typo-searchable", async () => {
      const id = await tracksRepo.insertTrack(handle.db, { name: "Quixotic", duration_ms: 1000, artistIds: [] });
      expect((await tracks("quixotc")).map((t) => t.id)).toEqual([id]);
      await sql`update tracks set name = 'Zephyrine', search_name = 'zephyrine' where id = ${id}`.execute(handle.db);
      expect((await tracks("zephyrne")).map((t) => t.id)).toEqual([id]);
      const words = await sql<{
        word: string;
      }>`select word from search_words where word in ('quixotic', 'zephyrine')`.execute(handle.db);
      expect(words.rows.map((r) => r.word).sort()).toEqual(["quixotic", "zephyrine"]);
    });

    test("odd input is inert", async () => {
      expect(await tracks("%_'\\;--")).toBeArray();
      expect(await tracks("")).toEqual([]);
      expect(await tracks("dr' | x")).toBeArray();
    });
  });
}
