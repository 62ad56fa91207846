import type { HttpMethod, RestRoute } from "./route.ts";

interface Compiled {
  route: RestRoute;
  pattern: RegExp;
  names: string[];
}

export type RestMatch =
  | { kind: "route"; route: RestRoute; params: Record<string, string> }
  | { kind: "method-not-allowed"; allow: HttpMethod[] }
  | { kind: "malformed" }
  | { kind: "none" };

/** Matches a path (without the leading slash) against the table; params never contain `/`. */
export function createRestMatcher(routes: RestRoute[]) {
  const compiled: Compiled[] = routes.map((route) => {
    const names: string[] = [];
    const source = route.path
      .split("/")
      .map((segment) => {
        const param = /^\{(\w+)\}$/.exec(segment);
        if (!param) return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        names.push(param[1] as string);
        return "([^/]+)";
      })
      .join("/");
    return { route, pattern: new RegExp(`^${source}/?$`), names };
  });

  return (method: string, path: string): RestMatch => {
    const allow: HttpMethod[] = [];
    for (const { route, pattern, names } of compiled) {
      const m = pattern.exec(path);
      if (!m) continue;
      if (route.method !== method && !(method === "HEAD" && route.method === "GET")) {
        allow.push(route.method);
        continue;
      }
      const params: Record<string, string> = {};
      for (const [i, name] of names.entries()) {
        // A broken escape such as `%E0%A4%A` is the client's mistake (400), not a server error.
        try {
          params[name] = decodeURIComponent(m[i + 1] as string);
        } catch {
          return { kind: "malformed" };
        }
      }
      return { kind: "route", route, params };
    }
    return allow.length ? { kind: "method-not-allowed", allow } : { kind: "none" };
  };
}
