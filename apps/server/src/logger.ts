import type { ServerConfig } from "./env.ts";

const order = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 } as const;
type Level = Exclude<keyof typeof order, "silent">;

export type Logger = Record<Level, (message: string) => void>;

export function createLogger(level: ServerConfig["logLevel"]): Logger {
  const at = (l: Level) => (message: string) => {
    if (order[l] < order[level]) return;
    const line = `${new Date().toISOString()} ${l.toUpperCase()} ${message}`;
    if (l === "error" || l === "warn") console.error(line);
    else console.log(line);
  };
  return { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
}
