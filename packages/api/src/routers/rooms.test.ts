import { afterAll, beforeAll, beforeEach, describe, expect, test } from "bun:test";
import { eventBusOf, type RealtimeEvent, resetRoomThrottle } from "@backbeat/core";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { ADMIN, createHarness, type Harness, registeredClient, type TestClient } from "../testing/harness.ts";

type Who = "host" | "member" | "second" | "other" | "admin" | "guest";

const queue = [
  { key: "a1", id: 1 },
  { key: "b2", id: 2 },
  { key: "c3", id: 3 },
];

for (const kind of testDatabaseKinds) {
  describe(`listening rooms on ${kind}`, () => {
    let h: Harness;
    const clients = {} as Record<Who, TestClient>;
    const ids = {} as Record<Who, number>;
    const heard: RealtimeEvent[] = [];

    beforeAll(async () => {
      h = await createHarness(kind);
      clients.admin = h.client();
      const login = await clients.admin.call("POST", "auth/login", ADMIN);
      ids.admin = login.body.bootstrapData.user.id;
      for (const who of ["host", "member", "second", "other"] as const) {
        const r = await registeredClient(h, `${who}-room@example.com`);
        clients[who] = r.client;
        ids[who] = r.userId;
      }
      clients.guest = h.client();
      eventBusOf(h.services).subscribe((e) => heard.push(e));
    }, 60_000);
    afterAll(async () => {
      await h.close();
    });
    beforeEach(() => {
      resetRoomThrottle();
      heard.length = 0;
    });

    const open = async (
      who: Who = "host",
      body: Record<string, unknown> = { queue, index: 1, position: 12.5, playing: true },
    ) => {
      const res = await clients[who].call("POST", "api/v1/rooms", body);
      expect(res.status).toBe(200);
      return res.body.id as string;
    };
    const end = (who: Who, id: string) => clients[who].call("DELETE", `api/v1/rooms/${id}`);
    const join = (who: Who, id: string) => clients[who].call("POST", `api/v1/rooms/${id}/members`);

    test("opening answers the join link; the room holds the host's queue and position at a server instant", async () => {
      const before = Date.now();
      const res = await clients.host.call("POST", "api/v1/rooms", { queue, index: 1, position: 12.5, playing: true });
      expect(res.status).toBe(200);
      const id = res.body.id as string;
      expect(id).toMatch(/^[A-Za-z0-9_-]{12}$/);
      expect(res.body.join_url).toBe(`http://backbeat.test/rooms/${id}`);
      const room = await clients.host.call("GET", `api/v1/rooms/${id}`);
      expect(room.status).toBe(200);
      expect(room.body.playhead).toMatchObject({ queue, index: 1, position: 12.5, playing: true });
      expect(room.body.playhead.at).toBeGreaterThanOrEqual(before - 5);
      expect(room.body.playhead.at).toBeLessThanOrEqual(room.body.server_now);
      expect(room.body.host_id).toBe(ids.host);
      expect(room.body.members.map((m: { id: number }) => m.id)).toEqual([ids.host]);
      expect(room.body.you).toEqual({ member: true, host: true, can_control: true, can_end: true });
      expect(room.body.max_members).toBe(50);
      expect((await end("host", id)).status).toBe(200);
    });

    test("one open room hosted at a time", async () => {
      const id = await open();
      const again = await clients.host.call("POST", "api/v1/rooms", {});
      expect(again.status).toBe(409);
      expect(again.body.message).toContain("already host");
      await end("host", id);
      const next = await open();
      await end("host", next);
    });

    test("permission matrix: guest 401 everywhere; other users read but neither control, chat nor end", async () => {
      const id = await open();
      expect((await join("member", id)).status).toBe(200);
      const guest = clients.guest;
      for (const [method, path, body] of [
        ["POST", "api/v1/rooms", {}],
        ["GET", `api/v1/rooms/${id}`, undefined],
        ["POST", `api/v1/rooms/${id}/members`, undefined],
        ["PUT", `api/v1/rooms/${id}/playhead`, { queue, index: 0, position: 0, playing: true }],
        ["POST", `api/v1/rooms/${id}/messages`, { content: "hi" }],
        ["DELETE", `api/v1/rooms/${id}`, undefined],
      ] as const)
        expect((await guest.call(method, path, body)).status).toBe(401);

      const seen = await clients.other.call("GET", `api/v1/rooms/${id}`);
      expect(seen.status).toBe(200);
      expect(seen.body.you).toEqual({ member: false, host: false, can_control: false, can_end: false });
      expect(seen.body.messages).toEqual([]);
      const playhead = { queue, index: 2, position: 3, playing: false };
      expect((await clients.other.call("PUT", `api/v1/rooms/${id}/playhead`, playhead)).status).toBe(403);
      expect((await clients.other.call("POST", `api/v1/rooms/${id}/messages`, { content: "hi" })).status).toBe(403);
      expect((await end("other", id)).status).toBe(403);
      // A member follows; they control only once the host lets everyone.
      expect((await clients.member.call("PUT", `api/v1/rooms/${id}/playhead`, playhead)).status).toBe(403);
      expect((await clients.member.call("PATCH", `api/v1/rooms/${id}`, { everyone_controls: true })).status).toBe(403);
      expect((await end("member", id)).status).toBe(403);
      expect((await clients.host.call("PATCH", `api/v1/rooms/${id}`, { everyone_controls: true })).status).toBe(200);
      const moved = await clients.member.call("PUT", `api/v1/rooms/${id}/playhead`, playhead);
      expect(moved.status).toBe(200);
      expect(moved.body.playhead).toMatchObject({ index: 2, position: 3, playing: false });
      // An admin ends anyone's room, and then it is gone for everyone.
      expect((await end("admin", id)).status).toBe(200);
      expect((await clients.member.call("GET", `api/v1/rooms/${id}`)).status).toBe(404);
      expect((await join("other", id)).status).toBe(404);
      expect((await end("host", id)).status).toBe(404);
    });

    test("members hear every change over the bus; ending tells them all", async () => {
      const id = await open();
      await join("member", id);
      await join("second", id);
      heard.length = 0;
      const res = await clients.host.call("PUT", `api/v1/rooms/${id}/playhead`, {
        queue,
        index: 2,
        position: 40,
        playing: true,
      });
      expect(res.status).toBe(200);
      const changed = heard.filter((e) => e.event === "room.changed");
      expect(changed.map((e) => e.userId).sort()).toEqual([ids.host, ids.member, ids.second].sort());
      const payload = changed[0]?.payload as { version: number; playhead: { index: number; position: number } };
      expect(payload.playhead).toMatchObject({ index: 2, position: 40 });
      expect(payload.version).toBe(res.body.version);
      heard.length = 0;
      expect((await end("host", id)).status).toBe(200);
      const ended = heard.filter((e) => e.event === "room.ended");
      expect(ended.map((e) => e.userId).sort()).toEqual([ids.host, ids.member, ids.second].sort());
      expect(ended[0]?.payload).toEqual({ id });
    });

    test("the host hands the role over; a leaving host passes it on; the last one out ends the room", async () => {
      const id = await open();
      await join("member", id);
      const bad = await clients.host.call("PATCH", `api/v1/rooms/${id}`, { host_id: ids.other });
      expect(bad.status).toBe(422);
      expect(bad.body.errors.host_id).toEqual(["The new host must be in the room."]);
      const handed = await clients.host.call("PATCH", `api/v1/rooms/${id}`, { host_id: ids.member });
      expect(handed.status).toBe(200);
      expect(handed.body.host_id).toBe(ids.member);
      expect(
        (await clients.host.call("PUT", `api/v1/rooms/${id}/playhead`, { queue, index: 0, position: 0, playing: true }))
          .status,
      ).toBe(403);
      // The new host leaves: the old one hosts again.
      expect((await clients.member.call("DELETE", `api/v1/rooms/${id}/members/me`)).status).toBe(200);
      const after = await clients.host.call("GET", `api/v1/rooms/${id}`);
      expect(after.body.host_id).toBe(ids.host);
      expect(after.body.members.map((m: { id: number }) => m.id)).toEqual([ids.host]);
      expect((await clients.member.call("DELETE", `api/v1/rooms/${id}/members/me`)).status).toBe(403);
      expect((await clients.host.call("DELETE", `api/v1/rooms/${id}/members/me`)).status).toBe(200);
      expect((await clients.host.call("GET", `api/v1/rooms/${id}`)).status).toBe(404);
    });

    test("presence: a member silent for 90 s leaves, a silent host hands the role to someone still there", async () => {
      const id = await open();
      await join("member", id);
      await join("second", id);
      const quiet = (who: Who) =>
        h.services.db
          .updateTable("listening_room_members")
          .set({ seen_at: new Date(Date.now() - 91_000) })
          .where("room_id", "=", id)
          .where("user_id", "=", ids[who])
          .execute();
      const members = async () =>
        ((await clients.member.call("GET", `api/v1/rooms/${id}`)).body.members as { id: number }[]).map((m) => m.id);
      // Still within the window: nobody leaves.
      await h.services.db
        .updateTable("listening_room_members")
        .set({ seen_at: new Date(Date.now() - 60_000) })
        .where("room_id", "=", id)
        .where("user_id", "=", ids.second)
        .execute();
      expect((await clients.member.call("POST", `api/v1/rooms/${id}/presence`)).status).toBe(200);
      expect(await members()).toEqual([ids.host, ids.member, ids.second]);
      await quiet("second");
      heard.length = 0;
      expect((await clients.member.call("POST", `api/v1/rooms/${id}/presence`)).body).toEqual({ here: true });
      expect(await members()).toEqual([ids.host, ids.member]);
      expect(heard.some((e) => e.event === "room.changed")).toBe(true);
      // The host goes quiet too: the member hosts now, the room goes on.
      await quiet("host");
      const seen = await clients.member.call("GET", `api/v1/rooms/${id}`);
      expect(seen.body.host_id).toBe(ids.member);
      expect(seen.body.members.map((m: { id: number }) => m.id)).toEqual([ids.member]);
      // Whoever left has to join again; a non-member's beat is refused, a guest's unauthenticated.
      expect((await clients.second.call("POST", `api/v1/rooms/${id}/presence`)).status).toBe(403);
      expect((await clients.guest.call("POST", `api/v1/rooms/${id}/presence`)).status).toBe(401);
      await end("member", id);
    });

    test("a listener is in one room at a time: joining another leaves the first", async () => {
      const first = await open("host");
      const second = await open("second");
      await join("member", first);
      await join("member", second);
      const a = await clients.host.call("GET", `api/v1/rooms/${first}`);
      expect(a.body.members.map((m: { id: number }) => m.id)).toEqual([ids.host]);
      const b = await clients.second.call("GET", `api/v1/rooms/${second}`);
      expect(b.body.members.map((m: { id: number }) => m.id)).toEqual([ids.second, ids.member]);
      await end("host", first);
      await end("second", second);
    });

    test("members per room follow the setting", async () => {
      await h.services.settings.save([{ name: "player.room_max_members", value: 2 }]);
      try {
        const id = await open();
        expect((await join("member", id)).status).toBe(200);
        const full = await join("second", id);
        expect(full.status).toBe(409);
        expect(full.body.message).toBe("This room is full.");
        // Joining again is no new place.
        expect((await join("member", id)).status).toBe(200);
        await end("host", id);
      } finally {
        await h.services.settings.save([{ name: "player.room_max_members", value: 50 }]);
      }
    });

    test("chat: members only, control characters dropped, bounded length and rate", async () => {
      const id = await open();
      await join("member", id);
      heard.length = 0;
      const said = await clients.member.call("POST", `api/v1/rooms/${id}/messages`, {
        content: " hello\u0007 there\n ",
      });
      expect(said.status).toBe(200);
      expect(said.body).toMatchObject({ content: "hello there", user: { id: ids.member } });
      const told = heard.filter((e) => e.event === "room.message").map((e) => e.userId);
      expect(told.sort()).toEqual([ids.host, ids.member].sort());
      const room = await clients.host.call("GET", `api/v1/rooms/${id}`);
      expect(room.body.messages.map((m: { content: string }) => m.content)).toEqual(["hello there"]);

      const long = await clients.member.call("POST", `api/v1/rooms/${id}/messages`, { content: "x".repeat(501) });
      expect(long.status).toBe(422);
      expect(long.body.errors.content).toEqual(["The message may not be greater than 500 characters."]);
      const empty = await clients.member.call("POST", `api/v1/rooms/${id}/messages`, { content: "\u0001 " });
      expect(empty.status).toBe(422);
      expect(empty.body.errors.content).toBeDefined();

      let status = 200;
      for (let i = 0; i < 10 && status === 200; i++)
        status = (await clients.member.call("POST", `api/v1/rooms/${id}/messages`, { content: `m${i}` })).status;
      expect(status).toBe(429);
      await end("host", id);
    });

    test("bad inputs answer with field errors", async () => {
      const bad = await clients.host.call("POST", "api/v1/rooms", {
        queue: [{ key: "no spaces", id: 1 }],
        index: 3,
        position: -1,
        playing: "yes",
      });
      expect(bad.status).toBe(422);
      expect(Object.keys(bad.body.errors).sort()).toEqual(["playing", "position", "queue.0.key"].sort());
      const outside = await clients.host.call("POST", "api/v1/rooms", { queue, index: 3 });
      expect(outside.status).toBe(422);
      expect(outside.body.errors.index).toEqual(["The index must point into the queue."]);
      const tooMany = await clients.host.call("POST", "api/v1/rooms", {
        queue: Array.from({ length: 501 }, (_, i) => ({ key: `k${i}`, id: 1 })),
      });
      expect(tooMany.status).toBe(422);
      expect(tooMany.body.errors.queue).toBeDefined();
      const badId = await clients.host.call("GET", "api/v1/rooms/short");
      expect(badId.status).toBe(422);
      expect(badId.body.errors.id).toEqual(["This is not a room link."]);
      expect((await clients.host.call("GET", "api/v1/rooms/AAAAAAAAAAAA")).status).toBe(404);
    });

    test("turned off by the site setting, no room opens or is joined", async () => {
      const id = await open();
      await h.services.settings.save([{ name: "player.enable_rooms", value: false }]);
      try {
        expect((await clients.second.call("POST", "api/v1/rooms", {})).status).toBe(403);
        expect((await join("member", id)).status).toBe(403);
      } finally {
        await h.services.settings.save([{ name: "player.enable_rooms", value: true }]);
      }
      await end("host", id);
    });

    test("the REST paths are in the API document", async () => {
      const doc = await clients.admin.call("GET", "api-docs/openapi.json");
      expect(doc.status).toBe(200);
      const paths = doc.body.paths as Record<string, Record<string, unknown>>;
      expect(Object.keys(paths["/api/v1/rooms"] ?? {})).toContain("post");
      expect(Object.keys(paths["/api/v1/rooms/{id}"] ?? {}).sort()).toEqual(["delete", "get", "patch"]);
    });
  });
}
