import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { forgetCachedUsers } from "@backbeat/core";
import { adminUsersRepo, billingRepo, rolesRepo, usersRepo } from "@backbeat/db";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { callerFor, statusOf } from "../testing/admin-matrix.ts";
import { ADMIN, createHarness, type Harness } from "../testing/harness.ts";
import { type Person, type PersonKind, peopleFactory } from "../testing/people.ts";

/**
 * Every path that reads or changes another account, over tRPC and REST, for every kind of
 * caller against every kind of target. Each case starts from a site with no super admin but
 * those it makes, so "the last super admin" is exactly that.
 */

type Actor = PersonKind | "guest";
type Target = "listener" | "peer" | "rich" | "superAdmin" | "lastSuperAdmin" | "self";

const ACTORS: Actor[] = ["superAdmin", "rich", "usersOnly", "updater", "listener", "guest"];
const TARGETS: Target[] = ["listener", "peer", "rich", "superAdmin", "lastSuperAdmin", "self"];

/**
 * Targets holding a permission the actor lacks (by PERSON_GRANTS; a peer holds usersOnly's).
 * Everyone else's accounts pass the rule.
 */
const STRONGER: Record<PersonKind, Target[]> = {
  superAdmin: [],
  rich: ["superAdmin", "lastSuperAdmin"],
  usersOnly: ["rich", "superAdmin", "lastSuperAdmin"],
  updater: ["peer", "rich", "superAdmin", "lastSuperAdmin"],
  listener: [],
};

/** Who passes a path's own gate before the rule: the admin area, users.update, or anyone signed in. */
type Gate = "admin" | "users.update" | "signed-in";
const PASSES_GATE: Record<Gate, PersonKind[]> = {
  admin: ["superAdmin", "rich", "usersOnly"],
  "users.update": ["superAdmin", "rich", "usersOnly", "updater"],
  "signed-in": ["superAdmin", "rich", "usersOnly", "updater", "listener"],
};

interface Case {
  actor: Person | null;
  target: Person;
  /** The target's roles as they are, and roles without `admin` (a demotion). */
  roles: { keep: number[]; demote: number[] };
}

interface PathSpec {
  name: string;
  gate: Gate;
  /** The answer when the rule lets the call through to another account. */
  ok: number;
  /** The answer on one's own account (the last super admin's, for a super admin), when not `ok`. */
  self?: number;
  /** On one's own account when the caller is the only super admin, when not `self`. */
  lastSelf?: number;
  run(c: Case): Promise<number>;
}

type TrpcCall = (caller: Awaited<ReturnType<typeof callerFor>>, c: Case) => Promise<unknown>;

const trpc = (h: () => Harness, call: TrpcCall) => async (c: Case) =>
  statusOf(call(await callerFor(h(), c.actor?.client ?? null), c));

