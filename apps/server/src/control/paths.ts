import { join } from "node:path";

/**
 * Where the server's local channel listens (control/socket.ts). A module of its own, so
 * `bun run import` finds a running server without loading the server's code.
 */
export function controlSocketPath(dataDir: string): string {
  return join(dataDir, "run", "control.sock");
}
