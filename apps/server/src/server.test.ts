import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { startTestServer, TestClient } from "./testing/harness.ts";

for (const kind of testDatabaseKinds) {
  describe(`server on ${kind}`, () => {
    let server: Awaited<ReturnType<typeof startTestServer>>;
    beforeAll(async () => {
      server = await startTestServer(kind);
    });
    afterAll(() => server.stop());
    const client = () => new TestClient(server.url);

    test("health answers ok once started", async () => {
      const response = await client().fetch("/api/v1/health");
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: "ok", preparing: null });
    });

    test("SPA routes get index.html with escaped bootstrap data, the title and an XSRF cookie", async () => {
      const c = client();
      const response = await c.fetch("/login");
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/html");
      expect(c.cookies.has("XSRF-TOKEN")).toBe(true);
      const html = await response.text();
      expect(html).toContain("<title>Backbeat</title>");
      const json = /<script type="application\/json" id="bootstrap-data">(.*?)<\/script>/s.exec(html)?.[1] ?? "";
      const data = JSON.parse(json);
      expect(data.branding.site_name).toBe("Backbeat");
      expect(data.user).toBeNull();
      expect(data.themes).toHaveLength(2);
      expect(data.guest_role.permissions).toEqual([{ name: "music.view", restrictions: [] }]);
      expect(data.require_email_confirmation).toBe(false);
      expect(data.show_cookie_notice).toBe(false);
      expect(data.settings.base_url).toBe(server.url);
      // No provider keys outside production: the test gateway takes every payment, and the page says so.
      expect(data.billing).toEqual({ test_payments: "only" });
    });

    test("a mobile user agent is flagged in the bootstrap data", async () => {
      const html = await (
        await client().fetch("/", { headers: { "user-agent": "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile" } })
      ).text();
      expect(html).toContain('"is_mobile_device":true');
    });

    test("unknown API paths are 404, wrong methods 405, both as JSON messages", async () => {
      const c = await client().prime();
      const missing = await c.fetch("/api/v1/nothing-here");
      expect(missing.status).toBe(404);
      expect(await missing.json()).toEqual({ message: "Not found." });
      const wrong = await c.fetch("/api/v1/health", { method: "DELETE" });
      expect(wrong.status).toBe(405);
      expect(wrong.headers.get("allow")).toBe("GET");
      expect((await wrong.json()).message).toBeString();
    });

    test("state-changing requests without the XSRF token are refused with 419", async () => {
      const c = await client().prime();
      const response = await c.json("/auth/login", "POST", { email: "a@b.co", password: "x" }, { xsrf: false });
      expect(response.status).toBe(419);
      expect(await response.json()).toEqual({ message: "CSRF token mismatch." });
      const forged = await c.json("/auth/login", "POST", {}, { xsrf: false, headers: { "x-xsrf-token": "abc.def" } });
      expect(forged.status).toBe(419);
    });

    test("cross-site requests are refused even with a token", async () => {
      const c = await client().prime();
      const bySite = await c.json("/auth/logout", "POST", {}, { headers: { "sec-fetch-site": "cross-site" } });
      expect(bySite.status).toBe(403);
      const byOrigin = await c.json("/auth/logout", "POST", {}, { headers: { origin: "https://evil.example" } });
      expect(byOrigin.status).toBe(403);
    });

    test("bearer requests need no XSRF token, but are judged by their token (security/bearer.test.ts)", async () => {
      const c = client();
      const response = await c.json("/auth/logout", "POST", {}, { headers: { authorization: "Bearer whatever" } });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ message: "Unauthenticated." });
    });

    test("malformed JSON is 400, unsupported bodies 415, oversized bodies 413", async () => {
      const c = await client().prime();
      const bad = await c.fetch("/auth/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{",
      });
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({ message: "The request body is not valid JSON." });
      const xml = await c.fetch("/auth/login", {
        method: "POST",
        headers: { "content-type": "text/xml" },
        body: "<a/>",
      });
      expect(xml.status).toBe(415);
      const big = await c.json("/auth/login", "POST", { email: "a@b.co", password: "x".repeat(70_000) });
      expect(big.status).toBe(413);
    });

    test("validation failures are 422 with field errors in the spec's shape", async () => {
      const c = await client().prime();
      const response = await c.json("/auth/login", "POST", { email: "not-an-email", password: "" });
      expect(response.status).toBe(422);
      const body = await response.json();
      expect(body.errors.email[0]).toBeString();
      expect(body.errors.password).toEqual(["The password field is required."]);
      expect(body.message).toBe(body.errors.email[0]);
      const unknownField = await c.json("/auth/login", "POST", { email: "a@b.co", password: "x", admin: true });
      expect(unknownField.status).toBe(422);
      expect(Object.keys((await unknownField.json()).errors)).toEqual(["_"]);
    });

    test("login sets an HttpOnly session cookie and the bootstrap data turns into the user's", async () => {
      const c = await client().prime();
      const response = await c.login();
      expect(response.status).toBe(200);
      const cookie = response.headers.getSetCookie().find((h) => h.startsWith("backbeat_session="));
      expect(cookie).toContain("HttpOnly");
      expect(cookie).toContain("SameSite=Lax");
      expect(cookie).toContain("Max-Age=2592000");
      const body = await response.json();
      expect(body.bootstrapData.user.email).toBe("admin@backbeat.local");
      expect(body.bootstrapData.user.password).toBeUndefined();
      const html = await (await c.fetch("/")).text();
      expect(html).toContain('"email":"admin@backbeat.local"');
    });

    test("method override routes a POST as DELETE by header or _method", async () => {
      const c = await client().prime();
      const byHeader = await c.json("/api/v1/health", "POST", {}, { headers: { "x-http-method-override": "DELETE" } });
      expect(byHeader.status).toBe(405);
      expect(byHeader.headers.get("allow")).toBe("GET");
      // A plain POST to a POST route still works, and an override to a method it lacks is 405.
      const byQuery = await c.json("/auth/logout?_method=DELETE", "POST", {});
      expect(byQuery.status).toBe(405);
      expect(byQuery.headers.get("allow")).toBe("POST");
    });

    test("the error log download needs logs.view", async () => {
      const guest = await client().prime();
      expect((await guest.fetch("/api/v1/logs/error/download-latest")).status).toBe(401);
      const admin = await client().prime();
      await admin.login();
      const none = await admin.fetch("/api/v1/logs/error/download-latest");
      expect([200, 404]).toContain(none.status);
    });

    test("server errors are logged; without debug mode the answer has no trace", async () => {
      const admin = await client().prime();
      await admin.login();
      const response = await admin.json("/api/v1/logs/error/test", "POST", {});
      expect(response.status).toBe(500);
      expect(await response.json()).toEqual({ message: "There was an issue. Please try again." });
      const log = await admin.fetch("/api/v1/logs/error/download-latest");
      expect(log.status).toBe(200);
      expect(log.headers.get("content-disposition")).toMatch(/^attachment; filename="error-\d{4}-\d{2}-\d{2}\.log"$/);
      expect(await log.text()).toContain("Test error raised from the logs page.");
    });

    test("in debug mode a server error carries the trace object", async () => {
      server.server.started.services.config.debug = true;
      try {
        const admin = await client().prime();
        await admin.login();
        const response = await admin.json("/api/v1/logs/error/test", "POST", {});
        expect(response.status).toBe(500);
        const body = await response.json();
        expect(body.exception).toBe("Error");
        expect(body.message).toBe("Test error raised from the logs page.");
        expect(body.totalVendorGroups).toBeNumber();
        const first = body.trace.find((f: { vendorGroup?: boolean }) => !f.vendorGroup);
        expect(first.path.join("/")).toBe("packages/api/src/rest/routes/foundation.ts");
        expect(first.codeSnippet[first.lineNumber]).toContain("Test error raised from the logs page.");
      } finally {
        server.server.started.services.config.debug = false;
      }
    });

    test("hashed assets are cached for a year and compressed", async () => {
      const response = await client().fetch("/assets/app-abc123.js", { headers: { "accept-encoding": "br, gzip" } });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(response.headers.get("content-encoding")).toBe("br");
      const etag = response.headers.get("etag") as string;
      const again = await client().fetch("/assets/app-abc123.js", { headers: { "if-none-match": etag } });
      expect(again.status).toBe(304);
    });

    test("path traversal never leaves the web root", async () => {
      for (const path of [
        "/assets/../../secret.txt",
        "/assets/%2e%2e/%2e%2e/secret.txt",
        "/%2e%2e%2fsecret.txt",
        "/assets/%00.js",
      ]) {
        const response = await client().fetch(path);
        expect(response.status).toBeLessThan(500);
        expect(await response.text()).not.toContain("outside the web root");
      }
      expect((await client().fetch("/assets/missing.js")).status).toBe(404);
    });
  });
}
