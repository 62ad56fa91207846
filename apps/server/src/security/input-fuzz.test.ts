import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { restRoutes } from "@backbeat/api";
import { MAX_PLAYLISTS_PER_USER, MAX_TRACKS_PER_CALL, PLAYLIST_MAX_TRACKS } from "@backbeat/core";
import { sql } from "@backbeat/db";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { startTestServer, TestClient } from "../testing/harness.ts";
import { benignNumber, fieldNames, isZod, procedures, samples } from "../testing/schema-walk.ts";

/**
 * Every procedure of the router and every REST path, fed text with NUL and other control
 * characters in each string field its schema declares, as an administrator (who passes every
 * permission check, so the input reaches the deepest code). The answer must be a 4xx or a
 * success, never a 500, and nothing may reach the error log. New procedures and routes are
 * walked automatically; a procedure without a zod input schema fails the walk.
 */

const BAD = ["nul\u0000byte", "esc\u001b[31m\u0007bell", "lone\ud800surrogate"];

// ---- the walk ----------------------------------------------------------------------------------

for (const kind of testDatabaseKinds) {
  describe(`control characters in every input on ${kind}`, () => {
    let server: Awaited<ReturnType<typeof startTestServer>>;
    let admin: TestClient;

    beforeAll(async () => {
      server = await startTestServer(kind);
      admin = await new TestClient(server.url).prime();
      expect((await admin.login()).status).toBe(200);
      const decoy = await new TestClient(server.url).prime();
      const password = "correct horse battery";
      const registered = await decoy.json("/auth/register", "POST", {
        email: "decoy@example.com",
        password,
        password_confirmation: password,
      });
      expect(registered.status).toBe(200);
      benignNumber.value = (
        (await registered.json()) as { bootstrapData: { user: { id: number } } }
      ).bootstrapData.user.id;
    }, 60_000);
    afterAll(() => {
      benignNumber.value = 1;
      return server?.stop();
    });

    /** Bytes in the error log folder: a 500 appends a trace there. */
    async function errorLogBytes(): Promise<number> {
      const dir = join(server.dataDir, "logs");
      const names = await readdir(dir).catch(() => [] as string[]);
      let total = 0;
      for (const name of names) total += (await stat(join(dir, name))).size;
      return total;
    }

    /** Whether the walk's session is still the administrator's (not ended, not someone else's). */
    async function stillAdmin(): Promise<boolean> {
      const me = await admin.fetch("/trpc/account.me");
      if (me.status !== 200) return false;
      const body = (await me.json()) as { result?: { data?: { email?: string } } };
      return body.result?.data?.email === "admin@backbeat.local";
    }

    async function signInAgain(after: string) {
      admin = await new TestClient(server.url).prime();
      const login = await admin.login();
      expect(login.status, `signing in again after ${after}: ${await login.clone().text()}`).toBe(200);
    }

    function callProcedure(client: TestClient, path: string, type: string, input: unknown) {
      if (type === "query") {
        const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`;
        return client.fetch(`/trpc/${path}${query}`);
      }
      return client.json(`/trpc/${path}`, "POST", input);
    }

    test("the router has procedures, each with a zod input schema", () => {
      expect(procedures.length).toBeGreaterThan(50);
      const missing = procedures.filter((p) => p.inputs.length === 0 || !p.inputs.every(isZod)).map((p) => p.path);
      expect(missing, "procedures without a zod input schema").toEqual([]);
    });

    test("tRPC: NUL and control characters in any string field are never a 500", async () => {
      const before = await errorLogBytes();
      const failures: string[] = [];
      let calls = 0;
      let refused = 0;
      for (const { path, type, inputs } of procedures) {
        for (const bad of BAD) {
          // The bad text as the whole input, and in each string field the schema declares in turn.
          const variants: unknown[] = [bad, ...inputs.flatMap((schema) => samples(schema, bad).bad)];
          for (const input of variants) {
            let response = await callProcedure(admin, path, type, input);
            // A benign-looking input may act on the walk's own account (revoke its sessions, sign
            // in as another user): sign back in and call again, so later procedures run as admin.
            if (response.status === 401 || (type === "mutation" && !(await stillAdmin()))) {
              await signInAgain(path);
              response = await callProcedure(admin, path, type, input);
            }
            calls++;
            if (response.status >= 500) failures.push(`${path} ${JSON.stringify(input)} → ${response.status}`);
            if (response.status === 422) refused++;
          }
        }
      }
      expect(calls).toBeGreaterThan(procedures.length * BAD.length);
      expect(failures).toEqual([]);
      expect(refused, "answers that were field errors").toBeGreaterThan(calls / 2);
      expect(await errorLogBytes()).toBe(before);
    }, 120_000);

    test("REST: NUL and control characters in path parameters, queries and bodies are never a 500", async () => {
      const fields = new Set<string>(["query", "q", "types", "seconds", "deleteCurrentUser"]);
      for (const { inputs } of procedures) for (const schema of inputs) fieldNames(schema, fields);
      // Routes that end the walk's own session or fail on purpose (the error-log self-test).
      const skip = new Set(["POST auth/logout", "POST api/v1/logs/error/test"]);
      const before = await errorLogBytes();
      const failures: string[] = [];
      let refused = 0;
      for (const route of restRoutes) {
        if (skip.has(`${route.method} ${route.path}`)) continue;
        for (const bad of BAD) {
          const path = route.path.replace(/\{[^}]+\}/g, encodeURIComponent(bad.replace(/[\ud800-\udfff]/g, "\ufffd")));
          const params = new URLSearchParams([...fields].map((f) => [f, bad]));
          const body = Object.fromEntries([...fields].map((f) => [f, bad]));
          const response =
            route.method === "GET"
              ? await admin.fetch(`/${path}?${params}`)
              : await admin.json(`/${path}?${params}`, route.method, body);
          if (response.status >= 500) failures.push(`${route.method} ${path} → ${response.status}`);
          if (response.status === 422) refused++;
        }
      }
      expect(failures).toEqual([]);
      // The text got as far as validation (not stopped earlier by CSRF or routing).
      expect(refused).toBeGreaterThan(10);
      expect(await errorLogBytes()).toBe(before);
    }, 120_000);

    test("a NUL in a name is a 422 field error in the spec's shape, over tRPC and REST alike", async () => {
      const trpc = await admin.json("/trpc/playlists.create", "POST", { name: "Mix\u0000tape" });
      expect(trpc.status).toBe(422);
      const trpcBody = (await trpc.json()) as {
        error: { message: string; data: { errors: Record<string, string[]> } };
      };
      expect(trpcBody.error.data.errors).toEqual({ name: ["The name may not contain control characters."] });
      expect(trpcBody.error.message).toBe("The name may not contain control characters.");

      const rest = await admin.json("/api/v1/users/me/locale", "POST", { locale: "e\u0000n" });
      expect(rest.status).toBe(422);
      expect(await rest.json()).toEqual({
        message: "The locale may not contain control characters.",
        errors: { locale: ["The locale may not contain control characters."] },
      });
      // Multi-line text keeps its line breaks and tabs.
      const ok = await admin.json("/trpc/playlists.create", "POST", {
        name: "Road trip",
        description: "Side A\n\tSide B",
      });
      expect(ok.status).toBe(200);
    });
  });

  describe(`one request cannot do unbounded work on ${kind}`, () => {
    let server: Awaited<ReturnType<typeof startTestServer>>;
    let admin: TestClient;
    let adminId: number;

    beforeAll(async () => {
      server = await startTestServer(kind);
      admin = await new TestClient(server.url).prime();
      const login = await admin.login();
      adminId = ((await login.json()) as { bootstrapData: { user: { id: number } } }).bootstrapData.user.id;
    }, 60_000);
    afterAll(() => server?.stop());

    type TrpcError = { error: { message: string; data: { httpStatus: number; errors: Record<string, string[]> } } };
    const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

    test("track ids per playlist edit are bounded: 10,000 or 501 ids are a 422, 500 are fine", async () => {
      const created = await admin.json("/trpc/playlists.create", "POST", { name: "Bounded" });
      const { id } = ((await created.json()) as { result: { data: { id: number } } }).result.data;
      const tooMany = `At most ${MAX_TRACKS_PER_CALL} tracks can be added or removed at once.`;
      for (const procedure of ["addTracks", "removeTracks"]) {
        for (const n of [10_000, MAX_TRACKS_PER_CALL + 1]) {
          const response = await admin.json(`/trpc/playlists.${procedure}`, "POST", { id, trackIds: ids(n) });
          expect(response.status).toBe(422);
          const body = (await response.json()) as TrpcError;
          expect(body.error.data.errors).toEqual({ trackIds: [tooMany] });
        }
        const fine = await admin.json(`/trpc/playlists.${procedure}`, "POST", {
          id,
          trackIds: ids(MAX_TRACKS_PER_CALL),
        });
        expect(fine.status).toBe(200);
      }
      // Creating with tracks has the same bound.
      const withTracks = await admin.json("/trpc/playlists.create", "POST", {
        name: "Too big",
        trackIds: ids(MAX_TRACKS_PER_CALL + 1),
      });
      expect(withTracks.status).toBe(422);
      // Queue lookups too: a page of 200 ids, no more.
      const query = (n: number) =>
        `/trpc/catalogue.tracksByIds?input=${encodeURIComponent(JSON.stringify({ ids: ids(n) }))}`;
      expect((await admin.fetch(query(200))).status).toBe(200);
      const lookup = await admin.fetch(query(201));
      expect(lookup.status).toBe(422);
      expect(((await lookup.json()) as TrpcError).error.data.errors.ids).toEqual(["At most 200 ids per request."]);
    });

    test("texts are bounded, with the field's own message", async () => {
      const response = await admin.json("/trpc/playlists.create", "POST", {
        name: "Long notes",
        description: "x".repeat(1001),
      });
      expect(response.status).toBe(422);
      expect(((await response.json()) as TrpcError).error.data.errors).toEqual({
        description: ["The description may not be greater than 1000 characters."],
      });
    });

    test("a playlist stops growing at its size limit, however the tracks are sent", async () => {
      const { db } = server.server.started.services;
      const created = await admin.json("/trpc/playlists.create", "POST", { name: "Full" });
      const { id } = ((await created.json()) as { result: { data: { id: number } } }).result.data;
      // A catalogue one larger than the limit, and the playlist one short of it.
      const first = await sql<{ id: number }>`insert into tracks (name, search_name)
        select 'Filler ' || n, 'filler ' || n from generate_series(1, ${PLAYLIST_MAX_TRACKS + 1}) n
        returning id`.execute(db);
      const trackIds = first.rows.map((r) => r.id);
      await sql`insert into playlist_track (playlist_id, track_id, position)
        select ${id}, t.id, row_number() over (order by t.id) from tracks t
        where t.id = any(${trackIds.slice(0, PLAYLIST_MAX_TRACKS - 1)})`.execute(db);
      const two = await admin.json("/trpc/playlists.addTracks", "POST", { id, trackIds: trackIds.slice(-2) });
      expect(two.status).toBe(422);
      expect(((await two.json()) as TrpcError).error.data.errors).toEqual({
        trackIds: [`A playlist can hold at most ${PLAYLIST_MAX_TRACKS} tracks.`],
      });
      const one = await admin.json("/trpc/playlists.addTracks", "POST", { id, trackIds: trackIds.slice(-1) });
      expect(one.status).toBe(200);
    });

    test("a flood of playlist creation stops at the per-user quota with a clear message", async () => {
      const { db } = server.server.started.services;
      const owned = await db
        .selectFrom("playlists")
        .select((eb) => eb.fn.countAll<number>().as("n"))
        .where("owner_id", "=", adminId)
        .executeTakeFirstOrThrow();
      // Fill up to one below the quota directly; the last ones go through the API.
      const missing = MAX_PLAYLISTS_PER_USER - Number(owned.n) - 1;
      await db
        .insertInto("playlists")
        .values(
          Array.from({ length: missing }, (_, i) => ({
            name: `Filler ${i}`,
            search_name: `filler ${i}`,
            owner_id: adminId,
          })),
        )
        .execute();
      const last = await admin.json("/trpc/playlists.create", "POST", { name: "The last one" });
      expect(last.status).toBe(200);
      const { id } = ((await last.json()) as { result: { data: { id: number } } }).result.data;
      const refused = await admin.json("/trpc/playlists.create", "POST", { name: "One too many" });
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as TrpcError).error.message).toBe(
        `You can have at most ${MAX_PLAYLISTS_PER_USER} playlists. Delete one to create another.`,
      );
      // Deleting one makes room again.
      expect((await admin.json("/trpc/playlists.delete", "POST", { id })).status).toBe(200);
      expect((await admin.json("/trpc/playlists.create", "POST", { name: "Room again" })).status).toBe(200);
    });
  });
}
