import type { Database, PermissionGrant } from "@backbeat/db";
import type { AttemptStore } from "./auth/attempt-store.ts";
import type { AuthConfig } from "./auth/config.ts";
import type { PasswordHasher } from "./auth/password.ts";
import type { SessionInfo } from "./auth/sessions.ts";
import type { BillingConfig, BillingGateway, GatewayName } from "./billing/gateways/types.ts";
import type { ErrorLog } from "./logs/error-log.ts";
import type { MailConfig, Mailer } from "./mail/types.ts";
import type { MediaConfig } from "./media/config.ts";
import type { EventBus, RealtimeConfig } from "./realtime/bus.ts";
import type { ScrobblingConfig } from "./scrobbling/types.ts";
import type { SettingsService } from "./settings/service.ts";
import type { StorageConfig, StorageDriver } from "./storage/types.ts";
import type { CurrentUser } from "./users/current-user.ts";

/** Long-lived services shared by every request. */
export interface CoreServices {
  db: Database;
  settings: SettingsService;
  hasher: PasswordHasher;
  errorLog: ErrorLog;
  /** Optional override; otherwise built from `config.mail` (see mail/mailer.ts). */
  mailer?: Mailer;
  /** Optional override; otherwise built from `config.storage` (storage/driver.ts). */
  storage?: StorageDriver;
  /** Optional override; otherwise built from `config.realtime` (realtime/services.ts). */
  events?: EventBus;
  /** Optional override; otherwise sign-in attempts are counted in this process (auth/attempt-store.ts). */
  loginAttempts?: AttemptStore;
  config: {
    /** MAIL_URL / MAIL_FROM; without a URL mail goes to `<dataDir>/outbox`. */
    mail?: MailConfig;
    /** Social sign-in, human check and passkey settings (auth/config.ts). */
    auth?: AuthConfig;
    appUrl: string;
    debug: boolean;
    dataDir: string;
    /** TUS_DIR: where resumable uploads collect (uploads/tus.ts); a folder all instances share. */
    tusDir?: string;
    /** The project folder, so debug traces can show paths relative to it. */
    rootDir: string;
    /** Download transcodes (streaming/transcode.ts): ffmpeg runs at once and the cache cap. */
    downloads?: { concurrency?: number; cacheBytes?: number };
    /** Media job queue and library import (media/config.ts). */
    media?: Partial<MediaConfig>;
    /** STORAGE_DRIVER and S3_*: where uploaded and imported bytes live (local disk by default). */
    storage?: StorageConfig;
    /** REDIS_URL for live events between instances (realtime/bus.ts). */
    realtime?: RealtimeConfig;
    /**
     * Web Push to endpoints on this machine or its private network; only a test's local push
     * service needs it (notifications/web-push.ts).
     */
    pushToInternalHosts?: boolean;
    /** STRIPE_*, PAYPAL_* and the demo gateway (billing/gateways/types.ts). */
    billing?: BillingConfig;
    /** LISTENBRAINZ_API_URL, LASTFM_API_URL, LASTFM_AUTH_URL (scrobbling/config.ts). */
    scrobbling?: ScrobblingConfig;
    /**
     * "postgres" when several processes may share the database: a library folder's scan then
     * also holds a database advisory lock. The embedded one has a single owner already.
     */
    databaseKind?: "pglite" | "postgres";
    /**
     * The app's secret (`<DATA_DIR>/app-secret`): keys secrets the server must read back, such
     * as Subsonic app passwords (subsonic/app-password.ts).
     */
    appSecret?: Uint8Array;
  };
  /** Optional override per provider; otherwise built from `config.billing` (billing/gateways/registry.ts). */
  billingGateways?: Partial<Record<GatewayName, BillingGateway>>;
}

/** Who is making a request: a user through a session, or a guest with the guest role. */
export interface Viewer {
  user: CurrentUser | null;
  session: SessionInfo | null;
  permissions: PermissionGrant[];
}
