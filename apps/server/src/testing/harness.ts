import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createEmptyPostgresDatabase, type TestDatabaseKind } from "@backbeat/db/testing";
import { readServerConfig } from "../env.ts";
import { type RunningServer, startServer } from "../server.ts";

export const TEST_ADMIN = { email: "admin@backbeat.local", password: "test-admin-password" };

/** A server on a random local port that logs nothing, `env` setting the rest; started, not yet ready. */
export function startQuietServer(env: Record<string, string>): Promise<RunningServer> {
  return startServer(readServerConfig({ PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "silent", ...env }));
}

/** A real server on a random port with its own data folder, database and a tiny web build. */
export async function startTestServer(kind: TestDatabaseKind, env: Record<string, string> = {}) {
  const dir = await mkdtemp(join(tmpdir(), "backbeat-server-"));
  const dist = join(dir, "dist");
  await mkdir(join(dist, "assets"), { recursive: true });
  await writeFile(
    join(dist, "index.html"),
    '<!doctype html><html lang="en"><head><title>x</title><script type="application/json" id="bootstrap-data">{}</script></head><body><div id="root"></div></body></html>',
  );
  await writeFile(join(dist, "assets", "app-abc123.js"), `console.log(${JSON.stringify("x".repeat(4000))});`);
  await writeFile(join(dir, "secret.txt"), "outside the web root");
  const pg = kind === "postgres" ? await createEmptyPostgresDatabase() : null;
  const server: RunningServer = await startQuietServer({
    DATA_DIR: join(dir, "data"),
    WEB_DIST: dist,
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    MAX_BODY_BYTES: "65536",
    // The demo catalogue synthesises audio with ffmpeg; tests that need it ask for it.
    SEED_DEMO: "false",
    ...(pg ? { DATABASE_URL: pg.url } : {}),
    ...env,
  });
  // Tests see the whole start-up done, the demo catalogue included.
  await server.ready;
  return {
    url: server.url,
    server,
    dataDir: join(dir, "data"),
    /** The PostgreSQL database made for this server, so a second instance can share it. */
    databaseUrl: pg?.url,
    async stop() {
      await server.stop();
      await pg?.drop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Polls `check` every 10 ms for up to `ms`; its last answer. */
export async function waitFor(check: () => boolean, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (check()) return true;
    await Bun.sleep(10);
  }
  return check();
}

/** The raw HTTP request upgrading to the live channel's WebSocket, with extra `headers` lines. */
export function realtimeUpgrade(port: number | string, headers: string[]): string {
  return [
    "GET /realtime HTTP/1.1",
    `Host: 127.0.0.1:${port}`,
    "Upgrade: websocket",
    "Connection: Upgrade",
    "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==",
    "Sec-WebSocket-Version: 13",
    ...headers,
    "",
    "",
  ].join("\r\n");
}

/** A minimal browser: keeps cookies and sends the XSRF header the way the web app does. */
export class TestClient {
  cookies = new Map<string, string>();
  constructor(readonly base: string) {}

  async fetch(path: string, init: RequestInit & { xsrf?: boolean } = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    if (init.xsrf !== false && this.cookies.has("XSRF-TOKEN")) {
      headers.set("x-xsrf-token", decodeURIComponent(this.cookies.get("XSRF-TOKEN") as string));
    }
    const response = await fetch(this.base + path, { ...init, headers, redirect: "manual" });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (/max-age=0/i.test(cookie)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** Loads the home page first so the server hands out the XSRF cookie. */
  async prime(): Promise<this> {
    await this.fetch("/");
    return this;
  }

  json(path: string, method: string, body?: unknown, init: RequestInit & { xsrf?: boolean } = {}) {
    return this.fetch(path, {
      ...init,
      method,
      headers: { "content-type": "application/json", accept: "application/json", ...(init.headers ?? {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  async login(credentials = TEST_ADMIN): Promise<Response> {
    return this.json("/auth/login", "POST", { ...credentials, remember: true });
  }
}

/** A fresh browser that registered `email`; registering signs it in. */
export async function registerUser(base: string, email: string, password: string) {
  const c = await new TestClient(base).prime();
  const response = await c.json("/auth/register", "POST", { email, password, password_confirmation: password });
  if (response.status !== 200) throw new Error(`registering ${email} answered ${response.status}`);
  const { user } = (
    (await response.json()) as {
      bootstrapData: { user: { id: number; email_verified_at: string | null } };
    }
  ).bootstrapData;
  return { c, email, id: user.id, verifiedAt: user.email_verified_at };
}

/** A fresh browser signed in as `email`. */
export async function signedIn(base: string, email: string, password: string) {
  const c = await new TestClient(base).prime();
  const response = await c.login({ email, password });
  if (response.status !== 200) throw new Error(`signing in ${email} answered ${response.status}`);
  return c;
}

/** auth/reset-password as the mailed link's form sends it: the new password typed twice. */
export function resetPassword(c: TestClient, token: string | undefined, email: string, password: string) {
  return c.json("/auth/reset-password", "POST", { token, email, password, password_confirmation: password });
}

/**
 * A server in a process of its own (`main.ts`), for what one process cannot show: signals, and
 * instances that share nothing but their database and Redis. Resolves once it listens.
 */
export async function spawnServer(env: Record<string, string>) {
  const dir = await mkdtemp(join(tmpdir(), "backbeat-spawned-"));
  await mkdir(join(dir, "dist"), { recursive: true });
  await writeFile(join(dir, "dist", "index.html"), "<!doctype html><title>x</title>");
  const child = Bun.spawn(["bun", join(import.meta.dir, "..", "main.ts")], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: join(dir, "data"),
      WEB_DIST: join(dir, "dist"),
      ADMIN_EMAIL: TEST_ADMIN.email,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      SEED_DEMO: "false",
      LOG_LEVEL: "info",
      ...env,
    },
    stdout: "pipe",
    stderr: "inherit",
  });
  // Output is kept as it arrives (and the pipe drained), so a test can read what came later.
  const decoder = new TextDecoder();
  let seen = "";
  const reader = child.stdout.getReader();
  const url = await new Promise<string | undefined>((resolve) => {
    const pump = async () => {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return resolve(undefined);
        seen += decoder.decode(value);
        const found = /listening on (http:\/\/\S+)/.exec(seen)?.[1];
        if (found) resolve(found);
      }
    };
    void pump();
  });
  if (!url) throw new Error(`the server exited before listening:\n${seen}`);
  return {
    url,
    child,
    output: () => seen,
    async stop() {
      // SIGTERM first: a WORKERS supervisor stops its workers, which SIGKILL would orphan.
      if (child.exitCode === null) child.kill("SIGTERM");
      const exited = await Promise.race([child.exited.then(() => true), Bun.sleep(15_000).then(() => false)]);
      if (!exited) child.kill("SIGKILL");
      await child.exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}
