import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { CONTACT_MESSAGE_MAX } from "@backbeat/core";
import { TUS_PATH } from "./http/tus.ts";
import { startTestServer, TestClient } from "./testing/harness.ts";

/**
 * The contact call and the API document over real HTTP: body limits are the server's, so a
 * 1 MB message must reach validation (a field error) rather than stop at the 413 of the default
 * limit; the document lists the server's own upload endpoint and is gated by api.access.
 */
describe("contact-page and api-docs over HTTP", () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer("pglite");
  }, 120_000);
  afterAll(() => server.stop());

  test("a 1 MB message is a 422 with the message field's error; a body past the route's limit is a 413", async () => {
    const client = await new TestClient(server.url).prime();
    const visitor = { name: "Ada", email: "ada@example.com" };
    const huge = await client.json("/api/v1/contact-page", "POST", { ...visitor, message: "x".repeat(1024 * 1024) });
    expect(huge.status).toBe(422);
    const body = await huge.json();
    expect(body.errors.message).toEqual([`The message may not be greater than ${CONTACT_MESSAGE_MAX} characters.`]);
    const past = await client.json("/api/v1/contact-page", "POST", {
      ...visitor,
      message: "x".repeat(5 * 1024 * 1024),
    });
    expect(past.status).toBe(413);
    const broken = await client.fetch("/api/v1/contact-page", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: '{"name":',
    });
    expect(broken.status).toBe(400);
  });

  test("the document needs api.access, lists the tus endpoint, and /api-docs itself is the app's page", async () => {
    const guest = await new TestClient(server.url).prime();
    expect((await guest.fetch("/api-docs/openapi.json")).status).toBe(401);
    const page = await guest.fetch("/api-docs");
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");

    const admin = await new TestClient(server.url).prime();
    expect((await admin.login()).status).toBe(200);
    const answer = await admin.fetch("/api-docs/openapi.json");
    expect(answer.status).toBe(200);
    const document = await answer.json();
    expect(document.openapi).toBe("3.1.0");
    expect(document.paths[`/${TUS_PATH}`]?.post).toBeDefined();
    expect(document.servers).toEqual([{ url: server.url }]);
  });
});
