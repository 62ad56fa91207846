import { describe, expect, test } from "bun:test";
import { SESSION_COOKIE, validateSessionViewer } from "@backbeat/core";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { createApiContext } from "../../context.ts";
import { appRouter } from "../../routers/index.ts";
import { ADMIN, type Harness, harnessPerSuite, registeredClient, type TestClient } from "../../testing/harness.ts";
import { createCallerFactory } from "../../trpc.ts";

const PASSWORD = "correct horse battery";

/** Two requests in a row, so the session is certainly in the request path's memory. */
async function warm(client: TestClient) {
  for (let i = 0; i < 2; i++) expect((await client.call("GET", "api/v1/user-sessions")).status).toBe(200);
}

for (const kind of testDatabaseKinds) {
  describe(`validated sessions kept in memory on ${kind}`, () => {
    let h: Harness;
    harnessPerSuite(kind, (x) => {
      h = x;
    });

    test("a validated session is answered from memory for a few seconds, then read again", async () => {
      const { client } = await registeredClient(h, "cache-memory@example.com", PASSWORD);
      const token = client.cookies.get(SESSION_COOKIE) as string;
      const now = new Date();
      expect(await validateSessionViewer(h.services.db, token, now)).not.toBeNull();
      // Removed behind the application's back (another process, say): this process still has it...
      await h.services.db
        .deleteFrom("sessions")
        .where("user_id", "=", (await me(h, client)).id)
        .execute();
      expect(await validateSessionViewer(h.services.db, token, new Date(now.getTime() + 1000))).not.toBeNull();
      // ...but only briefly.
      expect(await validateSessionViewer(h.services.db, token, new Date(now.getTime() + 6000))).toBeNull();
      // A wrong secret never passes, cached or not.
      const { client: other } = await registeredClient(h, "cache-secret@example.com", PASSWORD);
      const good = other.cookies.get(SESSION_COOKIE) as string;
      expect(await validateSessionViewer(h.services.db, good)).not.toBeNull();
      const [id] = good.split(".");
      expect(await validateSessionViewer(h.services.db, `${id}.${"x".repeat(43)}`)).toBeNull();
    });

    test("logout, logout of other sessions, password change, password confirmation and profile edits apply at once", async () => {
      const { client: a, email } = await registeredClient(h, "cache-writes@example.com", PASSWORD);
      const phone = h.client({ ip: "198.51.100.9" });
      expect((await phone.call("POST", "auth/login", { email, password: PASSWORD })).status).toBe(200);
      await warm(a);
      await warm(phone);

      // The password confirmation is part of the session row.
      await warm(a);
      const before = await a.call("GET", "auth/user/confirmed-password-status");
      expect(before.body.confirmed).toBe(false);
      expect((await a.call("POST", "auth/user/confirm-password", { password: PASSWORD })).status).toBe(200);
      expect((await a.call("GET", "auth/user/confirmed-password-status")).body.confirmed).toBe(true);

      // A profile edit shows in the very next bootstrap data.
      const userId = (await me(h, a)).id;
      expect(
        (await a.call("PUT", `api/v1/users/${userId}`, { first_name: "Renamed", last_name: "Person" })).status,
      ).toBe(200);
      expect((await me(h, a)).name).toBe("Renamed Person");

      // Logging out the others ends the phone's session at once.
      expect((await a.call("POST", "api/v1/user-sessions/logout-other", { password: PASSWORD })).status).toBe(200);
      expect((await phone.call("GET", "api/v1/user-sessions")).status).toBe(401);

      // A password change ends the other sessions at once.
      const laptop = h.client();
      expect((await laptop.call("POST", "auth/login", { email, password: PASSWORD })).status).toBe(200);
      await warm(laptop);
      const changed = await a.call("PUT", "auth/user/password", {
        current_password: PASSWORD,
        password: "new password 123",
        password_confirmation: "new password 123",
      });
      expect(changed.status).toBe(200);
      expect((await laptop.call("GET", "api/v1/user-sessions")).status).toBe(401);

      // Logout ends its own session at once, even for a copy of the cookie.
      await warm(a);
      const copy = h.client();
      copy.cookies.set(SESSION_COOKIE, a.cookies.get(SESSION_COOKIE) as string);
      await warm(copy);
      expect((await a.call("POST", "auth/logout")).status).toBe(200);
      expect((await copy.call("GET", "api/v1/user-sessions")).status).toBe(401);
    });

    test("a ban and an account deletion end warmed sessions at once", async () => {
      const admin = h.client();
      expect((await admin.call("POST", "auth/login", ADMIN)).status).toBe(200);
      const b = await registeredClient(h, "cache-ban@example.com", PASSWORD);
      await warm(b.client);
      expect((await admin.call("POST", `api/v1/users/${b.userId}/ban`)).status).toBe(200);
      expect((await b.client.call("GET", "api/v1/user-sessions")).status).toBe(401);

      const c = await registeredClient(h, "cache-delete@example.com", PASSWORD);
      const copy = h.client();
      copy.cookies.set(SESSION_COOKIE, c.client.cookies.get(SESSION_COOKIE) as string);
      await warm(copy);
      expect((await c.client.call("POST", "auth/user/confirm-password", { password: PASSWORD })).status).toBe(200);
      expect((await c.client.call("DELETE", `api/v1/users/${c.userId}?deleteCurrentUser=true`)).status).toBe(200);
      expect((await copy.call("GET", "api/v1/user-sessions")).status).toBe(401);
    });
  });
}

/** The signed-in user in this client's bootstrap data: the request path's viewer, cache and all. */
async function me(h: Harness, client: TestClient): Promise<{ id: number; name: string }> {
  const request = new Request("http://backbeat.test/trpc", {
    headers: { cookie: `${SESSION_COOKIE}=${client.cookies.get(SESSION_COOKIE)}` },
  });
  const caller = createCallerFactory(appRouter)(await createApiContext(h.services, request, { ip: null }));
  const user = (await caller.session.bootstrap()).user;
  if (!user) throw new Error("not signed in");
  return user;
}
