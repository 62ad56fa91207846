import { afterAll, beforeAll } from "bun:test";
import { isDomainError, zodFieldErrors } from "@backbeat/core";
import { rolesRepo } from "@backbeat/db";
import type { TestDatabaseKind } from "@backbeat/db/testing";
import { TRPCError } from "@trpc/server";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import { createApiContext } from "../context.ts";
import { statusByCode } from "../errors/http-status.ts";
import { appRouter } from "../routers/index.ts";
import { createCallerFactory } from "../trpc.ts";
import { ADMIN, createHarness, type Harness, registeredClient, type TestClient } from "./harness.ts";

/**
 * A tRPC caller acting as a REST test client's session (or as a guest), sending every cookie the
 * client holds as the browser does; `meta` is what the edge tells about the request.
 */
export async function callerFor(
  h: Harness,
  client?: TestClient | null,
  meta: { country?: string; city?: string; userAgent?: string; ip?: string } = {},
) {
  const headers: Record<string, string> = {};
  const cookie = client ? [...client.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; ") : "";
  if (cookie) headers.cookie = cookie;
  if (meta.userAgent) headers["user-agent"] = meta.userAgent;
  const request = new Request("http://backbeat.test/trpc", { headers });
  return createCallerFactory(appRouter)(
    await createApiContext(h.services, request, {
      ip: meta.ip ?? null,
      country: meta.country ?? null,
      city: meta.city ?? null,
    }),
  );
}

/** The HTTP status a call answers with: 200, or its error's status. */
export async function statusOf(call: Promise<unknown>): Promise<number> {
  try {
    await call;
    return 200;
  } catch (error) {
    if (error instanceof TRPCError) return getHTTPStatusCodeFromError(error);
    throw error;
  }
}

/** Status and field errors as the HTTP edge answers them (a rejected `.input()` is 422 there). */
export async function edgeOutcome(
  call: Promise<unknown>,
): Promise<{ status: number; fields: Record<string, string[]> | null }> {
  try {
    await call;
    return { status: 200, fields: null };
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause;
    const zod = zodFieldErrors(cause);
    if (zod) return { status: 422, fields: zod };
    if (isDomainError(cause)) return { status: statusByCode[cause.code], fields: cause.fields ?? null };
    return { status: getHTTPStatusCodeFromError(error as never), fields: null };
  }
}

/** The status the HTTP edge answers a call with. */
export const edgeStatus = async (call: Promise<unknown>) => (await edgeOutcome(call)).status;

/** The field errors the HTTP edge answers a call with; none when it has none. */
export const edgeFieldErrors = async (call: Promise<unknown>) => (await edgeOutcome(call)).fields ?? {};

/** The field errors a call is refused with: a domain error's fields or a rejected `.input()`'s. */
export async function fieldErrorsOf(call: Promise<unknown>): Promise<Record<string, string[]>> {
  try {
    await call;
  } catch (error) {
    const cause = (error as { cause?: { fields?: Record<string, string[]> } }).cause;
    return cause?.fields ?? zodFieldErrors(cause) ?? { _: [String((error as Error).message)] };
  }
  throw new Error("the call succeeded");
}

/**
 * The four viewers of the admin permission matrix: an admin, a user whose only extra permission
 * is admin.access (a role made for it), a plain listener and a guest.
 */
export async function permissionMatrix(h: Harness, tag: string) {
  const admin = h.client();
  const login = await admin.call("POST", "auth/login", ADMIN);
  if (login.status !== 200) throw new Error(`admin login failed: ${login.status}`);
  const staff = await registeredClient(h, `staff-${tag}@example.com`);
  const role = await rolesRepo.findRoleBySlug(h.services.db, "admin-access-only");
  const roleId = role?.id ?? (await rolesRepo.insertRole(h.services.db, { name: "Staff", slug: "admin-access-only" }));
  if (!role) await rolesRepo.grantPermissionsToRole(h.services.db, roleId, ["admin.access", "music.view"]);
  await rolesRepo.assignRole(h.services.db, staff.userId, roleId);
  const { forgetCachedUsers } = await import("@backbeat/core");
  forgetCachedUsers(h.services.db);
  const listener = await registeredClient(h, `listener-${tag}@example.com`);
  return {
    admin: { client: admin, userId: login.body.bootstrapData.user.id as number },
    staff,
    listener,
    guest: h.client(),
  };
}

export type MatrixViewer = "admin" | "staff" | "listener" | "guest";
export type MatrixCaller = Awaited<ReturnType<typeof callerFor>>;
export type MatrixCallers = Record<MatrixViewer, MatrixCaller>;

/** The permission matrix's four viewers (see permissionMatrix) as tRPC callers. */
export async function permissionMatrixCallers(h: Harness, tag: string): Promise<MatrixCallers> {
  const who = await permissionMatrix(h, tag);
  return {
    admin: await callerFor(h, who.admin.client),
    staff: await callerFor(h, who.staff.client),
    listener: await callerFor(h, who.listener.client),
    guest: await callerFor(h),
  };
}

/** What each viewer gets from a call that needs a permission only the admin holds. */
export const ADMIN_ONLY: Record<MatrixViewer, number> = { admin: 200, staff: 403, listener: 403, guest: 401 };

/**
 * Callers for the four viewers of an admin area's matrix: the seeded admin, `staff@example.com`
 * holding only `staffPermissions` (a "staff" role made for it), `listener@example.com` and a guest.
 */
export async function matrixCallers(h: Harness, staffPermissions: string[] = ["admin.access"]) {
  const admin = h.client();
  const login = await admin.call("POST", "auth/login", ADMIN);
  if (login.status !== 200) throw new Error(`admin login failed: ${login.status}`);
  const staff = await registeredClient(h, "staff@example.com");
  const roleId = await rolesRepo.insertRole(h.services.db, { name: "Staff", slug: "staff" });
  await rolesRepo.grantPermissionsToRole(h.services.db, roleId, staffPermissions);
  await rolesRepo.assignRole(h.services.db, staff.userId, roleId);
  const listener = await registeredClient(h, "listener@example.com");
  const callers: MatrixCallers = {
    admin: await callerFor(h, admin),
    staff: await callerFor(h, staff.client),
    listener: await callerFor(h, listener.client),
    guest: await callerFor(h, null),
  };
  return { callers, listenerId: listener.userId, staffId: staff.userId };
}

export interface MatrixSuite {
  h: Harness;
  callers: MatrixCallers;
  listenerId: number;
}

/**
 * A harness with the matrix's callers for the tests of a describe block: made before them (then
 * `setup` runs), closed after them.
 */
export function matrixSuite(kind: TestDatabaseKind, setup?: (suite: MatrixSuite) => Promise<void>): MatrixSuite {
  const suite = { callers: {} as MatrixCallers, listenerId: 0 } as MatrixSuite;
  beforeAll(async () => {
    suite.h = await createHarness(kind);
    const matrix = await matrixCallers(suite.h);
    Object.assign(suite.callers, matrix.callers);
    suite.listenerId = matrix.listenerId;
    await setup?.(suite);
  }, 60_000);
  afterAll(async () => {
    await suite.h.close();
  });
  return suite;
}
