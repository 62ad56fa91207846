import { afterAll, describe, expect, test } from "bun:test";
import { statSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { makeLibrary } from "@backbeat/core/testing/library";
import { createEmptyPostgresDatabase, testDatabaseKinds } from "@backbeat/db/testing";
import { controlSocketPath } from "./control/socket.ts";
import { runCommand, type ServerProcess, spawnServer } from "./testing/processes.ts";

const FILES = 30;

/** `bun run import` with a server running on the same DATA_DIR: the server does the import. */
for (const kind of testDatabaseKinds) {
  describe(`bun run import beside a running server on ${kind}`, () => {
    let dir: string;
    let server: ServerProcess | undefined;
    let drop: (() => Promise<void>) | undefined;
    afterAll(async () => {
      server?.proc.kill(9);
      await server?.proc.exited;
      await drop?.();
      if (dir) await rm(dir, { recursive: true, force: true });
    });

    test("is handed to the server, whose catalogue shows the tracks at once; without a server it runs itself", async () => {
      dir = await mkdtemp(join(tmpdir(), "bb-handoff-"));
      const library = join(dir, "library");
      await makeLibrary(library, FILES);
      const dataDir = join(dir, "data");
      const pg = kind === "postgres" ? await createEmptyPostgresDatabase() : null;
      drop = pg?.drop;
      const env: Record<string, string> = pg ? { DATABASE_URL: pg.url } : {};
      server = await spawnServer(dataDir, env);

      // Only the machine's user who runs the server reaches its local channel.
      const socket = controlSocketPath(dataDir);
      expect(statSync(socket).mode & 0o777).toBe(0o600);
      expect(statSync(join(dataDir, "run")).mode & 0o777).toBe(0o700);

      const first = await runCommand(["bun", "run", "import", library, "--metadata-only"], dataDir, env);
      expect(first.code, first.output).toBe(0);
      expect(first.output).toContain(`in the running server (pid ${server.proc.pid})`);
      expect(first.output).toContain(`new ${FILES} changed 0 unchanged 0 moved 0 deleted 0 failed 0 in`);
      // Not a terminal: plain progress lines, no bar.
      expect(first.output).toMatch(new RegExp(`${FILES}/${FILES} files \\d+/s`));
      expect(first.output).not.toContain("\r");

      const found = (await (await fetch(`${server.url}/api/v1/search?query=Song%2029`)).json()) as {
        tracks: { name: string }[];
      };
      expect(found.tracks.map((t) => t.name)).toContain("Song 29");

      server.proc.kill("SIGTERM");
      await server.proc.exited;
      server = undefined;
      const alone = await runCommand(["bun", "run", "import", library, "--metadata-only"], dataDir, env);
      expect(alone.code, alone.output).toBe(0);
      expect(alone.output).not.toContain("running server");
      expect(alone.output).toContain(`new 0 changed 0 unchanged ${FILES} moved 0 deleted 0 failed 0 in`);
    }, 600_000);
  });
}
