import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdir, mkdtemp, rename, rm, symlink, unlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { catalogueVisibility, type DatabaseHandle, sql, usersRepo } from "@backbeat/db";
import { createTestDatabase, testDatabaseKinds } from "@backbeat/db/testing";
import type { CoreServices, Viewer } from "../context.ts";
import { isDomainError } from "../errors.ts";
import { makeTone } from "../media/test-audio.ts";
import { mediaWorkerOf, startMediaWorker, stopMediaWorker } from "../media/worker.ts";
import { testServices } from "../test-services.ts";
import { parseInput } from "../validation.ts";
import { importLibrary } from "./import.ts";
import { resolveImportPath } from "./roots.ts";
import { libraryImportInput, libraryImportStatus, startLibraryImport, waitForLibraryImport } from "./service.ts";

function viewer(id: number, permissions: string[]): Viewer {
  return {
    user: { id, name: "Admin" } as unknown as NonNullable<Viewer["user"]>,
    session: null,
    permissions: permissions.map((name) => ({ name, restrictions: [] })),
  };
}

for (const kind of testDatabaseKinds) {
  describe(`library import on ${kind}`, () => {
    let handle: DatabaseHandle;
    let services: CoreServices;
    let dataDir: string;
    let library: string;
    let adminId: number;

    const trackNames = async () =>
      (await sql<{ name: string }>`select name from tracks`.execute(handle.db)).rows.map((r) => r.name).sort();

    const listedNames = async () =>
      (
        await sql<{ name: string }>`select name from tracks t where ${catalogueVisibility.listedToAll("t")}`.execute(
          handle.db,
        )
      ).rows
        .map((r) => r.name)
        .sort();

    beforeAll(async () => {
      handle = await createTestDatabase(kind);
      dataDir = await mkdtemp(join(tmpdir(), "bb-import-"));
      library = join(dataDir, "music");
      const album = join(library, "Nova Lane", "Dawn");
      await mkdir(album, { recursive: true });
      await mkdir(join(library, "Mixes"), { recursive: true });
      const albumTags = { artist: "Nova Lane", album_artist: "Nova Lane", album: "Dawn", date: "2020" };
      await makeTone(join(album, "01 First.mp3"), { tags: { ...albumTags, title: "First", track: "1" } });
      await makeTone(join(album, "02 Second.flac"), { tags: { ...albumTags, title: "Second", tracknumber: "2" } });
      await writeFile(join(album, "02 Second.lrc"), "[ti:Second]\n[00:01.00]Hello\n[00:02.50]World\n");
      await makeTone(join(album, "03 Third.ogg"), { tags: { ...albumTags, title: "Third", tracknumber: "3" } });
      await makeTone(join(library, "Mixes", "a.m4a"), {
        tags: { title: "Mix A", artist: "DJ", album: "Mixes", compilation: "1" },
      });
      await makeTone(join(library, "Mixes", "b.opus"), {
        tags: { title: "Mix B", artist: "Other", album: "Mixes", compilation: "1" },
      });
      await makeTone(join(library, "Mixes", "raw.wav"), { seconds: 1 });
      await writeFile(join(library, "Mixes", "broken.mp3"), "not audio at all");
      await writeFile(join(library, "Mixes", "notes.txt"), "ignored");
      // A link out of the library is never followed.
      await symlink("/etc", join(library, "escape"));
      services = testServices(handle.db, dataDir, {
        media: { queue: "database", concurrency: 1, ffmpegTimeoutMs: 60_000, importRoots: [library] },
      });
      adminId = (await usersRepo.insertUser(handle.db, { email: "admin@test.local", name: "Admin" })).id;
    }, 90_000);

    afterAll(async () => {
      await stopMediaWorker(services);
      await handle?.close();
      await rm(dataDir, { recursive: true, force: true });
    });

    test("imports a folder, groups by tags and lists unreadable files without stopping", async () => {
      const progress: number[] = [];
      const result = await importLibrary(
        services,
        { root: library, path: library },
        { ownerId: adminId, analyse: false, onProgress: (c) => progress.push(c.done) },
      );
      expect(result.counts).toMatchObject({ found: 7, imported: 6, failed: 1, unchanged: 0, moved: 0, deleted: 0 });
      expect(result.failures).toEqual([{ path: "Mixes/broken.mp3", reason: expect.stringMatching(/^Not a/) }]);
      expect(progress.at(-1)).toBe(7);
      expect(await trackNames()).toEqual(["First", "Mix A", "Mix B", "Second", "Third", "raw"]);
      const albums = await sql<{ name: string; artist: string; tracks: number }>`
        select al.name, a.name as artist, (select count(*)::int from tracks t where t.album_id = al.id) as tracks
        from albums al join album_artist aa on aa.album_id = al.id join artists a on a.id = aa.artist_id order by al.name`.execute(
        handle.db,
      );
      expect(albums.rows).toEqual([
        { name: "Dawn", artist: "Nova Lane", tracks: 3 },
        { name: "Mixes", artist: "Various Artists", tracks: 2 },
      ]);
      const second = await sql<{ lyrics_synced: string | null; audio_path: string }>`
        select lyrics_synced, audio_path from tracks where name = 'Second'`.execute(handle.db);
      expect(second.rows[0]?.lyrics_synced).toBe("[00:01.00]Hello\n[00:02.50]World");
      expect(Bun.file(join(dataDir, second.rows[0]?.audio_path as string)).size).toBeGreaterThan(1000);
    }, 90_000);

    test("a rescan skips unchanged files, follows moved ones and marks vanished ones missing", async () => {
      const before = await sql<{ id: number }>`select id from tracks where name = 'Third'`.execute(handle.db);
      await rename(join(library, "Nova Lane", "Dawn", "03 Third.ogg"), join(library, "Mixes", "moved third.ogg"));
      await rename(join(library, "Mixes", "b.opus"), join(dataDir, "b.opus"));
      const mixB = (await sql<{ id: number }>`select id from tracks where name = 'Mix B'`.execute(handle.db)).rows[0]
        ?.id as number;
      await sql`insert into likes (user_id, likeable_type, likeable_id) values (${adminId}, 'track', ${mixB})`.execute(
        handle.db,
      );
      const result = await importLibrary(
        services,
        { root: library, path: library },
        { ownerId: adminId, analyse: false },
      );
      expect(result.counts).toMatchObject({
        found: 6,
        imported: 0,
        unchanged: 5,
        moved: 1,
        deleted: 0,
        missing: 1,
        failed: 1,
      });
      // Kept, with its like, but out of every listing while its file is gone.
      expect(await trackNames()).toEqual(["First", "Mix A", "Mix B", "Second", "Third", "raw"]);
      expect(await listedNames()).toEqual(["First", "Mix A", "Second", "Third", "raw"]);
      const likes = await sql<{ n: number }>`select count(*)::int as n from likes where likeable_id = ${mixB}`.execute(
        handle.db,
      );
      expect(likes.rows[0]?.n).toBe(1);
      const after = await sql<{ id: number }>`select id from tracks where name = 'Third'`.execute(handle.db);
      expect(after.rows[0]?.id).toBe(before.rows[0]?.id as number);
      const file = await sql<{
        path: string;
      }>`select path from library_files where track_id = ${after.rows[0]?.id}`.execute(handle.db);
      expect(file.rows.map((r) => r.path)).toEqual(["Mixes/moved third.ogg"]);
    }, 90_000);

    test("a missing file that comes back is listed again; one missing past the grace period is removed", async () => {
      const scan = () =>
        importLibrary(services, { root: library, path: library }, { ownerId: adminId, analyse: false });
      await rename(join(dataDir, "b.opus"), join(library, "Mixes", "b.opus"));
      expect((await scan()).counts).toMatchObject({ unchanged: 7, deleted: 0, missing: 0 });
      expect(await listedNames()).toEqual(["First", "Mix A", "Mix B", "Second", "Third", "raw"]);
      const marks = await sql<{ n: number }>`
        select (select count(*) from library_files where missing_since is not null)::int
             + (select count(*) from tracks where missing_since is not null)::int as n`.execute(handle.db);
      expect(marks.rows[0]?.n).toBe(0);

      await unlink(join(library, "Mixes", "b.opus"));
      await services.settings.save([{ name: "library.missing_grace_days", value: 0 }]);
      try {
        expect((await scan()).counts).toMatchObject({ deleted: 1, missing: 0 });
      } finally {
        await services.settings.save([{ name: "library.missing_grace_days", value: 7 }]);
      }
      expect(await trackNames()).toEqual(["First", "Mix A", "Second", "Third", "raw"]);
    }, 90_000);

    test("a retagged file rewrites its track in place: same id, new tags, the old stored copy gone", async () => {
      const first = join(library, "Nova Lane", "Dawn", "01 First.mp3");
      const before = await sql<{
        id: number;
        audio_path: string;
      }>`select id, audio_path from tracks where name = 'First'`.execute(handle.db);
      await makeTone(first, {
        seconds: 3,
        tags: { artist: "Nova Lane", album_artist: "Nova Lane", album: "Dawn", title: "First (Remaster)", track: "1" },
      });
      const result = await importLibrary(
        services,
        { root: library, path: library },
        { ownerId: adminId, analyse: false },
      );
      expect(result.counts).toMatchObject({ imported: 0, updated: 1, moved: 0, deleted: 0 });
      const after = await sql<{ id: number; name: string; duration_ms: number; audio_path: string }>`
        select id, name, duration_ms, audio_path from tracks where id = ${before.rows[0]?.id}`.execute(handle.db);
      expect(after.rows[0]).toMatchObject({ name: "First (Remaster)" });
      expect(after.rows[0]?.duration_ms).toBeGreaterThan(2900);
      expect(after.rows[0]?.audio_path).not.toBe(before.rows[0]?.audio_path);
      expect(await Bun.file(join(dataDir, before.rows[0]?.audio_path as string)).exists()).toBe(false);
      expect(await Bun.file(join(dataDir, after.rows[0]?.audio_path as string)).exists()).toBe(true);
    }, 90_000);

    test("over the API: only admins or files.update, only inside the library roots; analysis runs as media jobs", async () => {
      const admin = viewer(adminId, ["admin"]);
      const listener = viewer(adminId, ["music.view"]);
      const code = (e: unknown) => (isDomainError(e) ? e.code : String(e));
      expect(
        code(
          await startLibraryImport(services, listener, parseInput(libraryImportInput, { path: library })).catch(
            (e) => e,
          ),
        ),
      ).toBe("FORBIDDEN");
      for (const path of ["/etc", `${library}/../`, join(library, "escape"), "../../etc"])
        expect(
          code(await startLibraryImport(services, admin, parseInput(libraryImportInput, { path })).catch((e) => e)),
        ).toBe("VALIDATION");
      expect((await resolveImportPath([library], "Mixes")).path).toBe(join(library, "Mixes"));

      await makeTone(join(library, "Mixes", "new.flac"), { tags: { title: "New One", artist: "DJ" } });
      await startWorkerOnce();
      const { scanId } = await startLibraryImport(
        services,
        admin,
        parseInput(libraryImportInput, { path: join(library, "Mixes") }),
      );
      await waitForLibraryImport(services);
      const status = await libraryImportStatus(services, admin);
      expect(status.scans[0]).toMatchObject({ id: scanId, status: "done", counts: { imported: 1, queued: 1 } });
      await mediaWorkerOf(services)?.drain();
      const track = await sql<{
        waveform: number[] | null;
        loudness_lufs: number | null;
        audio_mime: string;
        original_mime: string;
      }>`
        select waveform, loudness_lufs, audio_mime, original_mime from tracks where name = 'New One'`.execute(
        handle.db,
      );
      expect(track.rows[0]?.waveform).toHaveLength(96);
      expect(track.rows[0]?.loudness_lufs).toBeLessThan(-15);
      expect([track.rows[0]?.audio_mime, track.rows[0]?.original_mime]).toEqual(["audio/mpeg", "audio/flac"]);
    }, 90_000);

    async function startWorkerOnce() {
      if (!mediaWorkerOf(services)) await startMediaWorker(services, { pollMs: 100 });
    }
  });
}
