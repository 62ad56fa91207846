import { describe, expect, test } from "bun:test";
import { utimes, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { rolesRepo, sql, usersRepo } from "@backbeat/db";
import { testDatabaseKinds } from "@backbeat/db/testing";
import type { Viewer } from "../context.ts";
import { isDomainError } from "../errors.ts";
import { libraryScanLog } from "../logs/admin.ts";
import { libraryScanIdInput } from "../logs/schemas.ts";
import { eventBusOf } from "../realtime/services.ts";
import { parseInput } from "../validation.ts";
import { libraryScans, scanLibraryInput, scanLibraryNow } from "./scan-now.ts";
import { LIBRARY_SCAN_EVENT, type LibraryScanProgress } from "./scan-progress.ts";
import { startLibraryScanner } from "./scanner.ts";
import { libraryWorld, until } from "./test-library.ts";

const viewerWith = (id: number, permissions: string[]) =>
  ({
    user: { id, name: "Operator" },
    session: null,
    permissions: permissions.map((name) => ({ name, restrictions: [] })),
  }) as unknown as Viewer;

for (const kind of testDatabaseKinds) {
  describe(`Scan now and the scans list on ${kind}`, () => {
    const { world: w, create } = libraryWorld(kind, "bb-scan-now-");

    test("only settings managers scan; progress reaches them live; a full rescan reads unchanged files; failures are listed", async () => {
      const { library } = await create(5);
      await writeFile(join(library, "broken.mp3"), "not audio at all");
      await w.services.settings.save([
        { name: "library.folders", value: [library] },
        { name: "library.rescan_minutes", value: 0 },
        { name: "library.scan_on_start", value: false },
        { name: "library.watch", value: false },
      ]);
      const admin = await usersRepo.insertUser(w.handle.db, { email: "a@test.local", name: "A", password: null });
      const listener = await usersRepo.insertUser(w.handle.db, { email: "l@test.local", name: "L", password: null });
      await rolesRepo.upsertPermissions(w.handle.db, [
        { name: "settings.update", display_name: "Manage settings", group: "settings" },
      ]);
      await sql`insert into permission_user (user_id, permission_id, restrictions)
        select ${admin.id}, id, '[]' from permissions where name = 'settings.update'`.execute(w.handle.db);
      const events: { userId: number; payload: LibraryScanProgress }[] = [];
      eventBusOf(w.services).subscribe((e) => {
        if (e.event === LIBRARY_SCAN_EVENT)
          events.push({ userId: e.userId, payload: e.payload as LibraryScanProgress });
      });
      await startLibraryScanner(w.services);

      const operator = viewerWith(admin.id, ["admin.access", "settings.update"]);
      for (const who of [viewerWith(listener.id, []), viewerWith(listener.id, ["admin.access", "files.update"])]) {
        const refused = await scanLibraryNow(w.services, who, parseInput(scanLibraryInput, {})).catch(
          (e: unknown) => e,
        );
        expect(isDomainError(refused) && refused.code).toBe("FORBIDDEN");
        expect(await libraryScans(w.services, who).catch((e: unknown) => isDomainError(e) && e.code)).toBe("FORBIDDEN");
      }
      const bad = (() => {
        try {
          return parseInput(scanLibraryInput, { full: "yes" });
        } catch (e) {
          return e;
        }
      })();
      expect(isDomainError(bad) && bad.code).toBe("VALIDATION");

      expect(await scanLibraryNow(w.services, operator, parseInput(scanLibraryInput, {}))).toEqual({
        queued: 1,
        full: false,
      });
      const tracks = async () =>
        (await sql<{ n: number }>`select count(*)::int as n from tracks`.execute(w.handle.db)).rows[0]?.n ?? 0;
      await until(async () => events.some((e) => e.payload.status === "done"), 30_000);
      expect(await tracks()).toBe(5);
      // Only the holder of settings.update hears it; the last event has the whole scan.
      expect(new Set(events.map((e) => e.userId))).toEqual(new Set([admin.id]));
      const done = events.find((e) => e.payload.status === "done")?.payload;
      expect(done?.counts).toMatchObject({ found: 6, done: 6, imported: 5, failed: 1 });
      expect(done?.folder).toBe(library);
      expect(done?.rate).toBeGreaterThan(0);

      const listed = await libraryScans(w.services, operator);
      expect(listed.scans[0]?.status).toBe("done");
      expect(listed.scans[0]?.failed).toBe(1);
      expect(listed.scans[0]?.failures).toEqual([{ path: "broken.mp3", reason: expect.any(String) }]);
      expect(listed.scans[0]?.failures[0]?.reason.length).toBeGreaterThan(3);
      // Watching is off in the settings: the folder is followed by the interval alone, and says so.
      expect(listed.folders).toEqual([{ folder: library, mode: "off", reason: null, fsType: expect.any(String) }]);

      // The scan is a run in the schedule log, linked to its details with the failed file and reason.
      const runs = await sql<{ library_scan_id: number | null; result: string; detail: string }>`
        select library_scan_id, result, detail from job_runs where name = 'library.import' order by id`.execute(
        w.handle.db,
      );
      expect(runs.rows).toHaveLength(1);
      expect(runs.rows[0]).toMatchObject({ library_scan_id: listed.scans[0]?.id, result: "succeeded" });
      expect(runs.rows[0]?.detail).toContain("6 files: 5 new");
      expect(runs.rows[0]?.detail).toContain("1 failed");
      const logViewer = viewerWith(admin.id, ["admin.access", "logs.view"]);
      const scanId = parseInput(libraryScanIdInput, { id: runs.rows[0]?.library_scan_id });
      const details = await libraryScanLog(w.services, logViewer, scanId);
      expect(details).toMatchObject({ root: library, status: "done", failed: 1 });
      expect(details.failures).toEqual([{ path: "broken.mp3", reason: String(listed.scans[0]?.failures[0]?.reason) }]);
      expect(
        await libraryScanLog(w.services, operator, { id: details.id }).catch(
          (e: unknown) => isDomainError(e) && e.code,
        ),
      ).toBe("FORBIDDEN");
      expect(
        await libraryScanLog(w.services, logViewer, { id: 999_999 }).catch((e: unknown) => isDomainError(e) && e.code),
      ).toBe("NOT_FOUND");
      expect(
        await (async () =>
          libraryScanLog(w.services, logViewer, parseInput(libraryScanIdInput, { id: "1; drop" })))().catch(
          (e: unknown) => isDomainError(e) && e.code,
        ),
      ).toBe("VALIDATION");

      // Full rescan: unchanged files are read again (an edited tag with the old time is found).
      events.length = 0;
      expect(await scanLibraryNow(w.services, operator, parseInput(scanLibraryInput, { full: true }))).toEqual({
        queued: 1,
        full: true,
      });
      await until(async () => events.some((e) => e.payload.status === "done"), 30_000);
      const full = events.find((e) => e.payload.status === "done")?.payload;
      expect(full?.full).toBe(true);
      expect(full?.counts).toMatchObject({ updated: 5, unchanged: 0, imported: 0 });
      expect(await tracks()).toBe(5);

      // A plain scan leaves them be.
      events.length = 0;
      const first = join(library, "Artist 0", "Album 0", "01 Song 0.mp3");
      await utimes(first, new Date(), new Date(Date.now() - 60_000));
      await scanLibraryNow(w.services, operator, parseInput(scanLibraryInput, {}));
      await until(async () => events.some((e) => e.payload.status === "done"), 30_000);
      expect(events.find((e) => e.payload.status === "done")?.payload.counts).toMatchObject({
        updated: 1,
        unchanged: 5,
      });
    }, 120_000);
  });
}
