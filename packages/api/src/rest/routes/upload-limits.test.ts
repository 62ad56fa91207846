import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { forgetCachedUsers, isDomainError, loadViewer, storeUpload } from "@backbeat/core";
import { jsonb, rolesRepo, sql, tracksRepo } from "@backbeat/db";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { wav } from "../../testing/audio.ts";
import { createHarness, type Harness, registeredClient } from "../../testing/harness.ts";

async function refusal(call: Promise<unknown>): Promise<{ code: string; message: string } | null> {
  try {
    await call;
    return null;
  } catch (error) {
    if (isDomainError(error)) return { code: error.code, message: error.message };
    throw error;
  }
}

for (const kind of testDatabaseKinds) {
  describe(`a role's upload limits on ${kind}`, () => {
    let h: Harness;
    let userId = 0;
    let roleId = 0;

    beforeAll(async () => {
      h = await createHarness(kind);
      userId = (await registeredClient(h, "limited-artist@example.com")).userId;
      roleId = await rolesRepo.insertRole(h.services.db, { name: "Trial artists", slug: "trial-artists" });
      await rolesRepo.grantPermissionsToRole(h.services.db, roleId, ["music.create"]);
      await rolesRepo.assignRole(h.services.db, userId, roleId);
    });
    afterAll(() => h.close());

    async function limit(restrictions: { name: string; value: number }[]) {
      await sql`update permission_role set restrictions = ${jsonb(restrictions)}
        where role_id = ${roleId}`.execute(h.services.db);
      forgetCachedUsers(h.services.db);
      return loadViewer(h.services.db, userId);
    }

    test("Maximum upload size (MB) caps a file below the site's own limit", async () => {
      const viewer = await limit([{ name: "max_file_size", value: 1 }]);
      const big = await refusal(
        storeUpload(h.services, viewer, { source: { blob: wav(1_200_000) }, clientName: "big.wav" }),
      );
      expect(big?.code).toBe("VALIDATION");
      expect(big?.message).toContain("exceeds maximum allowed size of 1");
      expect(
        await refusal(storeUpload(h.services, viewer, { source: { blob: wav(900_000) }, clientName: "ok.wav" })),
      ).toBeNull();
    });

    test("Maximum tracks refuses audio once the uploader owns that many tracks, before storing it", async () => {
      const viewer = await limit([{ name: "count", value: 1 }]);
      expect(
        await refusal(storeUpload(h.services, viewer, { source: { blob: wav(2_000) }, clientName: "first.wav" })),
      ).toBeNull();
      const owned = await tracksRepo.insertTrack(h.services.db, { name: "Owned", duration_ms: 1000, artistIds: [] });
      await sql`update tracks set owner_id = ${userId} where id = ${owned}`.execute(h.services.db);
      const entries = await sql<{
        n: string;
      }>`select count(*)::text as n from file_entries where owner_id = ${userId}`.execute(h.services.db);
      const second = await refusal(
        storeUpload(h.services, viewer, { source: { blob: wav(2_000) }, clientName: "second.wav" }),
      );
      expect(second).toEqual({ code: "OVER_QUOTA", message: "You have reached the number of tracks you may upload." });
      const after = await sql<{
        n: string;
      }>`select count(*)::text as n from file_entries where owner_id = ${userId}`.execute(h.services.db);
      expect(after.rows[0]?.n).toBe(entries.rows[0]?.n);
    });
  });
}
