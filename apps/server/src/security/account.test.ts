import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { forgetCachedSessions, resetPasswordThrottle, resetVerificationThrottle } from "@backbeat/core";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { registerUser, resetPassword, signedIn, startTestServer, TEST_ADMIN, TestClient } from "../testing/harness.ts";

/**
 * Account findings of an outside security probe, replayed against a real server: avatar paths
 * naming other users' files, e-mail verification enforced only in the browser, and personal
 * access tokens minted without a password that outlived a password reset.
 */

const PASSWORD = "correct horse battery";
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const UNVERIFIED = "Please verify your email address first.";
const CONFIRM_FIRST = "Password confirmation required.";

type Json = Record<string, unknown> & { message?: string; errors?: Record<string, string[]> };

for (const kind of testDatabaseKinds) {
  describe(`account security on ${kind}`, () => {
    let server: Awaited<ReturnType<typeof startTestServer>>;
    let seq = 0;
    beforeAll(async () => {
      server = await startTestServer(kind);
      // Mail throttles live in memory per process, keyed by user id or address: the other
      // database kind's run must not count against this one.
      resetVerificationThrottle();
      resetPasswordThrottle();
    }, 60_000);
    afterAll(() => server?.stop());

    const services = () => server.server.started.services;
    const setEmailConfirmation = (on: boolean) =>
      services().settings.save([{ name: "require_email_confirmation", value: on }]);

    async function call(c: TestClient, method: string, path: string, body?: unknown) {
      const response = await c.json(`/${path}`, method, body);
      const text = await response.text();
      return { status: response.status, body: (text ? JSON.parse(text) : {}) as Json };
    }

    /** tRPC without batching: queries by GET with `input`, mutations by POST with the raw input. */
    async function trpc(c: TestClient, type: "query" | "mutation", path: string, input?: unknown) {
      const response =
        type === "query"
          ? await c.fetch(
              `/trpc/${path}${input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify(input))}`}`,
            )
          : await c.json(`/trpc/${path}`, "POST", input ?? {});
      const body = (await response.json()) as { result?: { data: unknown }; error?: { message: string } };
      return { status: response.status, data: body.result?.data, message: body.error?.message };
    }

    const register = (prefix: string) => registerUser(server.url, `${prefix}-${kind}-${++seq}@example.com`, PASSWORD);
    const signIn = (email: string, password = PASSWORD) => signedIn(server.url, email, password);

    async function confirmPassword(c: TestClient, password = PASSWORD) {
      expect((await call(c, "POST", "auth/user/confirm-password", { password })).status).toBe(200);
    }

    async function createToken(c: TestClient, tokenName = "script") {
      const res = await call(c, "POST", "api/v1/access-tokens", { tokenName });
      expect(res.status).toBe(200);
      return { id: (res.body.token as { id: number }).id, plain: res.body.plainTextToken as string };
    }

    function bearer(plain: string) {
      const c = new TestClient(server.url);
      return (path: string) => c.fetch(`/${path}`, { headers: { authorization: `Bearer ${plain}` } });
    }

    /** The newest mail to an address from the outbox folder (no SMTP in tests). */
    async function lastMail(to: string): Promise<string> {
      const dir = join(server.dataDir, "outbox");
      const files = (await readdir(dir)).filter((f) => f.endsWith(`-${to}.json`)).sort();
      const newest = files.at(-1);
      if (!newest) throw new Error(`no mail to ${to}`);
      return (JSON.parse(await readFile(join(dir, newest), "utf8")) as { text: string }).text;
    }

    describe("avatars", () => {
      test("another user's uploaded avatar can't be set, and removing yours leaves their file alone", async () => {
        const a = await register("avatar-a");
        const b = await register("avatar-b");
        const form = new FormData();
        form.set("file", new File([PNG], "b.png", { type: "image/png" }));
        const upload = await b.c.fetch(`/api/v1/users/${b.id}/avatar`, { method: "POST", body: form });
        expect(upload.status).toBe(200);
        const bUrl = ((await upload.json()) as { fileEntry: { url: string } }).fileEntry.url;
        expect(bUrl).toStartWith(`/api/v1/avatars/${b.id}-`);

        const stolen = await call(a.c, "PUT", `api/v1/users/${a.id}`, { image: bUrl });
        expect(stolen.status).toBe(422);
        expect(stolen.body.errors?.image).toEqual(["The image must be an uploaded file."]);
        expect((await call(a.c, "DELETE", `api/v1/users/${a.id}/avatar`)).status).toBe(200);
        expect((await new TestClient(server.url).fetch(bUrl)).status).toBe(200);

        // A path stored before this rule existed is not deleted on removal either.
        await services().db.updateTable("users").set({ image: bUrl }).where("id", "=", a.id).execute();
        expect((await call(a.c, "DELETE", `api/v1/users/${a.id}/avatar`)).status).toBe(200);
        expect((await new TestClient(server.url).fetch(bUrl)).status).toBe(200);
        // B's own avatar still reads, sets and removes as before.
        expect((await call(b.c, "PUT", `api/v1/users/${b.id}`, { image: bUrl })).status).toBe(200);
        expect((await call(b.c, "DELETE", `api/v1/users/${b.id}/avatar`)).status).toBe(200);
        expect((await new TestClient(server.url).fetch(bUrl)).status).toBe(404);
      });

      test("scheme-relative, backslash, percent-escaped, padded and script addresses are refused", async () => {
        const a = await register("avatar-tricks");
        for (const image of [
          "/\\evil.example/x.png",
          "\\\\evil.example\\x.png",
          "//evil.example/x.png",
          "/%5Cevil.example/x.png",
          "/api/v1/avatars/..%5C..%5Csecret.png",
          "/api/v1/avatars/1-aaaaaaaaaaaaaaaa.png",
          "javascript:alert(1)",
          "JaVaScRiPt:alert(1)",
          "data:image/png;base64,iVBORw0KGgo=",
          " https://lh3.googleusercontent.com/a/x",
          "\u0001https://lh3.googleusercontent.com/a/x",
          "https://evil.example/x.png",
          "https://user:pass@lh3.googleusercontent.com/a/x",
          "https:\\\\lh3.googleusercontent.com/a/x",
          "http://lh3.googleusercontent.com/a/x",
        ]) {
          const res = await call(a.c, "PUT", `api/v1/users/${a.id}`, { image });
          expect(res.status, JSON.stringify(image)).toBe(422);
        }
        const me = await call(a.c, "GET", `api/v1/users/${a.id}`);
        expect((me.body.user as { image: string | null }).image).toBeNull();
        // A social provider's picture is fine.
        const social = await call(a.c, "PUT", `api/v1/users/${a.id}`, {
          image: "https://lh3.googleusercontent.com/a/ACg8ocK=s96-c",
        });
        expect(social.status).toBe(200);
      });

      test("playlist covers: outside https images only, no paths into the site or script addresses", async () => {
        const a = await register("playlist-image");
        for (const image of [
          "/\\evil.example/x.png",
          "//evil.example/x.png",
          "\\\\evil.example\\x.png",
          "/api/v1/users/1",
          "/secure/auth/social/google/connect",
          "javascript:alert(1)",
          "data:image/svg+xml,<svg/>",
          " https://images.example/cover.jpg",
        ]) {
          const res = await trpc(a.c, "mutation", "playlists.create", { name: "Mix", image });
          expect(res.status, JSON.stringify(image)).toBe(422);
        }
        const ok = await trpc(a.c, "mutation", "playlists.create", {
          name: "Mix",
          image: "https://images.example/cover.jpg",
        });
        expect(ok.status).toBe(200);
        const id = (ok.data as { id: number }).id;
        const bad = await trpc(a.c, "mutation", "playlists.update", { id, image: "/\\evil.example/x.png" });
        expect(bad.status).toBe(422);
      });
    });

    describe("e-mail verification", () => {
      test("with confirmation required an unverified account can only verify, resend and log out", async () => {
        await setEmailConfirmation(true);
        try {
          const other = await register("followed");
          const u = await register("unverified");
          expect(u.verifiedAt).toBeNull();

          for (const [method, path, body] of [
            ["POST", "api/v1/access-tokens", { tokenName: "x" }],
            ["GET", "api/v1/tracks/1/download", undefined],
            ["GET", "api/v1/user-sessions", undefined],
            ["PUT", `api/v1/users/${u.id}`, { first_name: "X" }],
          ] as const) {
            const res = await call(u.c, method, path, body);
            expect(res.status, `${method} ${path}`).toBe(403);
            expect(res.body.message).toBe(UNVERIFIED);
          }
          for (const [path, input] of [
            ["playlists.create", { name: "Mine" }],
            ["library.like", { type: "track", id: 1, liked: true }],
            ["library.follow", { type: "user", id: other.id, following: true }],
            ["account.createToken", { tokenName: "x" }],
            ["account.confirmPassword", { password: PASSWORD }],
          ] as const) {
            const res = await trpc(u.c, "mutation", path, input);
            expect(res.status, path).toBe(403);
            expect(res.message).toBe(UNVERIFIED);
          }
          expect((await trpc(u.c, "query", "library.state")).status).toBe(403);
          expect(
            await services().db.selectFrom("playlists").select("id").where("owner_id", "=", u.id).execute(),
          ).toEqual([]);

          // What the verify screen needs still answers.
          expect((await trpc(u.c, "query", "session.bootstrap")).status).toBe(200);
          expect((await trpc(u.c, "query", "account.me")).status).toBe(200);
          const resent = await call(u.c, "POST", "api/v1/resend-email-verification");
          expect(resent.status).toBe(200);
          expect(resent.body.message).toBe("Email sent");
          const wrong = await call(u.c, "POST", "api/v1/validate-email-verification-otp", { code: "00000a" });
          expect(wrong.status).toBe(422);
          const code = (await lastMail(u.email)).match(/\b(\d{6})\b/)?.[1];
          const ok = await call(u.c, "POST", "api/v1/validate-email-verification-otp", { code });
          expect(ok.status).toBe(200);

          // Verified: the same calls go through.
          expect((await trpc(u.c, "mutation", "playlists.create", { name: "Mine" })).status).toBe(200);
          expect(
            (await trpc(u.c, "mutation", "library.follow", { type: "user", id: other.id, following: true })).status,
          ).toBe(200);
          expect((await call(u.c, "GET", "api/v1/user-sessions")).status).toBe(200);
          expect((await call(other.c, "POST", "auth/logout")).status).toBe(200);
        } finally {
          await setEmailConfirmation(false);
        }
      });

      test("logout and resend answer an unverified account; turning the setting off lifts the gate", async () => {
        await setEmailConfirmation(true);
        const u = await register("unverified-logout");
        try {
          expect((await trpc(u.c, "mutation", "auth.resendVerification")).status).toBe(200);
          expect((await trpc(u.c, "mutation", "auth.verifyEmail", { code: "00000a" })).status).toBe(422);
          expect((await call(u.c, "GET", "api/v1/user-sessions")).status).toBe(403);
          await setEmailConfirmation(false);
          expect((await call(u.c, "GET", "api/v1/user-sessions")).status).toBe(200);
          await setEmailConfirmation(true);
          expect((await trpc(u.c, "mutation", "session.logout")).status).toBe(200);
          expect((await call(u.c, "GET", "api/v1/user-sessions")).status).toBe(401);
        } finally {
          await setEmailConfirmation(false);
        }
      });
    });

    describe("personal access tokens", () => {
      test("creating one needs a password confirmed within 9000 seconds, and never by a token", async () => {
        const u = await register("token-confirm");
        const refused = await call(u.c, "POST", "api/v1/access-tokens", { tokenName: "x" });
        expect(refused.status).toBe(403);
        expect(refused.body.message).toBe(CONFIRM_FIRST);
        const viaTrpc = await trpc(u.c, "mutation", "account.createToken", { tokenName: "x" });
        expect(viaTrpc.status).toBe(403);
        expect(viaTrpc.message).toBe(CONFIRM_FIRST);
        expect(await services().db.selectFrom("personal_access_tokens").where("user_id", "=", u.id).execute()).toEqual(
          [],
        );

        await confirmPassword(u.c);
        const { plain } = await createToken(u.c);
        // A token has no session to confirm a password in: it cannot mint another.
        const minted = await new TestClient(server.url).json(
          "/api/v1/access-tokens",
          "POST",
          { tokenName: "y" },
          {
            headers: { authorization: `Bearer ${plain}` },
          },
        );
        expect(minted.status).toBe(403);

        // A confirmation older than 9000 seconds no longer counts.
        await services()
          .db.updateTable("sessions")
          .set({ password_confirmed_at: new Date(Date.now() - 9001 * 1000) })
          .where("user_id", "=", u.id)
          .execute();
        forgetCachedSessions();
        const stale = await call(u.c, "POST", "api/v1/access-tokens", { tokenName: "z" });
        expect(stale.status).toBe(403);
        expect(stale.body.message).toBe(CONFIRM_FIRST);
      });

      test("a password reset revokes every token", async () => {
        const u = await register("token-reset");
        await confirmPassword(u.c);
        const first = bearer((await createToken(u.c, "one")).plain);
        const second = bearer((await createToken(u.c, "two")).plain);
        expect((await first("api/v1/user-sessions")).status).toBe(200);

        const guest = await new TestClient(server.url).prime();
        expect((await call(guest, "POST", "auth/forgot-password", { email: u.email })).status).toBe(200);
        const token = (await lastMail(u.email)).match(/\/password\/reset\/([a-z0-9]+)/)?.[1];
        expect(token).toBeString();
        expect((await resetPassword(guest, token, u.email, "a brand new password")).status).toBe(200);
        expect((await first("api/v1/user-sessions")).status).toBe(401);
        expect((await second("api/v1/user-sessions")).status).toBe(401);
        const c = await signIn(u.email, "a brand new password");
        expect(((await call(c, "GET", `api/v1/users/${u.id}`)).body.user as { tokens: unknown[] }).tokens).toEqual([]);
      });

      test("a password change and logging out other sessions revoke every token, this browser stays", async () => {
        const u = await register("token-change");
        await confirmPassword(u.c);
        const before = bearer((await createToken(u.c)).plain);
        expect((await before("api/v1/user-sessions")).status).toBe(200);
        const changed = await call(u.c, "PUT", "auth/user/password", {
          current_password: PASSWORD,
          password: "another password 1",
          password_confirmation: "another password 1",
        });
        expect(changed.status).toBe(200);
        expect((await before("api/v1/user-sessions")).status).toBe(401);
        expect((await call(u.c, "GET", "api/v1/user-sessions")).status).toBe(200);

        const after = bearer((await createToken(u.c)).plain);
        expect((await after("api/v1/user-sessions")).status).toBe(200);
        const out = await call(u.c, "POST", "api/v1/user-sessions/logout-other", { password: "another password 1" });
        expect(out.status).toBe(200);
        expect((await after("api/v1/user-sessions")).status).toBe(401);
        expect((await call(u.c, "GET", "api/v1/user-sessions")).status).toBe(200);
      });

      test("deleting a token: the owner and an operator may, another user and a guest may not", async () => {
        const owner = await register("token-owner");
        const other = await register("token-other");
        await confirmPassword(owner.c);
        const a = await createToken(owner.c, "a");
        const b = await createToken(owner.c, "b");
        const use = bearer(a.plain);

        const guest = await new TestClient(server.url).prime();
        expect((await call(guest, "DELETE", `api/v1/access-tokens/${a.id}`)).status).toBe(401);
        expect((await trpc(guest, "mutation", "account.deleteToken", { id: a.id })).status).toBe(401);
        // Another user's token answers like a missing one.
        expect((await call(other.c, "DELETE", `api/v1/access-tokens/${a.id}`)).status).toBe(404);
        expect((await trpc(other.c, "mutation", "account.deleteToken", { id: a.id })).status).toBe(404);
        expect((await use("api/v1/user-sessions")).status).toBe(200);

        const deleted = await call(owner.c, "DELETE", `api/v1/access-tokens/${a.id}`);
        expect(deleted.status).toBe(200);
        expect(deleted.body.message).toBe("Token deleted");
        expect((await use("api/v1/user-sessions")).status).toBe(401);

        const admin = await signIn(TEST_ADMIN.email, TEST_ADMIN.password);
        expect((await call(admin, "DELETE", `api/v1/access-tokens/${b.id}`)).status).toBe(200);
        expect((await call(admin, "DELETE", `api/v1/access-tokens/${b.id}`)).status).toBe(404);
      });
    });
  });
}
