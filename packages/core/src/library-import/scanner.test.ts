import { describe, expect, test } from "bun:test";
import { mkdir, rename } from "node:fs/promises";
import { join } from "node:path";
import { sql } from "@backbeat/db";
import { testDatabaseKinds } from "@backbeat/db/testing";
import type { Viewer } from "../context.ts";
import { isDomainError } from "../errors.ts";
import { makeTone } from "../media/test-audio.ts";
import { saveAdminSettings } from "../settings/admin.ts";
import { libraryScanSettings, libraryWatchStates, startLibraryScanner } from "./scanner.ts";
import { libraryWorld, until } from "./test-library.ts";

const admin = {
  user: { id: 1, name: "Admin" },
  session: null,
  permissions: [{ name: "admin", restrictions: [] }],
} as unknown as Viewer;

for (const kind of testDatabaseKinds) {
  describe(`the server's library folders on ${kind}`, () => {
    const { world: w, create } = libraryWorld(kind, "bb-scanner-");

    test("a folder is scanned when the server starts, and a file added to it appears without anyone asking", async () => {
      const { library } = await create(6);
      await w.services.settings.save([
        { name: "library.folders", value: [library] },
        { name: "library.rescan_minutes", value: 0 },
      ]);
      const tracks = async () =>
        (await sql<{ n: number }>`select count(*)::int as n from tracks`.execute(w.handle.db)).rows[0]?.n ?? 0;

      await startLibraryScanner(w.services);
      // A folder on a local disk is watched (a network mount would be polled: mounts.test.ts).
      expect(libraryWatchStates(w.services)).toEqual([
        { folder: library, mode: "watched", reason: null, fsType: expect.any(String) },
      ]);
      await until(async () => (await tracks()) === 6, 30_000);

      // A new file moved in: picked up by the watcher, one scan after the changes settle.
      await mkdir(join(w.dir, "staging"), { recursive: true });
      await makeTone(join(w.dir, "staging", "arrived.mp3"), { tags: { title: "Arrived", artist: "Newcomer" } });
      await rename(join(w.dir, "staging", "arrived.mp3"), join(library, "arrived.mp3"));
      await until(async () => (await tracks()) === 7, 30_000);
      const arrived = await sql<{ name: string }>`select name from tracks where name = 'Arrived'`.execute(w.handle.db);
      expect(arrived.rows).toHaveLength(1);
      const runs = await sql<{
        n: number;
      }>`select count(*)::int as n from job_runs where name = 'library.import'`.execute(w.handle.db);
      expect(runs.rows[0]?.n).toBeGreaterThanOrEqual(2);
    }, 90_000);

    test("Settings → Library keeps only readable folders inside the library roots", async () => {
      const library = join(w.dir, "library");
      const save = (folders: string) =>
        saveAdminSettings(w.services, admin, {
          tab: "library",
          values: {
            library: { folders, scan_on_start: true, rescan_minutes: 30, watch: false, missing_grace_days: 7 },
          },
        });
      for (const folders of ["/etc", join(w.dir, "missing"), "relative/path", `${library}\n/etc`]) {
        const refused = await save(folders).catch((e: unknown) => e);
        expect(isDomainError(refused) && refused.code, folders).toBe("VALIDATION");
        expect(Object.keys((refused as { fields?: Record<string, string[]> }).fields ?? {})).toEqual([
          "library.folders",
        ]);
      }
      await save(`${library}\n${library}\n`);
      expect(await libraryScanSettings(w.services)).toEqual({
        folders: [library],
        scanOnStart: true,
        rescanMinutes: 30,
        watch: false,
      });
    }, 60_000);

    test("a folder taken out of the library keeps or removes its tracks, as the operator chose", async () => {
      const library = join(w.dir, "library");
      const tracks = async () =>
        (await sql<{ n: number }>`select count(*)::int as n from tracks`.execute(w.handle.db)).rows[0]?.n ?? 0;
      const save = (folders: string, removedFolders?: "keep" | "remove") =>
        saveAdminSettings(w.services, admin, {
          tab: "library",
          values: {
            library: { folders, scan_on_start: false, rescan_minutes: 0, watch: false, missing_grace_days: 7 },
          },
          ...(removedFolders ? { removedFolders } : {}),
        });
      const count = await tracks();
      expect(count).toBe(7);
      const unasked = await save("").catch((e: unknown) => e);
      expect(isDomainError(unasked) && unasked.code).toBe("VALIDATION");
      expect(Object.keys((unasked as { fields?: Record<string, string[]> }).fields ?? {})).toEqual(["library.folders"]);
      await save("", "keep");
      expect(await tracks()).toBe(count);
      expect((await libraryScanSettings(w.services)).folders).toEqual([]);
      await save(library);
      await save("", "remove");
      expect(await tracks()).toBe(0);
      const files = await sql<{ n: number }>`select count(*)::int as n from library_files`.execute(w.handle.db);
      expect(files.rows[0]?.n).toBe(0);
    }, 60_000);
  });
}
