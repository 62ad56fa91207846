import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { flushEmailDigests, settleBackground, storageFor } from "@backbeat/core";
import { artistsRepo, fileEntriesRepo, rolesRepo } from "@backbeat/db";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { callerFor, permissionMatrix, statusOf } from "../../testing/admin-matrix.ts";
import { becomeArtistRequest as become } from "../../testing/backstage.ts";
import { createHarness, type Harness, registeredClient } from "../../testing/harness.ts";

for (const kind of testDatabaseKinds) {
  describe(`backstage requests on ${kind}`, () => {
    let h: Harness;
    let who: Awaited<ReturnType<typeof permissionMatrix>>;
    beforeAll(async () => {
      h = await createHarness(kind);
      who = await permissionMatrix(h, "backstage");
    }, 60_000);
    afterAll(() => h.close());

    const artistRoleOf = async (userId: number) =>
      (await rolesRepo.userRoles(h.services.db, userId)).some((r) => r.slug === "artists");

    test("listeners send requests; guests are asked to sign in; bad input is a field error", async () => {
      expect((await who.guest.call("POST", "api/v1/backstage-requests", become("Nobody"))).status).toBe(401);
      const missing = await who.listener.client.call("POST", "api/v1/backstage-requests", {
        type: "claim-artist",
        first_name: "A",
        last_name: "B",
      });
      expect(missing.status).toBe(422);
      expect(missing.body.errors.artist_id).toEqual(["Choose the artist."]);
      const badLink = await who.listener.client.call("POST", "api/v1/backstage-requests", {
        ...become("X"),
        links: [{ url: "javascript:alert(1)" }],
      });
      expect(badLink.status).toBe(422);
      expect(Object.keys(badLink.body.errors)).toEqual(["links.0.url"]);
    });

    test("the permission matrix: admin and admin.access-only review, a listener gets 403, a guest 401", async () => {
      const { client } = await registeredClient(h, "matrix@example.com");
      const created = await client.call("POST", "api/v1/backstage-requests", become("Matrix Band"));
      expect(created.status).toBe(200);
      const second = await client.call("POST", "api/v1/backstage-requests", {
        ...become("Matrix Band"),
        type: "claim-artist",
        artist_id: await artistsRepo.insertArtist(h.services.db, { name: "Matrix Claimed" }),
      });
      expect(second.status).toBe(200);
      const [first, other] = [created.body.id as number, second.body.id as number];

      for (const [viewer, expected] of [
        [who.listener.client, 403],
        [who.guest, 401],
      ] as const) {
        const c = await callerFor(h, viewer);
        expect(await statusOf(c.admin.backstageRequests.get({ id: first }))).toBe(expected);
        expect(await statusOf(c.admin.backstageRequests.approve({ id: first }))).toBe(expected);
        expect(await statusOf(c.admin.backstageRequests.deny({ id: first, reason: "No." }))).toBe(expected);
        expect(
          await statusOf(c.admin.datatable.list({ resource: "backstage_requests", filters: { status: "pending" } })),
        ).toBe(expected);
        expect((await viewer.call("POST", `api/v1/admin/backstage-requests/${first}/approve`)).status).toBe(expected);
      }
      // Nothing changed for the refused.
      expect((await (await callerFor(h, who.admin.client)).admin.backstageRequests.get({ id: first })).status).toBe(
        "pending",
      );

      const staff = await callerFor(h, who.staff.client);
      const list = await staff.admin.datatable.list({ resource: "backstage_requests", filters: { status: "pending" } });
      expect(list.data.map((r) => (r as { id: number }).id)).toEqual(expect.arrayContaining([first, other]));
      expect(await statusOf(staff.admin.backstageRequests.approve({ id: first }))).toBe(200);
      const admin = await callerFor(h, who.admin.client);
      expect(await statusOf(admin.admin.backstageRequests.deny({ id: other, reason: "Not enough proof." }))).toBe(200);
    });

    test("approving a become request creates the artist for the user, grants the artists role and mails them", async () => {
      const ada = await registeredClient(h, "ada@example.com");
      const sent = await ada.client.call("POST", "api/v1/backstage-requests", become("Ada Sounds"));
      expect(sent.body).toMatchObject({ status: "pending", type: "become-artist", artist_name: "Ada Sounds" });
      expect(await artistRoleOf(ada.userId)).toBe(false);
      const mails = h.mail.length;

      const approved = await who.admin.client.call("POST", `api/v1/admin/backstage-requests/${sent.body.id}/approve`);
      expect(approved.status).toBe(200);
      expect(approved.body.request).toMatchObject({ status: "approved" });
      const artistId = approved.body.request.artist_id as number;
      const artist = await artistsRepo.findArtist(h.services.db, artistId);
      expect(artist?.name).toBe("Ada Sounds");
      expect(
        (await h.services.db.selectFrom("artists").select("owner_id").where("id", "=", artistId).executeTakeFirst())
          ?.owner_id,
      ).toBe(ada.userId);
      expect(await artistRoleOf(ada.userId)).toBe(true);
      // The role applies to the requester's next call at once.
      const me = await callerFor(h, ada.client);
      expect((await me.session.bootstrap()).user?.permissions).toEqual(
        expect.arrayContaining([expect.objectContaining({ name: "music.create" })]),
      );
      // One event, one e-mail: the review mail covers the notification's e-mail channel, so the
      // digest that follows sends nothing more; the in-app notification is still there.
      await settleBackground(h.services);
      await flushEmailDigests(h.services);
      const mail = h.mail.slice(mails);
      expect(mail.map((m) => m.to)).toEqual(["ada@example.com"]);
      expect(mail[0]?.subject).toBe("Your Backbeat artist request was approved");
      const inbox = await (await callerFor(h, ada.client)).notifications.list({});
      expect(JSON.stringify(inbox)).toContain("Ada Sounds");
      expect(mail[0]?.text).toContain("Ada Sounds");

      const detail = await (await callerFor(h, who.staff.client)).admin.backstageRequests.get({ id: sent.body.id });
      expect(detail.user?.email).toBe("ada@example.com");
      expect(detail.reviewer?.email).toBe("admin@test.local");
      expect(detail.artist).toMatchObject({ id: artistId, owner_id: ada.userId });
    });

    test("approving a claim attaches and verifies the artist; denying mails the reason", async () => {
      const artistId = await artistsRepo.insertArtist(h.services.db, { name: "The Claimables" });
      const grace = await registeredClient(h, "grace@example.com");
      const file = await fileEntriesRepo.insertFileEntry(h.services.db, {
        name: "contract.pdf",
        file_size: 10,
        mime: "application/pdf",
        extension: "pdf",
        path: `uploads/${grace.userId}/contract.pdf`,
        disk: "local",
        owner_id: grace.userId,
      });
      const claim = { ...become(""), type: "claim-artist", artist_id: artistId, proof_file_ids: [file.id] };
      // Someone else's file is no proof.
      const stranger = await registeredClient(h, "stranger@example.com");
      const stolen = await stranger.client.call("POST", "api/v1/backstage-requests", claim);
      expect(stolen.status).toBe(422);
      expect(stolen.body.errors.proof_file_ids).toBeDefined();

      const sent = await grace.client.call("POST", "api/v1/backstage-requests", claim);
      expect(sent.status).toBe(200);
      expect(sent.body.artist_name).toBe("The Claimables");
      const admin = await callerFor(h, who.admin.client);
      const detail = await admin.admin.backstageRequests.get({ id: sent.body.id });
      expect(detail.proof_files).toEqual([
        expect.objectContaining({ id: file.id, name: "contract.pdf", url: expect.stringContaining("/files/") }),
      ]);
      // Reviewers read the proof through the request, whether or not they may manage files.
      await storageFor(h.services).put(
        `uploads/${grace.userId}/contract.pdf`,
        new TextEncoder().encode("%PDF-1.4 proof"),
        {
          mime: "application/pdf",
        },
      );
      const proofPath = `api/v1/admin/backstage-requests/${sent.body.id}/files/${file.id}`;
      const proof = await who.staff.client.call("GET", proofPath);
      expect(proof.status).toBe(200);
      expect(proof.body.raw).toBe("%PDF-1.4 proof");
      expect((await who.listener.client.call("GET", proofPath)).status).toBe(403);
      expect((await who.guest.call("GET", proofPath)).status).toBe(401);
      // Only files of that request: another request's path to the same file is not found.
      const other = await grace.client.call("POST", "api/v1/backstage-requests", become("Grace Solo"));
      const elsewhere = `api/v1/admin/backstage-requests/${other.body.id}/files/${file.id}`;
      expect((await who.staff.client.call("GET", elsewhere)).status).toBe(404);
      await admin.admin.backstageRequests.approve({ id: sent.body.id });
      const row = await h.services.db
        .selectFrom("artists")
        .select(["owner_id", "verified"])
        .where("id", "=", artistId)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ owner_id: grace.userId, verified: true });
      expect(await artistRoleOf(grace.userId)).toBe(true);

      const denied = await registeredClient(h, "denied@example.com");
      const d = await denied.client.call("POST", "api/v1/backstage-requests", become("Maybe Later"));
      const mails = h.mail.length;
      const refusal = await who.staff.client.call("POST", `api/v1/admin/backstage-requests/${d.body.id}/deny`, {
        reason: "Please add a link to your music.",
      });
      expect(refusal.status).toBe(200);
      expect(refusal.body.request).toMatchObject({ status: "denied", reason: "Please add a link to your music." });
      expect(await artistRoleOf(denied.userId)).toBe(false);
      const mail = h.mail.slice(mails);
      expect(mail.map((m) => [m.to, m.subject])).toEqual([
        ["denied@example.com", "Your Backbeat artist request was declined"],
      ]);
      expect(mail[0]?.text).toContain("Please add a link to your music.");
      // A denial needs a reason.
      const again = await denied.client.call("POST", "api/v1/backstage-requests", become("Maybe Later"));
      const noReason = await who.admin.client.call("POST", `api/v1/admin/backstage-requests/${again.body.id}/deny`, {});
      expect(noReason.status).toBe(422);
      expect(noReason.body.errors.reason).toEqual(["The reason field is required."]);
    });

    test("one pending request per user and kind; a claimed artist cannot be claimed twice", async () => {
      const kim = await registeredClient(h, "kim@example.com");
      expect((await kim.client.call("POST", "api/v1/backstage-requests", become("Kim"))).status).toBe(200);
      const twice = await kim.client.call("POST", "api/v1/backstage-requests", become("Kim Again"));
      expect(twice.status).toBe(409);
      expect(twice.body.message).toBe("You already have a pending request of this kind.");
      // Parallel submissions: the database index lets exactly one through.
      const lee = await registeredClient(h, "lee@example.com");
      const parallel = await Promise.all(
        [1, 2, 3].map((n) => lee.client.call("POST", "api/v1/backstage-requests", become(`Lee ${n}`))),
      );
      expect(parallel.map((r) => r.status).sort()).toEqual([200, 409, 409]);

      const artistId = await artistsRepo.insertArtist(h.services.db, { name: "Wanted" });
      const claim = { ...become(""), type: "claim-artist", artist_id: artistId };
      const a = await kim.client.call("POST", "api/v1/backstage-requests", claim);
      const b = await lee.client.call("POST", "api/v1/backstage-requests", claim);
      expect([a.status, b.status]).toEqual([200, 200]);
      const admin = await callerFor(h, who.admin.client);
      await admin.admin.backstageRequests.approve({ id: a.body.id });
      // The second claim cannot be approved any more, and leaves nothing half done.
      expect(await statusOf(admin.admin.backstageRequests.approve({ id: b.body.id }))).toBe(409);
      const after = await admin.admin.backstageRequests.get({ id: b.body.id });
      expect(after.status).toBe("pending");
      expect(await artistRoleOf(lee.userId)).toBe(false);
      // A new claim of a claimed artist is refused up front.
      const third = await registeredClient(h, "third@example.com");
      const late = await third.client.call("POST", "api/v1/backstage-requests", claim);
      expect(late.status).toBe(409);
      expect(late.body.message).toBe("This artist has already been claimed.");
    });

    test("a reviewed request cannot be reviewed again", async () => {
      const sam = await registeredClient(h, "sam@example.com");
      const sent = await sam.client.call("POST", "api/v1/backstage-requests", become("Sam"));
      const admin = await callerFor(h, who.admin.client);
      await admin.admin.backstageRequests.deny({ id: sent.body.id, reason: "No." });
      const mails = h.mail.length;
      await expect(admin.admin.backstageRequests.approve({ id: sent.body.id })).rejects.toThrow(
        "This request has already been reviewed.",
      );
      await expect(admin.admin.backstageRequests.deny({ id: sent.body.id, reason: "Still no." })).rejects.toThrow(
        "This request has already been reviewed.",
      );
      expect(h.mail.length).toBe(mails);
      expect(await artistRoleOf(sam.userId)).toBe(false);
      expect((await admin.admin.backstageRequests.get({ id: sent.body.id })).reason).toBe("No.");
      expect(await statusOf(admin.admin.backstageRequests.get({ id: 999_999 }))).toBe(404);
    });
  });
}
