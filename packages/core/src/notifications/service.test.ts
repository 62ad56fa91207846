import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type DatabaseHandle, usersRepo } from "@backbeat/db";
import { createTestDatabase } from "@backbeat/db/testing";
import { settleBackground } from "../background.ts";
import { buildBootstrapData } from "../bootstrap/bootstrap-data.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { InProcessBus, type RealtimeEvent } from "../realtime/bus.ts";
import { testServices } from "../test-services.ts";
import { loadViewer } from "../users/current-user.ts";
import { parseInput } from "../validation.ts";
import { notifyFollowed, notifyUploadOutcome } from "./events.ts";
import { markNotificationsInput, notificationSelectionsInput } from "./schemas.ts";
import {
  deleteNotifications,
  listNotifications,
  markNotificationsRead,
  type NotifyInput,
  notificationSubscriptions,
  notify,
  updateNotificationSubscriptions,
} from "./service.ts";

let handle: DatabaseHandle;
let services: CoreServices;
let dataDir: string;
const events: RealtimeEvent[] = [];
let alice: Viewer;
let bob: Viewer;
let guest: Viewer;

async function user(email: string, name: string): Promise<Viewer> {
  const row = await usersRepo.insertUser(handle.db, { email, name, password: null });
  return loadViewer(handle.db, row.id);
}

beforeAll(async () => {
  handle = await createTestDatabase("pglite");
  dataDir = await mkdtemp(join(tmpdir(), "backbeat-notifications-"));
  const bus = new InProcessBus();
  bus.subscribe((e) => events.push(e));
  services = { ...testServices(handle.db, dataDir), events: bus };
  alice = await user("alice@example.com", "Alice <b>");
  bob = await user("bob@example.com", "Bob");
  guest = await loadViewer(handle.db, null);
});

afterAll(async () => {
  await handle.close();
  await rm(dataDir, { recursive: true, force: true });
});

const idOf = (v: Viewer) => v.user?.id as number;

describe("notify", () => {
  test("stores an in-app notification, escapes names and publishes it live with the unread count", async () => {
    events.length = 0;
    const stored = await notify(services, {
      userId: idOf(bob),
      type: "new_follower",
      data: { followerId: idOf(alice), followerName: "Alice <b>" },
    });
    expect(stored?.group).toBe("Your profile and music");
    expect(stored?.data.lines[0]?.content).toBe("<strong>Alice &lt;b&gt;</strong> started following you");
    expect(stored?.data.mainAction?.action).toBe(`/user/${idOf(alice)}/alice-b`);
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ userId: idOf(bob), event: "notification", payload: { unreadCount: 1 } });
  });

  test("an unknown type fails the type check, and still throws for a caller that gets past it", async () => {
    // @ts-expect-error: not a type of the registry
    await expect(notify(services, { userId: idOf(bob), type: "nope", data: {} })).rejects.toThrow(
      "Unknown notification type",
    );
  });

  test("a type's params are checked: a missing or misspelt one fails the type check", () => {
    const inputs: NotifyInput[] = [
      // @ts-expect-error: workspace_invite needs inviteId and inviterName too
      { userId: 1, type: "workspace_invite", data: { workspaceName: "Label" } },
      // @ts-expect-error: a follower's id is a number
      { userId: 1, type: "new_follower", data: { followerId: "7", followerName: "Ann" } },
    ];
    expect(inputs.map((i) => i.type)).toEqual(["workspace_invite", "new_follower"]);
  });

  test("a user who turned in-app off for a type gets nothing stored or published", async () => {
    await updateNotificationSubscriptions(services, bob, {
      selections: [{ notif_id: "track_liked", channels: { "in-app": false } }],
    });
    events.length = 0;
    const stored = await notify(services, {
      userId: idOf(bob),
      type: "track_liked",
      data: { userId: idOf(alice), userName: "Alice", trackId: 1, trackName: "Song" },
    });
    expect(stored).toBeNull();
    expect(events).toHaveLength(0);
  });
});

