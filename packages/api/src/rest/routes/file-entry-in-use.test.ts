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
import { ADMIN, createHarness, type Harness } from "../../testing/harness.ts";

/** A tiny PCM WAV (silence): audio by its first bytes. */
function wav(): Blob {
  const head = new DataView(new ArrayBuffer(44));
  const ascii = (at: number, s: string) => {
    for (const [i, c] of [...s].entries()) head.setUint8(at + i, c.charCodeAt(0));
  };
  ascii(0, "RIFF");
  head.setUint32(4, 36 + 2000, true);
  ascii(8, "WAVEfmt ");
  head.setUint32(16, 16, true);
  head.setUint16(20, 1, true);
  head.setUint16(22, 1, true);
  head.setUint32(24, 8000, true);
  head.setUint32(28, 16000, true);
  head.setUint16(32, 2, true);
  head.setUint16(34, 16, true);
  ascii(36, "data");
  head.setUint32(40, 2000, true);
  return new Blob([head.buffer, new Uint8Array(2000)], { type: "audio/wav" });
}

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
      const entry = await storeUpload(h.services, viewer, { source: { blob: wav() }, clientName: "song.wav" });
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
