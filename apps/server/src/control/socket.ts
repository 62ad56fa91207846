import { chmod, mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import type { CoreServices } from "@backbeat/core";
import type { Logger } from "../logger.ts";
import { handleControlRequest } from "./handler.ts";
import { controlSocketPath } from "./paths.ts";

export { controlSocketPath };

/**
 * The local channel of the machine's operator: an HTTP server on a Unix socket inside
 * `DATA_DIR/run` (a 0700 folder; the socket itself 0600), so only the user who runs Backbeat
 * reaches it, and no network port or token is involved. `bun run import` hands its work here
 * when a server runs.
 */
export interface ControlSocket {
  path: string;
  stop(): Promise<void>;
}

export async function startControlSocket(
  services: CoreServices,
  dataDir: string,
  log: Logger,
): Promise<ControlSocket | null> {
  const dir = join(dataDir, "run");
  const path = controlSocketPath(dataDir);
  try {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    await chmod(dir, 0o700);
    // A socket file left by a server that died; on the embedded database this process owns DATA_DIR.
    await rm(path, { force: true });
    const server = Bun.serve({ unix: path, fetch: (request) => handleControlRequest(services, request) });
    await chmod(path, 0o600);
    return {
      path,
      async stop() {
        await server.stop(true);
        await rm(path, { force: true });
      },
    };
  } catch (error) {
    // A data folder on a file system without sockets: imports then run in their own process.
    log.warn(`The local control socket could not be opened (${String(error)}); bun run import will run on its own.`);
    return null;
  }
}
