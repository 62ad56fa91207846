import { afterAll, expect, test } from "bun:test";
import { createEmptyPostgresDatabase } from "@backbeat/db/testing";
import { spawnServer } from "./testing/harness.ts";

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

test("SIGTERM refuses new connections, finishes the upload in flight and exits 0", async () => {
  const pg = process.env.TEST_DATABASE_URL ? await createEmptyPostgresDatabase() : null;
  if (pg) cleanup.push(() => pg.drop());
  const server = await spawnServer({ SHUTDOWN_TIMEOUT_SECONDS: "20", ...(pg ? { DATABASE_URL: pg.url } : {}) });
  cleanup.push(() => server.stop());
  const { url, child } = server;

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
