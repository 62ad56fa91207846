import { describe, expect, test } from "bun:test";
import { sessionsRepo } from "@backbeat/db";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { createApiContext } from "../../context.ts";
import { appRouter } from "../../routers/index.ts";
import { ADMIN, type Harness, harnessPerSuite, registeredClient } from "../../testing/harness.ts";
import { createCallerFactory } from "../../trpc.ts";

const PASSWORD = "correct horse battery";

for (const kind of testDatabaseKinds) {
  describe(`suspension (ban) on ${kind}`, () => {
    let h: Harness;
    harnessPerSuite(kind, (x) => {
      h = x;
    });

    test("a ban ends every session; afterwards only bootstrap data and logout answer", async () => {
      const admin = h.client();
      expect((await admin.call("POST", "auth/login", ADMIN)).status).toBe(200);
      const b = await registeredClient(h, "banned@example.com", PASSWORD);
      const other = h.client({ ip: "198.51.100.9" });
      expect((await other.call("POST", "auth/login", { email: b.email, password: PASSWORD })).status).toBe(200);
      expect((await b.client.call("POST", "auth/user/confirm-password", { password: PASSWORD })).status).toBe(200);
      const token = (await b.client.call("POST", "api/v1/access-tokens", { tokenName: "script" })).body
        .plainTextToken as string;
      expect((await sessionsRepo.listUserSessions(h.services.db, b.userId, new Date())).length).toBe(2);

      const banned = await admin.call("POST", `api/v1/users/${b.userId}/ban`);
      expect(banned.status).toBe(200);
      expect(await sessionsRepo.listUserSessions(h.services.db, b.userId, new Date())).toEqual([]);
      // Both browsers are signed out.
      expect((await b.client.call("GET", "api/v1/user-sessions")).status).toBe(401);
      expect((await other.call("GET", "api/v1/user-sessions")).status).toBe(401);
      // The access token is refused.
      const bearer = h.client();
      bearer.bearer = token;
      const refused = await bearer.call("GET", "api/v1/user-sessions");
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe("Your account is suspended.");

      // Signing in again shows the suspended screen (banned_at in the bootstrap data) ...
      const again = h.client();
      const login = await again.call("POST", "auth/login", { email: b.email, password: PASSWORD });
      expect(login.status).toBe(200);
      expect(login.body.bootstrapData.user.banned_at).not.toBeNull();
      // ... but every call other than logout is refused, public ones included.
      for (const [method, path] of [
        ["GET", "api/v1/user-sessions"],
        ["GET", `api/v1/users/${b.userId}`],
        ["PUT", `api/v1/users/${b.userId}`],
        ["POST", "api/v1/access-tokens"],
        ["GET", "api/v1/value-lists/countries"],
        ["GET", "api/v1/health"],
      ] as const) {
        const res = await again.call(method, path, {});
        expect(res.status, `${method} ${path}`).toBe(403);
        expect(res.body.message).toBe("Your account is suspended.");
      }
      // tRPC: bootstrap and logout only.
      const request = new Request("http://backbeat.test/trpc", {
        headers: { cookie: `backbeat_session=${again.cookies.get("backbeat_session")}` },
      });
      const caller = createCallerFactory(appRouter)(await createApiContext(h.services, request, { ip: null }));
      expect((await caller.session.bootstrap()).user?.banned_at).not.toBeNull();
      await expect(caller.account.me()).rejects.toThrow("Your account is suspended.");
      await expect(caller.account.sessions()).rejects.toThrow("Your account is suspended.");
      expect((await again.call("POST", "auth/logout")).status).toBe(200);

      // Re-activated: the account works again.
      expect((await admin.call("DELETE", `api/v1/users/${b.userId}/ban`)).status).toBe(200);
      const back = h.client();
      expect((await back.call("POST", "auth/login", { email: b.email, password: PASSWORD })).status).toBe(200);
      expect((await back.call("GET", "api/v1/user-sessions")).status).toBe(200);
      expect((await bearer.call("GET", "api/v1/user-sessions")).status).toBe(200);
    });

    test("only holders of users.update may suspend, never themselves", async () => {
      const a = await registeredClient(h, "not-admin@example.com", PASSWORD);
      const target = await registeredClient(h, "target@example.com", PASSWORD);
      const admin = h.client();
      const adminLogin = await admin.call("POST", "auth/login", ADMIN);
      const adminId = adminLogin.body.bootstrapData.user.id as number;
      expect((await h.client().call("POST", `api/v1/users/${target.userId}/ban`)).status).toBe(401);
      expect((await a.client.call("POST", `api/v1/users/${target.userId}/ban`)).status).toBe(403);
      expect((await a.client.call("DELETE", `api/v1/users/${target.userId}/ban`)).status).toBe(403);
      // The same answer as the admin area's ban: a conflict, not a field error.
      const own = await admin.call("POST", `api/v1/users/${adminId}/ban`);
      expect(own.status).toBe(409);
      expect(own.body.message).toBe("You can't suspend your own account.");
      expect((await admin.call("POST", "api/v1/users/2000000000/ban")).status).toBe(404);
      expect((await admin.call("POST", "api/v1/users/abc/ban")).status).toBe(404);
      expect((await target.client.call("GET", "api/v1/user-sessions")).status).toBe(200);
    });
  });
}
