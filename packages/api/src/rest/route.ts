import type { PermissionName } from "@backbeat/core";
import type { ZodType } from "zod";
import type { ApiContext } from "../context.ts";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * One REST adapter: a spec path projected onto a core service. `access` is checked before the
 * handler runs; the handler returns JSON-able data or a ready Response (downloads).
 */
export interface RestRoute {
  method: HttpMethod;
  /** Spec path as the request layer sends it, with `{param}` segments: `api/v1/users/{id}`. */
  path: string;
  access: "public" | "user" | { permission: PermissionName };
  /** A suspended account is refused everywhere except routes marked here (logout). */
  allowBanned?: boolean;
  /**
   * While e-mail confirmation is required, an unverified account is refused everywhere except
   * routes marked here: what the verify screen needs (logout, validate and resend the code).
   */
  allowUnverified?: boolean;
  /**
   * A server-to-server call its sender signs (a payment provider's webhook): it carries no
   * cookie or CSRF token, acts for nobody and proves itself by its signature instead.
   */
  signedBySender?: boolean;
  /** A larger body limit than the server's default, for uploads with a size rule of their own. */
  maxBodyBytes?: number;
  /**
   * The handler reads `ctx.request`'s body itself (a file upload streamed to disk, bounded by the
   * upload settings); the request layer leaves it unread.
   */
  streamBody?: boolean;
  /**
   * What the handler parses: the JSON body (POST, PUT, PATCH) or the query (GET, DELETE). The
   * API documentation (`rest/openapi.ts`) describes the route from it.
   */
  input?: ZodType;
  /** What a JSON answer holds, for the API documentation (a route answering a file or a redirect has none). */
  output?: ZodType;
  /** The status of a JSON answer when it is not 200 (a beacon's 202). */
  status?: number;
  /** A route that answers a file or bytes rather than JSON: the media type it sends. */
  file?: string;
  /** The body is a multipart form with a `file` (an upload), not JSON. */
  multipart?: boolean;
  /** A route that answers by sending the browser elsewhere (a 302), not with JSON. */
  redirects?: boolean;
  /** One line for the API documentation. */
  summary?: string;
  handle(ctx: ApiContext, input: RestInput): Promise<unknown>;
}

export interface RestInput {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
}
