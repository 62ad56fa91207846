import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { adminUsersRepo, rolesRepo, sessionsRepo, usersRepo } from "@backbeat/db";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { createApiContext } from "../../context.ts";
import { ADMIN, createHarness, type Harness, registeredClient, type TestClient } from "../../testing/harness.ts";
import { createCallerFactory } from "../../trpc.ts";
import { appRouter } from "../index.ts";

const PASSWORD = "correct horse battery";

async function caller(h: Harness, client?: TestClient) {
  const cookie = client?.cookies.get("backbeat_session");
  const request = new Request("http://backbeat.test/trpc", {
    headers: cookie ? { cookie: `backbeat_session=${encodeURIComponent(cookie)}` } : {},
  });
  return createCallerFactory(appRouter)(await createApiContext(h.services, request, { ip: "203.0.113.7" }));
}
type Caller = Awaited<ReturnType<typeof caller>>;

async function codeOf(run: () => Promise<unknown>): Promise<string> {
  try {
    await run();
    return "OK";
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

for (const kind of testDatabaseKinds) {
  describe(`admin users and roles on ${kind}`, () => {
    let h: Harness;
    let admin: TestClient;
    let adminId: number;
    let areaOnly: { client: TestClient; userId: number };
    let listener: { client: TestClient; userId: number };
    let areaOnlyRoleId: number;
    const as: Record<"admin" | "areaOnly" | "listener" | "guest", () => Promise<Caller>> = {
      admin: () => caller(h, admin),
      areaOnly: () => caller(h, areaOnly.client),
      listener: () => caller(h, listener.client),
      guest: () => caller(h),
    };

    beforeAll(async () => {
      h = await createHarness(kind);
      admin = h.client();
      const login = await admin.call("POST", "auth/login", ADMIN);
      adminId = login.body.bootstrapData.user.id;
      areaOnly = await registeredClient(h, "area@example.com", PASSWORD);
      listener = await registeredClient(h, "listener@example.com", PASSWORD);
      areaOnlyRoleId = await rolesRepo.insertRole(h.services.db, { name: "Area only", slug: "area-only" });
      await rolesRepo.grantPermissionsToRole(h.services.db, areaOnlyRoleId, ["admin.access"]);
      await rolesRepo.assignRole(h.services.db, areaOnly.userId, areaOnlyRoleId);
      await usersRepo.updateUser(h.services.db, areaOnly.userId, {});
    }, 60_000);
    afterAll(async () => {
      await h.close();
    });

    /** Every write as admin / admin.access only / listener / guest: allowed, 403, 403, 401. */
    async function matrix(run: (c: Caller) => Promise<unknown>) {
      const codes = [];
      for (const who of ["areaOnly", "listener", "guest"] as const)
        codes.push(await codeOf(async () => run(await as[who]())));
      expect(codes).toEqual(["FORBIDDEN", "FORBIDDEN", "UNAUTHORIZED"]);
      return run(await as.admin());
    }

    test("every users and roles procedure: admin allowed, admin.access only 403, listener 403, guest 401", async () => {
      const created = (await matrix((c) =>
        c.admin.users.create({ email: "made@example.com", name: "Made", password: PASSWORD, email_verified: true }),
      )) as { id: number };
      const userId = created.id;
      const user = (await matrix((c) => c.admin.users.get({ userId }))) as { roles: { slug: string }[] };
      expect(user.roles.map((r) => r.slug)).toEqual(["users"]);
      await matrix((c) =>
        c.admin.users.updateDetails({ userId, email: "made@example.com", name: "Made Again", email_verified: false }),
      );
      expect((await usersRepo.findUserById(h.services.db, userId))?.email_verified_at).toBeNull();
      await matrix((c) =>
        c.admin.users.updateLocale({ userId, language: "en", country: "DE", timezone: "Europe/Berlin" }),
      );
      await matrix((c) =>
        c.admin.users.updatePermissions({
          userId,
          roles: [],
          permissions: [{ name: "music.create", restrictions: [{ name: "count", value: 5 }] }],
        }),
      );
      const grants = await rolesRepo.userDirectPermissions(h.services.db, userId);
      expect(grants).toEqual([{ name: "music.create", restrictions: [{ name: "count", value: 5 }] }]);
      await matrix((c) => c.admin.users.sessions({ userId }));
      await matrix((c) => c.admin.users.tokens({ userId }));
      await matrix((c) => c.admin.users.resetTwoFactor({ userId }));
      await matrix((c) => c.admin.users.ban({ userId, reason: "Spam" }));
      await matrix((c) => c.admin.users.unban({ userId }));
      await matrix((c) => c.admin.users.revokeAllSessions({ userId }));
      await matrix((c) => c.admin.roles.options());
      const role = (await matrix((c) =>
        c.admin.roles.create({ name: "Curators", permissions: [{ name: "tags.update", restrictions: [] }] }),
      )) as { id: number };
      await matrix((c) => c.admin.roles.get({ roleId: role.id }));
      // Limits travel with a permission and come back as numbers; null is "no limit".
      const uploaders = await (await as.admin()).admin.roles.create({
        name: "Uploaders",
        permissions: [
          {
            name: "music.create",
            restrictions: [
              { name: "max_file_size", value: 50 },
              { name: "count", value: null },
            ],
          },
        ],
      });
      expect((await (await as.admin()).admin.roles.get({ roleId: uploaders.id })).permissions).toEqual([
        {
          name: "music.create",
          restrictions: [
            { name: "max_file_size", value: 50 },
            { name: "count", value: null },
          ],
        },
      ]);
      await matrix((c) =>
        c.admin.roles.update({
          roleId: role.id,
          name: "Curators",
          permissions: [
            { name: "admin.access", restrictions: [] },
            { name: "tags.update", restrictions: [] },
          ],
        }),
      );
      await matrix((c) => c.admin.datatable.list({ resource: "users" }));
      await matrix((c) => c.admin.datatable.list({ resource: "roles" }));
      await matrix((c) => c.admin.roles.delete({ roleId: role.id }));
      await matrix((c) => c.admin.users.delete({ userId }));
      expect(await usersRepo.findUserById(h.services.db, userId)).toBeUndefined();
    });

    test("deleting a token and a session of another user", async () => {
      const other = await registeredClient(h, "tokens@example.com", PASSWORD);
      expect((await other.client.call("POST", "auth/user/confirm-password", { password: PASSWORD })).status).toBe(200);
      expect((await other.client.call("POST", "api/v1/access-tokens", { tokenName: "script" })).status).toBe(200);
      const a = await as.admin();
      const { tokens } = await a.admin.users.tokens({ userId: other.userId });
      expect(tokens.map((t) => t.name)).toEqual(["script"]);
      await matrix((c) => c.admin.users.deleteToken({ userId: other.userId, tokenId: tokens[0]?.id ?? 0 }));
      expect((await a.admin.users.tokens({ userId: other.userId })).tokens).toEqual([]);
      const { sessions } = await a.admin.users.sessions({ userId: other.userId });
      expect(sessions).toHaveLength(1);
      await matrix((c) => c.admin.users.revokeSession({ userId: other.userId, sessionId: sessions[0]?.id ?? "x" }));
      expect((await other.client.call("GET", "api/v1/user-sessions")).status).toBe(401);
      // A session of someone else is not found under this user.
      const mine = (await a.admin.users.sessions({ userId: adminId })).sessions[0]?.id ?? "x";
      expect(await codeOf(() => a.admin.users.revokeSession({ userId: other.userId, sessionId: mine }))).toBe(
        "NOT_FOUND",
      );
    });

    test("refusals: yourself, the last super admin, the default and guests roles, a role in use", async () => {
      const a = await as.admin();
      expect(await codeOf(() => a.admin.users.delete({ userId: adminId }))).toBe("CONFLICT");
      expect(await codeOf(() => a.admin.datatable.delete({ resource: "users", ids: [adminId] }))).toBe("CONFLICT");
      expect(await codeOf(() => a.admin.users.ban({ userId: adminId }))).toBe("CONFLICT");
      expect(await codeOf(() => a.admin.users.updatePermissions({ userId: adminId, roles: [], permissions: [] }))).toBe(
        "CONFLICT",
      );
      const admins = await rolesRepo.findRoleBySlug(h.services.db, "admins");
      const adminsRole = await a.admin.roles.get({ roleId: admins?.id ?? 0 });
      await expect(
        a.admin.roles.update({ roleId: adminsRole.id, name: adminsRole.name, permissions: [] }),
      ).rejects.toThrow("last account with the Super admin permission");
      // A second super admin: now the first may lose it, and the last one still may not be deleted.
      const second = await a.admin.users.create({
        email: "second@example.com",
        password: PASSWORD,
        roles: [adminsRole.id],
      });
      await a.admin.users.updatePermissions({ userId: adminId, roles: [adminsRole.id], permissions: [] });
      expect(await adminUsersRepo.adminHolderIds(h.services.db)).toEqual(expect.arrayContaining([adminId, second.id]));
      // Deleting both super admins in one bulk delete is refused as a whole: nobody is deleted.
      const bulk = await codeOf(() =>
        a.admin.datatable.delete({ resource: "users", ids: [second.id, listener.userId] }),
      );
      expect(bulk).toBe("OK");
      expect(await usersRepo.findUserById(h.services.db, listener.userId)).toBeUndefined();

      const defaultRole = await rolesRepo.defaultRole(h.services.db);
      const guestRole = await rolesRepo.guestRole(h.services.db);
      await expect(a.admin.roles.delete({ roleId: defaultRole?.id ?? 0 })).rejects.toThrow("default role");
      await expect(a.admin.roles.delete({ roleId: guestRole?.id ?? 0 })).rejects.toThrow("not signed in");
      const artists = await rolesRepo.findRoleBySlug(h.services.db, "artists");
      const fan = await a.admin.users.create({
        email: "fan@example.com",
        password: PASSWORD,
        roles: [artists?.id ?? 0],
      });
      const empty = await a.admin.roles.create({ name: "Empty", permissions: [] });
      // One bad row refuses the whole bulk delete: the unused role stays too.
      await expect(a.admin.datatable.delete({ resource: "roles", ids: [empty.id, artists?.id ?? 0] })).rejects.toThrow(
        "still given to 1 user",
      );
      expect((await a.admin.roles.get({ roleId: empty.id })).name).toBe("Empty");
      await a.admin.users.delete({ userId: fan.id });
      expect((await a.admin.datatable.delete({ resource: "roles", ids: [empty.id, artists?.id ?? 0] })).deleted).toBe(
        2,
      );
      // The default flag moves rather than disappears.
      await expect(
        a.admin.roles.update({ roleId: defaultRole?.id ?? 0, name: "Users", default: false, permissions: [] }),
      ).rejects.toThrow("Make another role the default");
    });

    test("a non-super admin cannot grant what they do not hold, nor touch a super admin", async () => {
      const a = await as.admin();
      const managers = await a.admin.roles.create({
        name: "User managers",
        permissions: [
          { name: "admin.access", restrictions: [] },
          { name: "users.update", restrictions: [] },
          { name: "roles.update", restrictions: [] },
        ],
      });
      const manager = await registeredClient(h, "manager@example.com", PASSWORD);
      await a.admin.users.updatePermissions({ userId: manager.userId, roles: [managers.id], permissions: [] });
      const m = await caller(h, manager.client);
      expect(
        await codeOf(() =>
          m.admin.users.updatePermissions({
            userId: manager.userId,
            roles: [],
            permissions: [{ name: "admin", restrictions: [] }],
          }),
        ),
      ).toBe("FORBIDDEN");
      expect(
        await codeOf(() =>
          m.admin.roles.create({ name: "Sneaky", permissions: [{ name: "settings.update", restrictions: [] }] }),
        ),
      ).toBe("FORBIDDEN");
      expect(await codeOf(() => m.admin.users.ban({ userId: adminId }))).toBe("FORBIDDEN");
      expect(await codeOf(() => m.admin.users.impersonate({ userId: adminId }))).toBe("FORBIDDEN");
      expect(await codeOf(() => m.admin.users.delete({ userId: adminId }))).toBe("FORBIDDEN");
      // Restrictions outside their descriptor are field errors.
      expect(
        await codeOf(() =>
          a.admin.roles.create({
            name: "Bad limits",
            permissions: [{ name: "music.create", restrictions: [{ name: "max_file_size", value: 0 }] }],
          }),
        ),
      ).toBe("BAD_REQUEST");
    });

    test("a ban with an end stops blocking once it has passed", async () => {
      const a = await as.admin();
      const b = await registeredClient(h, "banned@example.com", PASSWORD);
      const until = new Date(Date.now() + 60 * 60 * 1000).toISOString();
      await a.admin.users.ban({ userId: b.userId, reason: "Cool down", until });
      expect(await sessionsRepo.listUserSessions(h.services.db, b.userId, new Date())).toEqual([]);
      const details = await a.admin.users.get({ userId: b.userId });
      expect(details.ban).toEqual({ banned_at: expect.any(String), reason: "Cool down", until });
      const again = h.client();
      const login = await again.call("POST", "auth/login", { email: b.email, password: PASSWORD });
      expect(login.body.bootstrapData.user.banned_at).not.toBeNull();
      expect((await again.call("GET", "api/v1/user-sessions")).status).toBe(403);
      const listed = await a.admin.datatable.list({ resource: "users", filters: { banned: true } });
      expect(listed.data.map((r) => (r as { id: number }).id)).toContain(b.userId);

      // The end passes (moved into the past directly: the clock is not ours to turn).
      await usersRepo.updateUser(h.services.db, b.userId, { banned_until: new Date(Date.now() - 1000) });
      expect((await again.call("GET", "api/v1/user-sessions")).status).toBe(200);
      expect((await a.admin.users.get({ userId: b.userId })).ban).toBeNull();
      const after = await a.admin.datatable.list({ resource: "users", filters: { banned: true } });
      expect(after.data.map((r) => (r as { id: number }).id)).not.toContain(b.userId);
      // The spec's own ban path after a lapsed ban suspends again, with no end.
      expect((await admin.call("POST", `api/v1/users/${b.userId}/ban`)).status).toBe(200);
      expect((await a.admin.users.get({ userId: b.userId })).ban).toMatchObject({ until: null });
      expect((await admin.call("DELETE", `api/v1/users/${b.userId}/ban`)).status).toBe(200);
      expect((await a.admin.users.get({ userId: b.userId })).ban).toBeNull();
      // A ban that already ended is refused as an input.
      expect(
        await codeOf(() => a.admin.users.ban({ userId: b.userId, until: new Date(Date.now() - 5000).toISOString() })),
      ).toBe("UNPROCESSABLE_CONTENT");
    });

    test("log in as: the session moves to the user, is audited, shows in bootstrap, and goes back", async () => {
      const target = await registeredClient(h, "target@example.com", PASSWORD);
      const a = await as.admin();
      await a.admin.users.impersonate({ userId: target.userId });
      const asTarget = await as.admin();
      const boot = await asTarget.session.bootstrap();
      expect(boot.user?.id).toBe(target.userId);
      expect(boot.impersonation?.impersonator.id).toBe(adminId);
      // The taken-over viewer has the user's rights only.
      expect(await codeOf(() => asTarget.admin.users.get({ userId: target.userId }))).toBe("FORBIDDEN");
      const [audit] = await adminUsersRepo.listImpersonations(h.services.db, target.userId);
      expect(audit).toMatchObject({ impersonator_id: adminId, user_id: target.userId, ended_at: null });

      await asTarget.admin.users.stopImpersonating();
      const back = await as.admin();
      const bootBack = await back.session.bootstrap();
      expect(bootBack.user?.id).toBe(adminId);
      expect(bootBack.impersonation).toBeNull();
      const [ended] = await adminUsersRepo.listImpersonations(h.services.db, target.userId);
      expect(ended?.ended_at).toBeInstanceOf(Date);
      expect(await codeOf(() => back.admin.users.stopImpersonating())).toBe("CONFLICT");
      // Not yourself, nobody suspended, and not for the other roles.
      expect(await codeOf(() => back.admin.users.impersonate({ userId: adminId }))).toBe("CONFLICT");
      await back.admin.users.ban({ userId: target.userId });
      expect(await codeOf(() => back.admin.users.impersonate({ userId: target.userId }))).toBe("CONFLICT");
      await back.admin.users.unban({ userId: target.userId });
      const fresh = await registeredClient(h, "fresh@example.com", PASSWORD);
      for (const who of [areaOnly.client, fresh.client])
        expect(
          await codeOf(async () => (await caller(h, who)).admin.users.impersonate({ userId: target.userId })),
        ).toBe("FORBIDDEN");
      expect(await codeOf(async () => (await as.guest()).admin.users.impersonate({ userId: target.userId }))).toBe(
        "UNAUTHORIZED",
      );
      expect(await codeOf(async () => (await as.guest()).admin.users.stopImpersonating())).toBe("UNAUTHORIZED");
    });

    test("a new password set by an admin signs the user out everywhere, but not the admin's own browser", async () => {
      const other = await registeredClient(h, "reset@example.com", PASSWORD);
      const a = await as.admin();
      const details = {
        email: "reset@example.com",
        name: "Reset",
        email_verified: true,
        password: "a brand new password",
      };
      await a.admin.users.updateDetails({ userId: other.userId, ...details });
      expect((await other.client.call("GET", "api/v1/user-sessions")).status).toBe(401);
      const me = await a.admin.users.get({ userId: adminId });
      await a.admin.users.updateDetails({
        userId: adminId,
        email: me.email,
        name: me.name,
        email_verified: true,
        password: "another admin password",
      });
      expect((await admin.call("GET", "api/v1/user-sessions")).status).toBe(200);
    });
  });
}
