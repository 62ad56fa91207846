import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import type { DatabaseHandle } from "../client.ts";
import { createTestDatabase, testDatabaseKinds } from "../testing.ts";
import { filesOfRoot, filesOfRootPages, insertScan, upsertFiles } from "./library-files.ts";

for (const kind of testDatabaseKinds) {
  describe(`library files on ${kind}`, () => {
    let handle: DatabaseHandle;

    beforeAll(async () => {
      handle = await createTestDatabase(kind);
      const scan = await insertScan(handle.db, "/music", null);
      const file = (root: string, path: string) => ({
        root,
        path,
        size: 100,
        mtime_ms: 1,
        fingerprint: `print of ${path}`,
        track_id: null,
        error: null,
        scan_id: scan,
      });
      await upsertFiles(handle.db, [
        ...["a.mp3", "b.mp3", "c.mp3", "d.mp3", "e.mp3"].map((p) => file("/music", p)),
        file("/other", "x.mp3"),
      ]);
    }, 120_000);
    afterAll(async () => {
      await handle?.close();
    });

    test("a root's files come a page at a time, each once, and only that root's", async () => {
      const pages: string[][] = [];
      for await (const page of filesOfRootPages(handle.db, "/music", 2)) pages.push(page.map((f) => f.path));
      expect(pages).toEqual([["a.mp3", "b.mp3"], ["c.mp3", "d.mp3"], ["e.mp3"]]);
      const all = await filesOfRoot(handle.db, "/music");
      expect(all.map((f) => f.path)).toEqual(["a.mp3", "b.mp3", "c.mp3", "d.mp3", "e.mp3"]);
      expect(all[0]).toMatchObject({ size: 100, mtime_ms: 1, fingerprint: "print of a.mp3", missing: false });
    });
  });
}
