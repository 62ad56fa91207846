/**
 * A Backbeat server for the account-security e2e specs, run with Bun (`bun auth-server.ts`):
 * its own data folder and ports, social sign-in pointed at a local OAuth2 server
 * (oauth2-mock-server), served on `localhost` (WebAuthn needs a domain, not an IP), and a small
 * control endpoint so a spec can change settings, queue the next provider profile and read the
 * newest mail to an address from the outbox folder (no MAIL_URL here), none of which has an API.
 * Prints one line `READY {json}` with its URLs.
 */
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readServerConfig, startServer } from "@backbeat/server";
import { Events, OAuth2Server } from "oauth2-mock-server";

const ADMIN = { email: "admin@backbeat.local", password: "e2e-admin-password" };

const oauth = new OAuth2Server();
await oauth.issuer.keys.generate("RS256");
await oauth.start(0, "127.0.0.1");
const issuer = oauth.issuer.url as string;
const profiles: Record<string, unknown>[] = [];
oauth.service.on(Events.BeforeUserinfo, (response: { body: unknown }) => {
  response.body = profiles.shift() ?? { sub: "nobody" };
});

const dir = await mkdtemp(join(tmpdir(), "backbeat-e2e-auth-"));
const provider = (p: string) => ({
  [`${p}_CLIENT_ID`]: `e2e-${p.toLowerCase()}`,
  [`${p}_CLIENT_SECRET`]: "e2e-secret",
  [`${p}_AUTHORIZE_URL`]: `${issuer}/authorize`,
  [`${p}_TOKEN_URL`]: `${issuer}/token`,
  [`${p}_USERINFO_URL`]: `${issuer}/userinfo`,
});
const server = await startServer(
  readServerConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: join(dir, "data"),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: "warn",
    SEED_DEMO: "false",
    APP_DEBUG: "true",
    // Specs name a client address with X-Forwarded-For (sign-in failures from many addresses).
    TRUSTED_PROXIES: "loopback",
    // A run may serve its own build of the web app (WEB_DIST), so parallel runs never share one.
    ...(process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {}),
    ...provider("GOOGLE"),
    ...provider("ENVATO"),
  }),
);
const { services } = server.started;
const port = new URL(server.url).port;
// Browsers reach it as localhost: the WebAuthn relying party and OAuth redirect URIs use that.
services.config.appUrl = `http://localhost:${port}`;

const control = Bun.serve({
  port: 0,
  hostname: "127.0.0.1",
  async fetch(request) {
    const path = new URL(request.url).pathname;
    const body = request.method === "POST" ? ((await request.json()) as unknown) : null;
    if (path === "/settings") {
      await services.settings.save(body as { name: string; value: unknown }[]);
      return Response.json({ ok: true });
    }
    if (path === "/mail") {
      const to = new URL(request.url).searchParams.get("to") ?? "";
      const outbox = join(dir, "data", "outbox");
      const files = (await readdir(outbox).catch(() => [] as string[])).sort().reverse();
      for (const file of files) {
        const message = JSON.parse(await readFile(join(outbox, file), "utf8")) as { to: string };
        if (message.to === to) return Response.json(message);
      }
      return Response.json(null, { status: 404 });
    }
    if (path === "/profile") {
      profiles.push(body as Record<string, unknown>);
      return Response.json({ ok: true });
    }
    return new Response("not found", { status: 404 });
  },
});

console.log(
  `READY ${JSON.stringify({ app: `http://localhost:${port}`, oauth: issuer, control: `http://127.0.0.1:${control.port}` })}`,
);

const stop = async () => {
  control.stop(true);
  await oauth.stop();
  await server.stop();
  await rm(dir, { recursive: true, force: true });
  process.exit(0);
};
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