describe("reading and marking", () => {
  test("lists the latest 30, newest first, with the unread count; guests are refused", async () => {
    for (let i = 0; i < 32; i++)
      await notify(services, {
        userId: idOf(alice),
        type: "upload_finished",
        data: { trackId: null, trackName: `Song ${i}` },
      });
    const list = await listNotifications(services, alice);
    expect(list.notifications).toHaveLength(30);
    expect(list.unreadCount).toBe(32);
    expect(list.notifications[0]?.data.lines[0]?.content).toContain("Song 31");
    await expect(listNotifications(services, guest)).rejects.toMatchObject({ code: "UNAUTHENTICATED" });
  });

  test("the owner marks one read; someone else's is 403, an unknown id 404, and nothing changes", async () => {
    const list = await listNotifications(services, alice);
    const id = list.notifications[0]?.id as number;
    await expect(markNotificationsRead(services, bob, { ids: [id] })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await expect(markNotificationsRead(services, alice, { ids: [2_000_000_000] })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
    await expect(markNotificationsRead(services, guest, { ids: [id] })).rejects.toMatchObject({
      code: "UNAUTHENTICATED",
    });
    expect((await listNotifications(services, alice)).unreadCount).toBe(32);
    events.length = 0;
    expect(await markNotificationsRead(services, alice, { ids: [id] })).toEqual({ unreadCount: 31 });
    expect(events[0]).toMatchObject({ event: "notifications.read", payload: { unreadCount: 31 } });
    expect((await listNotifications(services, alice)).notifications[0]?.read_at).not.toBeNull();
  });

  test("the bootstrap data's user carries the unread count; a guest has no user", async () => {
    const data = await buildBootstrapData(services, alice, { userAgent: null, cookieNoticeAccepted: false });
    expect(data.user?.unread_notifications_count).toBe(31);
    expect(
      (await buildBootstrapData(services, guest, { userAgent: null, cookieNoticeAccepted: false })).user,
    ).toBeNull();
  });

  test("mark all as read (markAllAsUnread: true, as the spec's client sends it) clears the count", async () => {
    expect(await markNotificationsRead(services, alice, { markAllAsUnread: true })).toEqual({ unreadCount: 0 });
  });

  test("junk ids are a validation error", async () => {
    for (const input of [{ ids: [] }, { ids: ["x"] }, { ids: Array.from({ length: 101 }, (_, i) => i + 1) }, null])
      await expect(
        (async () => markNotificationsRead(services, alice, parseInput(markNotificationsInput, input)))(),
      ).rejects.toMatchObject({ code: "VALIDATION" });
  });

  test("delete: only the owner's", async () => {
    const id = (await listNotifications(services, alice)).notifications[0]?.id as number;
    await expect(deleteNotifications(services, bob, { ids: [id] })).rejects.toMatchObject({ code: "FORBIDDEN" });
    await deleteNotifications(services, alice, { ids: [id] });
    expect((await listNotifications(services, alice)).notifications.some((n) => n.id === id)).toBe(false);
  });
});

describe("preferences", () => {
  test("the matrix lists groups, channels and the user's selections over the defaults", async () => {
    const subs = await notificationSubscriptions(services, bob);
    expect(subs.available_channels).toEqual(["in-app", "email", "browser"]);
    const groups = subs.subscriptions.map((g) => g.group_name);
    expect(groups).toContain("Workspaces");
    const liked = subs.user_selections.find((s) => s.notif_id === "track_liked");
    expect(liked?.channels).toEqual({ "in-app": false, email: false, browser: false });
    const invite = subs.user_selections.find((s) => s.notif_id === "workspace_invite");
    expect(invite?.channels).toEqual({ "in-app": true, email: true, browser: true });
  });

  test("an update changes only the channels named; unknown types are refused", async () => {
    await updateNotificationSubscriptions(services, bob, {
      selections: [{ notif_id: "workspace_invite", channels: { email: false } }],
    });
    const invite = (await notificationSubscriptions(services, bob)).user_selections.find(
      (s) => s.notif_id === "workspace_invite",
    );
    expect(invite?.channels).toEqual({ "in-app": true, email: false, browser: true });
    await expect(
      updateNotificationSubscriptions(services, bob, {
        selections: [{ notif_id: "made_up", channels: { email: true } }],
      }),
    ).rejects.toMatchObject({ code: "VALIDATION" });
    const junk = { selections: [{ notif_id: "x\u0000", channels: {} }] };
    await expect(
      (async () => updateNotificationSubscriptions(services, bob, parseInput(notificationSelectionsInput, junk)))(),
    ).rejects.toMatchObject({ code: "VALIDATION" });
    // Alice's choices are her own.
    const alices = (await notificationSubscriptions(services, alice)).user_selections.find(
      (s) => s.notif_id === "workspace_invite",
    );
    expect(alices?.channels.email).toBe(true);
  });
});

describe("product events", () => {
  test("following a user tells them, following yourself does not", async () => {
    const before = (await listNotifications(services, bob)).notifications.length;
    notifyFollowed(services, { id: idOf(alice), name: "Alice" }, { type: "user", id: idOf(bob) });
    notifyFollowed(services, { id: idOf(bob), name: "Bob" }, { type: "user", id: idOf(bob) });
    await settleBackground(services);
    const after = (await listNotifications(services, bob)).notifications;
    expect(after.length).toBe(before + 1);
    expect(after[0]?.type).toBe("new_follower");
  });

  test("an upload's job outcome reaches its uploader; failures carry the reason", async () => {
    notifyUploadOutcome(
      services,
      { owner_id: idOf(bob), kind: "ingest", payload: { fileName: "demo.flac" } },
      { error: "Not audio." },
    );
    notifyUploadOutcome(services, { owner_id: null, kind: "ingest", payload: {} }, { trackId: null });
    await settleBackground(services);
    const latest = (await listNotifications(services, bob)).notifications[0];
    expect(latest?.type).toBe("upload_failed");
    expect(latest?.data.lines.map((l) => l.content)).toEqual([
      "<strong>demo.flac</strong> could not be processed",
      "Not audio.",
    ]);
  });
});
