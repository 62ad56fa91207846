import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type DatabaseHandle, notificationsRepo } from "../src/index.ts";
import { createTestDatabase } from "../src/testing.ts";
import { seedDemo } from "./demo.ts";

describe("demo catalogue audio", () => {
  let handle: DatabaseHandle;
  let dataDir: string;

  beforeAll(async () => {
    handle = await createTestDatabase("pglite");
    dataDir = await mkdtemp(join(tmpdir(), "bb-demo-"));
    await seedDemo(handle.db, { dataDir, tracks: 40, clips: 24, clipSeconds: [3, 4] });
  }, 120_000);

  afterAll(async () => {
    await handle?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  test("a fresh install's demo albums are not announced to their followers as new releases", async () => {
    const albums = await handle.db.selectFrom("albums").select("id").execute();
    expect(albums.length).toBeGreaterThan(0);
    expect(await notificationsRepo.claimNewReleases(handle.db, 1000)).toEqual([]);
  });

  test("every tag a track carries also has albums, so its tag pages have something to show", async () => {
    const onTracks = await handle.db.selectFrom("track_tag").select("tag_id").distinct().execute();
    const onAlbums = new Set(
      (await handle.db.selectFrom("album_tag").select("tag_id").distinct().execute()).map((r) => r.tag_id),
    );
    expect(onTracks.length).toBeGreaterThan(1);
    for (const { tag_id } of onTracks) expect(onAlbums.has(tag_id)).toBe(true);
  });

  test("consecutive tracks of an album never share audio, and an album repeats no clip", async () => {
    const rows = await handle.db
      .selectFrom("tracks")
      .select(["album_id", "number", "audio_path"])
      .where("album_id", "is not", null)
      .orderBy("album_id")
      .orderBy("number")
      .execute();
    const albums = new Map<number | null, typeof rows>();
    for (const row of rows) albums.set(row.album_id, [...(albums.get(row.album_id) ?? []), row]);
    expect(albums.size).toBeGreaterThan(1);
    for (const tracks of albums.values()) {
      for (let i = 1; i < tracks.length; i++) expect(tracks[i]?.audio_path).not.toBe(tracks[i - 1]?.audio_path);
      expect(new Set(tracks.map((t) => t.audio_path)).size).toBe(tracks.length);
    }
  });
});
