import { describe, expect, test } from "bun:test";
import { testDatabaseKinds } from "@backbeat/db/testing";
import * as OTPAuth from "otpauth";
import { ADMIN, type Harness, harnessPerSuite, registeredClient, type TestClient } from "../../testing/harness.ts";

const PASSWORD = "correct horse battery";

/** Codes come from `otpauth`, a TOTP implementation we did not write. */
function totp(secret: string, offsetSteps = 0) {
  const generator = new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
    algorithm: "SHA1",
  });
  return generator.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

async function confirmPassword(c: TestClient, password = PASSWORD) {
  const res = await c.call("POST", "auth/user/confirm-password", { password });
  expect(res.status).toBe(200);
}

for (const kind of testDatabaseKinds) {
  describe(`account REST paths on ${kind}`, () => {
    let h: Harness;
    harnessPerSuite(kind, (x) => {
      h = x;
    });

    test("two-factor: states 0 → 1 → 2, login challenge, replay protection, recovery codes once each", async () => {
      const { client: c, email } = await registeredClient(h, "tfa@example.com");
      // Sensitive actions need a recent password confirmation.
      const refused = await c.call("POST", "auth/user/two-factor-authentication");
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe("Password confirmation required.");
      expect((await c.call("GET", "auth/user/confirmed-password-status", undefined)).body.confirmed).toBe(false);
      const wrong = await c.call("POST", "auth/user/confirm-password", { password: "nope nope" });
      expect(wrong.status).toBe(422);
      await confirmPassword(c);
      expect((await c.call("GET", "auth/user/confirmed-password-status?seconds=9000")).body.confirmed).toBe(true);

      const enabled = await c.call("POST", "auth/user/two-factor-authentication");
      expect(enabled.status).toBe(200);
      const codes = enabled.body.recovery_codes as string[];
      expect(codes).toHaveLength(8);
      for (const code of codes) expect(code).toHaveLength(21);
      expect((await c.call("GET", `api/v1/users/${enabled.body.state === 1 ? "me" : 0}`)).status).toBe(404);

      const qr = await c.call("GET", "auth/user/two-factor/qr-code");
      expect(qr.status).toBe(200);
      expect(qr.body.svg).toStartWith("<svg");
      const secret = qr.body.secret as string;
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);

      const bad = await c.call("POST", "auth/user/confirmed-two-factor-authentication", {
        code: "000000" === totp(secret) ? "111111" : "000000",
      });
      expect(bad.status).toBe(422);
      const confirmCode = totp(secret);
      const confirmed = await c.call("POST", "auth/user/confirmed-two-factor-authentication", { code: confirmCode });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.state).toBe(2);

      // Login now stops at the challenge; no session cookie yet.
      const login = h.client();
      const first = await login.call("POST", "auth/login", { email, password: PASSWORD });
      expect(first.status).toBe(200);
      expect(first.body).toEqual({ two_factor: true });
      expect(login.cookies.has("backbeat_session")).toBe(false);
      // The code used to confirm cannot be replayed.
      const replay = await login.call("POST", "auth/two-factor-challenge", { code: confirmCode });
      expect(replay.status).toBe(422);
      const next = await login.call("POST", "auth/two-factor-challenge", { code: totp(secret, 1) });
      expect(next.status).toBe(200);
      expect(next.body.bootstrapData.user.email).toBe(email);
      expect(login.cookies.has("backbeat_session")).toBe(true);

      // Recovery codes: each works once.
      const r1 = h.client();
      await r1.call("POST", "auth/login", { email, password: PASSWORD });
      const short = await r1.call("POST", "auth/two-factor-challenge", { recovery_code: "short" });
      expect(short.status).toBe(422);
      expect(short.body.errors.recovery_code).toEqual(["The recovery code must be 21 characters."]);
      expect((await r1.call("POST", "auth/two-factor-challenge", { recovery_code: codes[0] })).status).toBe(200);
      const r2 = h.client();
      await r2.call("POST", "auth/login", { email, password: PASSWORD });
      expect((await r2.call("POST", "auth/two-factor-challenge", { recovery_code: codes[0] })).status).toBe(422);
      expect((await r2.call("POST", "auth/two-factor-challenge", { recovery_code: codes[1] })).status).toBe(200);

      // A challenge without a pending login is refused.
      expect((await h.client().call("POST", "auth/two-factor-challenge", { code: "123456" })).status).toBe(422);

      // Regenerate: the old codes stop working.
      const regenerated = await c.call("POST", "auth/user/two-factor-recovery-codes");
      expect(regenerated.status).toBe(200);
      expect(regenerated.body.recovery_codes).toHaveLength(8);
      const r3 = h.client();
      await r3.call("POST", "auth/login", { email, password: PASSWORD });
      expect((await r3.call("POST", "auth/two-factor-challenge", { recovery_code: codes[2] })).status).toBe(422);

      // Disable: back to 0 and plain login.
      const disabled = await c.call("DELETE", "auth/user/two-factor-authentication");
      expect(disabled.body.message).toBe("Two factor authentication has been disabled.");
      const plain = await h.client().call("POST", "auth/login", { email, password: PASSWORD });
      expect(plain.body.bootstrapData.user.email).toBe(email);
    });

    test("two-factor attempts are limited per pending login", async () => {
      const { client: c, email } = await registeredClient(h, "tfa-limit@example.com");
      await confirmPassword(c);
      await c.call("POST", "auth/user/two-factor-authentication");
      const { secret } = (await c.call("GET", "auth/user/two-factor/qr-code")).body as { secret: string };
      await c.call("POST", "auth/user/confirmed-two-factor-authentication", { code: totp(secret) });
      const login = h.client();
      await login.call("POST", "auth/login", { email, password: PASSWORD });
      for (let i = 0; i < 5; i++) {
        expect((await login.call("POST", "auth/two-factor-challenge", { code: "999999" })).status).toBe(422);
      }
      const locked = await login.call("POST", "auth/two-factor-challenge", { code: totp(secret, 1) });
      expect(locked.status).toBe(429);
    });

    test("sessions list, logout other sessions with the password, password change ends other sessions", async () => {
      const { client: a, email } = await registeredClient(h, "sessions@example.com");
      const phone = h.client({
        userAgent:
          "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1",
        ip: "198.51.100.9",
      });
      await phone.call("POST", "auth/login", { email, password: PASSWORD });
      const list = await a.call("GET", "api/v1/user-sessions");
      expect(list.status).toBe(200);
      const sessions = list.body.sessions as {
        device_type: string;
        platform: string;
        browser: string;
        is_current_device: boolean;
        ip_address: string;
        country: string | null;
      }[];
      expect(sessions).toHaveLength(2);
      expect(sessions.filter((s) => s.is_current_device)).toHaveLength(1);
      const mobile = sessions.find((s) => s.device_type === "mobile");
      expect(mobile?.platform).toContain("iOS");
      expect(mobile?.browser).toContain("Safari");
      expect(mobile?.ip_address).toBe("198.51.100.9");
      expect(mobile?.country).toBeNull();

      const wrong = await a.call("POST", "api/v1/user-sessions/logout-other", { password: "wrong password" });
      expect(wrong.status).toBe(422);
      const ok = await a.call("POST", "api/v1/user-sessions/logout-other", { password: PASSWORD });
      expect(ok.body.message).toBe("Logged out other sessions.");
      expect((await phone.call("GET", "api/v1/user-sessions")).status).toBe(401);
      expect((await a.call("GET", "api/v1/user-sessions")).body.sessions).toHaveLength(1);

      const again = h.client();
      await again.call("POST", "auth/login", { email, password: PASSWORD });
      const mismatch = await a.call("PUT", "auth/user/password", {
        current_password: PASSWORD,
        password: "new password 123",
        password_confirmation: "other",
      });
      expect(mismatch.status).toBe(422);
      const badCurrent = await a.call("PUT", "auth/user/password", {
        current_password: "nope nope",
        password: "new password 123",
        password_confirmation: "new password 123",
      });
      expect(badCurrent.body.errors.current_password).toEqual(["The provided password is incorrect."]);
      const changed = await a.call("PUT", "auth/user/password", {
        current_password: PASSWORD,
        password: "new password 123",
        password_confirmation: "new password 123",
      });
      expect(changed.body.message).toBe("Password changed");
      expect((await again.call("GET", "api/v1/user-sessions")).status).toBe(401);
      expect((await a.call("GET", "api/v1/user-sessions")).status).toBe(200);
    });

    test("personal access tokens: created once in plain, authenticate as Bearer, last used, deleted", async () => {
      const { client: c, userId } = await registeredClient(h, "tokens@example.com");
      // A token outlives its session: making one needs a recently confirmed password.
      const unconfirmed = await c.call("POST", "api/v1/access-tokens", { tokenName: "CLI" });
      expect(unconfirmed.status).toBe(403);
      expect(unconfirmed.body.message).toBe("Password confirmation required.");
      await confirmPassword(c);
      expect((await c.call("POST", "api/v1/access-tokens", {})).status).toBe(422);
      const created = await c.call("POST", "api/v1/access-tokens", { tokenName: "CLI" });
      expect(created.status).toBe(200);
      const plain = created.body.plainTextToken as string;
      expect(plain).toStartWith("bb_");
      const stored = await h.services.db.selectFrom("personal_access_tokens").select("token_hash").execute();
      for (const row of stored) expect(Buffer.from(row.token_hash).toString()).not.toContain(plain);

      const bearer = h.client();
      bearer.bearer = plain;
      const me = await bearer.call("GET", `api/v1/users/${userId}`);
      expect(me.status).toBe(200);
      expect(me.body.user.tokens[0].name).toBe("CLI");
      expect(me.body.user.tokens[0].last_used_at).not.toBeNull();
      // The token's use shows in the sessions list as API access: no IP, marked with the token.
      const listed = (await c.call("GET", "api/v1/user-sessions")).body.sessions as Record<string, unknown>[];
      expect(listed).toHaveLength(2);
      expect(listed.find((s) => s.token !== null)).toMatchObject({
        id: `token-${created.body.token.id}`,
        token: "CLI",
        ip_address: null,
        is_current_device: false,
      });
      expect(listed.find((s) => s.token === null)?.is_current_device).toBe(true);
      const bogus = h.client();
      bogus.bearer = "bb_not-a-token";
      expect((await bogus.call("GET", `api/v1/users/${userId}`)).status).toBe(401);

      const deleted = await c.call("DELETE", `api/v1/access-tokens/${created.body.token.id}`);
      expect(deleted.body.message).toBe("Token deleted");
      expect((await bearer.call("GET", `api/v1/users/${userId}`)).status).toBe(401);
      expect((await c.call("GET", "api/v1/user-sessions")).body.sessions).toHaveLength(1);
      expect((await c.call("DELETE", `api/v1/access-tokens/${created.body.token.id}`)).status).toBe(404);
    });

    test("profile, locale, value lists, avatar and account deletion", async () => {
      const { client: c, userId } = await registeredClient(h, "profile@example.com");
      const updated = await c.call("PUT", `api/v1/users/${userId}`, {
        first_name: "Ada",
        last_name: "Lovelace",
        timezone: "Europe/London",
        country: "GB",
      });
      expect(updated.status).toBe(200);
      expect(updated.body.user.name).toBe("Ada Lovelace");
      expect(updated.body.message).toBe("Updated account details");
      const invalid = await c.call("PUT", `api/v1/users/${userId}`, {
        timezone: "Mars/Base",
        download_as: "wav",
        country: "ZZZ",
      });
      expect(invalid.status).toBe(422);
      expect(Object.keys(invalid.body.errors).sort()).toEqual(["country", "download_as", "timezone"]);

      const lists = await c.call("GET", "api/v1/value-lists/timezones,countries,localizations");
      expect(lists.body.countries.find((x: { code: string }) => x.code === "DE").name).toBe("Germany");
      expect(lists.body.timezones.Europe.some((z: { value: string }) => z.value === "Europe/Berlin")).toBe(true);
      expect(lists.body.localizations).toEqual([{ language: "en", name: "English" }]);
      expect((await c.call("GET", "api/v1/value-lists/nope")).status).toBe(404);

      expect((await c.call("POST", "api/v1/users/me/locale", { locale: "en" })).body.locale.language).toBe("en");
      expect((await c.call("POST", "api/v1/users/me/locale", { locale: "xx" })).status).toBe(422);

      const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
      const avatar = await c.call("POST", `api/v1/users/${userId}/avatar`, { file: new File([png], "me.png") });
      expect(avatar.status).toBe(200);
      expect(avatar.body.fileEntry.url).toStartWith("/api/v1/avatars/");
      const served = await h.client().call("GET", avatar.body.fileEntry.url);
      expect(served.status).toBe(200);
      const fake = await c.call("POST", `api/v1/users/${userId}/avatar`, {
        file: new File(["<svg onload=alert(1)>"], "x.png", { type: "image/png" }),
      });
      expect(fake.body.errors.file).toEqual(["This file type is not allowed"]);
      const big = await c.call("POST", `api/v1/users/${userId}/avatar`, {
        file: new File([new Uint8Array(2 * 1024 * 1024 + 1)], "big.png"),
      });
      expect(big.body.errors.file).toEqual(["`big.png` exceeds maximum allowed size of 2MB"]);
      expect((await c.call("POST", `api/v1/users/${userId}/avatar`, {})).body.errors.file).toEqual([
        "Please select an image",
      ]);
      expect((await c.call("DELETE", `api/v1/users/${userId}/avatar`)).body.message).toBe("Removed avatar");

      expect((await c.call("DELETE", `api/v1/users/${userId}?deleteCurrentUser=true`)).status).toBe(403);
      await confirmPassword(c);
      const gone = await c.call("DELETE", `api/v1/users/${userId}?deleteCurrentUser=true`);
      expect(gone.body.message).toBe("Account deleted");
      expect(
        (await h.client().call("POST", "auth/login", { email: "profile@example.com", password: PASSWORD })).status,
      ).toBe(422);
    });

    test("authorization matrix: guest, user A, user B, admin × own, other's, missing — no unauthorized 2xx", async () => {
      const a = await registeredClient(h, "matrix-a@example.com");
      const b = await registeredClient(h, "matrix-b@example.com");
      const admin = h.client();
      expect((await admin.call("POST", "auth/login", ADMIN)).status).toBe(200);
      const guest = h.client();
      await confirmPassword(b.client);
      const bToken = (await b.client.call("POST", "api/v1/access-tokens", { tokenName: "b" })).body.token.id as number;
      const missing = 2_000_000_000;

      type Case = { method: string; path: (id: number) => string; body?: unknown; selfOnly?: boolean };
      const perUser: Case[] = [
        { method: "GET", path: (id) => `api/v1/users/${id}` },
        { method: "PUT", path: (id) => `api/v1/users/${id}`, body: { first_name: "X" } },
        { method: "DELETE", path: (id) => `api/v1/users/${id}/avatar` },
        { method: "DELETE", path: (id) => `api/v1/access-tokens/${id}` },
      ];
      for (const c of perUser) {
        // Guests: never 2xx.
        for (const id of [a.userId, missing]) {
          const res = await guest.call(c.method, c.path(id), c.body);
          expect(res.status, `${c.method} ${c.path(id)} as guest`).toBe(401);
        }
        // User A on B's resources: 403 or 404, never 2xx.
        const target = c.path === perUser[3]?.path ? bToken : b.userId;
        const other = await a.client.call(c.method, c.path(target), c.body);
        expect([403, 404], `${c.method} ${c.path(target)} as A`).toContain(other.status);
        // Missing resources: 404 for the admin, 403/404 for A.
        expect([403, 404]).toContain((await a.client.call(c.method, c.path(missing), c.body)).status);
        expect((await admin.call(c.method, c.path(missing), c.body)).status).toBe(404);
      }
      // A on B's avatar and ban, with or without a file: refused before anything is read.
      const image = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
      for (const body of [{}, { file: new File([image], "b.png") }]) {
        const upload = await a.client.call("POST", `api/v1/users/${b.userId}/avatar`, body);
        expect(upload.status, "A uploads B's avatar").toBe(403);
      }
      expect((await a.client.call("POST", `api/v1/users/${b.userId}/ban`)).status).toBe(403);
      // A deleting B's account, even with a confirmed password: refused.
      await confirmPassword(a.client);
      expect((await a.client.call("DELETE", `api/v1/users/${b.userId}`)).status).toBe(403);
      // Own-session endpoints for guests: 401.
      for (const [method, path] of [
        ["GET", "api/v1/user-sessions"],
        ["POST", "api/v1/user-sessions/logout-other"],
        ["PUT", "auth/user/password"],
        ["POST", "auth/user/two-factor-authentication"],
        ["DELETE", "auth/user/two-factor-authentication"],
        ["GET", "auth/user/two-factor/qr-code"],
        ["POST", "auth/user/confirmed-two-factor-authentication"],
        ["POST", "auth/user/two-factor-recovery-codes"],
        ["GET", "auth/user/confirmed-password-status"],
        ["POST", "auth/user/confirm-password"],
        ["POST", "api/v1/access-tokens"],
        ["POST", "api/v1/users/me/locale"],
        ["POST", `api/v1/users/${a.userId}/avatar`],
        ["DELETE", `api/v1/users/${a.userId}`],
        ["POST", "api/v1/passkeys/registration-options"],
        ["POST", "api/v1/passkeys"],
        ["DELETE", "api/v1/passkeys/some-passkey"],
        ["POST", "secure/auth/social/google/disconnect"],
        ["POST", `api/v1/users/${a.userId}/ban`],
        ["DELETE", `api/v1/users/${a.userId}/ban`],
      ] as const) {
        expect((await guest.call(method, path, {})).status, `${method} ${path} as guest`).toBe(401);
      }
      // The admin (users.update) may manage B.
      expect((await admin.call("GET", `api/v1/users/${b.userId}`)).status).toBe(200);
      expect((await admin.call("DELETE", `api/v1/access-tokens/${bToken}`)).status).toBe(200);
      // B still owns their account.
      expect((await b.client.call("GET", `api/v1/users/${b.userId}`)).status).toBe(200);
    });
  });
}
