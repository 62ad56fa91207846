import { createSession, forgetCachedSessions, forgetCachedUsers } from "@backbeat/core";
import { adminUsersRepo, rolesRepo, sessionsRepo, usersRepo } from "@backbeat/db";
import type { Harness, TestClient } from "./harness.ts";

/**
 * The kinds of account the user-management rule tells apart. Everyone holds the default
 * "users" role, as registered accounts do; operators hold a staff role on top of it.
 */
export const PERSON_GRANTS = {
  listener: [],
  /** users.update without the admin area. */
  updater: ["users.update"],
  /** The admin area and users.update only. */
  usersOnly: ["admin.access", "users.update"],
  /** users.update and more: settings, roles and logs. */
  rich: ["admin.access", "users.update", "settings.update", "roles.update", "logs.view"],
  superAdmin: ["admin"],
} as const;
export type PersonKind = keyof typeof PERSON_GRANTS;

export interface Person {
  kind: PersonKind;
  id: number;
  email: string;
  sessionId: string;
  /** Signed in with a session whose password was just confirmed. */
  client: TestClient;
}

/**
 * Makes accounts of each kind straight in the database (no password hashing), each signed in;
 * `removeAll` deletes every account it made, so each case of a matrix starts from the same site.
 */
export async function peopleFactory(h: Harness, tag: string) {
  const { db } = h.services;
  const roleIds = new Map<PersonKind, number[]>();
  const users = await rolesRepo.findRoleBySlug(db, "users");
  const admins = await rolesRepo.findRoleBySlug(db, "admins");
  if (!users || !admins) throw new Error("the provisioned roles are missing");
  for (const [kind, grants] of Object.entries(PERSON_GRANTS) as [PersonKind, readonly string[]][]) {
    if (kind === "superAdmin") roleIds.set(kind, [users.id, admins.id]);
    else if (grants.length === 0) roleIds.set(kind, [users.id]);
    else {
      const slug = `${tag}-${kind}`.toLowerCase();
      const roleId = await rolesRepo.insertRole(db, { name: slug, slug });
      await rolesRepo.grantPermissionsToRole(db, roleId, [...grants]);
      roleIds.set(kind, [users.id, roleId]);
    }
  }
  const made: number[] = [];
  let seq = 0;

  async function make(kind: PersonKind): Promise<Person> {
    seq += 1;
    const email = `${tag}-${kind}-${seq}@example.com`.toLowerCase();
    const row = await usersRepo.insertUser(db, {
      email,
      name: `${kind} ${seq}`,
      password: null,
      email_verified_at: new Date(),
    });
    made.push(row.id);
    await adminUsersRepo.setUserRoles(db, row.id, roleIds.get(kind) ?? []);
    const { token, session } = await createSession(db, {
      userId: row.id,
      remember: false,
      ip: "203.0.113.7",
      userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36",
    });
    await sessionsRepo.setPasswordConfirmedAt(db, session.id, new Date());
    const client = h.client();
    client.cookies.set("backbeat_session", token);
    return { kind, id: row.id, email, sessionId: session.id, client };
  }

  async function removeAll() {
    await adminUsersRepo.deleteUsers(db, made.splice(0));
    forgetCachedUsers(db);
    forgetCachedSessions();
  }

  return { make, removeAll, rolesOf: (kind: PersonKind) => roleIds.get(kind) ?? [], usersRoleId: users.id };
}
