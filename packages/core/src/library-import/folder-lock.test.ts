import { afterAll, describe, expect, test } from "bun:test";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type DatabaseHandle, migrateToLatest, openDatabase } from "@backbeat/db";
import { createEmptyPostgresDatabase, testDatabaseKinds } from "@backbeat/db/testing";
import { isDomainError } from "../errors.ts";
import { testServices } from "../test-services.ts";
import { runLibraryImport } from "./service.ts";
import { makeLibrary } from "./test-library.ts";

/** Two processes sharing one PostgreSQL database: one scan of a library folder at a time. */
describe.skipIf(!testDatabaseKinds.includes("postgres"))("a library folder's scan on shared PostgreSQL", () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterAll(async () => {
    for (const step of cleanup.reverse()) await step();
  });

  test("a second process is refused while the first scans the folder, and may scan once it is done", async () => {
    const dir = await mkdtemp(join(tmpdir(), "bb-folder-lock-"));
    cleanup.push(() => rm(dir, { recursive: true, force: true }));
    const library = join(dir, "library");
    await makeLibrary(library, 40);
    const pg = await createEmptyPostgresDatabase();
    cleanup.push(() => pg.drop());
    const handles: DatabaseHandle[] = [];
    for (let i = 0; i < 2; i++) handles.push(await openDatabase({ kind: "postgres", url: pg.url, maxConnections: 3 }));
    cleanup.push(async () => {
      for (const h of handles) await h.close();
    });
    await migrateToLatest(handles[0]?.db as DatabaseHandle["db"]);
    const [one, two] = handles.map((h) =>
      testServices(h.db, dir, { databaseKind: "postgres", media: { importRoots: [library] } }),
    ) as [ReturnType<typeof testServices>, ReturnType<typeof testServices>];
    const location = { root: library, path: library };
    const options = { ownerId: null, analyse: false };

    const first = runLibraryImport(one, location, options);
    await Bun.sleep(50);
    const second = await runLibraryImport(two, location, options).catch((e: unknown) => e);
    expect(isDomainError(second) && second.message).toBe("Another process is scanning this folder.");
    expect((await first).counts.imported).toBe(40);
    expect((await runLibraryImport(two, location, options)).counts.unchanged).toBe(40);
  }, 120_000);
});
