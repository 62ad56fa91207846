import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import {
  deleteFileEntries,
  deleteFileEntriesInput,
  isDomainError,
  loadViewer,
  parseInput,
  storeUpload,
} from "@backbeat/core";
import { sql, tracksRepo } from "@backbeat/db";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { wav } from "../../testing/audio.ts";
import { ADMIN, createHarness, type Harness } from "../../testing/harness.ts";

for (const kind of testDatabaseKinds) {
  describe(`deleting a file a track plays from on ${kind}`, () => {
    let h: Harness;
    beforeAll(async () => {
      h = await createHarness(kind);
    });
    afterAll(() => h.close());

    test("is refused with the track named and nothing removed; once the track is gone it deletes", async () => {
      const admin = h.client();
      const login = await admin.call("POST", "auth/login", ADMIN);
      const viewer = await loadViewer(h.services.db, login.body.bootstrapData.user.id);
      const entry = await storeUpload(h.services, viewer, { source: { blob: wav(2044) }, clientName: "song.wav" });
      const track = await tracksRepo.insertTrack(h.services.db, {
        name: "Silent Night",
        duration_ms: 1000,
        artistIds: [],
      });
      await sql`update tracks set audio_path = ${`media/${entry.path}`} where id = ${track}`.execute(h.services.db);

      const refused = await deleteFileEntries(
        h.services,
        viewer,
        parseInput(deleteFileEntriesInput, { entryIds: [entry.id] }),
      ).catch((e) => e);
      expect(isDomainError(refused) && refused.code).toBe("CONFLICT");
      expect((refused as Error).message).toContain('"Silent Night"');
      const kept = await sql<{ n: number }>`select count(*)::int as n from file_entries where id = ${entry.id}`.execute(
        h.services.db,
      );
      expect(kept.rows[0]?.n).toBe(1);

      await sql`delete from tracks where id = ${track}`.execute(h.services.db);
      expect(
        await deleteFileEntries(h.services, viewer, parseInput(deleteFileEntriesInput, { entryIds: [entry.id] })),
      ).toEqual({ deleted: 1 });
    });
  });
}
