import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { resetCommentThrottle, settleBackground } from "@backbeat/core";
import { rolesRepo, sql } from "@backbeat/db";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { callerFor } from "../testing/admin-matrix.ts";
import { ADMIN, createHarness, type Harness, registeredClient, type TestClient } from "../testing/harness.ts";

type Who = "commenter" | "other" | "artist" | "admin" | "operator" | "moderator" | "guest";

for (const kind of testDatabaseKinds) {
  describe(`timed comments on ${kind}`, () => {
    let h: Harness;
    const clients = {} as Record<Who, TestClient>;
    const ids = {} as Record<Who, number>;
    let trackId = 0;
    let privateTrackId = 0;
    let closedTrackId = 0;
    let n = 0;
    const unique = (label: string) => `${label} ${++n}-${Date.now()}`;

    beforeAll(async () => {
      h = await createHarness(kind);
      const { db } = h.services;
      clients.admin = h.client();
      const login = await clients.admin.call("POST", "auth/login", ADMIN);
      ids.admin = login.body.bootstrapData.user.id;
      for (const who of ["commenter", "other", "artist", "operator", "moderator"] as const) {
        const r = await registeredClient(h, `${who}@example.com`);
        clients[who] = r.client;
        ids[who] = r.userId;
      }
      await db.updateTable("users").set({ name: "mentionme" }).where("id", "=", ids.other).execute();
      clients.guest = h.client();
      const staff = await rolesRepo.insertRole(db, { name: "Staff", slug: "staff" });
      await rolesRepo.grantPermissionsToRole(db, staff, ["admin.access"]);
      await rolesRepo.assignRole(db, ids.operator, staff);
      const mods = await rolesRepo.insertRole(db, { name: "Moderators", slug: "moderators" });
      await rolesRepo.grantPermissionsToRole(db, mods, ["comments.update"]);
      await rolesRepo.assignRole(db, ids.moderator, mods);

      const admin = (await callerFor(h, clients.admin)).admin.catalogue;
      const artist = await admin.saveArtist({ name: "Comment Artist" });
      await db.updateTable("artists").set({ owner_id: ids.artist }).where("id", "=", artist.id).execute();
      const save = (name: string, visibility: "public" | "private", allowComments = true) =>
        admin.saveTrack({ name, artistIds: [artist.id], durationMs: 180_000, visibility, allowComments });
      trackId = (await save("Commented Song", "public")).id;
      privateTrackId = (await save("Hidden Song", "private")).id;
      // The track form's switch.
      closedTrackId = (await save("Closed Song", "public", false)).id;
      expect((await admin.track({ id: closedTrackId })).allow_comments).toBe(false);
    }, 60_000);
    afterAll(async () => {
      await settleBackground(h.services);
      await h.close();
    });

    beforeEach(() => resetCommentThrottle());

    const post = (who: Who, body: Record<string, unknown>, track = trackId) =>
      clients[who].call("POST", `api/v1/tracks/${track}/comments`, body);
    const list = (who: Who, query = "", track = trackId) =>
      clients[who].call("GET", `api/v1/tracks/${track}/comments${query}`);

    test("a comment is stored at its moment, as text, and listed with its author", async () => {
      const content = unique("<b>Great</b> drop");
      const res = await post("commenter", { content: `  ${content}  `, position: 62.5 });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ content, position: 62.5, parent_id: null, can_delete: true });
      const page = await list("guest");
      expect(page.status).toBe(200);
      const found = page.body.items.find((c: { id: number }) => c.id === res.body.id);
      expect(found).toMatchObject({ content, position: 62.5, by_artist: false, can_delete: false });
      expect(found.user.id).toBe(ids.commenter);
      expect(page.body.can_comment).toBe(false);
      expect((await list("other")).body.can_comment).toBe(true);
    });

    test("pages in playing order or newest first", async () => {
      const late = await post("commenter", { content: unique("late"), position: 170 });
      const early = await post("commenter", { content: unique("early"), position: 1 });
      const byPosition = (await list("other", "?order=position&limit=100")).body.items.map((c: { id: number }) => c.id);
      expect(byPosition.indexOf(early.body.id)).toBeLessThan(byPosition.indexOf(late.body.id));
      const newest = (await list("other", "?order=newest&limit=1")).body;
      expect(newest.items.map((c: { id: number }) => c.id)).toEqual([early.body.id]);
      expect(newest.nextOffset).toBe(1);
      expect(newest.total).toBeGreaterThanOrEqual(3);
    });

    test("bad input answers 422 with field errors", async () => {
      const cases: [Record<string, unknown>, string][] = [
        [{ content: "x", position: 181 }, "position"],
        [{ content: "x", position: -1 }, "position"],
        [{ content: "x", position: "soon" }, "position"],
        [{ content: "x" }, "position"],
        [{ content: "   ", position: 1 }, "content"],
        [{ content: "a".repeat(1001), position: 1 }, "content"],
        [{ content: "nul\u0000byte", position: 1 }, "content"],
        [{ content: "bell\u0007", position: 1 }, "content"],
        [{ content: "x", position: 1, parent_id: 2_147_483_000 }, "parent_id"],
        [{ content: "x", position: 1, parent_id: "abc" }, "parent_id"],
      ];
      for (const [body, field] of cases) {
        const res = await post("commenter", body);
        expect(res.status, JSON.stringify(body)).toBe(422);
        expect(Object.keys(res.body.errors), JSON.stringify(body)).toContain(field);
      }
      expect((await post("commenter", { content: "a".repeat(1000), position: 180 })).status).toBe(200);
    });

    test("one level of replies; the artist's replies are marked; notifications are sent", async () => {
      const parent = await post("commenter", { content: unique("question for @mentionme"), position: 30 });
      expect(parent.status).toBe(200);
      const reply = await post("artist", { content: unique("thanks"), parent_id: parent.body.id });
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ parent_id: parent.body.id, position: 30, by_artist: true });
      const nested = await post("other", { content: "deeper", position: 3, parent_id: reply.body.id });
      expect(nested.status).toBe(422);
      expect(nested.body.errors.parent_id).toEqual(["You can't reply to a reply."]);
      // A reply on another track's comment is refused too.
      expect((await post("other", { content: "x", parent_id: parent.body.id }, closedTrackId)).status).toBe(403);

      const thread = (await list("other", "?limit=100")).body.items.find(
        (c: { id: number }) => c.id === parent.body.id,
      );
      expect(thread.replies.map((r: { id: number; by_artist: boolean }) => [r.id, r.by_artist])).toEqual([
        [reply.body.id, true],
      ]);

      await settleBackground(h.services);
      const types = async (userId: number) =>
        (await h.services.db.selectFrom("notifications").select("type").where("user_id", "=", userId).execute()).map(
          (r) => r.type,
        );
      expect(await types(ids.artist)).toContain("track_comment");
      expect(await types(ids.commenter)).toContain("comment_reply");
      expect(await types(ids.other)).toContain("comment_mention");
      // Nobody hears of their own words.
      expect((await types(ids.artist)).filter((t) => t === "comment_reply")).toEqual([]);
    });

    test("visibility: a private track's comments are not found for those who may not see it", async () => {
      expect((await post("commenter", { content: "x", position: 1 }, privateTrackId)).status).toBe(404);
      expect((await list("guest", "", privateTrackId)).status).toBe(404);
      expect((await post("admin", { content: unique("admin note"), position: 1 }, privateTrackId)).status).toBe(200);
      expect((await post("commenter", { content: "x", position: 1 }, 2_000_000_000)).status).toBe(404);
    });

    test("the track's switch and the site setting close comments", async () => {
      const closed = await post("commenter", { content: "x", position: 1 }, closedTrackId);
      expect(closed.status).toBe(403);
      expect(closed.body.message).toBe("Comments are turned off for this track.");
      await h.services.settings.save([{ name: "player.enable_comments", value: false }]);
      try {
        const off = await post("commenter", { content: "x", position: 1 });
        expect(off.status).toBe(403);
        expect(off.body.message).toBe("Comments are turned off.");
        expect((await list("commenter")).body.can_comment).toBe(false);
      } finally {
        await h.services.settings.save([{ name: "player.enable_comments", value: true }]);
      }
      expect((await post("commenter", { content: unique("back on"), position: 1 })).status).toBe(200);
    });

    test("permission matrix: who may post and delete", async () => {
      expect((await post("guest", { content: "x", position: 1 })).status).toBe(401);
      const expected: Record<Who, number> = {
        commenter: 200,
        other: 403,
        artist: 200,
        admin: 200,
        operator: 403,
        moderator: 200,
        guest: 401,
      };
      for (const who of Object.keys(expected) as Who[]) {
        const made = await post("commenter", { content: unique(`for ${who}`), position: 5 });
        expect(made.status).toBe(200);
        const res = await clients[who].call("DELETE", `api/v1/comments/${made.body.id}`);
        expect(res.status, who).toBe(expected[who]);
        const left = await h.services.db
          .selectFrom("comments")
          .select("id")
          .where("id", "=", made.body.id)
          .executeTakeFirst();
        expect(!!left, who).toBe(expected[who] !== 200);
      }
      expect((await clients.commenter.call("DELETE", "api/v1/comments/2000000000")).status).toBe(404);
      // Deleting a comment takes its replies with it.
      const parent = await post("commenter", { content: unique("parent"), position: 9 });
      await post("other", { content: unique("child"), parent_id: parent.body.id });
      expect((await clients.commenter.call("DELETE", `api/v1/comments/${parent.body.id}`)).status).toBe(200);
      const orphans = await sql<{
        n: number;
      }>`select count(*)::int as n from comments where parent_id = ${parent.body.id}`.execute(h.services.db);
      expect(orphans.rows[0]?.n).toBe(0);
    });

    test("the same through tRPC", async () => {
      const caller = await callerFor(h, clients.other);
      const made = await caller.comments.create({ id: trackId, content: unique("via trpc"), position: 12 });
      const page = await caller.comments.list({ id: trackId, order: "newest", limit: 5 });
      expect(page.items[0]?.id).toBe(made.id);
      await caller.comments.delete({ id: made.id });
      await expect(
        (await callerFor(h, null)).comments.create({ id: trackId, content: "x", position: 1 }),
      ).rejects.toThrow("Unauthenticated");
    });

    test("a user is rate limited", async () => {
      resetCommentThrottle();
      const codes: number[] = [];
      for (let i = 0; i < 10; i++)
        codes.push((await post("moderator", { content: unique("spam"), position: 2 })).status);
      expect(codes.every((c) => c === 200)).toBe(true);
      const last = await post("moderator", { content: "one more", position: 2 });
      expect(last.status).toBe(429);
      expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
      // Others still may.
      expect((await post("other", { content: unique("not me"), position: 2 })).status).toBe(200);
      resetCommentThrottle();
    });

    test("the API document lists the comment routes with their inputs", async () => {
      const doc = await clients.admin.call("GET", "api-docs/openapi.json");
      expect(doc.status).toBe(200);
      const paths = doc.body.paths as Record<string, Record<string, unknown>>;
      expect(Object.keys(paths["/api/v1/tracks/{id}/comments"] ?? {}).sort()).toEqual(["get", "post"]);
      expect(paths["/api/v1/comments/{id}"]?.delete).toBeTruthy();
    });
  });
}
