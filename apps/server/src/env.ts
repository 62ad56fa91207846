import { availableParallelism } from "node:os";
import { delimiter, resolve } from "node:path";
import type {
  AuthConfig,
  BillingConfig,
  MediaConfig,
  ScrobblingConfig,
  SocialService,
  StorageConfig,
} from "@backbeat/core";
// The providers' list alone: a command reading the configuration need not load the whole core.
import { socialServices } from "@backbeat/core/auth/config";
import { z } from "zod";
import { parseTrustedProxies } from "./http/client-address.ts";

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
  // Signs and encrypts what the app hands out (cookies, tokens); instances sharing one database share it.
  APP_SECRET: z
    .string()
    .optional()
    .refine(
      (v) => !v || (/^[A-Za-z0-9+/]+={0,2}$/.test(v.trim()) && Buffer.from(v.trim(), "base64").length >= 32),
      "must be base64 of at least 32 bytes (for example: openssl rand -base64 32)",
    ),
  DATABASE_URL: z.string().optional(),
  // At least 2: start holds one connection for the migration lock while provisioning uses another.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2, "at least 2").max(200).default(10),
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d+(kB|MB|GB)$/)
    .default("16MB"),
  ADMIN_EMAIL: z.email().default("admin@backbeat.local"),
  ADMIN_PASSWORD: z.string().min(8).max(255).optional(),
  // Server processes sharing the port ("auto" = one per core); more than one needs PostgreSQL and Redis.
  WORKERS: z
    .string()
    .regex(/^(auto|[1-9]\d{0,1})$/, "a number from 1 to 99, or auto")
    .default("1"),
  // Set by the supervising process on each worker it starts (0 owns the scheduled jobs); not for operators.
  BACKBEAT_WORKER: z.coerce.number().int().min(0).max(98).optional(),
  // SIGTERM waits this long for requests, streams and uploads in flight before closing them.
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(0).max(3600).default(25),
  MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(1024 * 1024),
  WEB_DIST: z.string().optional(),
  // `npm start` on a checkout: build the web app in the background when dist is older than its sources.
  WEB_BUILD: z.enum(["auto", "never"]).default("never"),
  LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
  TRUSTED_PROXIES: z
    .string()
    .default("")
    .refine((v) => {
      try {
        parseTrustedProxies(v);
        return true;
      } catch {
        return false;
      }
    }, "must be addresses or CIDR ranges (or loopback, private), comma separated"),
  // Accounts: outgoing mail, social sign-in providers and the human check.
  MAIL_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
    .optional()
    .or(z.literal("")),
  MAIL_FROM: z.string().default("Backbeat <no-reply@backbeat.local>"),
  RECAPTCHA_SECRET_KEY: z.string().optional(),
  RECAPTCHA_VERIFY_URL: z.url().optional().or(z.literal("")),
  ...socialEnv("GOOGLE"),
  ...socialEnv("FACEBOOK"),
  ...socialEnv("TWITTER"),
  ...socialEnv("ENVATO"),
  // Demo catalogue: "auto" seeds the embedded database when its catalogue is empty.
  // Downloads: parallel ffmpeg transcodes (default 2, 1 on one core) and the cache cap in MB.
  TRANSCODE_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  DOWNLOAD_CACHE_MB: z.coerce.number().min(0).default(2048),
  // Media pipeline: job queue backend, parallel jobs, ffmpeg time limit, library import folders.
  QUEUE_DRIVER: z.enum(["database", "redis"]).default("database"),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
    .optional()
    .or(z.literal("")),
  // Live events between instances go over this Redis pub/sub channel (deployments sharing one Redis keep their own).
  REALTIME_CHANNEL: z
    .string()
    .regex(/^[\w:.-]{1,100}$/, "letters, digits, _ : . - only")
    .default("backbeat:realtime"),
  MEDIA_CONCURRENCY: z.coerce.number().int().min(1).max(16).optional(),
  MEDIA_FFMPEG_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(86_400).default(600),
  IMPORT_ROOTS: z.string().default(""),
  // Storage: local disk under DATA_DIR/media, or an S3-compatible bucket.
  STORAGE_DRIVER: z.enum(["local", "s3"]).default("local"),
  S3_ENDPOINT: z.url().optional().or(z.literal("")),
  S3_REGION: z.string().default("us-east-1"),
  S3_BUCKET: z.string().default(""),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool,
  // The largest request body the HTTP server accepts at all (a form upload of the largest file).
  // Resumable uploads collect here; instances behind one load balancer need a folder they all mount.
  TUS_DIR: z.string().optional().or(z.literal("")),
  UPLOAD_MAX_BODY_MB: z.coerce.number().int().min(1).max(65536).default(1024),
  // Billing: Stripe and PayPal keys, the demo gateway, and the days a past-due plan is kept.
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  STRIPE_API_URL: z.url().optional().or(z.literal("")),
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_WEBHOOK_ID: z.string().optional(),
  PAYPAL_ENVIRONMENT: z.enum(["sandbox", "production"]).default("sandbox"),
  PAYPAL_API_URL: z.url().optional().or(z.literal("")),
  BILLING_TEST_GATEWAY: z.enum(["true", "false", "1", "0", ""]).optional(),
  BILLING_GRACE_DAYS: z.coerce.number().int().min(0).max(90).default(7),
  // Scrobbling services: the real ones by default; a ListenBrainz-compatible server or a stand-in otherwise.
  LISTENBRAINZ_API_URL: z.url().optional().or(z.literal("")),
  LASTFM_API_URL: z.url().optional().or(z.literal("")),
  LASTFM_AUTH_URL: z.url().optional().or(z.literal("")),
  NODE_ENV: z.string().optional(),
  SEED_DEMO: z.enum(["auto", "true", "false", "1", "0"]).default("auto"),
  SEED_DEMO_TRACKS: z.coerce.number().int().min(6).max(5000).default(600),
  SEED_DEMO_CLIPS: z.coerce.number().int().min(1).max(1000).default(48),
  SEED_DEMO_CLIP_SECONDS: z
    .string()
    .regex(/^\d{1,3}-\d{1,3}$/)
    .default("25-50"),
});

