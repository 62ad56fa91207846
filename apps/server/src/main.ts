import { readServerConfig } from "./env.ts";
import { startServer } from "./server.ts";

const running = await startServer(readServerConfig());

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, async () => {
    await running.stop();
    process.exit(0);
  });
}