function paths(h: () => Harness): PathSpec[] {
  const rest = (method: string, path: (c: Case) => string, body?: unknown) => async (c: Case) =>
    (await (c.actor?.client ?? h().client()).call(method, path(c), body)).status;
  const details = (c: Case, password?: string) => ({
    userId: c.target.id,
    email: c.target.email,
    name: "Renamed",
    email_verified: true,
    ...(password ? { password } : {}),
  });
  /** A path under its gate, by default answering 200 for another account. */
  const path = (
    name: string,
    gate: Gate,
    run: PathSpec["run"],
    answers: Partial<Pick<PathSpec, "ok" | "self" | "lastSelf">> = {},
  ) => ({ name, gate, ok: 200, ...answers, run }) satisfies PathSpec;
  /** A path of the admin area over tRPC. */
  const adminCall = (name: string, call: TrpcCall, answers: Parameters<typeof path>[3] = {}) =>
    path(name, "admin", trpc(h, call), answers);
  return [
    adminCall("admin.users.get", (t, c) => t.admin.users.get({ userId: c.target.id })),
    adminCall("admin.users.updateDetails", (t, c) => t.admin.users.updateDetails(details(c))),
    adminCall("admin.users.updateDetails (password)", (t, c) =>
      t.admin.users.updateDetails(details(c, "a brand new password")),
    ),
    adminCall("admin.users.updateLocale", (t, c) =>
      t.admin.users.updateLocale({ userId: c.target.id, timezone: "Europe/Paris" }),
    ),
    adminCall("admin.users.updatePermissions (same roles)", (t, c) =>
      t.admin.users.updatePermissions({ userId: c.target.id, roles: c.roles.keep, permissions: [] }),
    ),
    adminCall(
      "admin.users.updatePermissions (demote)",
      (t, c) => t.admin.users.updatePermissions({ userId: c.target.id, roles: c.roles.demote, permissions: [] }),
      { lastSelf: 409 },
    ),
    adminCall("admin.users.ban", (t, c) => t.admin.users.ban({ userId: c.target.id }), { self: 409 }),
    adminCall("admin.users.unban", (t, c) => t.admin.users.unban({ userId: c.target.id })),
    adminCall("admin.users.resetTwoFactor", (t, c) => t.admin.users.resetTwoFactor({ userId: c.target.id })),
    adminCall("admin.users.sessions", (t, c) => t.admin.users.sessions({ userId: c.target.id })),
    adminCall("admin.users.revokeSession", (t, c) =>
      t.admin.users.revokeSession({ userId: c.target.id, sessionId: c.target.sessionId }),
    ),
    adminCall("admin.users.revokeAllSessions", (t, c) => t.admin.users.revokeAllSessions({ userId: c.target.id })),
    adminCall("admin.users.tokens", (t, c) => t.admin.users.tokens({ userId: c.target.id })),
    // No such token: getting as far as looking for it is what the rule allows.
    adminCall(
      "admin.users.deleteToken",
      (t, c) => t.admin.users.deleteToken({ userId: c.target.id, tokenId: 2_000_000_000 }),
      { ok: 404 },
    ),
    adminCall("admin.users.delete", (t, c) => t.admin.users.delete({ userId: c.target.id }), { self: 409 }),
    adminCall(
      "admin.datatable.delete (users)",
      (t, c) => t.admin.datatable.delete({ resource: "users", ids: [c.target.id] }),
      { self: 409 },
    ),
    adminCall("admin.users.impersonate", (t, c) => t.admin.users.impersonate({ userId: c.target.id }), { self: 409 }),
    path(
      "account.update",
      "signed-in",
      trpc(h, (t, c) => t.account.update({ id: c.target.id, values: { first_name: "Renamed" } })),
    ),
    path(
      "account.removeAvatar",
      "signed-in",
      trpc(h, (t, c) => t.account.removeAvatar({ id: c.target.id })),
    ),
    path(
      "account.deleteAccount",
      "signed-in",
      trpc(h, (t, c) => t.account.deleteAccount({ id: c.target.id })),
      { lastSelf: 409 },
    ),
    path(
      "account.ban",
      "users.update",
      trpc(h, (t, c) => t.account.ban({ id: c.target.id })),
      { self: 409 },
    ),
    path(
      "account.unban",
      "users.update",
      trpc(h, (t, c) => t.account.unban({ id: c.target.id })),
      { self: 409 },
    ),
    path(
      "GET api/v1/users/{id}",
      "signed-in",
      rest("GET", (c) => `api/v1/users/${c.target.id}`),
    ),
    path(
      "PUT api/v1/users/{id}",
      "signed-in",
      rest("PUT", (c) => `api/v1/users/${c.target.id}`, { first_name: "Renamed" }),
    ),
    path(
      "DELETE api/v1/users/{id}",
      "signed-in",
      rest("DELETE", (c) => `api/v1/users/${c.target.id}?deleteCurrentUser=${c.actor?.id === c.target.id}`),
      { lastSelf: 409 },
    ),
    // No file: getting as far as checking the upload is what the rule allows.
    path(
      "POST api/v1/users/{id}/avatar",
      "signed-in",
      rest("POST", (c) => `api/v1/users/${c.target.id}/avatar`, {}),
      { ok: 422 },
    ),
    path(
      "DELETE api/v1/users/{id}/avatar",
      "signed-in",
      rest("DELETE", (c) => `api/v1/users/${c.target.id}/avatar`),
    ),
    path(
      "POST api/v1/users/{id}/ban",
      "users.update",
      rest("POST", (c) => `api/v1/users/${c.target.id}/ban`),
      { self: 409 },
    ),
    path(
      "DELETE api/v1/users/{id}/ban",
      "users.update",
      rest("DELETE", (c) => `api/v1/users/${c.target.id}/ban`),
      { self: 409 },
    ),
  ];
}

/** What the rule says a call answers. */
function expected(path: PathSpec, actor: Actor, target: Target): number {
  if (actor === "guest") return 401;
  if (!PASSES_GATE[path.gate].includes(actor)) return 403;
  if (target === "self") {
    // A super admin acting on themselves is the site's only super admin in this matrix.
    if (actor === "superAdmin") return path.lastSelf ?? path.self ?? path.ok;
    return path.self ?? path.ok;
  }
  // Another's account needs users.update first.
  if (!PASSES_GATE["users.update"].includes(actor)) return 403;
  return STRONGER[actor].includes(target) ? 403 : path.ok;
}

