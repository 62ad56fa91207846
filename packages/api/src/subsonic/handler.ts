import {
  authenticateSubsonic,
  type CoreServices,
  hasPermission,
  isDomainError,
  loadViewer,
  SUBSONIC_ERRORS,
  SubsonicError,
  type SubsonicErrorCode,
} from "@backbeat/core";
import { logServerError } from "../errors/respond.ts";
import type { SignedInContext, SubsonicContext } from "./context.ts";
import { browsingMethods } from "./endpoints/browsing.ts";
import { interactionMethods } from "./endpoints/interaction.ts";
import { listMethods } from "./endpoints/lists.ts";
import { mediaMethods } from "./endpoints/media.ts";
import { playlistMethods } from "./endpoints/playlists.ts";
import { systemMethods } from "./endpoints/system.ts";
import { envelope, errorEnvelope, type Format, formatOf, refusedCallback } from "./envelope.ts";
import { Params } from "./params.ts";

export const SUBSONIC_PREFIX = "rest/";

const methods = {
  ...systemMethods,
  ...browsingMethods,
  ...listMethods,
  ...playlistMethods,
  ...interactionMethods,
  ...mediaMethods,
};

export const subsonicMethodNames = Object.keys(methods).sort();

const MAX_FORM_BYTES = 256 * 1024;

export interface SubsonicRequestMeta {
  ip: string | null;
  country?: string | null;
}

/** `rest/ping`, `rest/ping.view` → `ping`; anything else is no method. */
export function subsonicMethodName(path: string): string | null {
  const match = /^rest\/([A-Za-z0-9]{1,64})(?:\.view)?$/.exec(path);
  return match ? (match[1] as string) : null;
}

async function readParams(request: Request, url: URL): Promise<Params | { tooLarge: true }> {
  if (request.method !== "POST") return new Params(url.searchParams);
  const type = request.headers.get("content-type") ?? "";
  if (!type.startsWith("application/x-www-form-urlencoded")) return new Params(url.searchParams);
  const length = Number(request.headers.get("content-length") ?? "0");
  if (length > MAX_FORM_BYTES) return { tooLarge: true };
  const text = await new Response(request.body).text();
  if (text.length > MAX_FORM_BYTES) return { tooLarge: true };
  return new Params(url.searchParams, new URLSearchParams(text));
}

function failureOf(error: unknown): { code: SubsonicErrorCode; message: string; helpUrl?: string } | null {
  if (error instanceof SubsonicError) return { code: error.code, message: error.message, helpUrl: error.helpUrl };
  if (!isDomainError(error)) return null;
  switch (error.code) {
    case "NOT_FOUND":
      return { code: SUBSONIC_ERRORS.notFound, message: error.message };
    case "FORBIDDEN":
    case "UNAUTHENTICATED":
      return { code: SUBSONIC_ERRORS.notAuthorized, message: error.message };
    default:
      return { code: SUBSONIC_ERRORS.generic, message: error.message };
  }
}

/** Subsonic clients send `v` (the API version they speak); only a different major version is refused. */
function versionRefusal(v: string | undefined): SubsonicError | null {
  if (v === undefined || v === "")
    return new SubsonicError(SUBSONIC_ERRORS.missingParameter, "Required parameter is missing: v");
  const major = /^(\d{1,3})\.\d{1,3}(?:\.\d{1,3})?$/.exec(v.trim())?.[1];
  if (major === undefined) return new SubsonicError(SUBSONIC_ERRORS.missingParameter, "Invalid parameter: v");
  if (Number(major) < 1)
    return new SubsonicError(
      SUBSONIC_ERRORS.clientTooOld,
      "Incompatible Subsonic REST protocol version. Client must upgrade.",
    );
  if (Number(major) > 1)
    return new SubsonicError(
      SUBSONIC_ERRORS.serverTooOld,
      "Incompatible Subsonic REST protocol version. Server must upgrade.",
    );
  return null;
}

/**
 * The Subsonic API at `rest/<method>` (with or without `.view`), GET or form POST. Credentials
 * are the request's own parameters, never the session cookie, so no CSRF token is involved.
 */
export async function handleSubsonic(
  services: CoreServices,
  request: Request,
  url: URL,
  meta: SubsonicRequestMeta,
): Promise<Response> {
  const path = url.pathname.replace(/^\/+/, "");
  const read = await readParams(request, url);
  const params = read instanceof Params ? read : new Params(url.searchParams);
  const format = formatOf(params.get("f"), params.get("callback"));
  if ("refused" in format) return refusedCallback(format.refused);
  if (!(read instanceof Params))
    return errorEnvelope(format, SUBSONIC_ERRORS.generic, "The request body is too large.", 413);
  const name = subsonicMethodName(path);
  const method = name ? methods[name as keyof typeof methods] : undefined;
  if (!method) return errorEnvelope(format, SUBSONIC_ERRORS.notFound, "Unknown API method", 404);
  const ctx: SubsonicContext = {
    services,
    viewer: { user: null, session: null, permissions: [] },
    params,
    request,
    ip: meta.ip,
    country: meta.country ?? null,
    userAgent: request.headers.get("user-agent"),
  };
  try {
    if (method.public) {
      ctx.viewer = await loadViewer(services.db, null);
    } else {
      const refusal = versionRefusal(params.get("v"));
      if (refusal) throw refusal;
      ctx.viewer = await authenticateSubsonic(
        services,
        {
          u: params.get("u"),
          p: params.get("p"),
          t: params.get("t"),
          s: params.get("s"),
          apiKey: params.get("apiKey"),
        },
        meta.ip,
      );
      if (method.permission && !hasPermission(ctx.viewer, method.permission))
        throw new SubsonicError(SUBSONIC_ERRORS.notAuthorized, "User is not authorized for the given operation.");
    }
    const result = await method.handle(ctx as SignedInContext);
    return result instanceof Response ? result : envelope(format, result);
  } catch (error) {
    const failure = failureOf(error);
    if (failure) return errorEnvelope(format as Format, failure.code, failure.message, 200, failure.helpUrl);
    await logServerError(error, { services, request, ip: meta.ip });
    return errorEnvelope(format, SUBSONIC_ERRORS.generic, "There was an issue. Please try again.", 500);
  }
}
