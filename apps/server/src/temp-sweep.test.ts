import { afterAll, expect, test } from "bun:test";
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { RunningServer } from "./server.ts";
import { startQuietServer } from "./testing/harness.ts";

let dir: string;
let server: RunningServer | undefined;
afterAll(async () => {
  await server?.stop();
  await rm(dir, { recursive: true, force: true });
});

test("a start removes form upload files a killed server left behind, before it answers anyone", async () => {
  dir = await mkdtemp(join(tmpdir(), "bb-temp-start-"));
  const tmp = join(dir, "data", "tmp");
  await mkdir(tmp, { recursive: true });
  // What a kill -9 mid-upload leaves: a form file nobody will finish or remove.
  await writeFile(join(tmp, "form-0123456789abcdef01234567"), new Uint8Array(64 * 1024));
  const then = new Date(Date.now() - 3 * 60 * 60 * 1000);
  await utimes(join(tmp, "form-0123456789abcdef01234567"), then, then);
  // Another instance sharing the folder may be receiving this one right now.
  await writeFile(join(tmp, "form-live"), "arriving");
  server = await startQuietServer({
    DATA_DIR: join(dir, "data"),
    WEB_DIST: join(dir, "dist"),
    ADMIN_PASSWORD: "temp-sweep-password",
    SEED_DEMO: "false",
  });
  expect(await readdir(tmp)).toEqual(["form-live"]);
}, 60_000);
