import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { eventBusOf } from "@backbeat/core";
import {
  registerUser,
  resetPassword,
  signedIn,
  startTestServer,
  TEST_ADMIN,
  TestClient,
  waitFor,
} from "../testing/harness.ts";

/**
 * A live-channel socket lives no longer than the session it was opened with: logging out,
 * logging out other sessions, a password change or reset, a ban and a deletion close it, on the
 * instance that holds it, through the in-process bus and through Redis between instances.
 */

const PASSWORD = "correct horse battery";
const REDIS_URL = "redis://127.0.0.1:6379";

interface Tab {
  ws: WebSocket;
  messages: { event: string }[];
  closed: Promise<number>;
  isOpen(): boolean;
}

function cookieOf(c: TestClient): string {
  return [...c.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
}

/** Opens the live channel as a tab of this browser would. */
function openTab(url: string, c: TestClient): Promise<Tab> {
  const ws = new WebSocket(`${url.replace(/^http/, "ws")}/realtime`, {
    headers: { cookie: cookieOf(c), origin: url },
  } as unknown as string[]);
  const messages: { event: string }[] = [];
  let open = true;
  const closed = new Promise<number>((resolve) => {
    ws.addEventListener("close", (e) => {
      open = false;
      resolve(e.code);
    });
  });
  return new Promise((resolve, reject) => {
    ws.onmessage = (m) => {
      const data = JSON.parse(String(m.data)) as { event: string };
      messages.push(data);
      if (data.event === "ready") resolve({ ws, messages, closed, isOpen: () => open });
    };
    ws.onerror = () => reject(new Error("socket refused"));
    void closed.then(() => reject(new Error("socket closed")));
  });
}

async function call(c: TestClient, method: string, path: string, body?: unknown) {
  const response = await c.json(`/${path}`, method, body);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as Record<string, unknown> };
}

