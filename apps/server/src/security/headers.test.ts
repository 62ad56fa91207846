import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import { startTestServer, TestClient } from "../testing/harness.ts";

/**
 * Security headers on every kind of answer the server gives: the SPA shell (plain, embed,
 * appearance preview), static files, JSON API successes and refusals, tRPC, server errors and
 * errors thrown outside any handler.
 */
let server: Awaited<ReturnType<typeof startTestServer>>;
let behindProxy: Awaited<ReturnType<typeof startTestServer>>;
const BOOT_SCRIPT = "document.documentElement.dataset.boot='1';";

beforeAll(async () => {
  server = await startTestServer("pglite");
  // The shell is read on first render, so a build with an inline boot script can be put in place now.
  await writeFile(
    join(server.dataDir, "..", "dist", "index.html"),
    `<!doctype html><html lang="en"><head><title>x</title><script type="application/json" id="bootstrap-data">{}</script><script data-theme-boot>${BOOT_SCRIPT}</script></head><body><div id="root"></div></body></html>`,
  );
  behindProxy = await startTestServer("pglite", { TRUSTED_PROXIES: "loopback" });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  await behindProxy?.stop();
});

function csp(response: Response): Map<string, string> {
  const policy = response.headers.get("content-security-policy") ?? "";
  return new Map(
    policy
      .split(";")
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => [d.split(/\s+/)[0] as string, d.slice(d.indexOf(" ") + 1)]),
  );
}

