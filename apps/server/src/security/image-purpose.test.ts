import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { forgetCachedUsers } from "@backbeat/core";
import { rolesRepo, usersRepo } from "@backbeat/db";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { startTestServer, TestClient } from "../testing/harness.ts";

/**
 * The appearance and ad image paths are public doors to the file store: they serve only entries
 * uploaded as appearance or ad images, never another upload (an artist's passport scan sent as
 * backstage proof), whoever asks and whatever a setting names.
 */

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(100).fill(7)]);
const MP3 = new Uint8Array([0x49, 0x44, 0x33, 0x04, 0, 0, 0, 0, 0, 0, ...new Array(4000).fill(0xfb)]);
const PASSWORD = "image-purpose-password";

for (const kind of testDatabaseKinds) {
  describe(`appearance and ad images on ${kind}`, () => {
    let server: Awaited<ReturnType<typeof startTestServer>>;
    let admin: TestClient;
    let operator: TestClient;
    let artist: TestClient;
    let listener: TestClient;
    let guest: TestClient;
    const services = () => server.server.started.services;

    async function user(email: string, roleSlug: string, permissions?: string[]) {
      const db = services().db;
      const row = await usersRepo.insertUser(db, {
        email,
        name: email,
        password: await services().hasher.hash(PASSWORD),
        email_verified_at: new Date(),
      });
      const found = await rolesRepo.findRoleBySlug(db, roleSlug);
      const roleId = found?.id ?? (await rolesRepo.insertRole(db, { name: roleSlug, slug: roleSlug }));
      if (permissions) await rolesRepo.grantPermissionsToRole(db, roleId, permissions);
      await rolesRepo.assignRole(db, row.id, roleId);
      forgetCachedUsers(db);
      const client = await new TestClient(server.url).prime();
      expect((await client.login({ email, password: PASSWORD })).status).toBe(200);
      return client;
    }

    async function upload(
      client: TestClient,
      path: string,
      bytes: Uint8Array<ArrayBuffer>,
      name: string,
      purpose?: string,
    ) {
      const body = new FormData();
      body.append("file", new File([bytes], name));
      if (purpose) body.append("purpose", purpose);
      const response = await client.fetch(path, { method: "POST", body, headers: { accept: "application/json" } });
      const json = (await response.json()) as { fileEntry?: { id: number }; errors?: Record<string, string[]> };
      return { status: response.status, id: json.fileEntry?.id ?? 0, errors: json.errors };
    }
    const appearanceImage = (id: number) => `/api/v1/appearance/images/${id}`;
    const adImage = (id: number) => `/api/v1/ads/images/${id}`;
    const status = async (client: TestClient, path: string) => (await client.fetch(path)).status;

    beforeAll(async () => {
      server = await startTestServer(kind);
      admin = await new TestClient(server.url).prime();
      expect((await admin.login()).status).toBe(200);
      operator = await user(`designer-${kind}@example.com`, "designers", [
        "admin.access",
        "appearance.update",
        "settings.update",
      ]);
      artist = await user(`artist-${kind}@example.com`, "artists");
      listener = await user(`listener-${kind}@example.com`, "users");
      guest = await new TestClient(server.url).prime();
    }, 60_000);
    afterAll(() => server?.stop());

    test("a backstage proof or a music upload is never served as an appearance or ad image", async () => {
      const proof = await upload(listener, "/api/v1/backstage-requests/proof-files", PNG, "passport.png");
      expect(proof.status).toBe(200);
      const own = await upload(artist, "/api/v1/file-entries", PNG, "cover.png");
      expect(own.status).toBe(200);
      for (const { id } of [proof, own])
        for (const viewer of [operator, admin]) {
          expect(await status(viewer, appearanceImage(id))).toBe(404);
          expect(await status(viewer, adImage(id))).toBe(404);
        }
      // Naming it in a saved setting does not make it public either.
      await services().settings.save([
        { name: "branding.logo_light", value: appearanceImage(proof.id) },
        { name: "ads.general_top", value: { enabled: true, kind: "image", image: adImage(proof.id) } },
      ]);
      for (const viewer of [guest, operator, admin]) {
        expect(await status(viewer, appearanceImage(proof.id))).toBe(404);
        expect(await status(viewer, adImage(proof.id))).toBe(404);
      }
    });

    test("an image uploaded for the appearance or an ad is served by that path only", async () => {
      const logo = await upload(admin, "/api/v1/file-entries", PNG, "logo.png", "appearance");
      const banner = await upload(admin, "/api/v1/file-entries", PNG, "banner.png", "ad");
      expect([logo.status, banner.status]).toEqual([200, 200]);
      // The designer previews it before saving; guests see it once a saved setting uses it.
      expect(await status(operator, appearanceImage(logo.id))).toBe(200);
      expect(await status(operator, adImage(banner.id))).toBe(200);
      expect(await status(operator, adImage(logo.id))).toBe(404);
      expect(await status(operator, appearanceImage(banner.id))).toBe(404);
      expect(await status(guest, appearanceImage(logo.id))).toBe(404);
      expect(await status(guest, adImage(banner.id))).toBe(404);
      await services().settings.save([
        { name: "branding.logo_dark", value: appearanceImage(logo.id) },
        { name: "ads.general_bottom", value: { enabled: true, kind: "image", image: adImage(banner.id) } },
      ]);
      const served = await guest.fetch(appearanceImage(logo.id));
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/png");
      expect(await status(guest, adImage(banner.id))).toBe(200);
    });

    test("only those who edit the appearance or the ads upload for them, and only images", async () => {
      for (const purpose of ["appearance", "ad"]) {
        const refused = await upload(artist, "/api/v1/file-entries", PNG, "mine.png", purpose);
        expect(refused.status).toBe(403);
      }
      const unknown = await upload(admin, "/api/v1/file-entries", PNG, "x.png", "backstage-proof");
      expect(unknown.status).toBe(422);
      expect(unknown.errors?.purpose).toBeDefined();
      const audio = await upload(admin, "/api/v1/file-entries", MP3, "song.mp3", "appearance");
      expect(audio.status).toBe(422);
      expect(audio.errors?.file).toEqual(["This file type is not allowed"]);
      // An image named as another type is refused by its bytes.
      const disguised = await upload(admin, "/api/v1/file-entries", MP3, "logo.png", "appearance");
      expect(disguised.status).toBe(422);
    });
  });
}
