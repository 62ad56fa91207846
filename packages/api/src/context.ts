import {
  type CoreServices,
  loadViewer,
  SESSION_COOKIE,
  userIdForAccessToken,
  type Viewer,
  validateSessionViewer,
} from "@backbeat/core";
import { readCookie } from "./cookies.ts";

/** Per-request context shared by tRPC procedures and REST adapters. */
export interface ApiContext {
  services: CoreServices;
  viewer: Viewer;
  request: Request;
  /** The client's address: behind a trusted proxy, the one it forwarded. */
  ip: string | null;
  /** Country code from a trusted proxy; null when unknown or untrusted. */
  country: string | null;
  userAgent: string | null;
  /** Headers (cookies mostly) to add to whatever response the request ends with. */
  resHeaders: Headers;
  secure: boolean;
}

export async function resolveViewer(services: CoreServices, request: Request): Promise<Viewer> {
  // Personal access tokens (spec 2 §3): REST calls may authenticate with a bearer token.
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "")?.[1];
  if (bearer) return loadViewer(services.db, await userIdForAccessToken(services.db, bearer), null);
  const token = readCookie(request, SESSION_COOKIE);
  const found = token ? await validateSessionViewer(services.db, token) : null;
  if (found) return { user: found.user, session: found.session, permissions: found.user.permissions };
  return loadViewer(services.db, null);
}

export async function createApiContext(
  services: CoreServices,
  request: Request,
  meta: { ip: string | null; country?: string | null; secure?: boolean; resHeaders?: Headers },
): Promise<ApiContext> {
  return {
    services,
    viewer: await resolveViewer(services, request),
    request,
    ip: meta.ip,
    country: meta.country ?? null,
    userAgent: request.headers.get("user-agent"),
    resHeaders: meta.resHeaders ?? new Headers(),
    secure: meta.secure ?? new URL(request.url).protocol === "https:",
  };
}
