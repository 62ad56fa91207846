import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Database, type DatabaseHandle, sql } from "@backbeat/db";
import { createTestDatabase, testDatabaseKinds } from "@backbeat/db/testing";
import type { KyselyPlugin } from "kysely";
import { testServices } from "../test-services.ts";
import { importLibrary } from "./import.ts";
import { makeLibrary } from "./test-library.ts";

const FILES = 4;

/**
 * A process that dies after `limit` statements: that statement and every later one fail, and
 * an open transaction is rolled back, as PostgreSQL does when its client is killed.
 */
function dyingAfter(db: Database, limit: number): { db: Database; statements: () => number } {
  let count = 0;
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      count++;
      if (count > limit) throw new Error("killed");
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: db.withPlugin(plugin), statements: () => count };
}

for (const kind of testDatabaseKinds) {
  describe(`an import stopped at any statement on ${kind}`, () => {
    let dir: string;
    let library: string;
    beforeAll(async () => {
      dir = await mkdtemp(join(tmpdir(), "bb-import-crash-"));
      library = join(dir, "library");
      await makeLibrary(library, FILES);
    }, 60_000);
    afterAll(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    async function counts(handle: DatabaseHandle) {
      const r = await sql<{ tracks: number; files: number; filed: number; jobs: number }>`
        select (select count(*)::int from tracks) as tracks,
               (select count(*)::int from library_files) as files,
               (select count(distinct track_id)::int from library_files) as filed,
               (select count(distinct track_id)::int from media_jobs where kind = 'analyse') as jobs`.execute(
        handle.db,
      );
      return r.rows[0];
    }

    test("run again, it leaves exactly one track per file, each analysed once, and skips what was filed", async () => {
      const location = { root: library, path: library };
      const options = { ownerId: null, analyse: true };
      // How many statements a whole import takes.
      const probe = await createTestDatabase(kind);
      const counter = dyingAfter(probe.db, Number.POSITIVE_INFINITY);
      await importLibrary(testServices(counter.db, dir), location, options);
      const total = counter.statements();
      await probe.close();

      const handle = await createTestDatabase(kind);
      try {
        for (let limit = 1; limit < total; limit++) {
          await sql`truncate artists, albums, genres, tracks, library_files, library_scans, media_jobs cascade`.execute(
            handle.db,
          );
          const dying = dyingAfter(handle.db, limit);
          await importLibrary(testServices(dying.db, dir), location, options).catch(() => {});
          const rerun = await importLibrary(testServices(handle.db, dir), location, options);
          expect({ limit, ...(await counts(handle)) }).toEqual({
            limit,
            tracks: FILES,
            files: FILES,
            filed: FILES,
            jobs: FILES,
          });
          expect(rerun.counts.imported + rerun.counts.unchanged).toBe(FILES);
        }
      } finally {
        await handle.close();
      }
    }, 180_000);
  });
}
