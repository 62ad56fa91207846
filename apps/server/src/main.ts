import { DataDirLockedError } from "@backbeat/db";
import { readServerConfig } from "./env.ts";
import { startServer } from "./server.ts";
import { superviseWorkers } from "./workers.ts";

const config = readServerConfig();

if (config.workers > 1 && config.worker === undefined) {
  process.exit(await superviseWorkers(config.workers, config.shutdownTimeoutMs));
}

const running = await startServer(config).catch((error: unknown) => {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(error.message);
  process.exit(3);
});

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    // Requests, streams and uploads in flight get SHUTDOWN_TIMEOUT_SECONDS to finish; then the
    // services close (jobs go back in line). A stuck close never keeps the process alive.
    const deadline = setTimeout(() => process.exit(1), config.shutdownTimeoutMs + 10_000);
    await running.stop(config.shutdownTimeoutMs).catch((error) => console.error(error));
    clearTimeout(deadline);
    process.exit(0);
  });
}
