import { describe, expect, test } from "bun:test";
import { authTokensRepo, usersRepo } from "@backbeat/db";
import { testDatabaseKinds } from "@backbeat/db/testing";
import {
  ADMIN,
  type Harness,
  harnessPerSuite,
  lastCode,
  registeredClient,
  type TestClient,
} from "../../testing/harness.ts";

const PASSWORD = "correct horse battery";

/** Registers `email` on client `c` with the suite's password, confirmed; `extra` adds fields. */
const register = (c: TestClient, email: string, extra: Record<string, unknown> = {}) =>
  c.call("POST", "auth/register", { email, password: PASSWORD, password_confirmation: PASSWORD, ...extra });

/** Sets a new password, confirmed, with the reset token mailed for `email`. */
const resetPassword = (h: Harness, token: string, email: string, password: string) =>
  h.client().call("POST", "auth/reset-password", { token, email, password, password_confirmation: password });

/** Runs `fn` with setting `name` at `value`, then puts `restore` back whatever happened. */
async function withSetting(h: Harness, name: string, value: unknown, restore: unknown, fn: () => Promise<void>) {
  await h.services.settings.save([{ name, value }]);
  try {
    await fn();
  } finally {
    await h.services.settings.save([{ name, value: restore }]);
  }
}

for (const kind of testDatabaseKinds) {
  describe(`auth REST paths on ${kind}`, () => {
    let h: Harness;
    harnessPerSuite(kind, (x) => {
      h = x;
    });

    describe("auth/register", () => {
      test("creates the account, signs it in with a 30-day cookie and answers bootstrapData and status", async () => {
        const c = h.client();
        const res = await register(c, "jane.doe@example.com");
        expect(res.status).toBe(200);
        expect(res.body.status).toBe("success");
        expect(res.body.bootstrapData.user.email).toBe("jane.doe@example.com");
        expect(res.body.bootstrapData.user.name).toBe("Jane Doe");
        expect(res.body.bootstrapData.user.roles.map((r: { name: string }) => r.name)).toEqual(["Users"]);
        const cookie = res.headers.getSetCookie().find((l) => l.startsWith("backbeat_session="));
        expect(cookie).toContain("HttpOnly");
        expect(cookie).toContain("SameSite=Lax");
        expect(cookie).toContain("Max-Age=2592000");
        const row = await usersRepo.findUserByEmail(h.services.db, "jane.doe@example.com");
        expect(row?.password?.startsWith("$argon2id$")).toBe(true);
        expect(row?.email_verified_at).not.toBeNull();
      });

      test("a taken e-mail (any case) is a field error", async () => {
        const res = await register(h.client(), "JANE.DOE@example.com");
        expect(res.status).toBe(422);
        expect(res.body.errors.email).toEqual(["The email has already been taken."]);
      });

      test("passwords are 8 to 255 characters and must be confirmed", async () => {
        const short = await h.client().call("POST", "auth/register", {
          email: "short@example.com",
          password: "1234567",
          password_confirmation: "1234567",
        });
        expect(short.status).toBe(422);
        expect(short.body.errors.password).toEqual(["The password must be at least 8 characters."]);
        const long = "x".repeat(256);
        const tooLong = await h.client().call("POST", "auth/register", {
          email: "long@example.com",
          password: long,
          password_confirmation: long,
        });
        expect(tooLong.body.errors.password).toEqual(["The password may not be greater than 255 characters."]);
        const mismatch = await h.client().call("POST", "auth/register", {
          email: "mismatch@example.com",
          password: PASSWORD,
          password_confirmation: `${PASSWORD}!`,
        });
        expect(mismatch.body.errors.password_confirmation).toEqual(["The password confirmation does not match."]);
        const exactly8 = await h.client().call("POST", "auth/register", {
          email: "eight@example.com",
          password: "12345678",
          password_confirmation: "12345678",
        });
        expect(exactly8.status).toBe(200);
      });

      test("missing and malformed fields answer 422 with field errors, never 500", async () => {
        for (const body of [{}, { email: "nope" }, { email: 5, password: [], password_confirmation: null }, "text"]) {
          const res = await h.client().call("POST", "auth/register", body);
          expect(res.status).toBe(422);
          expect(Object.keys(res.body.errors).length).toBeGreaterThan(0);
          expect(typeof res.body.message).toBe("string");
        }
      });

      test("policies must each be accepted", async () => {
        await withSetting(h, "registration.policies", [{ id: "terms", link: "/pages/terms" }], [], async () => {
          const refused = await register(h.client(), "policy@example.com");
          expect(refused.status).toBe(422);
          expect(refused.body.errors.terms).toEqual(["You must accept this policy."]);
          const accepted = await register(h.client(), "policy@example.com", { terms: true });
          expect(accepted.status).toBe(200);
        });
      });

      test("disabled registration answers 403", async () => {
        await withSetting(h, "registration.disable", true, false, async () => {
          const res = await register(h.client(), "closed@example.com");
          expect(res.status).toBe(403);
          expect(res.body.message).toBe("Registration is currently disabled.");
        });
      });
    });

    describe("auth/login and auth/logout", () => {
      test("remember gives a 30-day cookie; without it the cookie ends with the browser", async () => {
        await registeredClient(h, "login@example.com");
        const remembered = await h.client().call("POST", "auth/login", {
          email: "login@example.com",
          password: PASSWORD,
          remember: true,
        });
        expect(remembered.status).toBe(200);
        expect(remembered.body.bootstrapData.user.email).toBe("login@example.com");
        expect(remembered.headers.getSetCookie().find((l) => l.startsWith("backbeat_session="))).toContain(
          "Max-Age=2592000",
        );
        const browser = await h.client().call("POST", "auth/login", {
          email: "login@example.com",
          password: PASSWORD,
          remember: false,
        });
        expect(browser.status).toBe(200);
        expect(browser.headers.getSetCookie().find((l) => l.startsWith("backbeat_session="))).not.toContain("Max-Age");
      });

      test("unknown e-mail and wrong password get the same answer", async () => {
        const wrong = await h.client({ ip: "198.51.100.1" }).call("POST", "auth/login", {
          email: "login@example.com",
          password: "not the password",
        });
        const unknown = await h.client({ ip: "198.51.100.1" }).call("POST", "auth/login", {
          email: "nobody@example.com",
          password: "not the password",
        });
        expect(wrong.status).toBe(422);
        expect(unknown.status).toBe(422);
        expect(wrong.body).toEqual(unknown.body);
        expect(wrong.body.errors.email).toEqual(["These credentials do not match our records."]);
      });

      test("the sixth failure within a minute answers 429, even with the right password", async () => {
        const c = h.client({ ip: "198.51.100.2" });
        await registeredClient(h, "throttle@example.com");
        for (let i = 0; i < 5; i++) {
          const res = await c.call("POST", "auth/login", { email: "throttle@example.com", password: "wrong-password" });
          expect(res.status).toBe(422);
        }
        const sixth = await c.call("POST", "auth/login", { email: "throttle@example.com", password: PASSWORD });
        expect(sixth.status).toBe(429);
        expect(sixth.body.message).toMatch(/^Too many login attempts\. Please try again in \d+ seconds\.$/);
        // Another address from the same IP is not affected.
        const other = await h.client({ ip: "198.51.100.2" }).call("POST", "auth/login", {
          email: "login@example.com",
          password: PASSWORD,
        });
        expect(other.status).toBe(200);
      });

      test("missing fields are 422", async () => {
        const res = await h.client().call("POST", "auth/login", { email: "" });
        expect(res.status).toBe(422);
        expect(res.body.errors.email).toBeDefined();
        expect(res.body.errors.password).toEqual(["The password field is required."]);
      });

      test("logout ends the session and answers guest bootstrapData", async () => {
        const { client } = await registeredClient(h, "logout@example.com");
        expect((await client.call("GET", "api/v1/user-sessions")).status).toBe(200);
        const token = client.cookies.get("backbeat_session");
        const res = await client.call("POST", "auth/logout");
        expect(res.status).toBe(200);
        expect(res.body.bootstrapData.user).toBeNull();
        expect(client.cookies.has("backbeat_session")).toBe(false);
        // The old cookie no longer works even if replayed.
        client.cookies.set("backbeat_session", token ?? "");
        expect((await client.call("GET", "api/v1/user-sessions")).status).toBe(401);
      });
    });

    describe("auth/forgot-password and auth/reset-password", () => {
      test("the same answer for known and unknown addresses; only a known one gets mail", async () => {
        await registeredClient(h, "reset@example.com");
        const before = h.mail.length;
        const unknown = await h.client().call("POST", "auth/forgot-password", { email: "ghost@example.com" });
        expect(h.mail.length).toBe(before);
        const known = await h.client().call("POST", "auth/forgot-password", { email: "reset@example.com" });
        expect(known.status).toBe(200);
        expect(unknown.status).toBe(200);
        expect(known.body).toEqual(unknown.body);
        expect(known.body.message).toBe("We have emailed your password reset link.");
        expect(h.mail.at(-1)?.to).toBe("reset@example.com");
      });

      test("the mailed link resets the password once, ends every session, and is not stored in plain", async () => {
        const { client } = await registeredClient(h, "reset2@example.com");
        await h.client().call("POST", "auth/forgot-password", { email: "reset2@example.com" });
        const link = h.mail.at(-1)?.text.match(/http:\/\/backbeat\.test\/password\/reset\/([a-z0-9]+)\?email=/);
        const token = link?.[1] ?? "";
        expect(token.length).toBeGreaterThan(40);
        const rows = await h.services.db
          .selectFrom("auth_tokens")
          .select("token_hash")
          .where("kind", "=", "password_reset")
          .execute();
        for (const row of rows) expect(Buffer.from(row.token_hash).toString()).not.toContain(token);

        const wrongEmail = await resetPassword(h, token, "reset@example.com", "a brand new password");
        expect(wrongEmail.status).toBe(422);
        expect(wrongEmail.body.errors.email).toEqual(["This password reset token is invalid."]);

        const ok = await resetPassword(h, token, "reset2@example.com", "a brand new password");
        expect(ok.status).toBe(200);
        expect(ok.body.message).toBe("Your password has been reset!");
        expect((await client.call("GET", "api/v1/user-sessions")).status).toBe(401);

        const again = await resetPassword(h, token, "reset2@example.com", "another new password");
        expect(again.status).toBe(422);

        const login = await h.client().call("POST", "auth/login", {
          email: "reset2@example.com",
          password: "a brand new password",
        });
        expect(login.status).toBe(200);
      });

      test("an expired token is refused", async () => {
        const { userId } = await registeredClient(h, "reset3@example.com");
        await h.client().call("POST", "auth/forgot-password", { email: "reset3@example.com" });
        const token = h.mail.at(-1)?.text.match(/reset\/([a-z0-9]+)\?/)?.[1] ?? "";
        await h.services.db
          .updateTable("auth_tokens")
          .set({ expires_at: new Date(Date.now() - 1000) })
          .where("user_id", "=", userId)
          .execute();
        const res = await resetPassword(h, token, "reset3@example.com", "a brand new password");
        expect(res.status).toBe(422);
      });

      test("bad input is 422", async () => {
        expect((await h.client().call("POST", "auth/forgot-password", { email: "x" })).status).toBe(422);
        const res = await h.client().call("POST", "auth/reset-password", { token: "t", email: "reset@example.com" });
        expect(res.status).toBe(422);
        expect(res.body.errors.password).toBeDefined();
      });
    });

    describe("e-mail verification", () => {
      test("registration with confirmation required mails a code; the code verifies once", async () => {
        await withSetting(h, "require_email_confirmation", true, false, async () => {
          const c = h.client();
          const res = await register(c, "verify@example.com");
          expect(res.body.status).toBe("needs_email_verification");
          expect(res.body.bootstrapData.user.email_verified_at).toBeNull();
          expect(res.body.bootstrapData.require_email_confirmation).toBe(true);
          const code = lastCode(h, "verify@example.com");
          const wrong = await c.call("POST", "api/v1/validate-email-verification-otp", {
            code: code === "000000" ? "111111" : "000000",
          });
          expect(wrong.status).toBe(422);
          expect(wrong.body.errors.code).toEqual(["This code is invalid or has expired."]);
          const ok = await c.call("POST", "api/v1/validate-email-verification-otp", { code });
          expect(ok.status).toBe(200);
          const user = await usersRepo.findUserByEmail(h.services.db, "verify@example.com");
          expect(user?.email_verified_at).not.toBeNull();
          const reuse = await c.call("POST", "api/v1/validate-email-verification-otp", { code });
          expect(reuse.status).toBe(422);
        });
      });

      test("codes expire, allow five attempts, and resending is throttled", async () => {
        await withSetting(h, "require_email_confirmation", true, false, async () => {
          const c = h.client();
          const reg = await register(c, "verify2@example.com");
          const userId = reg.body.bootstrapData.user.id as number;
          const code = lastCode(h, "verify2@example.com");
          for (let i = 0; i < 5; i++) {
            const res = await c.call("POST", "api/v1/validate-email-verification-otp", { code: "99999" });
            expect(res.status).toBe(422);
          }
          const locked = await c.call("POST", "api/v1/validate-email-verification-otp", { code });
          expect(locked.status).toBe(422);
          expect(locked.body.errors.code).toEqual(["Too many attempts. Please request a new code."]);

          const resent = await c.call("POST", "api/v1/resend-email-verification", { email: "verify2@example.com" });
          expect(resent.status).toBe(200);
          expect(resent.body.message).toBe("Email sent");
          const throttled = await c.call("POST", "api/v1/resend-email-verification", {});
          expect(throttled.status).toBe(429);

          const fresh = lastCode(h, "verify2@example.com");
          const token = await authTokensRepo.latestAuthToken(h.services.db, userId, "email_verification");
          expect(Buffer.from(token?.token_hash ?? []).toString()).not.toContain(fresh);
          await h.services.db
            .updateTable("auth_tokens")
            .set({ expires_at: new Date(Date.now() - 1) })
            .where("user_id", "=", userId)
            .execute();
          const expired = await c.call("POST", "api/v1/validate-email-verification-otp", { code: fresh });
          expect(expired.status).toBe(422);
        });
      });

      test("guests get 401 and bad codes get field errors", async () => {
        expect(
          (await h.client().call("POST", "api/v1/validate-email-verification-otp", { code: "123456" })).status,
        ).toBe(401);
        expect((await h.client().call("POST", "api/v1/resend-email-verification")).status).toBe(401);
        const { client } = await registeredClient(h, "verify3@example.com");
        const res = await client.call("POST", "api/v1/validate-email-verification-otp", { code: "abcdefg" });
        expect(res.status).toBe(422);
        expect(Object.keys(res.body.errors)).toEqual(["code"]);
      });
    });

    test("the provisioned admin can sign in", async () => {
      const res = await h.client().call("POST", "auth/login", ADMIN);
      expect(res.status).toBe(200);
    });
  });
}