/** `<P>_CLIENT_ID`, `<P>_CLIENT_SECRET` and optional endpoint overrides for one provider. */
function socialEnv<P extends string>(p: P) {
  const url = z.url().optional().or(z.literal(""));
  return {
    [`${p}_CLIENT_ID`]: z.string().optional(),
    [`${p}_CLIENT_SECRET`]: z.string().optional(),
    [`${p}_AUTHORIZE_URL`]: url,
    [`${p}_TOKEN_URL`]: url,
    [`${p}_USERINFO_URL`]: url,
  } as Record<
    `${P}_${"CLIENT_ID" | "CLIENT_SECRET" | "AUTHORIZE_URL" | "TOKEN_URL" | "USERINFO_URL"}`,
    z.ZodOptional<z.ZodString> | z.ZodUnion<[z.ZodOptional<z.ZodURL>, z.ZodLiteral<"">]>
  >;
}

/** Every variable the server reads, so deployment examples can be checked against it. */
export const serverEnvNames: readonly string[] = Object.keys(schema.shape);

export type ServerConfig = {
  port: number;
  host: string;
  appUrl: string | undefined;
  debug: boolean;
  dataDir: string;
  /** APP_SECRET decoded; without it the secret generated into DATA_DIR is used. */
  appSecret: Uint8Array | undefined;
  databaseUrl: string | undefined;
  databasePoolSize: number;
  pgliteSharedBuffers: string;
  adminEmail: string;
  adminPassword: string | undefined;
  maxBodyBytes: number;
  shutdownTimeoutMs: number;
  /** Server processes sharing the port; `worker` is this process's index when it is one of them. */
  workers: number;
  worker: number | undefined;
  /** Nightly billing, sweeps and pruning run in one process only. */
  ownsSchedules: boolean;
  webBuild: "auto" | "never";
  webDist: string;
  rootDir: string;
  logLevel: z.infer<typeof schema>["LOG_LEVEL"];
  /** Proxies whose forwarding headers (client address, country, protocol) are believed. */
  trustedProxies: ReturnType<typeof parseTrustedProxies>;
  mail: { url: string | undefined; from: string };
  auth: AuthConfig;
  seedDemo: { mode: "auto" | "always" | "never"; tracks: number; clips: number; clipSeconds: [number, number] };
  downloads: { concurrency: number | undefined; cacheBytes: number };
  storage: StorageConfig;
  /** Bun.serve's hard cap on any request body; uploads are bounded by their own setting below it. */
  uploadMaxBodyBytes: number;
  /** TUS_DIR: the resumable uploads' folder, shared by every instance of a site. */
  tusDir?: string;
  media: MediaConfig;
  realtimeChannel: string;
  billing: BillingConfig;
  scrobbling: ScrobblingConfig;
};

