import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { challengeId, forgetCachedSessions, resetPasskeyThrottle } from "@backbeat/core";
import { passkeysRepo, sql } from "@backbeat/db";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { createHarness, type Harness, registeredClient, type TestClient } from "../../testing/harness.ts";
import { SoftAuthenticator } from "../../testing/soft-authenticator.ts";

const PASSWORD = "correct horse battery";
const ORIGIN = "http://backbeat.test";

for (const kind of testDatabaseKinds) {
  describe(`passkeys on ${kind}`, () => {
    let h: Harness;
    beforeAll(async () => {
      h = await createHarness(kind);
      resetPasskeyThrottle();
    }, 60_000);
    afterAll(async () => {
      await h.close();
    });

    async function confirm(c: TestClient) {
      expect((await c.call("POST", "auth/user/confirm-password", { password: PASSWORD })).status).toBe(200);
    }

    async function addPasskey(c: TestClient, authenticator: SoftAuthenticator, name?: string) {
      const options = await c.call("POST", "api/v1/passkeys/registration-options");
      expect(options.status).toBe(200);
      const response = await authenticator.register(options.body as never);
      return c.call("POST", "api/v1/passkeys", { name, response });
    }

    async function passkeyLogin(c: TestClient, authenticator: SoftAuthenticator, extra = {}) {
      const options = await c.call("POST", "auth/passkeys/login-options");
      expect(options.status).toBe(200);
      const response = await authenticator.authenticate(options.body as never, extra);
      return { options: options.body, response, answer: await c.call("POST", "auth/passkeys/login", { response }) };
    }

    test("adding a passkey needs a recently confirmed password; the options name this site and user", async () => {
      const { client: c, userId } = await registeredClient(h, "passkey-owner@example.com", PASSWORD);
      const refused = await c.call("POST", "api/v1/passkeys/registration-options");
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe("Password confirmation required.");
      await confirm(c);
      const options = await c.call("POST", "api/v1/passkeys/registration-options");
      expect(options.body.rp).toEqual({ name: "Backbeat", id: "backbeat.test" });
      expect(options.body.user.name).toBe("passkey-owner@example.com");
      expect(options.body.authenticatorSelection.residentKey).toBe("required");
      expect(options.body.attestation).toBe("none");

      const authenticator = new SoftAuthenticator(ORIGIN);
      const response = await authenticator.register(options.body as never);
      const added = await c.call("POST", "api/v1/passkeys", { name: "Laptop", response });
      expect(added.status).toBe(200);
      expect(added.body.passkey.name).toBe("Laptop");
      // The same answer cannot be replayed: its challenge is gone.
      const replay = await c.call("POST", "api/v1/passkeys", { name: "Again", response });
      expect(replay.status).toBe(422);

      const user = (await c.call("GET", `api/v1/users/${userId}`)).body.user;
      expect(user.passkeys.map((p: { name: string }) => p.name)).toEqual(["Laptop"]);
      // The next one gets a default name and excludes the first.
      const next = await c.call("POST", "api/v1/passkeys/registration-options");
      expect(next.body.excludeCredentials.map((x: { id: string }) => x.id)).toEqual([added.body.passkey.id]);
      const second = await authenticator.register(next.body as never);
      expect((await c.call("POST", "api/v1/passkeys", { response: second })).body.passkey.name).toBe("Passkey 2");
    });

    test("sign in with a passkey: single-use, expiring challenges; origin, signature and user verification checked", async () => {
      const { client: owner, userId } = await registeredClient(h, "passkey-login@example.com", PASSWORD);
      await confirm(owner);
      const authenticator = new SoftAuthenticator(ORIGIN);
      expect((await addPasskey(owner, authenticator)).status).toBe(200);

      const c = h.client();
      const { response, answer } = await passkeyLogin(c, authenticator);
      expect(answer.status).toBe(200);
      expect(answer.body.bootstrapData.user.id).toBe(userId);
      const cookie = answer.headers.getSetCookie().find((l) => l.startsWith("backbeat_session="));
      expect(cookie).toContain("HttpOnly");
      const stored = (await passkeysRepo.listPasskeys(h.services.db, userId))[0];
      expect(Number(stored?.counter)).toBe(1);
      expect(stored?.last_used_at).not.toBeNull();

      // Replaying the same assertion: the challenge was used up.
      const replay = await h.client().call("POST", "auth/passkeys/login", { response });
      expect(replay.status).toBe(422);
      expect(replay.body.errors.passkey).toEqual(["This passkey could not be verified. Please try again."]);

      // A challenge past its five minutes is refused.
      const stale = await h.client().call("POST", "auth/passkeys/login-options");
      await sql`update auth_challenges set expires_at = now() - interval '1 second' where id = ${challengeId("passkey_login", stale.body.challenge)}`.execute(
        h.services.db,
      );
      const late = await authenticator.authenticate(stale.body as never);
      expect((await h.client().call("POST", "auth/passkeys/login", { response: late })).status).toBe(422);

      // Another origin (a phishing page relaying the ceremony) is refused.
      const phished = await passkeyLogin(h.client(), authenticator, { origin: "http://evil.test" });
      expect(phished.answer.status).toBe(422);
      // Without user verification it is refused too.
      const unverified = await passkeyLogin(h.client(), authenticator, { userVerified: false });
      expect(unverified.answer.status).toBe(422);
      // An unknown credential is refused.
      const stranger = new SoftAuthenticator(ORIGIN);
      await stranger.register({ challenge: "x", rp: { id: "backbeat.test" }, user: { id: "u" } });
      expect((await passkeyLogin(h.client(), stranger)).answer.status).toBe(422);
      // A forged signature (another key over the right data) is refused.
      const forged = await passkeyLogin(h.client(), authenticator, {
        credential: {
          ...(authenticator.credentials[0] as NonNullable<(typeof authenticator.credentials)[0]>),
          keys: stranger.credentials[0]?.keys as CryptoKeyPair,
        },
      });
      expect(forged.answer.status).toBe(422);
    });

    test("removing passkeys: own only, password confirmed; a removed passkey no longer signs in", async () => {
      const a = await registeredClient(h, "passkey-a@example.com", PASSWORD);
      const b = await registeredClient(h, "passkey-b@example.com", PASSWORD);
      await confirm(a.client);
      const authenticator = new SoftAuthenticator(ORIGIN);
      const id = (await addPasskey(a.client, authenticator)).body.passkey.id as string;

      expect((await h.client().call("DELETE", `api/v1/passkeys/${id}`)).status).toBe(401);
      await confirm(b.client);
      expect((await b.client.call("DELETE", `api/v1/passkeys/${id}`)).status).toBe(404);
      expect((await a.client.call("DELETE", "api/v1/passkeys/missing")).status).toBe(404);
      // Without a fresh confirmation: refused.
      await sql`update sessions set password_confirmed_at = null where user_id = ${a.userId}`.execute(h.services.db);
      // Written behind the repositories' back, so the request path's session memory is told.
      forgetCachedSessions();
      expect((await a.client.call("DELETE", `api/v1/passkeys/${id}`)).status).toBe(403);
      await confirm(a.client);
      const removed = await a.client.call("DELETE", `api/v1/passkeys/${id}`);
      expect(removed.body.message).toBe("Passkey removed");
      expect((await passkeyLogin(h.client(), authenticator)).answer.status).toBe(422);
    });

    test("bad input answers 401/422, never 500", async () => {
      const { client: c } = await registeredClient(h, "passkey-bad@example.com", PASSWORD);
      for (const body of [{}, { response: "x" }, { response: { id: "a", rawId: "a", type: "public-key" } }]) {
        expect((await h.client().call("POST", "auth/passkeys/login", body)).status).toBe(422);
      }
      const garbage = {
        id: "abc",
        rawId: "abc",
        type: "public-key",
        response: { clientDataJSON: "!!!", authenticatorData: "x", signature: "y" },
        clientExtensionResults: {},
      };
      expect((await h.client().call("POST", "auth/passkeys/login", { response: garbage })).status).toBe(422);
      expect((await h.client().call("POST", "api/v1/passkeys/registration-options")).status).toBe(401);
      await confirm(c);
      const tooLong = await c.call("POST", "api/v1/passkeys", { name: "x".repeat(101), response: garbage });
      expect(tooLong.status).toBe(422);
    });
  });
}
