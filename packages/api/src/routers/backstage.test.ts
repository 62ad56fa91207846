import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { forgetCachedUsers } from "@backbeat/core";
import { fileEntriesRepo, rolesRepo } from "@backbeat/db";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { createApiContext } from "../context.ts";
import { backstageRoutes } from "../rest/routes/backstage.ts";
import { runRestRoute } from "../rest/run.ts";
import { callerFor, statusOf } from "../testing/admin-matrix.ts";
import { becomeArtistRequest as become } from "../testing/backstage.ts";
import { ADMIN, createHarness, type Harness, registeredClient, type TestClient } from "../testing/harness.ts";

const PDF = new Uint8Array(
  new TextEncoder().encode("%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n"),
);
const MP3 = new Uint8Array([0x49, 0x44, 0x33, 0x04, 0, 0, 0, 0, 0, 0, ...new Array(200).fill(0x55)]);

/** A multipart post of one file to the proof path, as the request form's upload sends it. */
async function uploadProof(h: Harness, client: TestClient | null, bytes: Uint8Array<ArrayBuffer>, name: string) {
  const body = new FormData();
  body.append("file", new Blob([bytes]), name);
  body.append("clientExtension", name.split(".").pop() ?? "");
  const session = client?.cookies.get("backbeat_session");
  const request = new Request("http://backbeat.test/api/v1/backstage-requests/proof-files", {
    method: "POST",
    body,
    headers: session ? { cookie: `backbeat_session=${session}` } : {},
  });
  const route = backstageRoutes.find((r) => r.path === "api/v1/backstage-requests/proof-files");
  if (!route) throw new Error("no proof upload route");
  const response = await runRestRoute(await createApiContext(h.services, request, { ip: null }), route, {
    params: {},
    query: {},
    body: {},
  });
  return {
    status: response.status,
    body: (await response.json()) as {
      fileEntry?: { id: number; mime: string; name: string };
      errors?: { file?: string[] };
    },
  };
}

