import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { callerFor, statusOf } from "../../testing/admin-matrix.ts";
import { ADMIN, createHarness, type Harness, registeredClient, type TestClient } from "../../testing/harness.ts";

type Who = "owner" | "other" | "admin" | "guest";
const everyone: Who[] = ["owner", "other", "admin", "guest"];

for (const kind of testDatabaseKinds) {
  describe(`smart playlists over REST and tRPC on ${kind}`, () => {
    let h: Harness;
    const clients = {} as Record<Who, TestClient>;
    let ownTrack: number;
    let otherPrivate: number;

    beforeAll(async () => {
      h = await createHarness(kind);
      const admin = h.client();
      expect((await admin.call("POST", "auth/login", ADMIN)).status).toBe(200);
      clients.admin = admin;
      const owner = await registeredClient(h, "smart-owner@example.com");
      const other = await registeredClient(h, "smart-other@example.com");
      clients.owner = owner.client;
      clients.other = other.client;
      clients.guest = h.client();
      const db = h.services.db;
      const insert = async (name: string, values: { private?: boolean; owner_id?: number } = {}) =>
        (
          await db
            .insertInto("tracks")
            .values({ name, search_name: name.toLowerCase(), duration_ms: 200_000, ...values })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id;
      ownTrack = await insert("Smart Love One");
      await insert("Smart Love Two");
      otherPrivate = await insert("Smart Love Secret", { private: true, owner_id: other.userId });
      await insert("Smart Hate");
    }, 300_000);
    afterAll(async () => {
      await h?.close();
    });

    const rules = { all: [{ contains: { title: "smart love" } }], sort: "title", order: "asc", limit: 50 };

    async function create(publicPlaylist: boolean) {
      const made = await clients.owner.call("POST", "api/v1/playlists", {
        name: publicPlaylist ? "Public smart" : "Private smart",
        public: publicPlaylist,
        rules,
      });
      expect(made.status).toBe(200);
      return made.body.id as number;
    }

    test("POST api/v1/playlists with rules makes a smart playlist; its tracks are the rules' for each viewer", async () => {
      const id = await create(true);
      const own = await clients.owner.call("GET", `api/v1/playlists/${id}/tracks?limit=1`);
      expect(own.status).toBe(200);
      expect(own.body.items.map((t: { name: string }) => t.name)).toEqual(["Smart Love One"]);
      expect(own.body.nextOffset).toBe(1);
      const all = await clients.owner.call("GET", `api/v1/playlists/${id}/tracks`);
      expect(all.body.items.map((t: { id: number }) => t.id)).not.toContain(otherPrivate);
      // The owner of the private track finds it, nobody else does (admins neither).
      const theirs = await clients.other.call("GET", `api/v1/playlists/${id}/tracks`);
      expect(theirs.body.items.map((t: { id: number }) => t.id)).toContain(otherPrivate);
      for (const who of ["admin", "guest"] as const) {
        const seen = await clients[who].call("GET", `api/v1/playlists/${id}/tracks`);
        expect(seen.status, who).toBe(200);
        expect(
          seen.body.items.map((t: { id: number }) => t.id),
          who,
        ).not.toContain(otherPrivate);
      }
      const page = await clients.owner.call("GET", `api/v1/playlists/${id}`);
      expect(page.body.playlist).toMatchObject({ smart: true, tracks_count: 2, rules });
    });

    test("a private smart playlist: owner and admin read it, others 404", async () => {
      const id = await create(false);
      const expected: Record<Who, number> = { owner: 200, other: 404, admin: 200, guest: 404 };
      for (const who of everyone)
        expect((await clients[who].call("GET", `api/v1/playlists/${id}/tracks`)).status, who).toBe(expected[who]);
    });

    test("editing rules: owner and admin may, another user 403, a guest 401; hand edits are refused", async () => {
      const id = await create(true);
      const next = { any: [{ is: { title: "smart hate" } }] };
      const expected: Record<Who, number> = { owner: 200, other: 403, admin: 200, guest: 401 };
      for (const who of everyone) {
        const caller = await callerFor(h, who === "guest" ? null : clients[who]);
        expect(await statusOf(caller.playlists.update({ id, rules: next })), who).toBe(expected[who]);
      }
      const owner = await callerFor(h, clients.owner);
      expect((await owner.playlists.tracks({ id })).items.map((t) => t.name)).toEqual(["Smart Hate"]);
      for (const call of [
        () => owner.playlists.addTracks({ id, trackIds: [ownTrack] }),
        () => owner.playlists.removeTracks({ id, trackIds: [ownTrack] }),
        () => owner.playlists.moveTrack({ id, trackId: ownTrack, toIndex: 0 }),
      ])
        expect(await statusOf(call())).toBe(409);
      // Someone who may not edit it hears 403 first, not about its rules.
      const other = await callerFor(h, clients.other);
      expect(await statusOf(other.playlists.addTracks({ id, trackIds: [ownTrack] }))).toBe(403);
      // A list of tracks does not take rules.
      const list = await owner.playlists.create({ name: "Hand made" });
      expect(await statusOf(owner.playlists.update({ id: list.id, rules: next }))).toBe(409);
    });

    test("bad rules answer 422 with field errors, over REST and the live count", async () => {
      const bad = await clients.owner.call("POST", "api/v1/playlists", {
        name: "Broken",
        rules: { all: [{ contains: { colour: "red" } }, { resembles: { title: "x" } }] },
      });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual(["rules.all.0.contains.colour", "rules.all.1.resembles"]);
      const huge = await clients.owner.call("POST", "api/v1/playlists", {
        name: "Huge",
        rules: { ...rules, limit: 5000 },
      });
      expect(huge.status).toBe(422);
      expect(huge.body.errors).toEqual({ "rules.limit": ["The limit may not be greater than 1000."] });
      const both = await clients.owner.call("POST", "api/v1/playlists", { name: "Both", rules, trackIds: [ownTrack] });
      expect(both.status).toBe(422);
      expect(Object.keys(both.body.errors)).toEqual(["trackIds"]);
      const count = await clients.owner.call("POST", "api/v1/playlists/smart-count", { rules });
      expect(count.status).toBe(200);
      expect(count.body).toEqual({ count: 2 });
      expect((await clients.guest.call("POST", "api/v1/playlists/smart-count", { rules })).status).toBe(401);
      const deep = await clients.owner.call("POST", "api/v1/playlists/smart-count", {
        rules: { all: [{ any: [{ all: [{ any: [{ all: [{ any: [] }] }] }] }] }] },
      });
      expect(deep.status).toBe(422);
    });
  });
}
