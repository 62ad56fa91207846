import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import {
  CONTACT_MAX_PER_WINDOW,
  CONTACT_MESSAGE_MAX,
  resetContactThrottle,
  resetHumanCheckThrottle,
} from "@backbeat/core";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { type SmtpCapture, startSmtpCapture } from "@backbeat/test-support/smtp";
import { type Challenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/sha";
import { createHarness, type Harness, mailOverSmtp, type TestClient } from "../../testing/harness.ts";

const HMAC_KEY = "test-hmac-key-for-contact";
const OWNER = "owner@backbeat.test";
const visitor = { name: "Ada Lovelace", email: "ada@example.com", message: "Hello!\nDo you book gigs?" };

async function solvedToken(c: TestClient, action?: "contact"): Promise<string> {
  const challenge = await c.call("GET", `api/v1/recaptcha/challenge${action ? `?action=${action}` : ""}`);
  expect(challenge.body.provider).toBe("pow");
  const solution = await solveChallenge({ challenge: challenge.body.challenge as Challenge, deriveKey });
  if (!solution) throw new Error("unsolved");
  return btoa(JSON.stringify({ challenge: challenge.body.challenge, solution }));
}

/** The browser's way: solve, verify (which leaves the pass cookie), then send. */
async function passCheck(c: TestClient) {
  const verified = await c.call("POST", "api/v1/recaptcha/verify", { token: await solvedToken(c), action: "contact" });
  expect(verified.body).toEqual({ success: true });
}

for (const kind of testDatabaseKinds) {
  describe(`contact page (POST contact-page) on ${kind}`, () => {
    let h: Harness;
    let smtp: SmtpCapture;
    beforeAll(async () => {
      h = await createHarness(kind);
      smtp = startSmtpCapture();
      mailOverSmtp(h, await smtp.ready);
      h.services.config.auth = { captchaHmacKey: HMAC_KEY };
      await h.services.settings.save([{ name: "mail.contact_page_address", value: OWNER, private: true }]);
      resetHumanCheckThrottle();
      resetContactThrottle();
    }, 60_000);
    afterAll(async () => {
      await smtp.stop();
      await h.close();
    });

    test("a checked message is e-mailed to the contact address with Reply-To the visitor", async () => {
      const c = h.client({ ip: "198.51.100.1" });
      await passCheck(c);
      const before = smtp.received.length;
      const res = await c.call("POST", "api/v1/contact-page", visitor);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: "Your message has been submitted." });
      // The pass is used up and cleared.
      expect(c.cookies.has("backbeat_human")).toBe(false);
      expect(smtp.received).toHaveLength(before + 1);
      const mail = smtp.received.at(-1);
      expect(mail?.to).toEqual([OWNER]);
      expect(mail?.raw).toContain("Reply-To: ada@example.com");
      expect(mail?.raw).toContain("Subject: Backbeat contact: a message from Ada Lovelace");
      expect(mail?.raw).toContain("Do you book gigs?");

      // Without the setting, mail goes to the outgoing sender address.
      await h.services.settings.save([
        { name: "mail.contact_page_address", value: "", private: true },
        { name: "mail.from_address", value: "mail@backbeat.test", private: true },
      ]);
      try {
        await passCheck(c);
        expect((await c.call("POST", "api/v1/contact-page", visitor)).status).toBe(200);
        expect(smtp.received.at(-1)?.to).toEqual(["mail@backbeat.test"]);
      } finally {
        await h.services.settings.save([
          { name: "mail.contact_page_address", value: OWNER, private: true },
          { name: "mail.from_address", value: "", private: true },
        ]);
      }
    });

    test("the bot check always runs: no pass, a reused pass, a bad or replayed proof of work are refused", async () => {
      const c = h.client({ ip: "198.51.100.2" });
      const before = smtp.received.length;
      const none = await c.call("POST", "api/v1/contact-page", visitor);
      expect(none.status).toBe(422);
      expect(none.body.message).toBe("Could not verify you are human.");

      // A token sent with the message works once; the same token again fails.
      const token = await solvedToken(c);
      expect((await c.call("POST", "api/v1/contact-page", { ...visitor, captcha_token: token })).status).toBe(200);
      const replay = await c.call("POST", "api/v1/contact-page", { ...visitor, captcha_token: token });
      expect(replay.status).toBe(422);

      // A guessed derived key is no proof.
      const forged = JSON.parse(atob(await solvedToken(c)));
      forged.solution.derivedKey = "00".repeat(32);
      const bad = await c.call("POST", "api/v1/contact-page", {
        ...visitor,
        captcha_token: btoa(JSON.stringify(forged)),
      });
      expect(bad.status).toBe(422);
      expect(bad.body.message).toBe("Could not verify you are human.");

      // A pass earned for registration does not open the contact form.
      const other = h.client({ ip: "198.51.100.6" });
      const verified = await other.call("POST", "api/v1/recaptcha/verify", {
        token: await solvedToken(other),
        action: "register",
      });
      expect(verified.body).toEqual({ success: true });
      expect((await other.call("POST", "api/v1/contact-page", visitor)).status).toBe(422);

      expect(smtp.received).toHaveLength(before + 1);
    });

    test("fields are required and bounded: a 1 MB message is a field error, never a 500", async () => {
      const c = h.client({ ip: "198.51.100.3" });
      const empty = await c.call("POST", "api/v1/contact-page", {});
      expect(empty.status).toBe(422);
      expect(Object.keys(empty.body.errors).sort()).toEqual(["email", "message", "name"]);
      const email = await c.call("POST", "api/v1/contact-page", { ...visitor, email: "not-an-address" });
      expect(email.status).toBe(422);
      expect(email.body.errors.email).toEqual(["Enter a valid email address."]);
      const huge = await c.call("POST", "api/v1/contact-page", { ...visitor, message: "x".repeat(1024 * 1024) });
      expect(huge.status).toBe(422);
      expect(huge.body.errors.message).toEqual([
        `The message may not be greater than ${CONTACT_MESSAGE_MAX} characters.`,
      ]);
      const nul = await c.call("POST", "api/v1/contact-page", { ...visitor, name: "A\u0000B" });
      expect(nul.status).toBe(422);
      expect(nul.body.errors.name).toBeDefined();
      for (const junk of [null, [], "text", 42, { name: 5, email: {}, message: [] }]) {
        expect((await c.call("POST", "api/v1/contact-page", junk)).status).toBe(422);
      }
    });

    test("reCAPTCHA is used when keys are set and the contact switch is on; otherwise the proof of work", async () => {
      const siteverify = Bun.serve({
        port: 0,
        hostname: "127.0.0.1",
        async fetch(request) {
          const form = Object.fromEntries(new URLSearchParams(await request.text()));
          const human = form.secret === "contact-secret" && form.response === "human";
          return Response.json({ success: human, score: 0.9, action: "contact" });
        },
      });
      h.services.config.auth = {
        captchaHmacKey: HMAC_KEY,
        recaptchaSecret: "contact-secret",
        recaptchaVerifyUrl: `http://127.0.0.1:${siteverify.port}/`,
      };
      await h.services.settings.save([{ name: "recaptcha.site_key", value: "site-key-contact" }]);
      try {
        const c = h.client({ ip: "198.51.100.7" });
        // Keys alone: the contact form keeps the proof of work until its switch is on.
        expect((await c.call("GET", "api/v1/recaptcha/challenge?action=contact")).body.provider).toBe("pow");
        expect(
          (await c.call("POST", "api/v1/contact-page", { ...visitor, captcha_token: await solvedToken(c, "contact") }))
            .status,
        ).toBe(200);

        await h.services.settings.save([{ name: "recaptcha.enable", value: { register: false, contact: true } }]);
        expect((await c.call("GET", "api/v1/recaptcha/challenge?action=contact")).body).toEqual({
          provider: "recaptcha",
          site_key: "site-key-contact",
        });
        const verified = await c.call("POST", "api/v1/recaptcha/verify", { token: "human", action: "contact" });
        expect(verified.body).toEqual({ success: true });
        expect((await c.call("POST", "api/v1/contact-page", visitor)).status).toBe(200);
        const robot = await c.call("POST", "api/v1/contact-page", { ...visitor, captcha_token: "robot" });
        expect(robot.status).toBe(422);
      } finally {
        await h.services.settings.save([
          { name: "recaptcha.site_key", value: "" },
          { name: "recaptcha.enable", value: { register: false, contact: false } },
        ]);
        h.services.config.auth = { captchaHmacKey: HMAC_KEY };
        siteverify.stop(true);
      }
    });

    test(`each client address sends at most ${CONTACT_MAX_PER_WINDOW} messages an hour; refused forms do not count`, async () => {
      const c = h.client({ ip: "198.51.100.4" });
      for (let i = 0; i < CONTACT_MAX_PER_WINDOW + 2; i++) {
        expect((await c.call("POST", "api/v1/contact-page", { ...visitor, email: "" })).status).toBe(422);
      }
      for (let i = 0; i < CONTACT_MAX_PER_WINDOW; i++) {
        const token = await solvedToken(c);
        const sent = await c.call("POST", "api/v1/contact-page", { ...visitor, captcha_token: token });
        expect(sent.status).toBe(200);
      }
      const token = await solvedToken(c);
      const refused = await c.call("POST", "api/v1/contact-page", { ...visitor, captcha_token: token });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      // Another address is not affected.
      const elsewhere = h.client({ ip: "198.51.100.5" });
      const fresh = await solvedToken(elsewhere);
      expect((await elsewhere.call("POST", "api/v1/contact-page", { ...visitor, captcha_token: fresh })).status).toBe(
        200,
      );
    });
  });
}
