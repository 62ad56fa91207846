import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { artistsRepo, settingsRepo, tracksRepo } from "@backbeat/db";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { startTestServer, TestClient } from "../../testing/harness.ts";

for (const kind of testDatabaseKinds) {
  describe(`radio switched off is gone, not only unlinked, on ${kind}`, () => {
    let server: Awaited<ReturnType<typeof startTestServer>>;
    let artist = 0;
    const get = (path: string) => new TestClient(server.url).fetch(path);
    const showRadio = async (value: boolean) => {
      const { services } = server.server.started;
      await settingsRepo.upsertSettings(services.db, [{ name: "player.show_radio", value }]);
      services.settings.invalidate();
    };

    beforeAll(async () => {
      server = await startTestServer(kind);
      const { db } = server.server.started.services;
      artist = await artistsRepo.insertArtist(db, { name: "Static Bloom", bio: "", image: null });
      await tracksRepo.insertTrack(db, { name: "First Light", duration_ms: 90_000, artistIds: [artist] });
    }, 240_000);
    afterAll(() => server.stop());

    test("on: the radio page and its station answer; off: both are 404; on again: back", async () => {
      const page = `/radio/artist/${artist}/static-bloom`;
      const station = `/api/v1/radio/artist/${artist}`;
      const trpc = `/trpc/catalogue.radio?input=${encodeURIComponent(JSON.stringify({ type: "artist", id: artist }))}`;
      expect((await get(page)).status).toBe(200);
      expect((await get(station)).status).toBe(200);
      expect((await get(trpc)).status).toBe(200);

      await showRadio(false);
      const refused = await get(page);
      expect(refused.status).toBe(404);
      expect(await refused.text()).toContain('name="robots" content="noindex"');
      expect((await get(station)).status).toBe(404);
      expect((await get(trpc)).status).toBe(404);
      // Other pages are untouched.
      expect((await get(`/artist/${artist}`)).status).toBe(200);

      await showRadio(true);
      expect((await get(page)).status).toBe(200);
      expect((await get(station)).status).toBe(200);
    });

    test("billing off: pricing, checkout and billing screens answer 404, as the app shows them; on: 200", async () => {
      const { services } = server.server.started;
      const billing = async (value: boolean) => {
        await settingsRepo.upsertSettings(services.db, [{ name: "billing.enable", value }]);
        services.settings.invalidate();
      };
      const paths = ["/pricing", "/billing", "/billing/change-plan", "/checkout/1/2", "/change-plan/1/2/confirm"];
      await billing(false);
      for (const path of paths) expect((await get(path)).status, path).toBe(404);
      expect((await get("/contact")).status).toBe(200);
      await billing(true);
      for (const path of paths) expect((await get(path)).status, path).toBe(200);
      await billing(false);
    });
  });
}
