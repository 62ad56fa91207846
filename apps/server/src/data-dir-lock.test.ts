import { afterAll, describe, expect, test } from "bun:test";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { runCommand, type ServerProcess, spawnServer } from "./testing/processes.ts";

/** One process owns an embedded data folder; the others are refused at once and say by whom. */
describe("the embedded database's owner", () => {
  let dir: string;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    server?.proc.kill(9);
    await server?.proc.exited;
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  test("a second server and every command are refused while a server runs; a killed owner's lock is taken over", async () => {
    dir = await mkdtemp(join(tmpdir(), "bb-lock-"));
    const dataDir = join(dir, "data");
    server = await spawnServer(dataDir);
    const pid = server.proc.pid;

    const second = await runCommand(["bun", "apps/server/src/main.ts"], dataDir, { PORT: "0" });
    expect(second.code).toBe(3);
    expect(second.output).toContain(`in use by the Backbeat server on port 0 (pid ${pid}`);
    expect(second.ms).toBeLessThan(15_000);

    for (const script of ["db:migrate", "seed:demo", "seed:bench"]) {
      const refused = await runCommand(["bun", "run", script], dataDir);
      expect(refused.code, `${script}: ${refused.output}`).toBe(3);
      expect(refused.output).toContain(`(pid ${pid}`);
      expect(refused.output).toContain("stop that process first");
    }
    // The server still answers: nobody touched its files.
    expect((await fetch(`${server.url}/api/v1/health`)).status).toBe(200);

    server.proc.kill(9);
    await server.proc.exited;
    server = await spawnServer(dataDir);
    expect((await fetch(`${server.url}/api/v1/health`)).status).toBe(200);
    server.proc.kill("SIGTERM");
    await server.proc.exited;
    server = undefined;

    // With the server stopped cleanly, a command opens the folder as before.
    const migrated = await runCommand(["bun", "run", "db:migrate"], dataDir);
    expect(migrated.code, migrated.output).toBe(0);
  }, 600_000);
});
