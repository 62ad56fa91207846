import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { appRouter } from "../routers/index.ts";
import { type MatrixCaller, type MatrixCallers, matrixCallers, statusOf } from "../testing/admin-matrix.ts";
import { createHarness, type Harness } from "../testing/harness.ts";
import type { ProcedureMeta } from "../trpc.ts";

/**
 * Every admin procedure authorises before it reads its input: a caller without the permission
 * is refused the same way whatever they send, so a 422 never describes an admin procedure's
 * input to them. New admin procedures are walked automatically.
 */

const procedures = Object.entries(
  (appRouter as unknown as { _def: { procedures: Record<string, { _def: { meta?: ProcedureMeta } }> } })._def
    .procedures,
).map(([path, p]) => ({ path, permission: p._def.meta?.adminPermission }));

/** Called by the taken-over account on its way back, which holds whatever that user holds. */
const NOT_ADMIN = new Set(["admin.users.stopImpersonating"]);
const admin = procedures.filter((p) => p.path.startsWith("admin.") && !NOT_ADMIN.has(p.path));

/** Inputs no admin procedure accepts. */
const BAD_INPUTS: unknown[] = [
  "not an object",
  { userId: "one", id: -1, ids: "all", resource: "nope", name: 7, values: [] },
];

function call(caller: MatrixCaller, path: string, input: unknown): Promise<unknown> {
  let target: unknown = caller;
  for (const key of path.split(".")) target = (target as Record<string, unknown>)[key];
  return (target as (input: unknown) => Promise<unknown>)(input);
}

for (const kind of testDatabaseKinds) {
  describe(`admin procedures authorise before validating on ${kind}`, () => {
    let h: Harness;
    let callers: MatrixCallers;

    beforeAll(async () => {
      h = await createHarness(kind);
      ({ callers } = await matrixCallers(h, ["admin.access"]));
    }, 60_000);
    afterAll(async () => {
      await h.close();
    });

    test("every admin procedure declares the permission it checks first", () => {
      expect(admin.length).toBeGreaterThan(90);
      expect(admin.filter((p) => !p.permission).map((p) => p.path)).toEqual([]);
    });

    // In process, a rejected `.input()` is tRPC's 400 (the HTTP edge answers it as 422); a domain
    // validation error is 422 either way.
    test("bad input: guests 401, listeners 403, admin.access alone 403 unless it suffices", async () => {
      const mismatches: string[] = [];
      let calls = 0;
      for (const { path, permission } of admin) {
        const refused: Record<string, number> = {
          guest: 401,
          listener: 403,
          ...(permission === "admin.access" ? {} : { staff: 403 }),
        };
        let invalidForAdmin = 0;
        for (const input of BAD_INPUTS) {
          for (const [who, want] of Object.entries(refused)) {
            const status = await statusOf(call(callers[who as keyof MatrixCallers], path, input));
            calls++;
            if (status !== want)
              mismatches.push(`${path} as ${who} with ${JSON.stringify(input)}: ${status}, expected ${want}`);
          }
          const status = await statusOf(call(callers.admin, path, input));
          if (status === 400 || status === 422) invalidForAdmin++;
        }
        // The input really was bad: the refusals above came before validation, not instead of it.
        if (invalidForAdmin === 0) mismatches.push(`${path}: no bad input was refused for the admin`);
      }
      expect(mismatches).toEqual([]);
      expect(calls).toBeGreaterThan(admin.length * BAD_INPUTS.length * 2);
    }, 120_000);
  });
}
