import { afterAll, beforeAll, expect, test } from "bun:test";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type DatabaseHandle, notificationsRepo, usersRepo } from "@backbeat/db";
import { createTestDatabase } from "@backbeat/db/testing";
import { settleBackground } from "../background.ts";
import type { CoreServices } from "../context.ts";
import type { MailMessage } from "../mail/types.ts";
import { InProcessBus } from "../realtime/bus.ts";
import { testServices } from "../test-services.ts";
import { loadViewer } from "../users/current-user.ts";
import { flushEmailDigests, setDigestWindow } from "./email-digest.ts";
import { notify, savePushSubscription, updateNotificationSubscriptions } from "./service.ts";
import { vapidKeys } from "./vapid.ts";

let handle: DatabaseHandle;
let services: CoreServices;
let dataDir: string;
const mail: MailMessage[] = [];
const pushes: { status: number; headers: Headers; bytes: number; path: string }[] = [];
let pushServer: ReturnType<typeof Bun.serve>;
let userId = 0;

beforeAll(async () => {
  handle = await createTestDatabase("pglite");
  dataDir = await mkdtemp(join(tmpdir(), "backbeat-notify-outside-"));
  services = {
    // The stand-in push service below listens on this machine.
    ...testServices(handle.db, dataDir, { appUrl: "https://music.example", pushToInternalHosts: true }),
    events: new InProcessBus(),
    mailer: { kind: "outbox", send: async (m) => void mail.push(m) },
  };
  setDigestWindow(services, 200);
  userId = (await usersRepo.insertUser(handle.db, { email: "listener@example.com", name: "Listener", password: null }))
    .id;
  // A stand-in push service over TLS (web-push speaks only https), with a certificate made here
  // and trusted by this test process alone: 201 for a live subscription, 410 for a dropped one.
  const made = Bun.spawnSync([
    "openssl",
    "req",
    "-x509",
    "-newkey",
    "ec",
    "-pkeyopt",
    "ec_paramgen_curve:prime256v1",
    "-nodes",
    "-subj",
    "/CN=127.0.0.1",
    "-days",
    "1",
    "-keyout",
    join(dataDir, "key.pem"),
    "-out",
    join(dataDir, "cert.pem"),
  ]);
  if (made.exitCode !== 0) throw new Error(`openssl: ${made.stderr.toString()}`);
  process.env.NODE_TLS_REJECT_UNAUTHORIZED = "0";
  pushServer = Bun.serve({
    port: 0,
    tls: { key: Bun.file(join(dataDir, "key.pem")), cert: Bun.file(join(dataDir, "cert.pem")) },
    async fetch(request) {
      const path = new URL(request.url).pathname;
      const status = path === "/gone" ? 410 : 201;
      pushes.push({ status, headers: request.headers, bytes: (await request.arrayBuffer()).byteLength, path });
      return new Response(null, { status });
    },
  });
});

afterAll(async () => {
  pushServer.stop(true);
  await handle.close();
  await rm(dataDir, { recursive: true, force: true });
});

