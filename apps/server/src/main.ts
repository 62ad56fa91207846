import { DataDirLockedError } from "@backbeat/db";
import { readServerConfig } from "./env.ts";
import { startServer } from "./server.ts";

const running = await startServer(readServerConfig()).catch((error: unknown) => {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(error.message);
  process.exit(3);
});

let stopping = false;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    if (stopping) return;
    stopping = true;
    // Closing waits for open requests and the database; never let a stuck one keep the process alive.
    const deadline = setTimeout(() => process.exit(1), 10_000);
    await running.stop().catch((error) => console.error(error));
    clearTimeout(deadline);
    process.exit(0);
  });
}
