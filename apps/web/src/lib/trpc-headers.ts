import { readCookie, WORKSPACE_COOKIE } from "@backbeat/client";

/** The XSRF token and, docs/spec/1-platform-foundation.md §7, a nonzero active workspace (the server checks membership). */
export function trpcHeaders(cookies = typeof document === "undefined" ? "" : document.cookie): Record<string, string> {
  const headers: Record<string, string> = {};
  const token = readCookie("XSRF-TOKEN", cookies);
  if (token) headers["X-XSRF-TOKEN"] = token;
  const workspaceId = Number(readCookie(WORKSPACE_COOKIE, cookies) ?? 0);
  if (Number.isInteger(workspaceId) && workspaceId > 0) headers["X-Workspace-Id"] = String(workspaceId);
  return headers;
}
