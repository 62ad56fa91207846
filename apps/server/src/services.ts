import { join } from "node:path";
import {
  type CoreServices,
  closeEventBus,
  ErrorLog,
  markInterruptedImports,
  PasswordHasher,
  type ProvisionResult,
  provision,
  RedisAttemptStore,
  SettingsService,
  settleBackground,
  startBillingReconciler,
  startCacheSync,
  startEmailDigests,
  startLibraryScanner,
  startLogMaintenance,
  startMediaWorker,
  startReleaseAnnouncer,
  startReleasePublisher,
  startScrobbleOutbox,
  startTempSweeper,
  stopBillingReconciler,
  stopCacheSync,
  stopEmailDigests,
  stopLibraryScanner,
  stopLogMaintenance,
  stopMediaWorker,
  stopReleaseAnnouncer,
  stopReleasePublisher,
  stopScrobbleOutbox,
  stopTempSweeper,
} from "@backbeat/core";
import { type DatabaseHandle, migrateAndProvision, openDatabase } from "@backbeat/db";
import type { ServerConfig } from "./env.ts";

export interface StartedServices {
  services: CoreServices;
  database: DatabaseHandle;
  provisioned: ProvisionResult;
}

/**
 * Schema, roles, settings and the admin account, under the start-up lock: instances started
 * together on one database take turns, and each step only fills in what is missing. The demo
 * catalogue follows in the background, under the same lock (seed-demo.ts).
 */
export function prepareDatabase(
  config: ServerConfig,
  database: DatabaseHandle,
  hasher: PasswordHasher,
): Promise<ProvisionResult> {
  return migrateAndProvision(database, async () => {
    const provisioned = await provision(database.db, hasher, {
      email: config.adminEmail,
      password: config.adminPassword,
    });
    return provisioned;
  });
}

/** Opens the database, migrates it, fills in what the app needs and wires the core services. */
export async function startServices(
  config: ServerConfig,
  appUrl: string,
  secret?: Uint8Array,
): Promise<StartedServices> {
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: "postgres", url: config.databaseUrl, maxConnections: config.databasePoolSize }
      : {
          kind: "pglite",
          dataDir: join(config.dataDir, "pglite"),
          sharedBuffers: config.pgliteSharedBuffers,
          owner: `the Backbeat server on port ${config.port}`,
          migrateWhenCreated: true,
        },
  );
  const hasher = new PasswordHasher(1);
  const provisioned = await prepareDatabase(config, database, hasher);
  // REDIS_URL: sign-in counts are shared, so alternating between instances buys no extra guesses.
  const loginAttempts = config.media.redisUrl
    ? new RedisAttemptStore(config.media.redisUrl, `${config.realtimeChannel}:attempts:`)
    : undefined;
  const services: CoreServices = {
    db: database.db,
    ...(loginAttempts ? { loginAttempts } : {}),
    settings: new SettingsService(database.db),
    hasher,
    errorLog: new ErrorLog(config.dataDir),
    config: {
      appUrl,
      debug: config.debug,
      dataDir: config.dataDir,
      tusDir: config.tusDir,
      rootDir: config.rootDir,
      mail: config.mail,
      auth: { ...config.auth, signingKey: secret },
      downloads: config.downloads,
      storage: config.storage,
      media: config.media,
      // REDIS_URL: live events reach sockets held by other instances behind the load balancer.
      realtime: { redisUrl: config.media.redisUrl, channel: config.realtimeChannel },
      billing: config.billing,
      scrobbling: config.scrobbling,
      databaseKind: database.kind,
      appSecret: secret,
    },
  };
  // REDIS_URL: what one instance drops from its caches (a logout, a role edit, settings) the others drop too.
  await startCacheSync(services);
  // Digest windows any instance left open (stopped or killed within the minute) are sent when due.
  startEmailDigests(services);
  // Listens an outage or a stopped instance left unsent go out when due, from any instance.
  startScrobbleOutbox(services);
  // Media jobs left by a stopped server go back in line; the worker stops before the database closes.
  await markInterruptedImports(services);
  await startMediaWorker(services);
  // Upload files a killed server left in DATA_DIR/tmp go before the first request arrives.
  await startTempSweeper(services);
  // Scheduled work runs in one process of a machine's workers, not once per process.
  if (config.ownsSchedules) {
    await startLogMaintenance(services);
    startReleasePublisher(services);
    startReleaseAnnouncer(services);
    startBillingReconciler(services);
    // The library folders of Settings → Library: scanned at start, on an interval and on changes.
    await startLibraryScanner(services, (m) => console.error(m));
  }
  const closeDatabase = database.close;
  database.close = async () => {
    stopLogMaintenance(services);
    stopTempSweeper(services);
    stopReleasePublisher(services);
    stopReleaseAnnouncer(services);
    stopBillingReconciler(services);
    await stopLibraryScanner(services);
    await stopMediaWorker(services);
    // Open digest windows stay in the database, sent when due by whichever instance runs then.
    stopEmailDigests(services);
    stopScrobbleOutbox(services);
    await settleBackground(services);
    await stopCacheSync(services);
    await closeEventBus(services);
    await loginAttempts?.close();
    await closeDatabase();
  };
  return { services, database, provisioned };
}
