import { readCookie } from "./cookies.ts";
import { ApiError, type ApiErrorBody } from "./errors.ts";
import { buildRequest, type RequestEnvironment, type RequestOptions } from "./request.ts";

export const WORKSPACE_COOKIE = "activeWorkspaceId";

/** The current environment of the browser: active workspace and XSRF token cookies. */
export function browserEnvironment(): RequestEnvironment {
  return {
    workspaceId: Number(readCookie(WORKSPACE_COOKIE) ?? 0) || 0,
    xsrfToken: readCookie("XSRF-TOKEN"),
  };
}

/** Calls a REST path through the spec's request layer and parses the JSON answer. */
export async function apiRequest<T>(url: string, options: RequestOptions = {}, env = browserEnvironment()): Promise<T> {
  const { url: target, init } = buildRequest(url, options, env);
  const response = await fetch(target, init);
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = { message: text };
  }
  if (!response.ok) throw new ApiError(response.status, (body ?? {}) as ApiErrorBody);
  return body as T;
}
