import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { testDatabaseKinds } from "@backbeat/db/testing";
import * as OTPAuth from "otpauth";
import { createHarness, type Harness, registeredClient } from "../testing/harness.ts";

const PASSWORD = "correct horse battery";
const LOCKED = "Too many failed two-factor attempts. Two-factor sign-in is locked for 15 minutes.";

function totp(secret: string, offsetSteps = 0) {
  const generator = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  return generator.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

for (const kind of testDatabaseKinds) {
  describe(`two-factor lockout per account on ${kind}`, () => {
    let h: Harness;
    beforeAll(async () => {
      h = await createHarness(kind);
    }, 60_000);
    afterAll(() => h?.close());

    async function twoFactorUser(email: string) {
      const { client } = await registeredClient(h, email);
      expect((await client.call("POST", "auth/user/confirm-password", { password: PASSWORD })).status).toBe(200);
      await client.call("POST", "auth/user/two-factor-authentication");
      const { secret } = (await client.call("GET", "auth/user/two-factor/qr-code")).body as { secret: string };
      await client.call("POST", "auth/user/confirmed-two-factor-authentication", { code: totp(secret) });
      return secret;
    }

    /** Signs in with the password and sends `codes` to the challenge; answers the statuses. */
    async function attempt(email: string, codes: Record<string, string>[]) {
      const c = h.client();
      expect((await c.call("POST", "auth/login", { email, password: PASSWORD })).body.two_factor).toBe(true);
      const answers = [];
      for (const body of codes) answers.push(await c.call("POST", "auth/two-factor-challenge", body));
      return answers;
    }

    const wrong = (n: number) => Array.from({ length: n }, (_, i) => ({ code: String(200000 + i) }));

    test("a right code forgets earlier failures; ten wrong ones in a row lock, and the owner gets one mail", async () => {
      const email = `lockout-${kind}@example.com`;
      const secret = await twoFactorUser(email);
      // The owner mistypes a few times, then gets it right: that does not build up to a lock.
      await attempt(email, wrong(4));
      await attempt(email, wrong(4));
      const ok = await attempt(email, [{ code: totp(secret, 1) }]);
      expect(ok[0]?.status).toBe(200);

      const first = await attempt(email, [...wrong(4), { recovery_code: "aaaaaaaaaa-bbbbbbbbbb" }]);
      const second = await attempt(email, wrong(4));
      expect([...first, ...second].map((a) => a.status)).toEqual([422, 422, 422, 422, 422, 422, 422, 422, 422]);
      const mailsBefore = h.mail.filter((m) => m.to === email).length;
      const [tenth] = await attempt(email, [{ recovery_code: "cccccccccc-dddddddddd" }]);
      expect(tenth?.status).toBe(429);
      expect(tenth?.body.message).toBe(LOCKED);
      expect(Number(tenth?.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
      // While locked no code is even checked.
      const [right] = await attempt(email, [{ code: totp(secret) }]);
      expect(right?.status).toBe(429);
      expect(right?.body.message).toBe(LOCKED);
      const mails = h.mail.filter((m) => m.to === email).slice(mailsBefore);
      expect(mails.map((m) => m.subject)).toEqual(["Two-factor sign-in to your Backbeat account is locked"]);
      expect(mails[0]?.text).toContain("/forgot-password");
    });
  });
}
