import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { resetHumanCheckThrottle } from "@backbeat/core";
import { usersRepo } from "@backbeat/db";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { type Challenge, createChallenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { createHarness, type Harness, type TestClient } from "../../testing/harness.ts";

const PASSWORD = "correct horse battery";
const HMAC_KEY = "test-hmac-key-for-pow";

async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("unsolved");
  return btoa(JSON.stringify({ challenge, solution }));
}

/** A local server speaking Google's siteverify API (form POST in, JSON out). */
function startSiteverify() {
  const received: Record<string, string>[] = [];
  const server = Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    async fetch(request) {
      if (new URL(request.url).pathname !== "/recaptcha/api/siteverify" || request.method !== "POST") {
        return new Response("not found", { status: 404 });
      }
      const form = Object.fromEntries(new URLSearchParams(await request.text()));
      received.push(form);
      const now = new Date().toISOString();
      if (form.secret !== "recaptcha-secret") {
        return Response.json({ success: false, "error-codes": ["invalid-input-secret"] });
      }
      switch (form.response) {
        case "human":
          return Response.json({
            success: true,
            score: 0.9,
            action: "register",
            challenge_ts: now,
            hostname: "backbeat.test",
          });
        case "bot":
          return Response.json({
            success: true,
            score: 0.1,
            action: "register",
            challenge_ts: now,
            hostname: "backbeat.test",
          });
        case "other-action":
          return Response.json({
            success: true,
            score: 0.9,
            action: "login",
            challenge_ts: now,
            hostname: "backbeat.test",
          });
        case "broken":
          return new Response("upstream error", { status: 502 });
        default:
          return Response.json({ success: false, "error-codes": ["invalid-input-response"] });
      }
    },
  });
  return { url: `http://127.0.0.1:${server.port}/recaptcha/api/siteverify`, received, stop: () => server.stop(true) };
}

