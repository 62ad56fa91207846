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
});
