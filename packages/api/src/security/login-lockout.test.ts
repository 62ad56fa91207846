import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { DEVICE_COOKIE } from "@backbeat/core";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import * as OTPAuth from "otpauth";
import { createHarness, type Harness, registeredClient, type TestClient } from "../testing/harness.ts";

/**
 * Sign-in failures never lock a user out because of what others do (issue: 30 unknown e-mails
 * from one address locked everyone behind it out for 60 s; 40 wrong passwords from 8 addresses
 * locked the owner out of every new browser for 692 s). Failures count per account and address
 * with growing delays; a browser the account signed in with keeps working; past the limits a
 * new browser passes a human check, and the owner is mailed a single-use unlock link.
 */

const PASSWORD = "correct horse battery";
const LOGIN_FAILED = "These credentials do not match our records.";

async function solve(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error("unsolved");
  return btoa(JSON.stringify({ challenge, solution }));
}

function totp(secret: string, offsetSteps = 0) {
  const generator = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 });
  return generator.generate({ timestamp: Date.now() + offsetSteps * 30_000 });
}

const humanCheckAsked = (res: { status: number; body: { errors?: Record<string, string[]> } }) =>
  res.status === 422 && Array.isArray(res.body.errors?.human_check);

for (const kind of testDatabaseKinds) {
  describe(`sign-in without lockouts on ${kind}`, () => {
    let h: Harness;
    let seq = 0;
    beforeAll(async () => {
      h = await createHarness(kind);
    }, 60_000);
    afterAll(() => h?.close());

    const nextIp = () => `${kind === "pglite" ? "198.51.100" : "203.0.113"}.${++seq}`;
    const email = (prefix: string) => `${prefix}-${kind}-${++seq}@example.com`;

    /** The same browser (its cookies) seen from another address. */
    function sameBrowser(c: TestClient, ip: string): TestClient {
      const moved = h.client({ ip });
      for (const [k, v] of c.cookies) moved.cookies.set(k, v);
      return moved;
    }

    /** Runs the human check in this browser as the sign-in form does; the pass lands in its cookies. */
    async function passHumanCheck(c: TestClient) {
      const challenge = await c.call("GET", "api/v1/recaptcha/challenge?action=login");
      expect(challenge.body.provider).toBe("pow");
      const verified = await c.call("POST", "api/v1/recaptcha/verify", {
        token: await solve(challenge.body.challenge),
        action: "login",
      });
      expect(verified.body.success).toBe(true);
    }

    test("thirty unknown e-mails from one address: users behind it still sign in, a new one at most passes a check", async () => {
      const nat = nextIp();
      const regular = await registeredClient(h, email("nat-regular"));
      const atNat = sameBrowser(regular.client, nat);
      const newcomer = await registeredClient(h, email("nat-new"));
      for (let i = 0; i < 30; i++) {
        const res = await h
          .client({ ip: nat })
          .call("POST", "auth/login", { email: `nobody-${i}@example.com`, password: "guess-guess" });
        expect(res.status).toBe(422);
      }
      // Someone who signed in before, from this very address.
      const back = await atNat.call("POST", "auth/login", { email: regular.email, password: PASSWORD });
      expect(back.status).toBe(200);
      // A user new to this address: signs in, or at most is asked to prove they are human.
      const fresh = h.client({ ip: nat });
      const first = await fresh.call("POST", "auth/login", { email: newcomer.email, password: PASSWORD });
      expect([200, 422]).toContain(first.status);
      if (first.status === 422) expect(humanCheckAsked(first)).toBe(true);
    });

    test("past the address's budget a known browser signs in at once and a new one passes the human check", async () => {
      const nat = nextIp();
      const regular = await registeredClient(h, email("budget-regular"));
      const atNat = sameBrowser(regular.client, nat);
      const newcomer = await registeredClient(h, email("budget-new"));
      const answers = [];
      for (let i = 0; i < 110; i++) {
        answers.push(
          await h
            .client({ ip: nat })
            .call("POST", "auth/login", { email: `stranger-${seq}-${i}@example.com`, password: "guess-guess" }),
        );
      }
      expect(answers.every((a) => a.status === 422)).toBe(true);
      expect(answers.filter((a) => a.body.message === LOGIN_FAILED)).toHaveLength(100);
      expect(answers.slice(100).every(humanCheckAsked)).toBe(true);

      expect((await atNat.call("POST", "auth/login", { email: regular.email, password: PASSWORD })).status).toBe(200);
      const fresh = h.client({ ip: nat });
      const asked = await fresh.call("POST", "auth/login", { email: newcomer.email, password: PASSWORD });
      expect(humanCheckAsked(asked)).toBe(true);
      await passHumanCheck(fresh);
      const signedIn = await fresh.call("POST", "auth/login", { email: newcomer.email, password: PASSWORD });
      expect(signedIn.status).toBe(200);
      // The pass was used up: the next new browser is asked again.
      const again = h.client({ ip: nat });
      expect(
        humanCheckAsked(await again.call("POST", "auth/login", { email: newcomer.email, password: PASSWORD })),
      ).toBe(true);
    }, 60_000);

    test("forty wrong passwords from eight addresses: the owner's browser signs in at once, a new one is checked, never locked", async () => {
      const owner = await registeredClient(h, email("spread"));
      expect(owner.client.cookies.get(DEVICE_COOKIE)).toBeString();
      h.mail.length = 0;
      const answers = [];
      for (const ip of Array.from({ length: 8 }, nextIp)) {
        for (let i = 0; i < 5; i++) {
          answers.push(
            await h.client({ ip }).call("POST", "auth/login", { email: owner.email, password: `wrong-${i}` }),
          );
        }
      }
      expect(answers.some((a) => a.status === 429)).toBe(false);
      expect(answers.filter((a) => a.body.message === LOGIN_FAILED)).toHaveLength(10);
      expect(answers.slice(10).every(humanCheckAsked)).toBe(true);

      // The owner's browser, from yet another address, without any check.
      const home = sameBrowser(owner.client, nextIp());
      expect((await home.call("POST", "auth/login", { email: owner.email, password: PASSWORD })).status).toBe(200);

      // A new browser: a human check (no wait), then the password works.
      const phone = h.client({ ip: nextIp() });
      const asked = await phone.call("POST", "auth/login", { email: owner.email, password: PASSWORD });
      expect(humanCheckAsked(asked)).toBe(true);
      expect(asked.headers.get("retry-after")).toBeNull();
      await passHumanCheck(phone);
      expect((await phone.call("POST", "auth/login", { email: owner.email, password: PASSWORD })).status).toBe(200);

      // The owner was mailed one unlock link, however many attempts were refused.
      const unlocks = h.mail.filter((m) => m.to === owner.email && /Unlock sign-in/.test(m.subject));
      expect(unlocks).toHaveLength(1);
    });

    test("the e-mailed unlock link lets one browser sign in without the check, and works once", async () => {
      const owner = await registeredClient(h, email("unlock"));
      h.mail.length = 0;
      for (const ip of Array.from({ length: 3 }, nextIp)) {
        for (let i = 0; i < 5; i++) {
          await h.client({ ip }).call("POST", "auth/login", { email: owner.email, password: `wrong-${i}` });
        }
      }
      const mail = h.mail.find((m) => m.to === owner.email && /Unlock sign-in/.test(m.subject));
      const token = mail?.text.match(/\/login\/unlock\/([A-Za-z0-9_-]+)/)?.[1];
      expect(token).toBeString();

      const laptop = h.client({ ip: nextIp() });
      expect(humanCheckAsked(await laptop.call("POST", "auth/login", { email: owner.email, password: PASSWORD }))).toBe(
        true,
      );
      const unlocked = await laptop.call("POST", "auth/unlock", { token });
      expect(unlocked.status).toBe(200);
      expect(laptop.cookies.get(DEVICE_COOKIE)).toBeString();
      // Opening the link signed nobody in: the password is still needed, then no check.
      expect((await laptop.call("GET", "api/v1/user-sessions")).status).toBe(401);
      const wrong = await laptop.call("POST", "auth/login", { email: owner.email, password: "not the password" });
      expect(wrong.body.message).toBe(LOGIN_FAILED);
      expect((await laptop.call("POST", "auth/login", { email: owner.email, password: PASSWORD })).status).toBe(200);

      const other = h.client({ ip: nextIp() });
      const reused = await other.call("POST", "auth/unlock", { token });
      expect(reused.status).toBe(422);
      expect(reused.body.errors.token).toEqual(["This unlock link is invalid or has already been used."]);
      expect(other.cookies.get(DEVICE_COOKIE)).toBeUndefined();
      expect((await other.call("POST", "auth/unlock", { token: "made-up" })).status).toBe(422);
    });

    test("failures from one address slow that address down progressively, not the account", async () => {
      const owner = await registeredClient(h, email("backoff"));
      const ip = nextIp();
      const statuses = [];
      for (let i = 0; i < 5; i++) {
        statuses.push(
          (await h.client({ ip }).call("POST", "auth/login", { email: owner.email, password: `w-${i}` })).status,
        );
      }
      expect(statuses).toEqual([422, 422, 422, 422, 422]);
      const sixth = await h.client({ ip }).call("POST", "auth/login", { email: owner.email, password: "w-5" });
      expect(sixth.status).toBe(429);
      expect(sixth.headers.get("retry-after")).toBe("1");
      await Bun.sleep(1100);
      const late = await h.client({ ip }).call("POST", "auth/login", { email: owner.email, password: "w-6" });
      expect(late.body.message).toBe(LOGIN_FAILED);
      const seventh = await h.client({ ip }).call("POST", "auth/login", { email: owner.email, password: "w-7" });
      expect(seventh.status).toBe(429);
      expect(seventh.headers.get("retry-after")).toBe("2");
      // Meanwhile the account signs in from elsewhere, new browser or not.
      expect(
        (await h.client({ ip: nextIp() }).call("POST", "auth/login", { email: owner.email, password: PASSWORD }))
          .status,
      ).toBe(200);
      await Bun.sleep(2100);
      expect(
        (await h.client({ ip }).call("POST", "auth/login", { email: owner.email, password: PASSWORD })).status,
      ).toBe(200);
    }, 20_000);

    test("addresses of one IPv6 /64 share a count: rotating through them buys no extra guesses", async () => {
      const owner = await registeredClient(h, email("ipv6"));
      const prefix = `2001:db8:${kind === "pglite" ? "a" : "b"}:${++seq}`;
      for (let i = 1; i <= 5; i++) {
        const res = await h
          .client({ ip: `${prefix}::${i}` })
          .call("POST", "auth/login", { email: owner.email, password: `w-${i}` });
        expect(res.body.message).toBe(LOGIN_FAILED);
      }
      const rotated = await h
        .client({ ip: `${prefix}::99` })
        .call("POST", "auth/login", { email: owner.email, password: "w-6" });
      expect(rotated.status).toBe(429);
    });

    test("a known browser has its own small budget: past it, it is treated like a new one", async () => {
      const owner = await registeredClient(h, email("device-budget"));
      // The account is under attack, so new browsers are checked.
      for (const ip of Array.from({ length: 2 }, nextIp)) {
        for (let i = 0; i < 5; i++) {
          await h.client({ ip }).call("POST", "auth/login", { email: owner.email, password: `wrong-${i}` });
        }
      }
      const stolen = sameBrowser(owner.client, nextIp());
      for (let i = 0; i < 5; i++) {
        const res = await stolen.call("POST", "auth/login", { email: owner.email, password: `guess-${i}` });
        expect(res.body.message).toBe(LOGIN_FAILED);
      }
      expect(
        humanCheckAsked(await stolen.call("POST", "auth/login", { email: owner.email, password: "guess-5" })),
      ).toBe(true);
    });

    test("two-factor: failed codes elsewhere do not lock the owner's own browser out", async () => {
      const owner = await registeredClient(h, email("tfa"));
      const c = owner.client;
      expect((await c.call("POST", "auth/user/confirm-password", { password: PASSWORD })).status).toBe(200);
      await c.call("POST", "auth/user/two-factor-authentication");
      const { secret } = (await c.call("GET", "auth/user/two-factor/qr-code")).body as { secret: string };
      await c.call("POST", "auth/user/confirmed-two-factor-authentication", { code: totp(secret) });

      // Someone with the password fails codes until the second factor locks for new browsers.
      let locked = false;
      for (let round = 0; round < 3 && !locked; round++) {
        const thief = h.client({ ip: nextIp() });
        expect(
          (await thief.call("POST", "auth/login", { email: owner.email, password: PASSWORD })).body.two_factor,
        ).toBe(true);
        for (let i = 0; i < 4 && !locked; i++) {
          const res = await thief.call("POST", "auth/two-factor-challenge", { code: String(100000 + round * 10 + i) });
          locked = res.status === 429;
        }
      }
      expect(locked).toBe(true);

      const home = sameBrowser(c, nextIp());
      expect((await home.call("POST", "auth/login", { email: owner.email, password: PASSWORD })).body.two_factor).toBe(
        true,
      );
      // The next step's code: the current one was used to turn two-factor on, and codes work once.
      const answer = await home.call("POST", "auth/two-factor-challenge", { code: totp(secret, 1) });
      expect(answer.body.message).toBeUndefined();
      expect(answer.status).toBe(200);
    });
  });
}