/**
 * Providers are configured only with all their keys. The demo gateway never moves money, so a
 * production server refuses to start with it rather than sell plans for nothing.
 */
function billingConfig(e: z.infer<typeof schema>): BillingConfig {
  const problems: string[] = [];
  const stripeKeys = [e.STRIPE_SECRET_KEY, e.STRIPE_WEBHOOK_SECRET].filter(Boolean).length;
  if (stripeKeys === 1) problems.push("  STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET: set both, or neither");
  const paypalKeys = [e.PAYPAL_CLIENT_ID, e.PAYPAL_CLIENT_SECRET, e.PAYPAL_WEBHOOK_ID].filter(Boolean).length;
  if (paypalKeys > 0 && paypalKeys < 3)
    problems.push("  PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID: set all three, or none");
  const production = e.NODE_ENV === "production";
  const askedForTest = e.BILLING_TEST_GATEWAY === "true" || e.BILLING_TEST_GATEWAY === "1";
  if (production && askedForTest)
    problems.push(
      "  BILLING_TEST_GATEWAY: the test payment gateway cannot run with NODE_ENV=production (it grants plans without payment)",
    );
  if (problems.length) throw new Error(`Invalid configuration:\n${problems.join("\n")}`);
  const stripe =
    stripeKeys === 2
      ? {
          secretKey: e.STRIPE_SECRET_KEY as string,
          webhookSecret: e.STRIPE_WEBHOOK_SECRET as string,
          ...(e.STRIPE_API_URL ? { apiUrl: e.STRIPE_API_URL } : {}),
        }
      : undefined;
  const paypal =
    paypalKeys === 3
      ? {
          clientId: e.PAYPAL_CLIENT_ID as string,
          clientSecret: e.PAYPAL_CLIENT_SECRET as string,
          webhookId: e.PAYPAL_WEBHOOK_ID as string,
          environment: e.PAYPAL_ENVIRONMENT,
          ...(e.PAYPAL_API_URL ? { apiUrl: e.PAYPAL_API_URL } : {}),
        }
      : undefined;
  const explicitlyOff = e.BILLING_TEST_GATEWAY === "false" || e.BILLING_TEST_GATEWAY === "0";
  return {
    ...(stripe ? { stripe } : {}),
    ...(paypal ? { paypal } : {}),
    // By default the demo gateway stands in only where no real provider is set up, and never in production.
    testGateway: askedForTest || (!explicitlyOff && !production && !stripe && !paypal),
    graceDays: e.BILLING_GRACE_DAYS,
  };
}

function storageConfig(e: z.infer<typeof schema>): StorageConfig {
  if (e.STORAGE_DRIVER === "local") return { driver: "local" };
  if (!e.S3_BUCKET) throw new Error("Invalid configuration:\n  S3_BUCKET: required when STORAGE_DRIVER=s3");
  return {
    driver: "s3",
    s3: {
      endpoint: e.S3_ENDPOINT || undefined,
      region: e.S3_REGION,
      bucket: e.S3_BUCKET,
      accessKeyId: e.S3_ACCESS_KEY_ID || undefined,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY || undefined,
      forcePathStyle: e.S3_FORCE_PATH_STYLE,
    },
  };
}

const rootDir = resolve(import.meta.dir, "../../..");

function clipRange(value: string): [number, number] {
  const [a, b] = value.split("-").map(Number) as [number, number];
  const min = Math.max(3, Math.min(a, b));
  return [min, Math.max(min, a, b)];
}

