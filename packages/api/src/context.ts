import {
  type CoreServices,
  loadViewer,
  SESSION_COOKIE,
  unauthenticated,
  userIdForAccessToken,
  type Viewer,
  validateSessionViewer,
  workspaceIdParam,
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
  /** City from a trusted proxy, unchecked: core bounds it before storing. */
  city: string | null;
  userAgent: string | null;
  /** Headers (cookies mostly) to add to whatever response the request ends with. */
  resHeaders: Headers;
  secure: boolean;
  /**
   * The active workspace the request layer names (docs/spec/1-platform-foundation.md §7: a `workspaceId` param, or the
   * `X-Workspace-Id` header on the app's own calls); 0 is the personal default. Unchecked here:
   * each service that reads it checks the viewer's membership.
   */
  workspaceId: number;
}

/** The request's active workspace: the header, else the `workspaceId` query param; junk reads as 0. */
export function requestWorkspaceId(request: Request): number {
  const header = request.headers.get("x-workspace-id");
  const param = header ?? new URL(request.url).searchParams.get("workspaceId");
  return workspaceIdParam.parse(param ?? 0);
}

/**
 * The token of an `Authorization: Bearer …` header (personal access tokens, docs/spec/2-product-areas.md §3):
 * undefined when the header names no Bearer scheme, null when it does but holds no single token.
 */
export function bearerToken(request: Request): string | null | undefined {
  const header = request.headers.get("authorization") ?? "";
  if (!/^\s*bearer(\s|$)/i.test(header)) return undefined;
  return /^\s*bearer\s+(\S+)\s*$/i.exec(header)?.[1] ?? null;
}

/**
 * Who is asking. A request that names Bearer is that token's user or is refused (401): it is
 * never read by its cookie instead, since a Bearer request skips the XSRF check.
 */
export async function resolveViewer(services: CoreServices, request: Request): Promise<Viewer> {
  const bearer = bearerToken(request);
  if (bearer !== undefined) {
    const userId = bearer ? await userIdForAccessToken(services.db, bearer) : null;
    if (userId === null) throw unauthenticated();
    return loadViewer(services.db, userId, null);
  }
  const token = readCookie(request, SESSION_COOKIE);
  const found = token ? await validateSessionViewer(services.db, token) : null;
  if (found) return { user: found.user, session: found.session, permissions: found.user.permissions };
  return loadViewer(services.db, null);
}

export async function createApiContext(
  services: CoreServices,
  request: Request,
  meta: { ip: string | null; country?: string | null; city?: string | null; secure?: boolean; resHeaders?: Headers },
): Promise<ApiContext> {
  return {
    services,
    viewer: await resolveViewer(services, request),
    request,
    ip: meta.ip,
    country: meta.country ?? null,
    city: meta.city ?? null,
    userAgent: request.headers.get("user-agent"),
    resHeaders: meta.resHeaders ?? new Headers(),
    secure: meta.secure ?? new URL(request.url).protocol === "https:",
    workspaceId: requestWorkspaceId(request),
  };
}
