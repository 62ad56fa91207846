import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import {
  adminCreateRole,
  adminRoleInput,
  adminUpdateRole,
  adminUpdateRoleInput,
  adminUpdateUserPermissions,
  artistSaveInput,
  type CoreServices,
  createLocalization,
  loadViewer,
  notify,
  parseInput,
  saveArtist,
} from "@backbeat/core";
import { usersRepo } from "@backbeat/db";
import { spawnServer, startTestServer, TEST_ADMIN, TestClient } from "./testing/harness.ts";

const SECRET = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64");

async function within(ms: number, check: () => Promise<boolean>): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await Bun.sleep(25);
  }
}

/**
 * Two instances on one PostgreSQL database and the machine's Redis: A in this process, B in a
 * process of its own, so nothing in memory is shared. Each keeps validated sessions for a few
 * seconds and settings for half a minute, so a change seen on B within a second was announced.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)("caches across instances", () => {
  let a: Awaited<ReturnType<typeof startTestServer>>;
  let b: Awaited<ReturnType<typeof spawnServer>>;
  let services: CoreServices;

  beforeAll(async () => {
    // A channel of this run's own, so its Redis keys and messages are its own.
    const shared = {
      APP_SECRET: SECRET,
      REDIS_URL: "redis://127.0.0.1:6379",
      REALTIME_CHANNEL: `test:${crypto.randomUUID()}`,
    };
    a = await startTestServer("postgres", shared);
    b = await spawnServer({ ...shared, DATABASE_URL: a.databaseUrl as string });
    services = a.server.started.services;
  }, 240_000);

  afterAll(async () => {
    await b?.stop();
    await a?.stop();
  });

  /** A listener with a password, signed in on A; `onB` carries the same cookies to B. */
  async function listener() {
    const email = `listener-${crypto.randomUUID()}@example.com`;
    const password = "listener-password-1";
    const user = await usersRepo.insertUser(services.db, {
      email,
      name: "Listener",
      password: await services.hasher.hash(password),
    });
    const signIn = async () => {
      const onA = await new TestClient(a.url).prime();
      expect((await onA.login({ email, password })).status).toBe(200);
      const onB = new TestClient(b.url);
      onB.cookies = new Map(onA.cookies);
      return { onA, onB };
    };
    return { id: user.id, email, password, signIn };
  }

  const sessionsOn = (client: TestClient) => client.json("/api/v1/user-sessions", "GET");

  test("a logout on one instance is refused on the other within a second", async () => {
    const { onA, onB } = await (await listener()).signIn();
    // B validates the session and keeps it.
    expect((await sessionsOn(onB)).status).toBe(200);
    expect((await sessionsOn(onB)).status).toBe(200);
    expect((await onA.json("/auth/logout", "POST")).status).toBeLessThan(300);
    const refused = await within(1000, async () => (await sessionsOn(onB)).status === 401);
    expect(refused).toBe(true);
  }, 60_000);

  test("'log out other sessions' on one instance ends them on the other; the caller's own stays", async () => {
    const person = await listener();
    const mine = await person.signIn();
    const other = await person.signIn();
    expect((await sessionsOn(other.onB)).status).toBe(200);
    const out = await mine.onA.json("/api/v1/user-sessions/logout-other", "POST", { password: person.password });
    expect(out.status).toBe(200);
    expect(await within(1000, async () => (await sessionsOn(other.onB)).status === 401)).toBe(true);
    expect((await sessionsOn(mine.onB)).status).toBe(200);
  }, 60_000);

  test("a ban on one instance shuts the account out of the other within a second", async () => {
    const person = await listener();
    const { onB } = await person.signIn();
    expect((await sessionsOn(onB)).status).toBe(200);
    const admin = await new TestClient(a.url).prime();
    expect((await admin.login(TEST_ADMIN)).status).toBe(200);
    expect((await admin.json(`/api/v1/users/${person.id}/ban`, "POST")).status).toBe(200);
    expect(await within(1000, async () => (await sessionsOn(onB)).status === 401)).toBe(true);
  }, 60_000);

  test("a permission taken from a role on one instance is refused on the other within a second", async () => {
    const person = await listener();
    const admin = await loadViewer(
      services.db,
      (await usersRepo.findUserByEmail(services.db, TEST_ADMIN.email))?.id ?? 0,
    );
    const role = { name: `Docs ${crypto.randomUUID().slice(0, 8)}`, permissions: [{ name: "api.access" }] };
    const { id: roleId } = await adminCreateRole(services, admin, parseInput(adminRoleInput, role));
    await adminUpdateUserPermissions(services, admin, { userId: person.id, roles: [roleId], permissions: [] });
    const { onB } = await person.signIn();
    const docs = () => onB.json("/api-docs/openapi.json", "GET");
    expect((await docs()).status).toBe(200);
    expect((await docs()).status).toBe(200);
    // Only the role changes: the user's row, which versions the cached viewer, stays as it was.
    await adminUpdateRole(services, admin, parseInput(adminUpdateRoleInput, { ...role, roleId, permissions: [] }));
    expect(await within(1000, async () => (await docs()).status === 403)).toBe(true);
  }, 60_000);

  test("password confirmation failures alternating between instances reach 429 on the 6th", async () => {
    const person = await listener();
    const { onA, onB } = await person.signIn();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const client = i % 2 ? onB : onA;
      statuses.push((await client.json("/auth/user/confirm-password", "POST", { password: `wrong-${i}` })).status);
    }
    expect(statuses).toEqual([422, 422, 422, 422, 422, 429]);
  }, 60_000);

  test("a settings change on one instance shows on the other within a second", async () => {
    const name = `Site ${crypto.randomUUID().slice(0, 8)}`;
    const guest = new TestClient(b.url);
    // B has its settings cached from this page on.
    expect(await (await guest.fetch("/")).text()).not.toContain(name);
    await services.settings.save([{ name: "branding.site_name", value: name }]);
    expect(await within(1000, async () => (await (await guest.fetch("/")).text()).includes(name))).toBe(true);
  }, 60_000);

  test("a language added on one instance shows in the other's bootstrap data within a second", async () => {
    const admin = await loadViewer(
      services.db,
      (await usersRepo.findUserByEmail(services.db, TEST_ADMIN.email))?.id ?? 0,
    );
    const name = `Language ${crypto.randomUUID().slice(0, 8)}`;
    const guest = new TestClient(b.url);
    const bootstrapOnB = async () => (await guest.fetch("/trpc/session.bootstrap")).text();
    // B keeps the site's languages from this read on.
    expect(await bootstrapOnB()).toContain('"language":"en"');
    expect(await bootstrapOnB()).not.toContain(name);
    await createLocalization(services, admin, { name, language: "fr" });
    expect(await within(1000, async () => (await bootstrapOnB()).includes(name))).toBe(true);
  }, 60_000);

  test("a catalogue edit on one instance shows on the other's cached page within a second", async () => {
    const admin = await loadViewer(
      services.db,
      (await usersRepo.findUserByEmail(services.db, TEST_ADMIN.email))?.id ?? 0,
    );
    const before = `Before ${crypto.randomUUID().slice(0, 8)}`;
    const { id } = await saveArtist(services, admin, parseInput(artistSaveInput, { name: before, genres: [] }));
    const guest = new TestClient(b.url);
    const nameOnB = async () =>
      ((await (await guest.json(`/api/v1/artists/${id}`, "GET")).json()) as { artist?: { name: string } }).artist?.name;
    // Guests share one cached copy of the page on B from here on.
    expect(await nameOnB()).toBe(before);
    expect(await nameOnB()).toBe(before);
    const after = `After ${crypto.randomUUID().slice(0, 8)}`;
    await saveArtist(services, admin, parseInput(artistSaveInput, { id, name: after, genres: [] }));
    expect(await within(1000, async () => (await nameOnB()) === after)).toBe(true);
  }, 60_000);

  test("a visitor whose page views reach both instances counts as one visitor", async () => {
    const path = `/cluster-${crypto.randomUUID().slice(0, 8)}`;
    const agent = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";
    for (const url of [a.url, b.url, a.url, b.url]) {
      const visitor = await new TestClient(url).prime();
      const res = await visitor.json(
        "/api/v1/analytics/page-view",
        "POST",
        { path },
        { headers: { "user-agent": agent } },
      );
      expect(res.status).toBe(202);
    }
    const rows = await services.db.selectFrom("page_views").select("visitor").where("path", "=", path).execute();
    expect(rows).toHaveLength(4);
    expect(new Set(rows.map((r) => r.visitor)).size).toBe(1);
  }, 60_000);

  test("a notification raised on one instance reaches the user's socket on the other", async () => {
    const person = await listener();
    const { onB } = await person.signIn();
    const cookie = [...onB.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    const ws = new WebSocket(`${b.url.replace(/^http/, "ws")}/realtime`, {
      headers: { cookie, origin: b.url },
    } as unknown as string[]);
    const events: string[] = [];
    ws.onmessage = (m) => events.push((JSON.parse(String(m.data)) as { event: string }).event);
    expect(await within(10_000, async () => events.includes("ready"))).toBe(true);
    await notify(services, { userId: person.id, type: "artist_request_approved", data: { artistName: "Live" } });
    expect(await within(2000, async () => events.includes("notification"))).toBe(true);
    ws.close();
  }, 60_000);
});
