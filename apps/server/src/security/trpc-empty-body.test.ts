import { afterAll, beforeAll, expect, test } from "bun:test";
import { startTestServer, TestClient } from "../testing/harness.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
beforeAll(async () => {
  server = await startTestServer("pglite");
}, 60_000);
afterAll(() => server?.stop());

test("a mutation without input, sent as the web client sends it (no body), runs", async () => {
  const client = await new TestClient(server.url).prime();
  expect((await client.login()).status).toBe(200);
  const response = await client.fetch("/trpc/session.logout", {
    method: "POST",
    headers: { "content-type": "application/json", "content-length": "0" },
  });
  expect(response.status).toBe(200);
});
