/** docs/spec/1-platform-foundation.md §7 "Request layer rules", as a pure function so every rule is testable. */
export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type Params = Record<string, string | number | boolean | null | undefined | (string | number)[]>;

export interface RequestOptions {
  method?: Method;
  params?: Params;
  body?: unknown;
}

export interface RequestEnvironment {
  /** The active workspace (0 is the default workspace). */
  workspaceId: number;
  /** The XSRF-TOKEN cookie's value, if the page has one. */
  xsrfToken: string | null;
}

const UNPREFIXED = ["auth", "secure", "log-viewer", "horizon"];
const JOINED_ON_GET = ["with", "load", "loadCount"];
const OVERRIDDEN: Method[] = ["PUT", "PATCH", "DELETE"];
const GETS_WORKSPACE: Method[] = ["GET", "POST", "PUT"];

function isRelative(url: string): boolean {
  return !/^[a-z][a-z0-9+.-]*:/i.test(url) && !url.startsWith("//");
}

/** `users/1` becomes `/api/v1/users/1`; auth, secure, log-viewer and horizon stay as they are. */
export function resolvePath(url: string): string {
  if (!isRelative(url)) return url;
  const path = url.replace(/^\/+/, "");
  const first = path.split(/[/?#]/)[0] ?? "";
  return UNPREFIXED.includes(first) || path.startsWith("api/v1/") ? `/${path}` : `/api/v1/${path}`;
}

export function buildRequest(
  url: string,
  options: RequestOptions,
  env: RequestEnvironment,
): { url: string; init: RequestInit } {
  const method = options.method ?? "GET";
  const params: Params = { ...options.params };
  if (method === "GET") {
    for (const key of JOINED_ON_GET) {
      const value = params[key];
      if (Array.isArray(value)) params[key] = value.join(",");
    }
  }
  if (env.workspaceId !== 0 && GETS_WORKSPACE.includes(method) && params.workspaceId === undefined) {
    params.workspaceId = env.workspaceId;
  }
  const headers: Record<string, string> = { Accept: "application/json" };
  let sentMethod: Method = method;
  if (OVERRIDDEN.includes(method)) {
    sentMethod = "POST";
    headers["X-HTTP-Method-Override"] = method;
    params._method = method;
  }
  if (env.xsrfToken) headers["X-XSRF-TOKEN"] = env.xsrfToken;

  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) search.append(`${key}[]`, String(v));
    else search.append(key, String(value));
  }
  const query = search.toString();
  const resolved = resolvePath(url);
  const init: RequestInit = { method: sentMethod, headers, credentials: "include" };
  if (options.body !== undefined && sentMethod !== "GET") {
    if (typeof FormData !== "undefined" && options.body instanceof FormData) init.body = options.body;
    else {
      headers["Content-Type"] = "application/json";
      init.body = JSON.stringify(options.body);
    }
  }
  return { url: query ? `${resolved}${resolved.includes("?") ? "&" : "?"}${query}` : resolved, init };
}
