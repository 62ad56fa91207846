import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { sql } from "kysely";
import * as artistsRepo from "../catalogue/artists.ts";
import * as tracksRepo from "../catalogue/tracks.ts";
import type { DatabaseHandle } from "../client.ts";
import { COUNT_CAP, exportListing, ListingQueryError, runListing } from "../listing.ts";
import { createTestDatabase, testDatabaseKinds } from "../testing.ts";
import { listings } from "./index.ts";

for (const kind of testDatabaseKinds) {
  describe(`listings on ${kind}`, () => {
    let handle: DatabaseHandle;

    beforeAll(async () => {
      handle = await createTestDatabase(kind);
      const artist = await artistsRepo.insertArtist(handle.db, { name: "Night Drive" });
      for (let i = 0; i < 30; i++)
        await tracksRepo.insertTrack(handle.db, {
          name: i % 3 === 0 ? `Neon ${i}` : `Track ${i}`,
          duration_ms: 1000 * i,
          plays: i % 2 ? i : 0,
          artistIds: [artist],
        });
    });
    afterAll(() => handle.close());

    test("every listing runs with its default order, each sort both ways, a search and each filter", async () => {
      for (const [name, def] of Object.entries(listings)) {
        const page = await runListing(handle.db, def as never, { page: 1, perPage: 10 });
        expect(page.page, name).toBe(1);
        for (const column of Object.keys(def.sorts))
          for (const orderDir of ["asc", "desc"] as const)
            await runListing(handle.db, def as never, { page: 1, perPage: 5, orderBy: column, orderDir });
        await runListing(handle.db, def as never, { page: 1, perPage: 5, query: "ne%_\\" });
        for (const [key, filter] of Object.entries(def.filters ?? {})) {
          const value =
            filter.kind === "boolean"
              ? true
              : filter.kind === "dateRange"
                ? { from: "2020-01-01", to: "2099-12-31" }
                : "1";
          await runListing(handle.db, def as never, { page: 1, perPage: 5, filters: { [key]: value } });
        }
      }
    });

    test("pages, counts, sorts and filters the tracks", async () => {
      const all = await runListing(handle.db, listings.tracks, {
        page: 2,
        perPage: 10,
        orderBy: "duration_ms",
        orderDir: "asc",
      });
      expect(all.total).toBe(30);
      expect(all.lastPage).toBe(3);
      expect(all.data.map((t) => t.duration_ms)).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19].map((n) => n * 1000));
      expect(all.data[0]?.artists).toBe("Night Drive");
      const played = await runListing(handle.db, listings.tracks, {
        page: 1,
        perPage: 100,
        filters: { has_plays: true },
      });
      expect(played.total).toBe(15);
      const unplayed = await runListing(handle.db, listings.tracks, {
        page: 1,
        perPage: 100,
        filters: { has_plays: false },
      });
      expect(unplayed.total).toBe(15);
      const neon = await runListing(handle.db, listings.tracks, { page: 1, perPage: 100, query: "neo" });
      expect(neon.total).toBe(10);
      const future = await runListing(handle.db, listings.tracks, {
        page: 1,
        perPage: 10,
        filters: { created_at: { from: "2099-01-01" } },
      });
      expect(future.total).toBe(0);
    });

    test("tracks show and filter by the four visibilities the catalogue forms set", async () => {
      const named = (name: string) => sql<number>`(select id from tracks where name = ${name})`;
      const hour = 3600 * 1000;
      const states: [string, { private: boolean; unlisted: boolean; publish_at: Date | null }][] = [
        ["Track 1", { private: true, unlisted: false, publish_at: null }],
        ["Track 2", { private: false, unlisted: true, publish_at: null }],
        ["Track 4", { private: true, unlisted: false, publish_at: new Date(Date.now() + hour) }],
        // A release moment that has passed counts as released before the publisher runs.
        ["Track 5", { private: true, unlisted: true, publish_at: new Date(Date.now() - hour) }],
      ];
      for (const [name, flags] of states)
        await handle.db.updateTable("tracks").set(flags).where("id", "=", named(name)).execute();
      const byVisibility = async (visibility: string) =>
        (await runListing(handle.db, listings.tracks, { page: 1, perPage: 100, filters: { visibility } })).data
          .map((row) => `${row.name}:${row.visibility}`)
          .sort();
      expect(await byVisibility("private")).toEqual(["Track 1:private"]);
      expect(await byVisibility("unlisted")).toEqual(["Track 2:unlisted", "Track 5:unlisted"]);
      expect(await byVisibility("scheduled")).toEqual(["Track 4:scheduled"]);
      expect((await byVisibility("public")).length).toBe(26);
      expect(await byVisibility("hidden")).toEqual([]);
      const scheduled = await runListing(handle.db, listings.tracks, {
        page: 1,
        perPage: 1,
        filters: { visibility: "scheduled" },
      });
      expect(new Date(scheduled.data[0]?.publish_at ?? 0).getTime()).toBeGreaterThan(Date.now());
      for (const [name] of states)
        await handle.db
          .updateTable("tracks")
          .set({ private: false, unlisted: false, publish_at: null })
          .where("id", "=", named(name))
          .execute();
    });

    test("export yields every matching row once, in the table's order", async () => {
      const rows = [];
      for await (const chunk of exportListing(
        handle.db,
        listings.tracks,
        { orderBy: "duration_ms", orderDir: "desc" },
        { chunk: 7, max: 100 },
      ))
        rows.push(...chunk);
      expect(rows.map((r) => r.duration_ms)).toEqual(Array.from({ length: 30 }, (_, i) => (29 - i) * 1000));
      const capped = [];
      for await (const chunk of exportListing(handle.db, listings.tracks, { query: "neon" }, { chunk: 4, max: 5 }))
        capped.push(...chunk);
      expect(capped.length).toBe(5);
    });

    test("past the count cap the total is the planner's estimate, flagged as such", async () => {
      await sql`insert into tracks (name, search_name, duration_ms)
        select 'Bulk ' || g, 'bulk ' || g, g from generate_series(1, ${COUNT_CAP + 50}) g`.execute(handle.db);
      await sql`analyze tracks`.execute(handle.db);
      const page = await runListing(handle.db, listings.tracks, { page: 1, perPage: 10 });
      expect(page.totalIsEstimate).toBe(true);
      expect(page.total).toBeGreaterThan(COUNT_CAP);
      expect(page.total).toBeLessThan((COUNT_CAP + 80) * 1.5);
      const few = await runListing(handle.db, listings.tracks, { page: 1, perPage: 10, query: "neon" });
      expect(few).toMatchObject({ total: 10, totalIsEstimate: false });
      await sql`delete from tracks where name like 'Bulk %'`.execute(handle.db);
    });

    test("an unknown sort column or filter is refused by name", async () => {
      await expect(
        runListing(handle.db, listings.tracks, { page: 1, perPage: 10, orderBy: "password" }),
      ).rejects.toThrow(ListingQueryError);
      await expect(
        runListing(handle.db, listings.tracks, { page: 1, perPage: 10, filters: { nope: true } }),
      ).rejects.toThrow(ListingQueryError);
    });
  });
}
