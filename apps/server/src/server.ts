import { createFetchHandler, unexpectedErrorResponse } from "./app.ts";
import { startControlSocket } from "./control/socket.ts";
import type { ServerConfig } from "./env.ts";
import { resolveClientAddress } from "./http/client-address.ts";
import { createIdleCollector } from "./http/idle-collect.ts";
import { createRealtime, REALTIME_PATH, type Realtime, type RealtimeSocketData } from "./http/realtime.ts";
import { createLogger } from "./logger.ts";
import { loadSecret, sharedSecretWarning } from "./secret.ts";
import { seedDemoCatalogue } from "./seed-demo.ts";
import { type StartedServices, startServices } from "./services.ts";
import { buildWebIfStale } from "./web-build.ts";

/** What the client address needs from Bun's server: the socket's peer. */
type PeerSource = { requestIP(request: Request): { address: string } | null };

export interface RunningServer {
  url: string;
  started: StartedServices;
  realtime: Realtime;
  /** Settles when the background start-up work (the demo catalogue) is done. */
  ready: Promise<void>;
  /**
   * Stops taking connections, lets those in flight finish for up to `graceMs` (none by default:
   * tests stop at once), closes the rest, then the services: running media jobs go back in line.
   */
  stop(graceMs?: number): Promise<void>;
}

/**
 * Starts Backbeat: database and services first, so the first answered request is healthy; the
 * demo catalogue of a fresh install is prepared after the server listens (`ready`).
 */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  const log = createLogger(config.logLevel);
  const secret = await loadSecret(config);
  const secretWarning = sharedSecretWarning(config);
  if (secretWarning) log.warn(secretWarning);
  // The public URL is known only once the port is bound (port 0 picks one), so services get it lazily.
  const appUrl = config.appUrl ?? `http://localhost:${config.port}`;
  const started = await startServices(config, appUrl, secret);
  // Opening the database (a fresh one is created and migrated first) and provisioning leave
  // tens of MB of garbage that the collector, with nothing else to do, keeps for seconds:
  // one full collection (tens of ms) before the first request is served.
  Bun.gc(true);
  // One process of a machine's workers builds a stale web app, while the server answers.
  const webBuild = config.ownsSchedules ? buildWebIfStale(config, started.services, log) : undefined;
  const handle = createFetchHandler(config, started, secret, log, webBuild);
  const realtime = createRealtime(started.services, log);
  const idle = createIdleCollector();
  const clientOf = (request: Request, srv: PeerSource) =>
    resolveClientAddress(request, srv.requestIP(request)?.address ?? null, config.trustedProxies);
  const liveness = (request: Request, srv: PeerSource) => handle.liveness(clientOf(request, srv).secure);

  const server = Bun.serve<RealtimeSocketData>({
    port: config.port,
    hostname: config.host,
    // WORKERS: the sibling processes listen on the same port and the kernel spreads connections.
    reusePort: config.worker !== undefined,
    // Form uploads and tus chunks are bounded per route by the upload settings, under this cap.
    maxRequestBodySize: Math.max(config.maxBodyBytes, config.uploadMaxBodyBytes, 8 * 1024 * 1024),
    websocket: realtime.websocket,
    routes: {
      "/api/v1/health": { GET: liveness, HEAD: liveness },
    },
    async fetch(request, srv) {
      try {
        if (new URL(request.url).pathname === REALTIME_PATH) return await realtime.upgrade(request, srv);
        idle.served();
        return await handle(request, clientOf(request, srv));
      } catch (error) {
        log.error(`${request.method} ${new URL(request.url).pathname}: ${String(error)}`);
        return unexpectedErrorResponse(error, request, started);
      }
    },
    error(error) {
      log.error(String(error));
      return new Response(JSON.stringify({ message: "There was an issue. Please try again." }), {
        status: 500,
        headers: { "content-type": "application/json" },
      });
    },
  });
  const url = `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${server.port}`;
  if (!config.appUrl) started.services.config.appUrl = url;

  if (started.provisioned.generatedAdminPassword) {
    console.log(
      `\n  Admin account created: ${config.adminEmail}\n  Password (shown once): ${started.provisioned.generatedAdminPassword}\n`,
    );
  }
  // One process of a machine's workers answers `bun run import` on DATA_DIR.
  const control = config.ownsSchedules ? await startControlSocket(started.services, config.dataDir, log) : null;
  const ready = seedDemoCatalogue(config, started.database, started.services);
  log.info(`Backbeat listening on ${url} (${started.database.kind})`);

  return {
    url,
    started,
    realtime,
    ready,
    async stop(graceMs = 0) {
      realtime.stop();
      if (graceMs > 0) {
        let timer: ReturnType<typeof setTimeout> | undefined;
        await Promise.race([server.stop(false), new Promise((done) => (timer = setTimeout(done, graceMs)))]);
        clearTimeout(timer);
      }
      // The seed writes to the database: let it end before the database closes.
      webBuild?.cancel();
      await ready;
      await webBuild?.done;
      await control?.stop();
      await server.stop(true);
      idle.stop();
      await handle.close();
      await started.database.close();
    },
  };
}