function expectEveryResponseHeaders(response: Response, what: string) {
  expect(response.headers.get("x-content-type-options"), what).toBe("nosniff");
  expect(response.headers.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  expect(response.headers.get("strict-transport-security"), `${what} over http`).toBeNull();
}

/** Answers that are not the app's page: nothing runs in them, nobody frames them. */
function expectLockedDown(response: Response, what: string) {
  expectEveryResponseHeaders(response, what);
  expect(csp(response).get("default-src"), what).toBe("'none'");
  expect(csp(response).get("frame-ancestors"), what).toBe("'none'");
  expect(response.headers.get("x-frame-options"), what).toBe("DENY");
}

describe("HTML", () => {
  test("the shell may not be framed and allows only what the app loads", async () => {
    const response = await fetch(`${server.url}/`);
    expect(response.headers.get("content-type")).toContain("text/html");
    expectEveryResponseHeaders(response, "shell");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    const policy = csp(response);
    expect(policy.get("frame-ancestors")).toBe("'none'");
    expect(policy.get("default-src")).toBe("'self'");
    expect(policy.get("object-src")).toBe("'none'");
    expect(policy.get("base-uri")).toBe("'self'");
    expect(policy.get("connect-src")).toBe("'self'");
    expect(policy.get("style-src")).toContain("'unsafe-inline'");
    expect(policy.get("style-src")).toContain("https://fonts.googleapis.com");
    expect(policy.get("font-src")).toContain("https://fonts.gstatic.com");
    expect(policy.get("img-src")).toContain("data:");
    expect(policy.get("media-src")).toContain("'self'");
    const scripts = policy.get("script-src") ?? "";
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    // The inline theme boot script runs by its hash, and only it.
    const hash = new Bun.CryptoHasher("sha256").update(BOOT_SCRIPT).digest("base64");
    expect(scripts).toContain(`'sha256-${hash}'`);
    expect(scripts.match(/'sha256-/g)?.length).toBe(1);
  });

  test("a rebuilt shell is picked up with its own script hash", async () => {
    const shell = join(server.dataDir, "..", "dist", "index.html");
    const original = await Bun.file(shell).text();
    const rebuilt = "document.documentElement.dataset.boot='2';";
    await writeFile(shell, original.replace(BOOT_SCRIPT, rebuilt));
    try {
      await Bun.sleep(2100);
      const scripts = csp(await fetch(`${server.url}/`)).get("script-src") ?? "";
      expect(scripts).toContain(`'sha256-${new Bun.CryptoHasher("sha256").update(rebuilt).digest("base64")}'`);
      expect(scripts.match(/'sha256-/g)?.length).toBe(1);
    } finally {
      await writeFile(shell, original);
      await Bun.sleep(2100);
    }
  });

  test("other app pages (and /login) get the same policy", async () => {
    for (const path of ["/login", "/artist/1/someone", "/admin/appearance"]) {
      const response = await fetch(server.url + path);
      expect(csp(response).get("frame-ancestors"), path).toBe("'none'");
      expect(response.headers.get("x-frame-options"), path).toBe("DENY");
    }
  });

  test("embeds may be framed by any site", async () => {
    for (const path of ["/track/1/song-name/embed", "/album/4/artist/album-name/embed"]) {
      const response = await fetch(server.url + path);
      expect(response.headers.get("content-type"), path).toContain("text/html");
      expect(csp(response).get("frame-ancestors"), path).toBe("*");
      expect(response.headers.get("x-frame-options"), path).toBeNull();
      expectEveryResponseHeaders(response, path);
    }
    // Only the spec's embed routes: a look-alike path is not framable.
    const other = await fetch(`${server.url}/playlist/1/embed`);
    expect(csp(other).get("frame-ancestors")).toBe("'none'");
  });

  test("the appearance preview may be framed by this site only", async () => {
    const response = await fetch(`${server.url}/?appearanceEditor=true`);
    expect(csp(response).get("frame-ancestors")).toBe("'self'");
    expect(response.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    const notEditor = await fetch(`${server.url}/?appearanceEditor=false`);
    expect(csp(notEditor).get("frame-ancestors")).toBe("'none'");
  });

  test("a page that sets its own policy keeps it (the social sign-in popup's nonce)", async () => {
    const response = await fetch(`${server.url}/secure/auth/social/google/login`);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(response.headers.get("content-security-policy")).toMatch(/script-src 'nonce-[0-9a-f]+'/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("other answers", () => {
  test("static files: nosniff and referrer policy, no page policy of their own", async () => {
    const response = await fetch(`${server.url}/assets/app-abc123.js`);
    expect(response.status).toBe(200);
    expectEveryResponseHeaders(response, "static");
    const notModified = await fetch(`${server.url}/assets/app-abc123.js`, {
      headers: { "if-none-match": response.headers.get("etag") ?? "" },
    });
    expect(notModified.status).toBe(304);
    expectEveryResponseHeaders(notModified, "static 304");
    expectLockedDown(await fetch(`${server.url}/assets/missing.js`), "static 404");
  });

  test("JSON API: 200, 404, 405, 413, 419", async () => {
    const client = await new TestClient(server.url).prime();
    const ok = await client.fetch("/api/v1/health");
    expect(ok.status).toBe(200);
    expectLockedDown(ok, "200");

    const missing = await client.fetch("/api/v1/no-such-thing");
    expect(missing.status).toBe(404);
    expectLockedDown(missing, "404");

    const wrongMethod = await client.json("/api/v1/health", "DELETE");
    expect(wrongMethod.status).toBe(405);
    expectLockedDown(wrongMethod, "405");

    const tooLarge = await client.json("/auth/login", "POST", { email: "a@b.c", password: "x".repeat(70_000) });
    expect(tooLarge.status).toBe(413);
    expectLockedDown(tooLarge, "413");

    const noToken = await new TestClient(server.url).json("/auth/login", "POST", { email: "a@b.c", password: "x" });
    expect(noToken.status).toBe(419);
    expectLockedDown(noToken, "419");
  });

  test("tRPC answers, successes and failures", async () => {
    const ok = await fetch(`${server.url}/trpc/session.bootstrap`);
    expect(ok.status).toBe(200);
    expectLockedDown(ok, "tRPC 200");
    const missing = await fetch(`${server.url}/trpc/no.such.procedure`);
    expect(missing.status).toBe(404);
    expectLockedDown(missing, "tRPC 404");
  });

  test("server errors, from a handler and from outside any handler", async () => {
    const admin = await new TestClient(server.url).prime();
    await admin.login();
    const handled = await admin.json("/api/v1/logs/error/test", "POST", {});
    expect(handled.status).toBe(500);
    expectLockedDown(handled, "500");

    // The SPA route has no error handling of its own; a failure there is the last-resort answer.
    const settings = server.server.started.services.settings;
    const snapshot = settings.snapshot;
    settings.snapshot = () => Promise.reject(new Error("settings are unreadable"));
    try {
      const unexpected = await fetch(`${server.url}/some/page`);
      expect(unexpected.status).toBe(500);
      expectLockedDown(unexpected, "unexpected 500");
    } finally {
      settings.snapshot = snapshot;
    }
  });
});

describe("Strict-Transport-Security", () => {
  test("only when the client reached the server over https through a trusted proxy", async () => {
    const viaProxy = await fetch(`${behindProxy.url}/`, { headers: { "x-forwarded-proto": "https" } });
    expect(viaProxy.headers.get("strict-transport-security")).toBe("max-age=31536000");
    const api = await fetch(`${behindProxy.url}/api/v1/health`, { headers: { "x-forwarded-proto": "https" } });
    expect(api.headers.get("strict-transport-security")).toBe("max-age=31536000");
    const plain = await fetch(`${behindProxy.url}/`);
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    // A client talking to the server directly cannot claim https.
    const spoofed = await fetch(`${server.url}/`, { headers: { "x-forwarded-proto": "https" } });
    expect(spoofed.headers.get("strict-transport-security")).toBeNull();
  });
});