function suite(label: string, env: () => Record<string, string>) {
  describe(`sockets of ended sessions close (${label})`, () => {
    let server: Awaited<ReturnType<typeof startTestServer>>;
    let admin: TestClient;
    let seq = 0;
    beforeAll(async () => {
      server = await startTestServer("pglite", env());
      admin = await new TestClient(server.url).prime();
      expect((await admin.login()).status).toBe(200);
    }, 120_000);
    afterAll(() => server?.stop());

    const register = (prefix: string) =>
      registerUser(
        server.url,
        `${prefix}-${label.startsWith("Redis") ? "redis" : "memory"}-${++seq}@example.com`,
        PASSWORD,
      );
    const signIn = (email: string) => signedIn(server.url, email, PASSWORD);

    /** The event reaches the user's open sockets (proof the bus itself is up). */
    async function hears(tab: Tab, userId: number) {
      const name = `probe-${++seq}`;
      await eventBusOf(server.server.started.services).publish({ userId, event: name, payload: null });
      return waitFor(() => tab.messages.some((m) => m.event === name), 2000);
    }

    test("logging out other sessions closes their sockets, this browser's stays and still hears events", async () => {
      const u = await register("others");
      const phone = await signIn(u.email);
      const phoneTab = await openTab(server.url, phone);
      const deskTab = await openTab(server.url, u.c);
      expect(await call(u.c, "POST", "api/v1/user-sessions/logout-other", { password: PASSWORD })).toMatchObject({
        status: 200,
      });
      expect(await waitFor(() => !phoneTab.isOpen(), 3000)).toBe(true);
      expect(await phoneTab.closed).toBe(4401);
      expect(deskTab.isOpen()).toBe(true);
      expect(await hears(deskTab, u.id)).toBe(true);
      deskTab.ws.close();
    });

    test("logging out closes that browser's socket only", async () => {
      const u = await register("logout");
      const other = await signIn(u.email);
      const leaving = await openTab(server.url, u.c);
      const staying = await openTab(server.url, other);
      expect((await call(u.c, "POST", "auth/logout")).status).toBe(200);
      expect(await waitFor(() => !leaving.isOpen(), 3000)).toBe(true);
      expect(staying.isOpen()).toBe(true);
      expect(await hears(staying, u.id)).toBe(true);
      staying.ws.close();
    });

    test("a password change closes the other sessions' sockets", async () => {
      const u = await register("change");
      const phone = await signIn(u.email);
      const phoneTab = await openTab(server.url, phone);
      const changed = await call(u.c, "PUT", "auth/user/password", {
        current_password: PASSWORD,
        password: "another password 1",
        password_confirmation: "another password 1",
      });
      expect(changed.status).toBe(200);
      expect(await waitFor(() => !phoneTab.isOpen(), 3000)).toBe(true);
    });

    test("a password reset closes every socket of the account", async () => {
      const u = await register("reset");
      const tab = await openTab(server.url, u.c);
      const guest = await new TestClient(server.url).prime();
      expect((await call(guest, "POST", "auth/forgot-password", { email: u.email })).status).toBe(200);
      const dir = join(server.dataDir, "outbox");
      const mails = async () => (await readdir(dir).catch(() => [])).filter((f) => f.endsWith(`-${u.email}.json`));
      for (let i = 0; i < 100 && !(await mails()).length; i++) await Bun.sleep(20);
      const newest = (await mails()).sort().at(-1) as string;
      const text = (JSON.parse(await readFile(join(dir, newest), "utf8")) as { text: string }).text;
      const token = text.match(/\/password\/reset\/([a-z0-9]+)/)?.[1];
      expect((await resetPassword(guest, token, u.email, "a brand new password")).status).toBe(200);
      expect(await waitFor(() => !tab.isOpen(), 3000)).toBe(true);
    });

    test("a ban and a deletion close the account's sockets", async () => {
      const banned = await register("ban");
      const bannedTab = await openTab(server.url, banned.c);
      expect((await call(admin, "POST", `api/v1/users/${banned.id}/ban`)).status).toBe(200);
      expect(await waitFor(() => !bannedTab.isOpen(), 3000)).toBe(true);

      const deleted = await register("delete");
      const deletedTab = await openTab(server.url, deleted.c);
      expect((await call(admin, "DELETE", `api/v1/users/${deleted.id}`)).status).toBe(200);
      expect(await waitFor(() => !deletedTab.isOpen(), 3000)).toBe(true);
    });
  });
}

suite("in-process bus", () => ({}));
suite("Redis bus", () => ({ REDIS_URL, REALTIME_CHANNEL: `backbeat:test:sessions:${crypto.randomUUID()}` }));

/** Two instances on one PostgreSQL database: the socket is held by one, the session ends on the other. */
describe.if(Boolean(process.env.TEST_DATABASE_URL))("sockets of ended sessions close on every instance", () => {
  let a: Awaited<ReturnType<typeof startTestServer>>;
  let b: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    const channel = `backbeat:test:sessions:${crypto.randomUUID()}`;
    a = await startTestServer("postgres", { REDIS_URL, REALTIME_CHANNEL: channel });
    b = await startTestServer("pglite", { REDIS_URL, REALTIME_CHANNEL: channel, DATABASE_URL: a.databaseUrl ?? "" });
  }, 120_000);
  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  test("logging out other sessions on one instance closes the socket held by the other", async () => {
    const onA = await new TestClient(a.url).prime();
    expect((await onA.login(TEST_ADMIN)).status).toBe(200);
    const onB = await new TestClient(b.url).prime();
    expect((await onB.login(TEST_ADMIN)).status).toBe(200);
    const tab = await openTab(b.url, onB);
    expect(
      (await call(onA, "POST", "api/v1/user-sessions/logout-other", { password: TEST_ADMIN.password })).status,
    ).toBe(200);
    expect(await waitFor(() => !tab.isOpen(), 3000)).toBe(true);
    expect(await tab.closed).toBe(4401);
  });
});
