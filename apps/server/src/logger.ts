import { logLine } from "@backbeat/core";
import type { ServerConfig } from "./env.ts";

const order = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 } as const;
type Level = Exclude<keyof typeof order, "silent">;

export type Logger = Record<Level, (message: string) => void>;

/**
 * Messages are escaped and capped here rather than at each call: callers pass paths, tRPC
 * procedure names and error messages a client chose, and one line per message is what keeps
 * a forged entry (or a terminal escape sequence) out of the log.
 */
export function createLogger(level: ServerConfig["logLevel"]): Logger {
  const at = (l: Level) => (message: string) => {
    if (order[l] < order[level]) return;
    const line = `${new Date().toISOString()} ${l.toUpperCase()} ${logLine(message)}`;
    if (l === "error" || l === "warn") console.error(line);
    else console.log(line);
  };
  return { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
}