test("VAPID keys are made once into the data folder and kept", async () => {
  const keys = await vapidKeys(services);
  expect(keys.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
  const stored = JSON.parse(await readFile(join(dataDir, "vapid.json"), "utf8"));
  expect(stored).toEqual(keys);
  const again = await vapidKeys({ ...services });
  expect(again).toEqual(keys);
});

test("several notifications in the window leave as one digest e-mail; a lone one as itself", async () => {
  // artist_request_approved mails by default.
  for (const artistName of ["One", "Two", "Three"])
    await notify(services, { userId, type: "artist_request_approved", data: { artistName } });
  await Bun.sleep(400);
  await settleBackground(services);
  expect(mail).toHaveLength(1);
  expect(mail[0]?.to).toBe("listener@example.com");
  expect(mail[0]?.subject).toBe("3 new notifications on Backbeat");
  expect(mail[0]?.text).toContain("Your request for Three was approved");
  expect(mail[0]?.text).toContain("https://music.example/backstage");

  await notify(services, { userId, type: "artist_request_denied", data: { artistName: "Solo", reason: "No proof." } });
  await flushEmailDigests(services);
  expect(mail).toHaveLength(2);
  expect(mail[1]?.subject).toBe("Your request for Solo was denied");
  expect(mail[1]?.text).toContain("No proof.");
});

test("an album's notification shows its cover as a raster image, in a lone e-mail and in a digest", async () => {
  const before = mail.length;
  await notify(services, {
    userId,
    type: "album_released",
    data: { artistName: "Covers", albumId: 4242, albumName: "Pictured" },
  });
  await flushEmailDigests(services);
  expect(mail).toHaveLength(before + 1);
  const cover = "https://music.example/api/v1/raster/album/4242-128.jpg";
  expect(mail[before]?.html).toContain(`src="${cover}"`);
  expect(mail[before]?.html).not.toContain(".svg");

  await notify(services, { userId, type: "album_released", data: { artistName: "A", albumId: 7, albumName: "Seven" } });
  await notify(services, { userId, type: "artist_request_approved", data: { artistName: "No cover" } });
  await flushEmailDigests(services);
  expect(mail).toHaveLength(before + 2);
  const digest = mail[before + 1]?.html ?? "";
  expect(digest).toContain('src="https://music.example/api/v1/raster/album/7-128.jpg"');
  expect(digest.match(/<img /g)?.length).toBe(1);
});

test("a user who turned e-mail off gets none", async () => {
  const viewer = await loadViewer(handle.db, userId);
  await updateNotificationSubscriptions(services, viewer, {
    selections: [{ notif_id: "artist_request_approved", channels: { email: false, browser: false } }],
  });
  const before = mail.length;
  await notify(services, { userId, type: "artist_request_approved", data: { artistName: "Quiet" } });
  await flushEmailDigests(services);
  expect(mail).toHaveLength(before);
});

test("a channel the caller already covered is skipped, the others still deliver", async () => {
  const before = mail.length;
  const stored = await notify(services, {
    userId,
    type: "workspace_invite",
    data: { inviteId: "inv-1", workspaceName: "Label Team", inviterName: "Owner" },
    covered: ["email"],
  });
  await flushEmailDigests(services);
  expect(stored?.type).toBe("workspace_invite");
  expect(mail).toHaveLength(before);
  // The same notification without `covered` mails as the user's settings say.
  await notify(services, {
    userId,
    type: "workspace_invite",
    data: { inviteId: "inv-2", workspaceName: "Label Team", inviterName: "Owner" },
  });
  await flushEmailDigests(services);
  expect(mail).toHaveLength(before + 1);
  expect(mail.at(-1)?.text).toMatch(/invited you to join label team/i);
});

test("browser push: an encrypted, VAPID-signed message to each subscription; a gone one is removed", async () => {
  const browserKeys = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, [
    "deriveBits",
  ])) as CryptoKeyPair;
  const p256dh = Buffer.from(await crypto.subtle.exportKey("raw", browserKeys.publicKey)).toString("base64url");
  const auth = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64url");
  const base = `https://127.0.0.1:${pushServer.port}`;
  await notificationsRepo.savePushSubscription(handle.db, userId, { endpoint: `${base}/live`, p256dh, auth });
  await notificationsRepo.savePushSubscription(handle.db, userId, { endpoint: `${base}/gone`, p256dh, auth });
  // upload_failed goes to the browser by default.
  await notify(services, { userId, type: "upload_failed", data: { fileName: "a.wav", error: "Not audio." } });
  await settleBackground(services);
  expect(pushes.map((p) => p.path).sort()).toEqual(["/gone", "/live"]);
  const live = pushes.find((p) => p.path === "/live");
  expect(live?.headers.get("content-encoding")).toBe("aes128gcm");
  expect(live?.headers.get("authorization")).toMatch(/^vapid t=.+, k=.+$/);
  expect(live?.bytes).toBeGreaterThan(100);
  const left = await notificationsRepo.pushSubscriptionsOf(handle.db, userId);
  expect(left.map((s) => s.endpoint)).toEqual([`${base}/live`]);
});

test("push endpoints inside the network are refused when saved and skipped when sent", async () => {
  const strict = { ...services, config: { ...services.config, pushToInternalHosts: false } };
  const viewer = await loadViewer(handle.db, userId);
  const keys = { p256dh: "key", auth: "auth" };
  for (const endpoint of [
    "https://127.0.0.1/push",
    "https://[::1]/push",
    "https://169.254.169.254/latest/meta-data",
    "https://10.0.0.8/push",
    "https://localhost/push",
  ]) {
    const refused = await savePushSubscription(strict, viewer, { endpoint, keys }).catch((e) => e);
    expect(refused?.fields, endpoint).toEqual({ endpoint: ["The push endpoint must be a public push service."] });
  }
  // A row saved while the name pointed elsewhere is not called once it resolves inside.
  await handle.db.deleteFrom("push_subscriptions").where("user_id", "=", userId).execute();
  await notificationsRepo.savePushSubscription(handle.db, userId, {
    endpoint: `https://127.0.0.1:${pushServer.port}/live`,
    ...keys,
  });
  const before = pushes.length;
  await notify(strict, { userId, type: "upload_failed", data: { fileName: "a.wav", error: "Not audio." } });
  await settleBackground(strict);
  expect(pushes.length).toBe(before);
  await handle.db.deleteFrom("push_subscriptions").where("user_id", "=", userId).execute();
});

test("a user keeps at most the newest browsers: subscribing again and again does not grow the table", async () => {
  const cap = notificationsRepo.PUSH_SUBSCRIPTIONS_PER_USER;
  for (let i = 0; i < cap + 5; i++)
    await notificationsRepo.savePushSubscription(handle.db, userId, {
      endpoint: `https://push.example.com/flood/${i}`,
      p256dh: "key",
      auth: "auth",
    });
  const rows = await handle.db
    .selectFrom("push_subscriptions")
    .select("endpoint")
    .where("user_id", "=", userId)
    .orderBy("id")
    .execute();
  expect(rows).toHaveLength(cap);
  expect(rows.at(-1)?.endpoint).toBe(`https://push.example.com/flood/${cap + 4}`);
  expect(rows.some((r) => r.endpoint === "https://push.example.com/flood/0")).toBe(false);
});
