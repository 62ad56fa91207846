import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { connect } from "node:net";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { realtimeUpgrade, registerUser, startTestServer, TestClient } from "../testing/harness.ts";

/**
 * A request that names Bearer authenticates by that token or not at all: it skips the XSRF
 * check (browsers never send the header on their own), so falling back to the session cookie
 * would let a malformed header carry a cross-site write on the victim's cookie.
 */

const PASSWORD = "correct horse battery";
const MALFORMED = ["Bearer a b", "Bearer", "Bearer ", "bearer  a\tb", "BEARER bb_x y"];

for (const kind of testDatabaseKinds) {
  describe(`bearer credentials on ${kind}`, () => {
    let server: Awaited<ReturnType<typeof startTestServer>>;
    let seq = 0;
    beforeAll(async () => {
      server = await startTestServer(kind);
    }, 60_000);
    afterAll(() => server?.stop());

    const playlistCount = async (name: string) =>
      (await server.server.started.services.db.selectFrom("playlists").select("id").where("name", "=", name).execute())
        .length;

    /** A signed-in browser: session cookie and XSRF cookie. */
    const signedIn = async () => (await registerUser(server.url, `bearer-${kind}-${++seq}@example.com`, PASSWORD)).c;

    async function token(c: TestClient) {
      expect((await c.json("/auth/user/confirm-password", "POST", { password: PASSWORD })).status).toBe(200);
      const res = await c.json("/api/v1/access-tokens", "POST", { tokenName: "script" });
      expect(res.status).toBe(200);
      return ((await res.json()) as { plainTextToken: string }).plainTextToken;
    }

    test.each(MALFORMED)("REST: %p with a session cookie is 401, not the cookie's user", async (authorization) => {
      const c = await signedIn();
      const read = await c.fetch("/api/v1/user-sessions", { headers: { authorization } });
      expect(read.status).toBe(401);
      expect(await read.json()).toEqual({ message: "Unauthenticated." });
      // A write without the XSRF header: refused, and the session it would have ended lives on.
      const logout = await c.json("/auth/logout", "POST", {}, { headers: { authorization }, xsrf: false });
      expect(logout.status).toBe(401);
      expect((await c.fetch("/api/v1/user-sessions")).status).toBe(200);
    });

    test.each(MALFORMED)("tRPC: %p with a session cookie is 401, not the cookie's user", async (authorization) => {
      const c = await signedIn();
      const me = await c.fetch("/trpc/account.me", { headers: { authorization } });
      expect(me.status).toBe(401);
      const name = `bearer-write-${kind}-${seq}`;
      const write = await c.json(
        "/trpc/playlists.create",
        "POST",
        { name },
        { headers: { authorization }, xsrf: false },
      );
      expect(write.status).toBe(401);
      expect(((await write.json()) as { error: { message: string } }).error.message).toBe("Unauthenticated.");
      expect(await playlistCount(name)).toBe(0);
      expect((await c.fetch("/trpc/account.me")).status).toBe(200);
    });

    /** The status line the live channel answers a WebSocket handshake with. */
    async function handshake(headers: string[]): Promise<string> {
      const { port } = new URL(server.url);
      const socket = connect(Number(port), "127.0.0.1");
      let answer = "";
      const done = new Promise<string>((resolve) => {
        socket.on("data", (chunk) => {
          answer += chunk.toString("latin1");
          if (answer.includes("\r\n")) resolve(answer.split("\r\n")[0] ?? "");
        });
        socket.on("close", () => resolve(answer.split("\r\n")[0] ?? ""));
      });
      socket.write(realtimeUpgrade(port, headers));
      const status = await done;
      socket.destroy();
      return status;
    }

    test("the live channel: a malformed Bearer header with a session cookie is 401", async () => {
      const c = await signedIn();
      const cookie = `Cookie: ${[...c.cookies].map(([k, v]) => `${k}=${v}`).join("; ")}`;
      expect(await handshake([cookie])).toContain(" 101 ");
      expect(await handshake([cookie, "Authorization: Bearer a b"])).toContain(" 401 ");
    });

    test("a well-formed token that is not one is 401 even where guests are welcome", async () => {
      const guest = new TestClient(server.url);
      const headers = { authorization: "Bearer bb_0000000000000000000000000000000000000000" };
      expect((await guest.fetch("/api/v1/value-lists/countries", { headers })).status).toBe(401);
      expect((await guest.fetch("/trpc/session.bootstrap", { headers })).status).toBe(401);
      expect((await guest.fetch("/api/v1/value-lists/countries")).status).toBe(200);
      // Probes look at no credentials: a load balancer's check never depends on a header.
      expect((await guest.fetch("/api/v1/health", { headers })).status).toBe(200);
    });

    test("a real token authenticates REST and tRPC calls, writes included, without an XSRF token", async () => {
      const owner = await signedIn();
      const plain = await token(owner);
      const script = new TestClient(server.url);
      const headers = { authorization: `Bearer ${plain}` };
      expect((await script.fetch("/api/v1/user-sessions", { headers })).status).toBe(200);
      expect((await script.fetch("/trpc/account.me", { headers })).status).toBe(200);
      const name = `bearer-ok-${kind}-${seq}`;
      const write = await script.json("/trpc/playlists.create", "POST", { name }, { headers });
      expect(write.status).toBe(200);
      expect(await playlistCount(name)).toBe(1);
    });
  });
}
