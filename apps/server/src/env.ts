import { resolve } from "node:path";
import { z } from "zod";

const bool = z
  .enum(["true", "false", "1", "0", ""])
  .default("false")
  .transform((v) => v === "true" || v === "1");

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  APP_URL: z.url().optional(),
  APP_DEBUG: bool,
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  ADMIN_EMAIL: z.email().default("admin@backbeat.local"),
  ADMIN_PASSWORD: z.string().min(8).max(255).optional(),
  MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
});

export type ServerConfig = {
  port: number;
  host: string;
  appUrl: string | undefined;
  debug: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  adminEmail: string;
  adminPassword: string | undefined;
  maxBodyBytes: number;
  webDist: string;
  rootDir: string;
  logLevel: z.infer<typeof schema>["LOG_LEVEL"];
};

const rootDir = resolve(import.meta.dir, "../../..");

/** The only place the server reads its environment (Bun loads `.env` itself). */
export function readServerConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  return {
    port: e.PORT,
    host: e.HOST,
    appUrl: e.APP_URL?.replace(/\/$/, ""),
    debug: e.APP_DEBUG,
    dataDir: resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL || undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    maxBodyBytes: e.MAX_BODY_BYTES,
    webDist: resolve(e.WEB_DIST ?? `${rootDir}/apps/web/dist`),
    rootDir,
    logLevel: e.LOG_LEVEL,
  };
}
