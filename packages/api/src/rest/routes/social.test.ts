import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createHash } from "node:crypto";
import { socialProfilesRepo, usersRepo } from "@backbeat/db";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { Events, OAuth2Server } from "oauth2-mock-server";
import { createHarness, type Harness, registeredClient, type TestClient } from "../../testing/harness.ts";

const PASSWORD = "correct horse battery";

interface PopupMessage {
  type: string;
  status: "SUCCESS" | "ALREADY_LOGGED_IN" | "REQUEST_PASSWORD" | "ERROR";
  callbackData: {
    bootstrapData: { user: { id: number; email: string; name: string } | null } | null;
    errorMessage: string | null;
    two_factor?: boolean;
  };
}

/** The message the popup page posts to its opener. */
function popupMessage(html: string): PopupMessage {
  const json = /var message = (\{[\s\S]*?\});\n/.exec(html)?.[1];
  if (!json) throw new Error(`no social-auth message in: ${html.slice(0, 300)}`);
  return JSON.parse(json) as PopupMessage;
}

for (const kind of testDatabaseKinds) {
  describe(`social sign-in against a local OAuth2 server on ${kind}`, () => {
    let h: Harness;
    let oauth: OAuth2Server;
    let issuer: string;
    const tokenRequests: { authorization: string | undefined; body: Record<string, string> }[] = [];

    beforeAll(async () => {
      h = await createHarness(kind);
      oauth = new OAuth2Server();
      await oauth.issuer.keys.generate("RS256");
      await oauth.start(0, "127.0.0.1");
      issuer = oauth.issuer.url as string;
      oauth.service.on(
        Events.BeforeResponse,
        (_response: unknown, req: { headers: Record<string, string>; body: Record<string, string> }) => {
          tokenRequests.push({ authorization: req.headers.authorization, body: { ...req.body } });
        },
      );
      const endpoints = {
        authorizeUrl: `${issuer}/authorize`,
        tokenUrl: `${issuer}/token`,
        userInfoUrl: `${issuer}/userinfo`,
      };
      h.services.config.auth = {
        social: {
          google: { clientId: "bb-google", clientSecret: "google-secret", ...endpoints },
          envato: { clientId: "bb-envato", clientSecret: "envato-secret", ...endpoints },
          facebook: { clientId: "bb-facebook", clientSecret: "facebook-secret", ...endpoints },
        },
      };
      await h.services.settings.save([
        { name: "social.google.enable", value: true },
        { name: "social.envato.enable", value: true },
        { name: "social.facebook.enable", value: false },
      ]);
    }, 60_000);

    afterAll(async () => {
      await oauth.stop();
      await h.close();
    });

    /** Opens the popup path, follows the provider's redirect, and returns the callback's answer. */
    async function popup(c: TestClient, service: string, mode: "login" | "connect", userinfo: Record<string, unknown>) {
      const start = await c.call("GET", `secure/auth/social/${service}/${mode}`);
      if (start.status !== 302)
        return { start, authorizeUrl: null, callbackUrl: null, message: popupMessage(start.body.raw) };
      const authorizeUrl = new URL(start.headers.get("location") ?? "");
      oauth.service.once(Events.BeforeUserinfo, (response: { body: unknown }) => {
        response.body = userinfo;
      });
      const redirect = await fetch(authorizeUrl, { redirect: "manual" });
      const callbackUrl = new URL(redirect.headers.get("location") ?? "");
      const callback = await c.call("GET", `${callbackUrl.pathname.slice(1)}${callbackUrl.search}`);
      expect(callback.status).toBe(200);
      expect(callback.headers.get("content-security-policy")).toContain("script-src 'nonce-");
      return { start, authorizeUrl, callbackUrl, callback, message: popupMessage(callback.body.raw) };
    }

    test("login runs the authorization code flow with state and PKCE and creates the account", async () => {
      const c = h.client();
      const run = await popup(c, "google", "login", {
        sub: "google-new-1",
        email: "New.Social@example.com",
        email_verified: true,
        name: "New Social",
      });
      const url = run.authorizeUrl as URL;
      expect(url.origin + url.pathname).toBe(`${issuer}/authorize`);
      expect(url.searchParams.get("client_id")).toBe("bb-google");
      expect(url.searchParams.get("redirect_uri")).toBe("http://backbeat.test/secure/auth/social/google/callback");
      expect(url.searchParams.get("code_challenge_method")).toBe("S256");
      expect(url.searchParams.get("scope")).toBe("openid email profile");
      const state = url.searchParams.get("state") ?? "";
      expect(state.length).toBeGreaterThan(20);
      // The state is bound to this browser by an HttpOnly cookie.
      const stateCookie = run.start.headers.getSetCookie().find((l) => l.startsWith("backbeat_oauth="));
      expect(stateCookie).toContain("HttpOnly");
      expect(stateCookie).toContain("SameSite=Lax");
      // The token request carried the client credentials, the redirect URI and the PKCE verifier.
      const tokenRequest = tokenRequests.at(-1);
      expect(tokenRequest?.authorization).toBe(`Basic ${btoa("bb-google:google-secret")}`);
      expect(tokenRequest?.body.redirect_uri).toBe("http://backbeat.test/secure/auth/social/google/callback");
      const verifier = tokenRequest?.body.code_verifier ?? "";
      expect(createHash("sha256").update(verifier).digest("base64url")).toBe(
        url.searchParams.get("code_challenge") ?? "",
      );

      expect(run.message.type).toBe("social-auth");
      expect(run.message.status).toBe("SUCCESS");
      expect(run.message.callbackData.bootstrapData?.user?.email).toBe("new.social@example.com");
      expect(run.message.callbackData.bootstrapData?.user?.name).toBe("New Social");
      expect(c.cookies.has("backbeat_session")).toBe(true);
      expect(c.cookies.has("backbeat_oauth")).toBe(false);
      const user = await usersRepo.findUserByEmail(h.services.db, "new.social@example.com");
      expect(user?.password).toBeNull();
      expect(user?.email_verified_at).not.toBeNull();
      const profile = await socialProfilesRepo.findSocialProfile(h.services.db, "google", "google-new-1");
      expect(profile?.user_id).toBe(user?.id as number);

      // Signed in already: the popup answers ALREADY_LOGGED_IN without visiting the provider.
      const again = await c.call("GET", "secure/auth/social/google/login");
      expect(again.status).toBe(200);
      expect(popupMessage(again.body.raw).status).toBe("ALREADY_LOGGED_IN");

      // A fresh browser with the same Google account signs in to the same user.
      const other = await popup(h.client(), "google", "login", { sub: "google-new-1", email: "changed@example.com" });
      expect(other.message.status).toBe("SUCCESS");
      expect(other.message.callbackData.bootstrapData?.user?.id).toBe(user?.id as number);
    });

    test("an unverified account signing in with a provider that verified its address is verified", async () => {
      const email = "unverified.social@example.com";
      const created = await usersRepo.insertUser(h.services.db, { email, name: "Unverified", password: null });
      const run = await popup(h.client(), "google", "login", {
        sub: "google-unverified-1",
        email,
        email_verified: true,
      });
      expect(run.message.status).toBe("SUCCESS");
      expect((await usersRepo.findUserById(h.services.db, created.id))?.email_verified_at).not.toBeNull();

      // A provider that has not verified the address vouches for nothing.
      const other = await usersRepo.insertUser(h.services.db, { email: "other.social@example.com", name: "O" });
      await socialProfilesRepo.upsertSocialProfile(h.services.db, {
        user_id: other.id,
        service_name: "google",
        user_service_id: "google-unverified-2",
        username: null,
      });
      await popup(h.client(), "google", "login", {
        sub: "google-unverified-2",
        email: "other.social@example.com",
        email_verified: false,
      });
      expect((await usersRepo.findUserById(h.services.db, other.id))?.email_verified_at).toBeNull();
    });

    test("the callback refuses a missing or foreign state, and a state is used once", async () => {
      const c = h.client();
      const start = await c.call("GET", "secure/auth/social/google/login");
      const authorizeUrl = new URL(start.headers.get("location") ?? "");
      const redirect = await fetch(authorizeUrl, { redirect: "manual" });
      const callbackUrl = new URL(redirect.headers.get("location") ?? "");
      const path = `${callbackUrl.pathname.slice(1)}${callbackUrl.search}`;

      // Another browser (no state cookie) cannot complete it: login CSRF is refused.
      const foreign = await h.client().call("GET", path);
      expect(popupMessage(foreign.body.raw).status).toBe("ERROR");
      // A tampered state is refused.
      const tampered = new URL(callbackUrl);
      tampered.searchParams.set("state", "x".repeat(43));
      const bad = await c.call("GET", `${tampered.pathname.slice(1)}${tampered.search}`);
      expect(popupMessage(bad.body.raw).callbackData.errorMessage).toBe(
        "Your sign in attempt has expired. Please try again.",
      );
      // The genuine one was used up by neither; it still works once, then never again.
      c.cookies.set("backbeat_oauth", callbackUrl.searchParams.get("state") ?? "");
      oauth.service.once(Events.BeforeUserinfo, (r: { body: unknown }) => {
        r.body = { sub: "google-state-1", email: "state@example.com" };
      });
      expect(popupMessage((await c.call("GET", path)).body.raw).status).toBe("SUCCESS");
      const replay = h.client();
      replay.cookies.set("backbeat_oauth", callbackUrl.searchParams.get("state") ?? "");
      expect(popupMessage((await replay.call("GET", path)).body.raw).status).toBe("ERROR");
    });

    test("provider errors and refused codes end in ERROR with a message, never a 500", async () => {
      const c = h.client();
      const start = await c.call("GET", "secure/auth/social/google/login");
      const state = new URL(start.headers.get("location") ?? "").searchParams.get("state");
      const denied = await c.call("GET", `secure/auth/social/google/callback?error=access_denied&state=${state}`);
      expect(popupMessage(denied.body.raw).callbackData.errorMessage).toBe("Google sign in was cancelled.");

      oauth.service.once(Events.BeforeResponse, (response: { body: unknown; statusCode: number }) => {
        response.body = { error: "invalid_grant" };
        response.statusCode = 400;
      });
      const refused = await popup(h.client(), "google", "login", { sub: "never" });
      expect(refused.message.status).toBe("ERROR");
      expect(refused.message.callbackData.errorMessage).toBe("Could not retrieve social sign in account.");

      const noEmail = await popup(h.client(), "google", "login", { sub: "no-email" });
      expect(noEmail.message.callbackData.errorMessage).toBe(
        "We could not get an email address from your Google account.",
      );

      // Disabled in settings: the popup explains; unknown providers are 404.
      const disabled = await h.client().call("GET", "secure/auth/social/facebook/login");
      expect(popupMessage(disabled.body.raw).callbackData.errorMessage).toBe("Facebook sign in is not available.");
      expect((await h.client().call("GET", "secure/auth/social/myspace/login")).status).toBe(404);
      expect((await h.client().call("GET", "secure/auth/social/google/callback")).status).toBe(200);
    });

    test("an e-mail that already has an account asks for its password before linking", async () => {
      const owner = await registeredClient(h, "owner@example.com", PASSWORD);
      const c = h.client();
      const run = await popup(c, "envato", "login", {
        sub: "envato-owner",
        email: "owner@example.com",
        username: "ownr",
      });
      // Envato goes without PKCE.
      expect(run.authorizeUrl?.searchParams.has("code_challenge")).toBe(false);
      expect(run.message.status).toBe("REQUEST_PASSWORD");
      expect(run.message.callbackData.bootstrapData).toBeNull();
      expect(c.cookies.has("backbeat_session")).toBe(false);

      expect((await h.client().call("POST", "secure/auth/social/connect", { password: PASSWORD })).status).toBe(422);
      const missing = await c.call("POST", "secure/auth/social/connect", {});
      expect(missing.body.errors.password).toEqual(["The password field is required."]);
      const wrong = await c.call("POST", "secure/auth/social/connect", { password: "not the password" });
      expect(wrong.status).toBe(422);
      expect(wrong.body.errors.password).toEqual(["The provided password is incorrect."]);
      const right = await c.call("POST", "secure/auth/social/connect", { password: PASSWORD });
      expect(right.status).toBe(200);
      expect(right.body.bootstrapData.user.id).toBe(owner.userId);
      // Used once.
      expect((await c.call("POST", "secure/auth/social/connect", { password: PASSWORD })).status).toBe(422);

      const user = (await owner.client.call("GET", `api/v1/users/${owner.userId}`)).body.user;
      expect(user.social_profiles).toEqual([{ service_name: "envato", username: "ownr" }]);
      const next = await popup(h.client(), "envato", "login", { sub: "envato-owner" });
      expect(next.message.status).toBe("SUCCESS");
      expect(next.message.callbackData.bootstrapData?.user?.id).toBe(owner.userId);
    });

    test("a two-factor account signs in through the popup only as far as the code step", async () => {
      const { client, userId } = await registeredClient(h, "twofactor-social@example.com", PASSWORD);
      await usersRepo.updateUser(h.services.db, userId, {
        two_factor_secret: "JBSWY3DPEHPK3PXP",
        two_factor_confirmed_at: new Date(),
      });
      await socialProfilesRepo.upsertSocialProfile(h.services.db, {
        user_id: userId,
        service_name: "google",
        user_service_id: "google-2fa",
        username: null,
      });
      void client;
      const c = h.client();
      const run = await popup(c, "google", "login", { sub: "google-2fa" });
      expect(run.message.status).toBe("SUCCESS");
      expect(run.message.callbackData).toEqual({ bootstrapData: null, errorMessage: null, two_factor: true });
      expect(c.cookies.has("backbeat_session")).toBe(false);
      expect(c.cookies.has("backbeat_2fa")).toBe(true);
    });

    test("connect and disconnect from account settings", async () => {
      const { client: c, userId } = await registeredClient(h, "connector@example.com", PASSWORD);
      // Guests cannot start a connect.
      const guest = await h.client().call("GET", "secure/auth/social/google/connect");
      expect(popupMessage(guest.body.raw).status).toBe("ERROR");

      const run = await popup(c, "google", "connect", { sub: "google-connector", email: "other@example.com" });
      expect(run.message.status).toBe("SUCCESS");
      expect(run.message.callbackData.bootstrapData?.user?.id).toBe(userId);
      let user = (await c.call("GET", `api/v1/users/${userId}`)).body.user;
      expect(user.social_profiles.map((p: { service_name: string }) => p.service_name)).toEqual(["google"]);

      // The same Google account cannot be connected to a second user.
      const second = await registeredClient(h, "second-connector@example.com", PASSWORD);
      const taken = await popup(second.client, "google", "connect", { sub: "google-connector" });
      expect(taken.message.callbackData.errorMessage).toBe(
        "This Google account is already connected to another account.",
      );

      expect((await h.client().call("POST", "secure/auth/social/google/disconnect")).status).toBe(401);
      expect((await second.client.call("POST", "secure/auth/social/google/disconnect")).status).toBe(404);
      expect((await c.call("POST", "secure/auth/social/nope/disconnect")).status).toBe(404);
      const off = await c.call("POST", "secure/auth/social/google/disconnect");
      expect(off.status).toBe(200);
      expect(off.body.message).toBe("Disabled Google account");
      user = (await c.call("GET", `api/v1/users/${userId}`)).body.user;
      expect(user.social_profiles).toEqual([]);
    });

    test("an account created by social sign-in keeps its only way in", async () => {
      const c = h.client();
      const run = await popup(c, "google", "login", { sub: "google-only", email: "only-social@example.com" });
      expect(run.message.status).toBe("SUCCESS");
      const res = await c.call("POST", "secure/auth/social/google/disconnect");
      expect(res.status).toBe(422);
      expect(res.body.message).toContain("Set a password before disconnecting");
    });

    test("registration disabled: unknown e-mails are refused, linked accounts still sign in", async () => {
      await h.services.settings.save([{ name: "registration.disable", value: true }]);
      try {
        const refused = await popup(h.client(), "google", "login", { sub: "google-late", email: "late@example.com" });
        expect(refused.message.callbackData.errorMessage).toBe("Registration is currently disabled.");
        const linked = await popup(h.client(), "google", "login", { sub: "google-new-1" });
        expect(linked.message.status).toBe("SUCCESS");
      } finally {
        await h.services.settings.save([{ name: "registration.disable", value: false }]);
      }
    });
  });
}
