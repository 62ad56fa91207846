import { afterAll, beforeAll } from "bun:test";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  type CoreServices,
  ErrorLog,
  type MailMessage,
  PasswordHasher,
  provision,
  resetLoginThrottle,
  resetPasswordConfirmThrottle,
  resetPasswordThrottle,
  resetVerificationThrottle,
  SettingsService,
} from "@backbeat/core";
import { createTestDatabase, type TestDatabaseKind } from "@backbeat/db/testing";
import { type ApiContext, createApiContext } from "../context.ts";
import { errorToHttp } from "../errors/respond.ts";
import { createRestMatcher } from "../rest/match.ts";
import { restRoutes } from "../rest/routes/index.ts";
import { runRestRoute } from "../rest/run.ts";

export const ADMIN = { email: "admin@test.local", password: "admin-password-1" };

export interface Harness {
  services: CoreServices;
  mail: MailMessage[];
  client(options?: { ip?: string; userAgent?: string }): TestClient;
  close(): Promise<void>;
}

export interface TestResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestClient {
  cookies: Map<string, string>;
  bearer: string | null;
  // biome-ignore lint/suspicious/noExplicitAny: test answers are read loosely; each test asserts the shape it needs
  call<T = Record<string, any>>(method: string, path: string, body?: unknown): Promise<TestResponse<T>>;
}

const match = createRestMatcher(restRoutes);

/**
 * One harness for the enclosing suite: created before its first test (handed to `ready`),
 * closed after its last.
 */
export function harnessPerSuite(kind: TestDatabaseKind, ready: (h: Harness) => void): void {
  let h: Harness | undefined;
  beforeAll(async () => {
    h = await createHarness(kind);
    ready(h);
  }, 60_000);
  afterAll(async () => {
    await h?.close();
  });
}

/**
 * A migrated test database with provisioned roles and settings, REST called in-process with a
 * cookie jar per client, and captured mail. Integration tests run it on PGlite and PostgreSQL.
 */
export async function createHarness(kind: TestDatabaseKind): Promise<Harness> {
  const handle = await createTestDatabase(kind);
  const dataDir = await mkdtemp(join(tmpdir(), "backbeat-api-"));
  const hasher = new PasswordHasher(2);
  await provision(handle.db, hasher, { email: ADMIN.email, password: ADMIN.password });
  const mail: MailMessage[] = [];
  const services: CoreServices = {
    db: handle.db,
    settings: new SettingsService(handle.db),
    hasher,
    errorLog: new ErrorLog(dataDir),
    mailer: { kind: "outbox", send: async (m) => void mail.push(m) },
    config: {
      appUrl: "http://backbeat.test",
      debug: false,
      dataDir,
      rootDir: process.cwd(),
      appSecret: crypto.getRandomValues(new Uint8Array(32)),
    },
  };
  resetLoginThrottle();
  resetPasswordThrottle();
  resetVerificationThrottle();
  resetPasswordConfirmThrottle();

  const client = (options: { ip?: string; userAgent?: string } = {}): TestClient => {
    const cookies = new Map<string, string>();
    const self: TestClient = {
      cookies,
      bearer: null,
      async call(method, path, body) {
        const url = new URL(`http://backbeat.test/${path.replace(/^\//, "")}`);
        const headers = new Headers({
          "user-agent": options.userAgent ?? "Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36",
        });
        if (cookies.size)
          headers.set("cookie", [...cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; "));
        if (self.bearer) headers.set("authorization", `Bearer ${self.bearer}`);
        const request = new Request(url, { method: method === "GET" ? "GET" : "POST", headers });
        const found = match(method, url.pathname.slice(1));
        if (found.kind !== "route")
          return {
            status: { none: 404, malformed: 400, "method-not-allowed": 405 }[found.kind],
            body: {} as never,
            headers: new Headers(),
          };
        let ctx: ApiContext;
        try {
          ctx = await createApiContext(services, request, { ip: options.ip ?? "203.0.113.7" });
        } catch (error) {
          // As the server answers a caller it cannot resolve (a Bearer header without a valid token).
          const { status, body } = await errorToHttp(error, { services, request }, services.config.rootDir);
          return { status, body: body as never, headers: new Headers() };
        }
        const response = await runRestRoute(ctx, found.route, {
          params: found.params,
          query: Object.fromEntries(url.searchParams),
          body: body ?? {},
        });
        for (const line of response.headers.getSetCookie()) {
          const [pair = "", ...attrs] = line.split(";");
          const eq = pair.indexOf("=");
          const name = pair.slice(0, eq).trim();
          const value = decodeURIComponent(pair.slice(eq + 1));
          if (attrs.some((a) => /max-age=0$/i.test(a.trim())) || value === "") cookies.delete(name);
          else cookies.set(name, value);
        }
        const text = await response.text();
        const contentType = response.headers.get("content-type") ?? "";
        return {
          status: response.status,
          body: (contentType.includes("json") && text ? JSON.parse(text) : { raw: text }) as never,
          headers: response.headers,
        };
      },
    };
    return self;
  };

  return {
    services,
    mail,
    client,
    async close() {
      await handle.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Registers and signs in a new user through the REST path; returns the client. */
export async function registeredClient(h: Harness, email: string, password = "correct horse battery") {
  const c = h.client();
  const res = await c.call("POST", "auth/register", { email, password, password_confirmation: password });
  if (res.status !== 200) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { client: c, userId: (res.body.bootstrapData as { user: { id: number } }).user.id, email, password };
}

/** Mail leaves through the real transport (nodemailer over SMTP to `port`), not the harness's capture. */
export function mailOverSmtp(h: Harness, port: number): void {
  delete h.services.mailer;
  h.services.config.mail = { url: `smtp://127.0.0.1:${port}`, from: "Backbeat <no-reply@backbeat.test>" };
}

/** The newest 6-digit code mailed to an address. */
export function lastCode(h: Harness, to: string): string {
  const message = [...h.mail].reverse().find((m) => m.to === to);
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no code mailed to ${to}`);
  return code;
}
