import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createHash } from "node:crypto";
import { hashSecret, resetLoginThrottle } from "@backbeat/core";
import { accessTokensRepo } from "@backbeat/db";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { createHarness, type Harness } from "../testing/harness.ts";
import { json, rest, subsonicUser } from "./testing/client.ts";

for (const kind of testDatabaseKinds) {
  describe(`subsonic envelope and auth on ${kind}`, () => {
    let h: Harness;
    let user: Awaited<ReturnType<typeof subsonicUser>>;
    beforeAll(async () => {
      h = await createHarness(kind);
      user = await subsonicUser(h, "listener@example.com");
    }, 60_000);
    afterAll(() => h.close());

    test("ping answers the XML envelope by default, with and without .view, GET and POST", async () => {
      for (const [method, post] of [
        ["ping", false],
        ["ping.view", false],
        ["ping.view", true],
      ] as const) {
        const response = await rest(h, method, user.auth, { post });
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe("text/xml; charset=utf-8");
        const xml = await response.text();
        expect(xml).toStartWith('<?xml version="1.0" encoding="UTF-8"?>');
        expect(xml).toContain(
          '<subsonic-response xmlns="http://subsonic.org/restapi" status="ok" version="1.16.1" type="backbeat" serverVersion="1.0.0" openSubsonic="true"/>',
        );
      }
    });

    test("f=json and f=jsonp carry the same envelope; a callback must be an identifier", async () => {
      const body = await json(await rest(h, "ping", { ...user.auth, f: "json" }));
      expect(body).toEqual({
        status: "ok",
        version: "1.16.1",
        type: "backbeat",
        serverVersion: "1.0.0",
        openSubsonic: true,
      });
      const jsonp = await rest(h, "ping", { ...user.auth, f: "jsonp", callback: "app.done" });
      expect(jsonp.headers.get("content-type")).toBe("application/javascript; charset=utf-8");
      expect(await jsonp.text()).toStartWith('app.done({"subsonic-response":{"status":"ok"');
      for (const callback of ["alert(1)//", "a-b", "</script>", ""]) {
        const refused = await rest(h, "ping", { ...user.auth, f: "jsonp", callback });
        expect(refused.headers.get("content-type")).toBe("application/json; charset=utf-8");
        const error = await json(refused);
        expect(error.status).toBe("failed");
        expect([0, 10]).toContain(error.error.code);
        expect(await refused.text().catch(() => "")).not.toContain("alert");
      }
    });

    test("the app password works plain, as enc: hex and as a salted md5 token", async () => {
      const hex = Buffer.from(user.appPassword, "utf8").toString("hex");
      expect((await json(await rest(h, "ping", { ...user.auth, p: `enc:${hex}`, f: "json" }))).status).toBe("ok");
      const salt = "c19b2d";
      const t = createHash("md5")
        .update(user.appPassword + salt)
        .digest("hex");
      const { p: _p, ...rest_ } = user.auth;
      expect((await json(await rest(h, "ping", { ...rest_, t, s: salt, f: "json" }))).status).toBe("ok");
      // The e-mail is matched case-insensitively, as at sign-in.
      expect((await json(await rest(h, "ping", { ...user.auth, u: "Listener@Example.com", f: "json" }))).status).toBe(
        "ok",
      );
    });

    test("the account password never works, wrong ones are 40 and throttled like sign-in", async () => {
      resetLoginThrottle();
      const ip = "198.51.100.77";
      const own = await json(await rest(h, "ping", { ...user.auth, p: user.password, f: "json" }, { ip }));
      expect(own.error).toEqual({
        code: 40,
        message: "Wrong username or password",
        helpUrl: "http://backbeat.test/account-settings",
      });
      for (let i = 0; i < 4; i++)
        expect((await json(await rest(h, "ping", { ...user.auth, p: `nope${i}`, f: "json" }, { ip }))).error.code).toBe(
          40,
        );
      const throttled = await json(await rest(h, "ping", { ...user.auth, f: "json" }, { ip }));
      expect(throttled.error.code).toBe(40);
      expect(throttled.error.message).toMatch(/Too many login attempts/);
      // Another client is not held back by that one.
      expect((await json(await rest(h, "ping", { ...user.auth, f: "json" }))).status).toBe("ok");
      resetLoginThrottle();
    });

    test("missing credentials are 10, versions 20/30, apiKey 43/44, and a token works as apiKey", async () => {
      const code = async (params: Record<string, string>) =>
        (await json(await rest(h, "ping", { ...params, f: "json" }))).error?.code;
      expect(await code({ v: "1.16.1", c: "x" })).toBe(10);
      expect(await code({ u: user.email, v: "1.16.1", c: "x" })).toBe(10);
      const { v: _v, ...noVersion } = user.auth;
      expect(await code(noVersion)).toBe(10);
      expect(await code({ ...user.auth, v: "0.9.0" })).toBe(20);
      expect(await code({ ...user.auth, v: "2.0.0" })).toBe(30);
      expect(await code({ ...user.auth, apiKey: "bb_x" })).toBe(43);
      // An API key stands alone: a password or token beside it conflicts even without `u`.
      const { u: _u, ...noUser } = user.auth;
      expect(await code({ ...noUser, apiKey: "bb_x" })).toBe(43);
      expect(await code({ t: "abc", s: "salt", v: "1.16.1", c: "x", apiKey: "bb_x" })).toBe(43);
      expect(await code({ apiKey: "bb_wrong", v: "1.16.1", c: "x" })).toBe(44);
      // A refused sign-in names where app passwords and tokens are made.
      const refused = await json(await rest(h, "ping", { apiKey: "bb_wrong", v: "1.16.1", c: "x", f: "json" }));
      expect(refused.error.helpUrl).toMatch(/\/account-settings$/);
      const xml = await (await rest(h, "ping", { ...user.auth, p: "nope" })).text();
      expect(xml).toMatch(/<error code="40" message="Wrong username or password" helpUrl="[^"]+\/account-settings"\/>/);
      const plain = "bb_subsonictesttoken0123456789";
      await accessTokensRepo.insertAccessToken(h.services.db, {
        user_id: user.userId,
        name: "phone",
        token_hash: hashSecret(plain),
      });
      expect((await json(await rest(h, "ping", { apiKey: plain, v: "1.16.1", c: "x", f: "json" }))).status).toBe("ok");
    });

    test("a revoked app password stops working; getOpenSubsonicExtensions needs no credentials", async () => {
      const other = await subsonicUser(h, "revoker@example.com");
      expect((await json(await rest(h, "ping", { ...other.auth, f: "json" }))).status).toBe("ok");
      expect((await other.client.call("DELETE", "api/v1/subsonic-password")).status).toBe(200);
      expect((await json(await rest(h, "ping", { ...other.auth, f: "json" }))).error.code).toBe(40);
      const ext = await json(await rest(h, "getOpenSubsonicExtensions", { f: "json" }));
      // Only what is built: no indexBasedQueue (getPlayQueueByIndex is not served).
      expect(ext.openSubsonicExtensions).toEqual([
        { name: "apiKeyAuthentication", versions: [1] },
        { name: "formPost", versions: [1] },
        { name: "songLyrics", versions: [1] },
        { name: "transcodeOffset", versions: [1] },
      ]);
    });

    test("an unknown method is 404 with the envelope; the app password is stored encrypted", async () => {
      const unknown = await rest(h, "noSuchThing", { ...user.auth, f: "json" });
      expect(unknown.status).toBe(404);
      expect((await json(unknown)).error.code).toBe(70);
      const row = await h.services.db
        .selectFrom("subsonic_passwords")
        .select("secret")
        .where("user_id", "=", user.userId)
        .executeTakeFirstOrThrow();
      expect(row.secret).not.toContain(user.appPassword);
      expect(row.secret).toStartWith("v1.");
    });
  });
}
