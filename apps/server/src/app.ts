import {
  type ApiContext,
  appRouter,
  bootstrapFor,
  createApiContext,
  createRestMatcher,
  createTrpcContext,
  errorToHttp,
  handleSubsonic,
  logServerError,
  readinessResponse,
  restRoutes,
  runRestRoute,
  SUBSONIC_PREFIX,
} from "@backbeat/api";
import { checkReadiness, preparingOf, preparingTasksOf, seoHeadFor, siteHead } from "@backbeat/core";
import type { AnyTRPCProcedure } from "@trpc/server";
import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { getHTTPStatusCodeFromError } from "@trpc/server/http";
import type { ServerConfig } from "./env.ts";
import { limitBody, readBody, unsafePath } from "./http/body.ts";
import type { ClientAddress } from "./http/client-address.ts";
import { compressResponse } from "./http/compression.ts";
import { createCsrf } from "./http/csrf.ts";
import { webManifestResponse } from "./http/manifest.ts";
import { effectiveMethod } from "./http/method-override.ts";
import { appContentSecurityPolicy, framePolicy, withSecurityHeaders } from "./http/security-headers.ts";
import { seoFileResponse } from "./http/seo/files.ts";
import { renderHeadTags } from "./http/seo/head.ts";
import { customHtmlTag, siteCodeFrom } from "./http/site-code.ts";
import { createSpaShell, inlineScriptHashes } from "./http/spa.ts";
import { renderStartingPage } from "./http/starting-page.ts";
import { createStaticFiles } from "./http/static.ts";
import { TRPC_ENDPOINT, TRPC_MAX_BATCH, trpcBatchRefusal } from "./http/trpc-batch.ts";
import { accountGate, createTusHandler, TUS_PATH } from "./http/tus.ts";
import type { Logger } from "./logger.ts";
import type { StartedServices } from "./services.ts";
import type { WebBuild } from "./web-build.ts";

const API_PREFIXES = ["api/", "auth/", "secure/"];

const IDLE_HEALTH = JSON.stringify({ status: "ok", preparing: null });
const HEALTH_HEADERS: Record<string, string> = {
  "content-type": "application/json; charset=utf-8",
  "cache-control": "no-store",
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "content-security-policy": "default-src 'none'; frame-ancestors 'none'",
  "x-frame-options": "DENY",
};
const HEALTH_HEADERS_HTTPS = { ...HEALTH_HEADERS, "strict-transport-security": "max-age=31536000" };

function jsonResponse(status: number, body: unknown, headers?: HeadersInit): Response {
  const h = new Headers(headers);
  h.set("content-type", "application/json; charset=utf-8");
  return new Response(JSON.stringify(body), { status, headers: h });
}

