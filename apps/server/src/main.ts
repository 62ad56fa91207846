import { readServerConfig } from "./env.ts";
import { startServer } from "./server.ts";

const running = await startServer(readServerConfig());

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
