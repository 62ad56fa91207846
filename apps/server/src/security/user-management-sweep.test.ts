import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { restRoutes } from "@backbeat/api";
import { createSession, forgetCachedUsers } from "@backbeat/core";
import { adminUsersRepo, type Executor, rolesRepo, sql, usersRepo } from "@backbeat/db";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { startTestServer, TestClient } from "../testing/harness.ts";
import { benignNumber, procedures, samples } from "../testing/schema-walk.ts";

/**
 * The user-management rule over every procedure and every REST path, generated like the other
 * sweeps: each is called by an operator holding only admin.access and users.update, with every
 * number in its input and every path parameter set to the id of a stronger account (a super
 * admin, then an operator holding more permissions). Nothing may change that account, reveal
 * its e-mail address, or move the operator's session onto it. A new path that acts on another
 * user is walked by default.
 */

const WEAK = ["admin.access", "users.update"];
/** The stronger accounts aimed at: a super admin, and an operator holding more than the caller. */
const TARGETS: Record<string, string[]> = {
  "super admin": ["admin"],
  "operator with more permissions": ["admin.access", "users.update", "settings.update", "roles.update", "logs.view"],
};

/** Everything about an account that a call could take over, change or remove. */
async function fingerprint(db: Executor, userId: number): Promise<string> {
  const user = await db.selectFrom("users").selectAll().where("id", "=", userId).executeTakeFirst();
  const { updated_at: _, ...row } = user ?? { updated_at: null };
  const counts = await sql<Record<string, string | number>>`select
      (select count(*) from role_user where user_id = ${userId}) as roles,
      (select string_agg(role_id::text, ',' order by role_id) from role_user where user_id = ${userId}) as role_ids,
      (select count(*) from permission_user where user_id = ${userId}) as permissions,
      (select count(*) from sessions where user_id = ${userId}) as sessions,
      (select count(*) from personal_access_tokens where user_id = ${userId}) as tokens,
      (select count(*) from passkeys where user_id = ${userId}) as passkeys`.execute(db);
  return JSON.stringify({ row, counts: counts.rows[0] });
}

for (const kind of testDatabaseKinds) {
  describe(`no path lets an operator act on a stronger account, on ${kind}`, () => {
    let server: Awaited<ReturnType<typeof startTestServer>>;
    let db: Executor;
    let operatorId: number;
    /** Every account holds the default role, as registered ones do; the rest come on top. */
    let baseRoles: number[];
    const roleByName = new Map<string, number>();
    let made = 0;

    async function account(email: string, roleIds: number[]) {
      const row = await usersRepo.insertUser(db, {
        email,
        name: "Someone",
        password: null,
        email_verified_at: new Date(),
      });
      await adminUsersRepo.setUserRoles(db, row.id, roleIds);
      return row.id;
    }

    async function role(slug: string, grants: string[]) {
      const id = await rolesRepo.insertRole(db, { name: slug, slug });
      await rolesRepo.grantPermissionsToRole(db, id, grants);
      return id;
    }

    /** The provisioned admins role for `admin`, else a role made once for the grants. */
    async function targetRoles(name: string, grants: string[]): Promise<number[]> {
      if (grants.includes("admin")) {
        const admins = await rolesRepo.findRoleBySlug(db, "admins");
        if (!admins) throw new Error("the admins role is missing");
        return [admins.id];
      }
      if (!roleByName.has(name)) roleByName.set(name, await role(`sweep-${roleByName.size + 1}`, grants));
      return [roleByName.get(name) as number];
    }

    beforeAll(async () => {
      server = await startTestServer(kind);
      db = server.server.started.services.db;
      const users = await rolesRepo.findRoleBySlug(db, "users");
      if (!users) throw new Error("the users role is missing");
      baseRoles = [users.id];
      operatorId = await account("operator@example.com", [...baseRoles, await role("sweep-weak", WEAK)]);
      forgetCachedUsers(db);
    }, 60_000);
    afterAll(() => {
      benignNumber.value = 1;
      return server?.stop();
    });

    /** A fresh session for the operator on every call, its password just confirmed. */
    async function operator(): Promise<{ client: TestClient; sessionId: string }> {
      const { token, session } = await createSession(db, {
        userId: operatorId,
        remember: false,
        ip: "127.0.0.1",
        userAgent: "sweep",
      });
      await db
        .updateTable("sessions")
        .set({ password_confirmed_at: new Date() })
        .where("id", "=", session.id)
        .execute();
      const client = await new TestClient(server.url).prime();
      client.cookies.set("backbeat_session", token);
      return { client, sessionId: session.id };
    }

    for (const [name, grants] of Object.entries(TARGETS)) {
      test(`every procedure and REST path, aimed at a ${name}`, async () => {
        const failures: string[] = [];
        let aimed = 0;

        /** One call at a fresh account of this kind, so one that got through spoils no other. */
        async function check(label: string, send: (client: TestClient, targetId: number) => Promise<Response>) {
          const email = `target-${++made}@example.com`;
          const targetId = await account(email, [...baseRoles, ...(await targetRoles(name, grants))]);
          benignNumber.value = targetId;
          const before = await fingerprint(db, targetId);
          const { client, sessionId } = await operator();
          const response = await send(client, targetId);
          const text = await response.text();
          aimed++;
          if (text.toLowerCase().includes(email)) failures.push(`${label}: ${response.status} shows the e-mail`);
          if ((await fingerprint(db, targetId)) !== before) failures.push(`${label}: ${response.status} changed it`);
          const session = await db
            .selectFrom("sessions")
            .select("user_id")
            .where("id", "=", sessionId)
            .executeTakeFirst();
          if (session && session.user_id !== operatorId) failures.push(`${label}: ${response.status} signed in as it`);
        }

        /** The input with every field, and with the required ones only, each naming the target. */
        function inputsFor(schema: unknown | undefined, targetId: number): unknown[] {
          if (!schema) return [undefined];
          benignNumber.value = targetId;
          const variants = [samples(schema, "x").benign, samples(schema, "x", "", true).benign];
          return [...new Map(variants.map((v) => [JSON.stringify(v ?? null), v])).values()];
        }

        // Which procedures name an account: those whose sample input carries the id given to numbers.
        const PROBE = 987_654_321;
        for (const { path, type, inputs } of procedures) {
          const probes = inputsFor(inputs[0], PROBE);
          for (let variant = 0; variant < probes.length; variant++) {
            if (!JSON.stringify(probes[variant] ?? null).includes(String(PROBE))) continue;
            await check(path, (client, targetId) => {
              const input = inputsFor(inputs[0], targetId)[variant];
              return type === "query"
                ? client.fetch(`/trpc/${path}?input=${encodeURIComponent(JSON.stringify(input))}`)
                : client.json(`/trpc/${path}`, "POST", input);
            });
          }
        }
        for (const route of restRoutes) {
          if (!route.path.includes("{")) continue;
          const variants = inputsFor(route.input, PROBE).length;
          for (let variant = 0; variant < variants; variant++) {
            await check(`${route.method} ${route.path}`, (client, targetId) => {
              const path = route.path.replace(/\{[^}]+\}/g, String(targetId));
              const body = inputsFor(route.input, targetId)[variant] ?? {};
              return route.method === "GET" ? client.fetch(`/${path}`) : client.json(`/${path}`, route.method, body);
            });
          }
        }
        expect(failures).toEqual([]);
        // The admin area's user procedures and the account paths are among those aimed.
        expect(aimed).toBeGreaterThan(100);
      }, 300_000);
    }
  });
}