/** The request handler: tRPC, REST adapters, static files and the SPA shell, in that order. */
export function createFetchHandler(
  config: ServerConfig,
  started: StartedServices,
  secret: Uint8Array,
  log: Logger,
  webBuild?: WebBuild,
) {
  const { services } = started;
  const csrf = createCsrf(secret);
  const matchRest = createRestMatcher(restRoutes);
  const tus = createTusHandler(services);
  const files = createStaticFiles(config.webDist);
  const spa = createSpaShell(config.webDist);

  const withXsrfCookie = (request: Request, response: Response, secure: boolean) => {
    const cookie = csrf.cookieFor(request, secure);
    if (cookie) response.headers.append("set-cookie", cookie);
    return response;
  };

  const refuse = (
    request: Request,
    url: URL,
    status: number,
    message: string,
    options: { headers?: HeadersInit; reason?: string } = {},
  ) => {
    log.warn(`${status} ${request.method} ${url.pathname}: ${options.reason ?? message}`);
    return jsonResponse(status, { message }, options.headers);
  };
  /**
   * The request's context, or the answer when the caller cannot be resolved: a Bearer header
   * without a valid token is 401 and is never read by its session cookie instead.
   */
  const contextFor = async (request: Request, url: URL, client: ClientAddress): Promise<ApiContext | Response> => {
    try {
      return await createApiContext(services, request, client);
    } catch (error) {
      const { status, body } = await errorToHttp(error, { services, request, ip: client.ip }, services.config.rootDir);
      return refuse(request, url, status, body.message);
    }
  };

  /** Client errors answered by a handler (validation, permissions) are logged without bodies. */
  const logClientError = (request: Request, url: URL, status: number, detail = "") => {
    if (status >= 400 && status < 500) log.info(`${status} ${request.method} ${url.pathname}${detail}`);
  };

  // Keyed by full dotted path at run time ("playlists.addTracks"), whatever the nested type says.
  const procedures = appRouter._def.procedures as unknown as Record<string, AnyTRPCProcedure | undefined>;
  const procedureType = (path: string) => procedures[path]?._def.type;

  /** Static files keep no content policy of their own (a worker script would inherit it). */
  const staticFiles = new WeakSet<Response>();

  const route = async (request: Request, client: ClientAddress, url: URL): Promise<Response> => {
    const { secure } = client;
    const path = url.pathname.replace(/^\/+/, "");

    if (path === "trpc" || path.startsWith("trpc/")) {
      const refusal = csrf.refusal(request);
      if (refusal) return refuse(request, url, refusal.status, refusal.message);
      // tRPC's fetch adapter reads bodies without a limit of its own.
      const batching = trpcBatchRefusal(request, url, procedureType);
      if (batching) return refuse(request, url, 400, batching);
      const bounded = await limitBody(request, config.maxBodyBytes);
      if (!bounded.ok) return refuse(request, url, bounded.status, bounded.message);
      // The web client sends a mutation without input (logout, enable two-factor) with no body;
      // a procedure that declares its input would parse that as JSON and answer 400.
      const empty = bounded.request.method === "POST" && bounded.request.headers.get("content-length") === "0";
      return fetchRequestHandler({
        endpoint: TRPC_ENDPOINT,
        req: empty ? new Request(bounded.request, { body: "{}" }) : bounded.request,
        router: appRouter,
        maxBatchSize: TRPC_MAX_BATCH,
        createContext: ({ resHeaders }) => createTrpcContext(services, bounded.request, { ...client, resHeaders }),
        onError: ({ error, path }) => {
          if (error.code === "INTERNAL_SERVER_ERROR")
            void logServerError(error.cause ?? error, { services, request, ip: client.ip });
          else logClientError(request, url, getHTTPStatusCodeFromError(error), ` (${path ?? "?"}): ${error.message}`);
        },
      });
    }

    if (path === TUS_PATH || path.startsWith(`${TUS_PATH}/`)) {
      const refusal = csrf.refusal(request);
      if (refusal) return refuse(request, url, refusal.status, refusal.message);
      const ctx = await contextFor(request, url, client);
      if (ctx instanceof Response) return ctx;
      const gate = await accountGate(ctx);
      if (gate) return refuse(request, url, gate.status, gate.message);
      return withXsrfCookie(request, await tus(request, ctx.viewer), secure);
    }

    // Subsonic apps sign every request with its own parameters, never the session cookie.
    if (path.startsWith(SUBSONIC_PREFIX)) {
      const response = await handleSubsonic(services, request, url, client);
      logClientError(request, url, response.status);
      return response;
    }

    const method = effectiveMethod(request, url);
    const match = matchRest(method, path);
    if (match.kind === "method-not-allowed") {
      return refuse(request, url, 405, "The method is not allowed for this path.", {
        headers: { allow: match.allow.join(", ") },
      });
    }
    if (match.kind === "malformed") return refuse(request, url, 400, "The URL is malformed.");
    if (match.kind === "route") {
      const refusal = match.route.signedBySender ? null : csrf.refusal(request);
      if (refusal) return refuse(request, url, refusal.status, refusal.message);
      const body = match.route.streamBody
        ? ({ ok: true, body: undefined } as const)
        : await readBody(request, Math.max(config.maxBodyBytes, match.route.maxBodyBytes ?? 0));
      if (!body.ok) return refuse(request, url, body.status, body.message);
      const ctx = await contextFor(request, url, client);
      if (ctx instanceof Response) return ctx;
      const response = await runRestRoute(ctx, match.route, {
        params: match.params,
        query: Object.fromEntries(url.searchParams),
        body: body.body,
      });
      logClientError(request, url, response.status);
      return withXsrfCookie(request, response, secure);
    }
    if (API_PREFIXES.some((p) => path.startsWith(p))) return refuse(request, url, 404, "Not found.");

    if (request.method !== "GET" && request.method !== "HEAD")
      return refuse(request, url, 405, "The method is not allowed for this path.");
    const unsafe = unsafePath(url.pathname);
    if (unsafe) return refuse(request, url, unsafe.status, unsafe.message, { reason: unsafe.reason });
    const seoFile = await seoFileResponse(services, path);
    if (seoFile) return seoFile;
    const manifest = await webManifestResponse(services, path);
    if (manifest) return manifest;
    const file = files.serve(request, url.pathname);
    if (file) {
      staticFiles.add(file);
      return file;
    }
    if (/\.[a-z0-9]{1,8}$/i.test(path)) return refuse(request, url, 404, "Not found.");
    // While a fresh checkout's web app is built, every page is the start-up progress page.
    if (webBuild?.running || webBuild?.failure)
      return new Response(renderStartingPage(preparingTasksOf(services), webBuild.failure), {
        status: webBuild.failure ? 503 : 200,
        headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
      });

    const ctx = await contextFor(request, url, client);
    if (ctx instanceof Response) return ctx;
    const [bootstrap, head] = await Promise.all([
      bootstrapFor(ctx, ctx.viewer),
      // A failed lookup costs the page its head, never the page.
      seoHeadFor(services, ctx.viewer, url.pathname, url.searchParams).catch((error) => {
        log.error(`SEO head for ${url.pathname}: ${String(error)}`);
        return siteHead(services);
      }),
    ]);
    if (head.status === 301 && head.location)
      return withXsrfCookie(
        request,
        new Response(null, { status: 301, headers: { location: head.location, "cache-control": "no-store" } }),
        secure,
      );
    const code = siteCodeFrom(bootstrap.settings);
    const html = spa.render(bootstrap, { title: head.title, tags: renderHeadTags(head) }, code);
    const response = new Response(html, {
      status: head.status,
      headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" },
    });
    // Inline scripts of the admin's custom HTML run by hash, like the shell's own.
    const customHashes = inlineScriptHashes(customHtmlTag(code));
    if (customHashes.length)
      response.headers.set(
        "content-security-policy",
        appContentSecurityPolicy([...spa.scriptHashes, ...customHashes], framePolicy(url)),
      );
    ctx.resHeaders.forEach((v, k) => {
      response.headers.append(k, v);
    });
    return withXsrfCookie(request, response, secure);
  };

  /**
   * Probes are asked every few seconds by each load balancer: they skip the session, the XSRF
   * cookie and the page pipeline. Liveness only says the process answers; readiness checks what
   * requests depend on.
   */
  const probe = async (request: Request, url: URL): Promise<Response | null> => {
    if (request.method !== "GET" && request.method !== "HEAD") return null;
    if (url.pathname === "/api/v1/health/ready") return readinessResponse(await checkReadiness(services));
    return null;
  };

  /**
   * `GET api/v1/health`, the liveness probe: answered from Bun's router without the fetch
   * handler, so it costs little more than a bare server's answer. The headers are the ones
   * `withSecurityHeaders` gives any JSON answer.
   */
  const liveness = (secure: boolean): Response => {
    const preparing = preparingOf(services);
    return new Response(preparing ? JSON.stringify({ status: "ok", preparing }) : IDLE_HEALTH, {
      headers: secure ? HEALTH_HEADERS_HTTPS : HEALTH_HEADERS,
    });
  };

  /** Every answer, errors included, leaves through here and gets the security headers. */
  async function handle(request: Request, client: ClientAddress): Promise<Response> {
    const url = new URL(request.url);
    let response: Response;
    let staticFile = false;
    try {
      response = (await probe(request, url)) ?? (await route(request, client, url));
      // Static files carry their own compressed variants, made once per build.
      staticFile = staticFiles.has(response);
      if (!staticFile) response = await compressResponse(request, response);
    } catch (error) {
      log.error(`${request.method} ${url.pathname}: ${String(error)}`);
      response = await unexpectedErrorResponse(error, request, started, client.ip);
    }
    return withSecurityHeaders(response, {
      url,
      secure: client.secure,
      scriptHashes: spa.scriptHashes,
      staticFile,
    });
  }

  return Object.assign(handle, { liveness, close: () => tus.close() });
}

/** Last resort for errors thrown outside the layers that already answer them. */
export async function unexpectedErrorResponse(
  error: unknown,
  request: Request,
  started: StartedServices,
  ip: string | null = null,
) {
  const { status, body } = await errorToHttp(
    error,
    { services: started.services, request, ip },
    started.services.config.rootDir,
  );
  return jsonResponse(status, body);
}
