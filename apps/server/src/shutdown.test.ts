import { afterAll, expect, test } from "bun:test";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createEmptyPostgresDatabase } from "@backbeat/db/testing";

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

/** Reads the child's output until the line announcing its address. */
async function listeningUrl(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let seen = "";
  for await (const chunk of stream) {
    seen += decoder.decode(chunk);
    const url = /listening on (http:\/\/\S+)/.exec(seen)?.[1];
    if (url) return url;
  }
  throw new Error(`the server exited before listening:\n${seen}`);
}

test("SIGTERM refuses new connections, finishes the upload in flight and exits 0", async () => {
  const dir = await mkdtemp(join(tmpdir(), "backbeat-shutdown-"));
  cleanup.push(() => rm(dir, { recursive: true, force: true }));
  await mkdir(join(dir, "dist"), { recursive: true });
  await writeFile(join(dir, "dist", "index.html"), "<!doctype html><title>x</title>");
  const pg = process.env.TEST_DATABASE_URL ? await createEmptyPostgresDatabase() : null;
  if (pg) cleanup.push(() => pg.drop());
  const child = Bun.spawn(["bun", join(import.meta.dir, "main.ts")], {
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: join(dir, "data"),
      WEB_DIST: join(dir, "dist"),
      ADMIN_PASSWORD: "shutdown-admin-password",
      SEED_DEMO: "false",
      LOG_LEVEL: "info",
      SHUTDOWN_TIMEOUT_SECONDS: "20",
      ...(pg ? { DATABASE_URL: pg.url } : {}),
    },
    stdout: "pipe",
    stderr: "inherit",
  });
  cleanup.push(async () => {
    if (child.exitCode === null) child.kill("SIGKILL");
  });
  const url = await listeningUrl(child.stdout);

  // An XSRF cookie on a connection that closes, so the later probe has to open a new one.
  const primed = await fetch(`${url}/api/v1/value-lists/countries`, { headers: { connection: "close" } });
  const token = /XSRF-TOKEN=([^;]+)/.exec(primed.headers.getSetCookie().join("; "))?.[1] ?? "";
  expect(token).not.toBe("");

  // A request whose body is still arriving when the signal comes.
  let sendRest: (() => void) | undefined;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('{"email":"someone@example.com",'));
      sendRest = () => {
        controller.enqueue(new TextEncoder().encode('"password":"not-the-password"}'));
        controller.close();
      };
    },
  });
  const inFlight = fetch(`${url}/auth/login`, {
    method: "POST",
    body,
    headers: {
      "content-type": "application/json",
      accept: "application/json",
      cookie: `XSRF-TOKEN=${token}`,
      "x-xsrf-token": decodeURIComponent(token),
    },
    // @ts-expect-error Bun streams request bodies with duplex "half"
    duplex: "half",
  });
  await Bun.sleep(300);
  child.kill("SIGTERM");
  await Bun.sleep(700);

  // The listener is closed: a new connection is refused while the old request is still open.
  const refused = await fetch(`${url}/api/v1/health`).then(
    () => "answered",
    () => "refused",
  );
  expect(refused).toBe("refused");
  expect(child.exitCode).toBeNull();

  sendRest?.();
  const answer = await inFlight;
  expect(answer.status).toBe(422);
  expect(await child.exited).toBe(0);
}, 240_000);
