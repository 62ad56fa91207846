import { describe, expect, test } from "bun:test";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { type Harness, harnessPerSuite, registeredClient } from "../../testing/harness.ts";

// A lone surrogate is no character: encoded for hashing it becomes U+FFFD, so two different
// passwords would be the same password. Every other text field refuses it already.
const LONE = "correct horse \ud800 battery";
const INVALID = ["The password is not valid text."];

for (const kind of testDatabaseKinds) {
  describe(`passwords refuse lone surrogates on ${kind}`, () => {
    let h: Harness;
    harnessPerSuite(kind, (x) => {
      h = x;
    });

    test("register", async () => {
      for (const password of [LONE, "correct horse \udfff battery", "\ud83dcorrect horse"]) {
        const res = await h.client().call("POST", "auth/register", {
          email: "surrogate@example.com",
          password,
          password_confirmation: password,
        });
        expect(res.status).toBe(422);
        expect(res.body.errors.password).toEqual(INVALID);
      }
      // A whole pair (an emoji) is a character like any other.
      const emoji = "correct horse \ud83c\udfb5 battery";
      const ok = await h.client().call("POST", "auth/register", {
        email: "surrogate@example.com",
        password: emoji,
        password_confirmation: emoji,
      });
      expect(ok.status).toBe(200);
    });

    test("reset", async () => {
      await registeredClient(h, "surrogate-reset@example.com");
      await h.client().call("POST", "auth/forgot-password", { email: "surrogate-reset@example.com" });
      const token =
        h.mail.at(-1)?.text.match(/http:\/\/backbeat\.test\/password\/reset\/([a-z0-9]+)\?email=/)?.[1] ?? "";
      expect(token.length).toBeGreaterThan(40);
      const res = await h.client().call("POST", "auth/reset-password", {
        token,
        email: "surrogate-reset@example.com",
        password: LONE,
        password_confirmation: LONE,
      });
      expect(res.status).toBe(422);
      expect(res.body.errors.password).toEqual(INVALID);
    });

    test("change password, and signing in", async () => {
      const { client, password } = await registeredClient(h, "surrogate-change@example.com");
      const res = await client.call("PUT", "auth/user/password", {
        current_password: password,
        password: LONE,
        password_confirmation: LONE,
      });
      expect(res.status).toBe(422);
      expect(res.body.errors.password).toEqual(INVALID);
      const login = await h
        .client()
        .call("POST", "auth/login", { email: "surrogate-change@example.com", password: LONE });
      expect(login.status).toBe(422);
      expect(login.body.errors.password).toEqual(INVALID);
    });
  });
}
