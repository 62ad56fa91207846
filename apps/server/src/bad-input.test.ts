import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, spyOn, test } from "bun:test";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { startTestServer, TestClient } from "./testing/harness.ts";

/** A JSON logout call with `body`: the smallest tRPC write, to test how bodies are read. */
const logout = (c: TestClient, body: BodyInit) =>
  c.fetch("/trpc/session.logout", { method: "POST", headers: { "content-type": "application/json" }, body });

/**
 * Bad input of every kind the foundation names: each answer is the right 4xx with a JSON
 * message, a line in the server log, and never a 500 (which would also land in the error log).
 */

for (const kind of testDatabaseKinds) {
  describe(`bad input on ${kind}`, () => {
    let server: Awaited<ReturnType<typeof startTestServer>>;
    const lines: string[] = [];
    const capture = (...args: unknown[]) => {
      lines.push(args.map(String).join(" "));
    };
    let spies: { mockRestore(): void }[] = [];

    beforeAll(async () => {
      server = await startTestServer(kind, { LOG_LEVEL: "info" });
    });
    beforeEach(() => {
      spies = [spyOn(console, "error").mockImplementation(capture), spyOn(console, "log").mockImplementation(capture)];
    });
    afterAll(() => server.stop());
    afterEach(() => {
      for (const spy of spies) spy.mockRestore();
      lines.length = 0;
    });

    const logged = (status: number, path: string) =>
      lines.some((line) => line.includes(` ${status} `) && line.includes(path));

    async function expectRefused(response: Response, status: number, path: string, message?: string) {
      expect(response.status, path).toBe(status);
      expect(response.headers.get("content-type"), path).toContain("application/json");
      const body = await response.json();
      expect(body.message, path).toBeString();
      if (message) expect(body.message).toBe(message);
      expect(logged(status, path), `${path} logged`).toBe(true);
    }

    test("a broken percent escape in an API path is 400, not a server error", async () => {
      const c = await new TestClient(server.url).prime();
      for (const path of ["/api/v1/tracks/%E0%A4%A/stream", "/api/v1/users/%ZZ"]) {
        await expectRefused(await c.fetch(path), 400, path, "The URL is malformed.");
      }
    });

    test("a broken percent escape in a page path is 400", async () => {
      await expectRefused(await new TestClient(server.url).fetch("/artist/%E0%A4%A"), 400, "/artist/%E0%A4%A");
    });

    test("encoded path traversal and NUL bytes are 404 and logged as traversal", async () => {
      for (const path of [
        "/..%2f..%2fsecret.txt",
        "/assets/..%2f..%2fsecret.txt",
        "/assets/%00.js",
        "/a/..%5c..%5cx",
      ]) {
        const response = await new TestClient(server.url).fetch(path);
        const text = await response.clone().text();
        expect(text).not.toContain("outside the web root");
        await expectRefused(response, 404, path, "Not found.");
        expect(lines.some((l) => l.includes(path) && l.includes("path traversal refused"))).toBe(true);
      }
    });

    test("a missing static file is a JSON 404", async () => {
      await expectRefused(await new TestClient(server.url).fetch("/assets/missing.js"), 404, "/assets/missing.js");
    });

    test("an unparsable Origin counts as cross-site (403), for REST and tRPC", async () => {
      const c = await new TestClient(server.url).prime();
      for (const path of ["/auth/logout", "/trpc/session.logout"]) {
        await expectRefused(
          await c.json(path, "POST", {}, { headers: { origin: "not a url" } }),
          403,
          path,
          "Cross-site requests are not allowed.",
        );
      }
    });

    test("oversized bodies are 413 on tRPC too, with and without a declared length", async () => {
      const c = await new TestClient(server.url).prime();
      const big = JSON.stringify({ filler: "x".repeat(70_000) });
      await expectRefused(await logout(c, big), 413, "/trpc/session.logout", "The request body is too large.");
      const chunked = new ReadableStream({
        start(controller) {
          for (let i = 0; i < 8; i++) controller.enqueue(new TextEncoder().encode("y".repeat(10_000)));
          controller.close();
        },
      });
      await expectRefused(await logout(c, chunked), 413, "/trpc/session.logout");
      // A small streamed body is read and handed on intact.
      const small = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode("{}"));
          controller.close();
        },
      });
      const ok = await logout(c, small);
      expect(ok.status).toBe(200);
    });

    test("REST: invalid JSON 400, wrong content type 415, oversized 413, unknown field 422, all logged", async () => {
      const c = await new TestClient(server.url).prime();
      const post = (body: BodyInit, type: string) =>
        c.fetch("/auth/login", { method: "POST", headers: { "content-type": type }, body });
      await expectRefused(await post("{", "application/json"), 400, "/auth/login");
      await expectRefused(await post("<a/>", "text/xml"), 415, "/auth/login");
      await expectRefused(
        await post(JSON.stringify({ p: "x".repeat(70_000) }), "application/json"),
        413,
        "/auth/login",
      );
      const unknown = await c.json("/auth/login", "POST", { email: "a@b.co", password: "x", admin: true });
      expect(unknown.status).toBe(422);
      expect((await unknown.json()).errors._).toBeArray();
      expect(logged(422, "/auth/login")).toBe(true);
    });

    test("tRPC: invalid JSON and wrong content types are 4xx and logged", async () => {
      const c = await new TestClient(server.url).prime();
      const bad = await c.fetch("/trpc/session.login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{",
      });
      expect(bad.status).toBe(400);
      expect(logged(400, "/trpc/session.login")).toBe(true);
      const text = await c.fetch("/trpc/session.logout", {
        method: "POST",
        headers: { "content-type": "text/plain" },
        body: "{}",
      });
      expect(text.status).toBe(415);
      expect(logged(415, "/trpc/session.logout")).toBe(true);
    });

    test("an upload route's own body limit: a large avatar gets the size rule's message, not 413", async () => {
      const c = await new TestClient(server.url).prime();
      const login = await c.login();
      const { bootstrapData } = (await login.json()) as { bootstrapData: { user: { id: number } } };
      const upload = (bytes: Uint8Array<ArrayBuffer>, name: string) => {
        const form = new FormData();
        form.set("file", new File([bytes], name, { type: "image/png" }));
        return c.fetch(`/api/v1/users/${bootstrapData.user.id}/avatar`, { method: "POST", body: form });
      };
      const png = (size: number) => {
        const bytes = new Uint8Array(new ArrayBuffer(size));
        bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
        return bytes;
      };
      // Both far above this server's 64 KiB default limit.
      expect((await upload(png(1024 * 1024), "fits.png")).status).toBe(200);
      const tooBig = await upload(png(3 * 1024 * 1024), "big.png");
      expect(tooBig.status).toBe(422);
      expect(((await tooBig.json()) as { errors: { file: string[] } }).errors.file).toEqual([
        "`big.png` exceeds maximum allowed size of 2MB",
      ]);
    });

    test("none of it reached the error log", async () => {
      const admin = await new TestClient(server.url).prime();
      await admin.login();
      const latest = await admin.fetch("/api/v1/logs/error/download-latest");
      expect(latest.status).toBe(404);
    });
  });
}
