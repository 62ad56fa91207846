import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { notify } from "@backbeat/core";
import { callerFor, statusOf } from "../testing/admin-matrix.ts";
import { createHarness, type Harness, registeredClient, type TestClient } from "../testing/harness.ts";

// One database kind is enough here: the queries are covered on both by the core tests.
describe("notifications calls (REST and tRPC)", () => {
  let h: Harness;
  let owner: { client: TestClient; userId: number };
  let other: { client: TestClient; userId: number };
  let guest: TestClient;
  let ownId = 0;
  beforeAll(async () => {
    h = await createHarness("pglite");
    owner = await registeredClient(h, "owner@example.com");
    other = await registeredClient(h, "other@example.com");
    guest = h.client();
    const stored = await notify(h.services, {
      userId: owner.userId,
      type: "artist_request_approved",
      data: { artistName: "The Owners" },
    });
    ownId = stored?.id as number;
  }, 180_000);
  afterAll(() => h.close());

  test("GET notifications: the owner's list and unread count; another user sees only their own; guests 401", async () => {
    const mine = await owner.client.call("GET", "api/v1/notifications");
    expect(mine.status).toBe(200);
    expect(mine.body.unreadCount).toBe(1);
    expect(mine.body.notifications[0].data.lines[0].content).toBe(
      "Your request for <strong>The Owners</strong> was approved",
    );
    const theirs = await other.client.call("GET", "api/v1/notifications");
    expect(theirs.body).toEqual({ notifications: [], unreadCount: 0 });
    expect((await guest.call("GET", "api/v1/notifications")).status).toBe(401);
  });

  test("mark-as-read: someone else's is 403, an unknown id 404, junk 422, a guest 401; the owner's 200", async () => {
    expect((await other.client.call("POST", "api/v1/notifications/mark-as-read", { ids: [ownId] })).status).toBe(403);
    expect((await owner.client.call("POST", "api/v1/notifications/mark-as-read", { ids: [999_999] })).status).toBe(404);
    expect((await owner.client.call("POST", "api/v1/notifications/mark-as-read", { ids: "1" })).status).toBe(422);
    expect((await guest.call("POST", "api/v1/notifications/mark-as-read", { ids: [ownId] })).status).toBe(401);
    const read = await owner.client.call("POST", "api/v1/notifications/mark-as-read", { ids: [ownId] });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ unreadCount: 0 });
  });

  test("tRPC: the same matrix for markRead and delete", async () => {
    const asOther = await callerFor(h, other.client);
    const asGuest = await callerFor(h);
    const asOwner = await callerFor(h, owner.client);
    expect(await statusOf(asOther.notifications.markRead({ ids: [ownId] }))).toBe(403);
    expect(await statusOf(asOther.notifications.delete({ ids: [ownId] }))).toBe(403);
    expect(await statusOf(asGuest.notifications.list())).toBe(401);
    expect(await statusOf(asOwner.notifications.markRead({ markAllAsUnread: true }))).toBe(200);
    expect(await statusOf(asOwner.notifications.delete({ ids: [ownId] }))).toBe(200);
    expect((await asOwner.notifications.list()).notifications).toHaveLength(0);
  });

  test("subscriptions: GET the matrix, PUT a change, unknown types 422, guests 401", async () => {
    const got = await owner.client.call("GET", "api/v1/notifications/me/subscriptions");
    expect(got.status).toBe(200);
    expect(got.body.available_channels).toContain("browser");
    const put = await owner.client.call("PUT", "api/v1/notifications/me/subscriptions", {
      selections: [{ notif_id: "new_follower", channels: { email: true } }],
    });
    expect(put.status).toBe(200);
    const follower = put.body.user_selections.find((s: { notif_id: string }) => s.notif_id === "new_follower");
    expect(follower.channels.email).toBe(true);
    const others = await other.client.call("GET", "api/v1/notifications/me/subscriptions");
    const theirs = others.body.user_selections.find((s: { notif_id: string }) => s.notif_id === "new_follower");
    expect(theirs.channels.email).toBe(false);
    const unknown = await owner.client.call("PUT", "api/v1/notifications/me/subscriptions", {
      selections: [{ notif_id: "nope", channels: { email: true } }],
    });
    expect(unknown.status).toBe(422);
    expect((await guest.call("GET", "api/v1/notifications/me/subscriptions")).status).toBe(401);
  });
});