for (const kind of testDatabaseKinds) {
  describe(`backstage.requests (tRPC) on ${kind}`, () => {
    let h: Harness;
    beforeAll(async () => {
      h = await createHarness(kind);
    }, 180_000);
    afterAll(() => h.close());

    test("a listener sends a request and lists only their own; a second pending one of a kind is a conflict", async () => {
      const ada = await callerFor(h, (await registeredClient(h, "bs-ada@example.com")).client);
      const bob = await callerFor(h, (await registeredClient(h, "bs-bob@example.com")).client);
      const created = await ada.backstage.requests.create(become("Ada Band"));
      expect(created).toMatchObject({ type: "become-artist", status: "pending", artist_name: "Ada Band" });
      expect(await statusOf(ada.backstage.requests.create(become("Ada Band Again")))).toBe(409);
      expect(await statusOf(bob.backstage.requests.create(become("Bob Band")))).toBe(200);

      const mine = await ada.backstage.requests.mine();
      expect(mine.requests.map((r) => r.id)).toEqual([created.id]);
      expect((await bob.backstage.requests.mine()).requests.map((r) => r.artist_name)).toEqual(["Bob Band"]);
    });

    test("a guest is asked to sign in; a user without backstageRequests.create is refused", async () => {
      const guest = await callerFor(h);
      expect(await statusOf(guest.backstage.requests.create(become("Nobody")))).toBe(401);
      expect(await statusOf(guest.backstage.requests.mine())).toBe(401);

      const { client, userId } = await registeredClient(h, "bs-norole@example.com");
      await h.services.db.deleteFrom("role_user").where("user_id", "=", userId).execute();
      const found = await rolesRepo.findRoleBySlug(h.services.db, "bs-listen-only");
      const roleId =
        found?.id ?? (await rolesRepo.insertRole(h.services.db, { name: "Listen only", slug: "bs-listen-only" }));
      await rolesRepo.grantPermissionsToRole(h.services.db, roleId, ["music.view"]);
      await rolesRepo.assignRole(h.services.db, userId, roleId);
      forgetCachedUsers(h.services.db);
      const refused = await callerFor(h, client);
      expect(await statusOf(refused.backstage.requests.create(become("Refused Band")))).toBe(403);
      expect(await statusOf(refused.backstage.requests.mine())).toBe(403);
    });

    test("proof files: up to five of the requester's own PDFs or images, listed to the reviewer", async () => {
      const { client, userId } = await registeredClient(h, "bs-proof@example.com");
      const ada = await callerFor(h, client);
      const file = (name: string, mime: string, owner = userId) =>
        fileEntriesRepo.insertFileEntry(h.services.db, {
          name,
          file_size: 10,
          mime,
          extension: name.split(".").pop() ?? "",
          path: `uploads/${owner}/${name}`,
          disk: "local",
          owner_id: owner,
        });
      const pdf = await file("contract.pdf", "application/pdf");
      const photo = await file("stage.jpg", "image/jpeg");
      const song = await file("demo.mp3", "audio/mpeg");
      const other = await registeredClient(h, "bs-proof-other@example.com");
      const foreign = await file("theirs.pdf", "application/pdf", other.userId);

      const errorsFor = async (ids: number[]) => {
        const res = await client.call("POST", "api/v1/backstage-requests", { ...become("Proof"), proof_file_ids: ids });
        expect(res.status).toBe(422);
        return res.body.errors.proof_file_ids;
      };
      expect(await errorsFor([song.id])).toEqual(["Attach PDF documents or images only."]);
      expect(await errorsFor([foreign.id])).toEqual(["Attach files you uploaded yourself."]);
      expect(await errorsFor([2_000_000_000])).toEqual(["Attach files you uploaded yourself."]);
      expect(await errorsFor([1, 2, 3, 4, 5, 6])).toBeDefined();
      expect((await ada.backstage.requests.mine()).requests).toEqual([]);

      const sent = await ada.backstage.requests.create({ ...become("Proof Band"), proof_file_ids: [pdf.id, photo.id] });
      expect(sent.proof_file_ids).toEqual([pdf.id, photo.id]);
      const adminClient = h.client();
      expect((await adminClient.call("POST", "auth/login", ADMIN)).status).toBe(200);
      const detail = await (await callerFor(h, adminClient)).admin.backstageRequests.get({ id: sent.id });
      expect(detail.proof_files.map((f) => [f.name, f.mime])).toEqual([
        ["contract.pdf", "application/pdf"],
        ["stage.jpg", "image/jpeg"],
      ]);
      expect(detail.proof_files[0]?.url).toBe(`api/v1/admin/backstage-requests/${sent.id}/files/${pdf.id}`);
    });

    test("a listener uploads proof through its own path: PDFs and images only, never audio; guests are asked to sign in", async () => {
      const { client } = await registeredClient(h, "bs-upload@example.com");
      const sent = await uploadProof(h, client, PDF, "letter.pdf");
      expect(sent.status).toBe(200);
      const entry = sent.body.fileEntry as { id: number; mime: string; name: string };
      expect(entry).toMatchObject({ mime: "application/pdf", name: "letter.pdf" });

      const audio = await uploadProof(h, client, MP3, "demo.mp3");
      expect(audio.status).toBe(422);
      expect(audio.body.errors?.file).toEqual(["This file type is not allowed"]);
      // The bytes decide, not the name: audio called .pdf is still audio.
      const disguised = await uploadProof(h, client, MP3, "demo.pdf");
      expect(disguised.status).toBe(422);
      expect(disguised.body.errors?.file).toEqual(["This file type is not allowed"]);
      // No media job: a listener's upload never becomes a track.
      const jobs = await h.services.db.selectFrom("media_jobs").select("id").execute();
      expect(jobs).toEqual([]);
      expect((await uploadProof(h, null, PDF, "letter.pdf")).status).toBe(401);

      const ada = await callerFor(h, client);
      const request = await ada.backstage.requests.create({ ...become("Uploaded Proof"), proof_file_ids: [entry.id] });
      expect(request.proof_file_ids).toEqual([entry.id]);
    });

    test("bad input is refused before core runs", async () => {
      const c = await callerFor(h, (await registeredClient(h, "bs-bad@example.com")).client);
      expect(await statusOf(c.backstage.requests.create({ ...become("X"), type: "claim-artist" }))).toBe(400);
    });
  });
}