for (const kind of testDatabaseKinds) {
  describe(`human check (recaptcha/verify) on ${kind}`, () => {
    let h: Harness;
    let siteverify: ReturnType<typeof startSiteverify>;
    beforeAll(async () => {
      h = await createHarness(kind);
      siteverify = startSiteverify();
      h.services.config.auth = { captchaHmacKey: HMAC_KEY };
      resetHumanCheckThrottle();
    }, 60_000);
    afterAll(async () => {
      siteverify.stop();
      await h.close();
    });

    async function pass(c: TestClient) {
      const challenge = await c.call("GET", "api/v1/recaptcha/challenge");
      expect(challenge.body.provider).toBe("pow");
      const token = await solve(challenge.body.challenge);
      return { token, answer: await c.call("POST", "api/v1/recaptcha/verify", { token }) };
    }

    test("offline proof of work: a solved challenge verifies once; tampered, expired and junk tokens fail", async () => {
      const c = h.client();
      const { token, answer } = await pass(c);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ success: true });
      const cookie = answer.headers.getSetCookie().find((l) => l.startsWith("backbeat_human="));
      expect(cookie).toContain("HttpOnly");
      // Single use.
      expect((await h.client().call("POST", "api/v1/recaptcha/verify", { token })).body).toEqual({ success: false });

      const fresh = (await c.call("GET", "api/v1/recaptcha/challenge")).body.challenge as Challenge;
      const solved = JSON.parse(atob(await solve(fresh)));
      // The derived key is the proof (the counter alone proves nothing): a guessed one fails.
      solved.solution.derivedKey = "00".repeat(32);
      const wrong = await c.call("POST", "api/v1/recaptcha/verify", { token: btoa(JSON.stringify(solved)) });
      expect(wrong.body).toEqual({ success: false });
      // A challenge with a forged signature (not ours) fails.
      const foreign = await createChallenge({
        algorithm: "SHA-256",
        cost: 1,
        counter: 10,
        deriveKey,
        hmacSignatureSecret: "someone-else",
        hmacKeySignatureSecret: "someone-else",
      });
      expect((await c.call("POST", "api/v1/recaptcha/verify", { token: await solve(foreign) })).body.success).toBe(
        false,
      );
      // An expired one (signed with our key) fails.
      const expired = await createChallenge({
        algorithm: "SHA-256",
        cost: 1,
        counter: 10,
        deriveKey,
        expiresAt: Math.floor(Date.now() / 1000) - 5,
        hmacSignatureSecret: HMAC_KEY,
        hmacKeySignatureSecret: HMAC_KEY,
      });
      expect((await c.call("POST", "api/v1/recaptcha/verify", { token: await solve(expired) })).body.success).toBe(
        false,
      );

      for (const junk of ["not base64 at all", btoa("{}"), btoa("[1,2]"), '{"challenge":5}']) {
        const res = await c.call("POST", "api/v1/recaptcha/verify", { token: junk });
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ success: false });
      }
      const missing = await c.call("POST", "api/v1/recaptcha/verify", {});
      expect(missing.status).toBe(422);
      expect(missing.body.errors.token).toEqual(["The token field is required."]);
      expect((await c.call("POST", "api/v1/recaptcha/verify", { token: "x".repeat(9000) })).status).toBe(422);
    });

    test("registration is blocked without a passed check when recaptcha.enable.register is on", async () => {
      await h.services.settings.save([{ name: "recaptcha.enable", value: { register: true, contact: false } }]);
      try {
        const form = (email: string) => ({ email, password: PASSWORD, password_confirmation: PASSWORD });
        const blocked = await h.client().call("POST", "auth/register", form("bot@example.com"));
        expect(blocked.status).toBe(422);
        expect(blocked.body).toEqual({ message: "Could not verify you are human." });
        expect(await usersRepo.findUserByEmail(h.services.db, "bot@example.com")).toBeUndefined();

        // Field errors still come first and do not use up the pass.
        const c = h.client();
        expect((await pass(c)).answer.body.success).toBe(true);
        const invalid = await c.call("POST", "auth/register", {
          ...form("human@example.com"),
          password_confirmation: "x",
        });
        expect(invalid.body.errors.password_confirmation).toBeDefined();
        const ok = await c.call("POST", "auth/register", form("human@example.com"));
        expect(ok.status).toBe(200);
        expect(c.cookies.has("backbeat_human")).toBe(false);

        // A pass works once.
        const d = h.client();
        await pass(d);
        const pass1 = d.cookies.get("backbeat_human") as string;
        expect((await d.call("POST", "auth/register", form("human2@example.com"))).status).toBe(200);
        const e = h.client();
        e.cookies.set("backbeat_human", pass1);
        expect((await e.call("POST", "auth/register", form("human3@example.com"))).status).toBe(422);

        // API clients may send the solved token with the form instead.
        const challenge = (await h.client().call("GET", "api/v1/recaptcha/challenge")).body.challenge as Challenge;
        const direct = await h.client().call("POST", "auth/register", {
          ...form("direct@example.com"),
          captcha_token: await solve(challenge),
        });
        expect(direct.status).toBe(200);
      } finally {
        await h.services.settings.save([{ name: "recaptcha.enable", value: { register: false, contact: false } }]);
      }
      // Switched off again: no check.
      expect(
        (
          await h.client().call("POST", "auth/register", {
            email: "free@example.com",
            password: PASSWORD,
            password_confirmation: PASSWORD,
          })
        ).status,
      ).toBe(200);
    });

    test("Google reCAPTCHA v3 when a site key and secret are configured", async () => {
      h.services.config.auth = {
        captchaHmacKey: HMAC_KEY,
        recaptchaSecret: "recaptcha-secret",
        recaptchaVerifyUrl: siteverify.url,
      };
      await h.services.settings.save([{ name: "recaptcha.site_key", value: "site-key-123" }]);
      try {
        const c = h.client({ ip: "198.51.100.20" });
        expect((await c.call("GET", "api/v1/recaptcha/challenge")).body).toEqual({
          provider: "recaptcha",
          site_key: "site-key-123",
        });
        const good = await c.call("POST", "api/v1/recaptcha/verify", { token: "human" });
        expect(good.body).toEqual({ success: true });
        expect(siteverify.received.at(-1)).toEqual({
          secret: "recaptcha-secret",
          response: "human",
          remoteip: "198.51.100.20",
        });
        for (const token of ["bot", "other-action", "nonsense", "broken"]) {
          const res = await c.call("POST", "api/v1/recaptcha/verify", { token });
          expect(res.status).toBe(200);
          expect(res.body).toEqual({ success: false });
        }
        // The verify endpoint unreachable: a failed check, not a server error.
        h.services.config.auth = { ...h.services.config.auth, recaptchaVerifyUrl: "http://127.0.0.1:9/siteverify" };
        expect((await c.call("POST", "api/v1/recaptcha/verify", { token: "human" })).body).toEqual({ success: false });
      } finally {
        await h.services.settings.save([{ name: "recaptcha.site_key", value: "" }]);
        h.services.config.auth = { captchaHmacKey: HMAC_KEY };
      }
      // A site key without a secret falls back to the offline check.
      await h.services.settings.save([{ name: "recaptcha.site_key", value: "site-key-123" }]);
      expect((await h.client().call("GET", "api/v1/recaptcha/challenge")).body.provider).toBe("pow");
      await h.services.settings.save([{ name: "recaptcha.site_key", value: "" }]);
    });
  });
}
