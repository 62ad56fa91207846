import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { startTestServer, TEST_ADMIN, TestClient } from "../testing/harness.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer("pglite");
}, 60_000);
afterAll(() => server?.stop());

describe("tRPC batches", () => {
  test("mutations are never batched: a batch of sign-ins runs none of them", async () => {
    const client = await new TestClient(server.url).prime();
    const paths = Array.from({ length: 20 }, () => "session.login").join(",");
    const body = Object.fromEntries(
      Array.from({ length: 20 }, (_, i) => [i, { email: TEST_ADMIN.email, password: `wrong-${i}` }]),
    );
    const response = await client.json(`/trpc/${paths}?batch=1`, "POST", body);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe("Mutations can't be batched.");
    // Nothing counted against the account: the right password still signs in at once.
    expect((await client.login()).status).toBe(200);
  });

  test("a single mutation through the batch endpoint still works", async () => {
    const client = await new TestClient(server.url).prime();
    const response = await client.json("/trpc/session.login?batch=1", "POST", {
      0: { email: TEST_ADMIN.email, password: TEST_ADMIN.password, remember: false },
    });
    expect(response.status).toBe(200);
  });

  test("query batches are bounded", async () => {
    const client = await new TestClient(server.url).prime();
    const ok = await client.fetch(`/trpc/${Array(16).fill("session.bootstrap").join(",")}?batch=1`);
    expect(ok.status).toBe(200);
    const tooMany = await client.fetch(`/trpc/${Array(17).fill("session.bootstrap").join(",")}?batch=1`);
    expect(tooMany.status).toBe(400);
  });

  // What tRPC runs is the path after percent-decoding, split on commas: the guard must read it so.
  const encodedWrites: [string, string, string][] = [
    ["%2C", "POST", "session.login%2Csession.login"],
    ["%2c", "POST", "session.login%2csession.login"],
    ["an encoded dot too", "POST", "session%2Elogin%2Csession%2Elogin"],
    ["a query first", "POST", "session.bootstrap%2Csession.login"],
    ["a mutation in a GET batch", "GET", "session.bootstrap%2Csession.login"],
    ["a mutation in a GET batch, plain comma", "GET", "session.bootstrap,session.login"],
  ];
  test.each(encodedWrites)(
    "a batch holding a mutation is refused however encoded (%s)",
    async (name, method, paths) => {
      const client = await new TestClient(server.url).prime();
      // Unknown accounts: on a server that ran the batch, the sign-ins it counted lock nobody out.
      const email = `${name.replace(/\W/g, "")}@example.com`;
      const input = { 0: { email, password: "wrong" }, 1: { email, password: "wrong" } };
      const response =
        method === "GET"
          ? await client.fetch(`/trpc/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(input))}`)
          : await client.json(`/trpc/${paths}?batch=1`, "POST", input);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe("Mutations can't be batched.");
    },
  );

  test("an encoded batch of playlist writes runs none of them", async () => {
    const client = await new TestClient(server.url).prime();
    expect((await client.login()).status).toBe(200);
    const count = async () =>
      (
        await server.server.started.services.db
          .selectFrom("playlists")
          .select((eb) => eb.fn.countAll<number>().as("n"))
          .executeTakeFirstOrThrow()
      ).n;
    const before = Number(await count());
    const paths = Array.from({ length: 16 }, () => "playlists.create").join("%2C");
    const input = Object.fromEntries(Array.from({ length: 16 }, (_, i) => [i, { name: `batched ${i}` }]));
    const response = await client.json(`/trpc/${paths}?batch=1`, "POST", input);
    expect(response.status).toBe(400);
    expect(Number(await count())).toBe(before);
    // One at a time, the same write is fine.
    expect((await client.json("/trpc/playlists.create", "POST", { name: "single" })).status).toBe(200);
    expect(Number(await count())).toBe(before + 1);
  });

  test("the batch cap counts decoded calls", async () => {
    const client = await new TestClient(server.url).prime();
    const ok = await client.fetch(`/trpc/${Array(16).fill("session.bootstrap").join("%2C")}?batch=1`);
    expect(ok.status).toBe(200);
    const tooMany = await client.fetch(`/trpc/${Array(17).fill("session.bootstrap").join("%2C")}?batch=1`);
    expect(tooMany.status).toBe(400);
    expect(((await tooMany.json()) as { message: string }).message).toBe("At most 16 calls may be batched.");
  });

  test("a broken escape in the procedure path is a 400, not a batch", async () => {
    const client = await new TestClient(server.url).prime();
    const response = await client.json("/trpc/session.login%E0%A4%A?batch=1", "POST", { 0: {} });
    expect(response.status).toBe(400);
  });

  test("one call adds or removes at most 500 tracks: 501 is a field error", async () => {
    const client = await new TestClient(server.url).prime();
    expect((await client.login()).status).toBe(200);
    const created = await client.json("/trpc/playlists.create", "POST", { name: "bounded" });
    const { id } = ((await created.json()) as { result: { data: { id: number } } }).result.data;
    const trackIds = (n: number) => Array.from({ length: n }, (_, i) => i + 1);
    for (const path of ["playlists.addTracks", "playlists.removeTracks"]) {
      const tooMany = await client.json(`/trpc/${path}`, "POST", { id, trackIds: trackIds(501) });
      expect(tooMany.status).toBe(422);
      const body = (await tooMany.json()) as { error: { data: { errors: Record<string, string[]> } } };
      expect(body.error.data.errors.trackIds).toEqual(["At most 500 tracks can be added or removed at once."]);
      expect((await client.json(`/trpc/${path}`, "POST", { id, trackIds: trackIds(500) })).status).toBe(200);
    }
  });
});
