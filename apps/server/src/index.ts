export { readServerConfig, type ServerConfig } from "./env.ts";
export { type RunningServer, startServer } from "./server.ts";
