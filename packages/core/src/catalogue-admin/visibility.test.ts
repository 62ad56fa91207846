import { afterAll, beforeAll, expect, test } from "bun:test";
import { type DatabaseHandle, listings, runListing, tracksRepo } from "@backbeat/db";
import { createTestDatabase } from "@backbeat/db/testing";
import { catalogueVisibilityOf } from "./service.ts";

/**
 * The four visibilities are read in two places: `catalogueVisibilityOf` for the forms and the
 * backstage lists, and one SQL `case` for the admin datatables' column and filter. Every
 * combination of the stored flags must read the same in both.
 */
let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase("pglite");
});
afterAll(() => handle.close());

test("the admin listing and the forms read every combination of flags as the same visibility", async () => {
  const hour = 3_600_000;
  const moments = [null, new Date(Date.now() + hour), new Date(Date.now() - hour)];
  const combos = [];
  for (const isPrivate of [false, true])
    for (const unlisted of [false, true])
      for (const publishAt of moments) combos.push({ private: isPrivate, unlisted, publish_at: publishAt });
  for (const [i, flags] of combos.entries()) {
    const id = await tracksRepo.insertTrack(handle.db, { name: `Combo ${i}`, duration_ms: 1000, artistIds: [] });
    await handle.db.updateTable("tracks").set(flags).where("id", "=", id).execute();
  }
  const page = await runListing(handle.db, listings.tracks, { page: 1, perPage: 100, query: "combo" });
  expect(page.data).toHaveLength(combos.length);
  for (const row of page.data) {
    const flags = combos[Number(row.name.split(" ")[1])];
    if (!flags) throw new Error(`no flags for ${row.name}`);
    expect(row.visibility, JSON.stringify(flags)).toBe(catalogueVisibilityOf(flags).visibility);
  }
});