for (const kind of testDatabaseKinds) {
  describe(`managing other accounts on ${kind}`, () => {
    let h: Harness;
    let people: Awaited<ReturnType<typeof peopleFactory>>;

    beforeAll(async () => {
      h = await createHarness(kind);
      people = await peopleFactory(h, "m");
      // The seeded administrator steps down: each case makes the super admins it needs.
      const seeded = await usersRepo.findUserByEmail(h.services.db, ADMIN.email);
      if (seeded) await adminUsersRepo.setUserRoles(h.services.db, seeded.id, [people.usersRoleId]);
    }, 60_000);
    afterAll(async () => {
      await h.close();
    });

    /** Makes the case's accounts: the target, and for a super admin target one more, so it is not the last. */
    async function setUp(actorKind: Actor, target: Target): Promise<Case | null> {
      // A guest has no account of their own; for a super admin, the only "last super admin" they
      // can reach is themselves.
      if (target === "self" && actorKind === "guest") return null;
      if (target === "lastSuperAdmin" && actorKind === "superAdmin") return null;
      const actor = actorKind === "guest" ? null : await people.make(actorKind);
      if (target === "self")
        return (
          actor && { actor, target: actor, roles: { keep: people.rolesOf(actor.kind), demote: [people.usersRoleId] } }
        );
      const kindOf: Record<Exclude<Target, "self">, PersonKind> = {
        listener: "listener",
        peer: "usersOnly",
        rich: "rich",
        superAdmin: "superAdmin",
        lastSuperAdmin: "superAdmin",
      };
      const made = await people.make(kindOf[target]);
      if (target === "superAdmin" && actorKind !== "superAdmin") await people.make("superAdmin");
      return { actor, target: made, roles: { keep: people.rolesOf(made.kind), demote: [people.usersRoleId] } };
    }

    test("every path × every caller × every target answers as the rule says", async () => {
      const mismatches: string[] = [];
      let cases = 0;
      for (const path of paths(() => h)) {
        for (const actor of ACTORS) {
          for (const target of TARGETS) {
            const c = await setUp(actor, target);
            if (!c) continue;
            const status = await path.run(c);
            cases++;
            const want = expected(path, actor, target);
            if (status !== want) mismatches.push(`${path.name}: ${actor} → ${target}: ${status}, expected ${want}`);
            await people.removeAll();
          }
        }
      }
      expect(mismatches).toEqual([]);
      expect(cases).toBe(29 * 34);
    }, 600_000);

    test("a suspended super admin does not count: the only active one stays, and may remove the other", async () => {
      const active = await people.make("superAdmin");
      const suspended = await people.make("superAdmin");
      expect((await active.client.call("POST", `api/v1/users/${suspended.id}/ban`)).status).toBe(200);
      const actor = await callerFor(h, active.client);
      const refusals = [
        await active.client.call("DELETE", `api/v1/users/${active.id}?deleteCurrentUser=true`),
        {
          status: await statusOf(
            actor.admin.users.updatePermissions({ userId: active.id, roles: [people.usersRoleId], permissions: [] }),
          ),
        },
      ];
      expect(refusals.map((r) => r.status)).toEqual([409, 409]);
      // The active one may still delete the suspended one.
      expect((await actor.admin.users.delete({ userId: suspended.id })).message).toBe("User deleted");
      expect(await usersRepo.findUserById(h.services.db, active.id)).toBeDefined();
      await people.removeAll();
    });

    test("plans: an operator with subscriptions.update hands out only plans within what they hold", async () => {
      const { db } = h.services;
      const product = async (name: string, grants: string[]) => {
        const id = await billingRepo.saveProductRow(db, null, {
          name,
          description: null,
          feature_list: [],
          recommended: false,
          free: false,
          hidden: false,
          position: 0,
          permissions: grants.map((g) => ({ name: g, restrictions: [] })),
        });
        const priceId = await billingRepo.insertPrice(db, id, {
          amount: 500,
          currency: "USD",
          interval: "month",
          interval_count: 1,
          sendowl_id: null,
        });
        return { id, priceId };
      };
      const strong = await product("Strong", ["settings.update"]);
      const plain = await product("Plain", []);
      const operator = await people.make("listener");
      const roleId = await rolesRepo.insertRole(db, { name: "Billing staff", slug: "billing-staff" });
      await rolesRepo.grantPermissionsToRole(db, roleId, ["admin.access", "subscriptions.update"]);
      await rolesRepo.assignRole(db, operator.id, roleId);
      forgetCachedUsers(db);
      const listener = await people.make("listener");
      const billing = (await callerFor(h, operator.client)).admin.billing;
      const refusal = "Only a super admin can grant a permission you do not hold yourself (settings.update).";
      for (const userId of [operator.id, listener.id]) {
        const call = billing.grantSubscription({ userId, productId: strong.id, days: 30 });
        expect(await call.catch((e: Error) => e.message)).toBe(refusal);
      }
      const granted = await billing.grantSubscription({ userId: listener.id, productId: plain.id, days: 30 });
      const change = billing.changeSubscriptionPlan({ id: granted.id, productId: strong.id, priceId: strong.priceId });
      expect(await statusOf(change)).toBe(403);
      expect((await billing.subscription({ id: granted.id })).plan.name).toBe("Plain");
      await people.removeAll();
    });

    test("two super admins deleting each other at once: one of them remains", async () => {
      for (let round = 0; round < 3; round++) {
        const a = await people.make("superAdmin");
        const b = await people.make("superAdmin");
        const answers = await Promise.all([
          a.client.call("DELETE", `api/v1/users/${b.id}`),
          b.client.call("DELETE", `api/v1/users/${a.id}`),
          a.client.call("DELETE", `api/v1/users/${a.id}?deleteCurrentUser=true`),
          b.client.call("POST", `api/v1/users/${a.id}/ban`),
        ]);
        expect(answers.map((r) => r.status)).toContain(200);
        expect(await adminUsersRepo.adminHolderIds(h.services.db)).toHaveLength(1);
        await people.removeAll();
      }
    });
  });
}