/** The only place the server reads its environment (Bun loads `.env` itself). */
export function readServerConfig(env: Record<string, string | undefined> = process.env): ServerConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`).join("\n");
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  const workers = e.WORKERS === "auto" ? availableParallelism() : Number(e.WORKERS);
  if (workers > 1 && (!e.DATABASE_URL || !e.REDIS_URL)) {
    const missing = [!e.DATABASE_URL && "PostgreSQL (DATABASE_URL)", !e.REDIS_URL && "Redis (REDIS_URL)"]
      .filter(Boolean)
      .join(" and ");
    throw new Error(
      `Invalid configuration:\n  WORKERS: ${workers} server processes need ${missing}: ${
        e.DATABASE_URL ? "" : "the embedded database belongs to a single process, and "
      }sessions, throttles and live events must be shared between the processes. Set WORKERS=1 or configure them.`,
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    appUrl: e.APP_URL?.replace(/\/$/, ""),
    debug: e.APP_DEBUG,
    dataDir: resolve(e.DATA_DIR),
    appSecret: e.APP_SECRET ? new Uint8Array(Buffer.from(e.APP_SECRET.trim(), "base64")) : undefined,
    databaseUrl: e.DATABASE_URL || undefined,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    pgliteSharedBuffers: e.PGLITE_SHARED_BUFFERS,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    maxBodyBytes: e.MAX_BODY_BYTES,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    workers,
    worker: e.BACKBEAT_WORKER,
    ownsSchedules: (e.BACKBEAT_WORKER ?? 0) === 0,
    webDist: resolve(e.WEB_DIST ?? `${rootDir}/apps/web/dist`),
    webBuild: e.WEB_BUILD,
    rootDir,
    logLevel: e.LOG_LEVEL,
    trustedProxies: parseTrustedProxies(e.TRUSTED_PROXIES),
    mail: { url: e.MAIL_URL || undefined, from: e.MAIL_FROM },
    storage: storageConfig(e),
    uploadMaxBodyBytes: e.UPLOAD_MAX_BODY_MB * 1024 * 1024,
    tusDir: e.TUS_DIR ? resolve(e.TUS_DIR) : undefined,
    downloads: { concurrency: e.TRANSCODE_CONCURRENCY, cacheBytes: Math.round(e.DOWNLOAD_CACHE_MB * 1024 * 1024) },
    realtimeChannel: e.REALTIME_CHANNEL,
    billing: billingConfig(e),
    scrobbling: {
      listenbrainzUrl: e.LISTENBRAINZ_API_URL || undefined,
      lastfmApiUrl: e.LASTFM_API_URL || undefined,
      lastfmAuthUrl: e.LASTFM_AUTH_URL || undefined,
    },
    media: {
      queue: e.QUEUE_DRIVER,
      redisUrl: e.REDIS_URL || undefined,
      // ffmpeg is the heavy part: one job at a time on a small machine, two from four cores.
      concurrency: e.MEDIA_CONCURRENCY ?? (availableParallelism() >= 4 ? 2 : 1),
      ffmpegTimeoutMs: e.MEDIA_FFMPEG_TIMEOUT_SECONDS * 1000,
      importRoots: e.IMPORT_ROOTS.split(delimiter)
        .map((r) => r.trim())
        .filter(Boolean)
        .map((r) => resolve(r)),
    },
    seedDemo: {
      mode: e.SEED_DEMO === "auto" ? "auto" : e.SEED_DEMO === "true" || e.SEED_DEMO === "1" ? "always" : "never",
      tracks: e.SEED_DEMO_TRACKS,
      clips: e.SEED_DEMO_CLIPS,
      clipSeconds: clipRange(e.SEED_DEMO_CLIP_SECONDS),
    },
    auth: {
      recaptchaSecret: e.RECAPTCHA_SECRET_KEY || undefined,
      recaptchaVerifyUrl: e.RECAPTCHA_VERIFY_URL || undefined,
      social: Object.fromEntries(
        socialServices.flatMap((service: SocialService) => {
          const p = service.toUpperCase();
          const read = (k: string) => (env[`${p}_${k}`] || undefined) as string | undefined;
          const clientId = read("CLIENT_ID");
          const clientSecret = read("CLIENT_SECRET");
          if (!clientId || !clientSecret) return [];
          return [
            [
              service,
              {
                clientId,
                clientSecret,
                authorizeUrl: read("AUTHORIZE_URL"),
                tokenUrl: read("TOKEN_URL"),
                userInfoUrl: read("USERINFO_URL"),
              },
            ],
          ];
        }),
      ),
    },
  };
}
