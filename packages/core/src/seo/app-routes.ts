import table from "./app-routes.json" with { type: "json" };

/**
 * The route table: every screen's path pattern (react-router syntax), written from the web app's
 * route groups by `bun apps/web/route-table.ts`. A path that matches none is not a page (404).
 */
export const APP_ROUTES: readonly string[] = table;

interface Compiled {
  pattern: string;
  segments: string[];
  /** react-router's ranking: a static segment outweighs a parameter. */
  score: number;
}

function compile(pattern: string): Compiled[] {
  const segments = pattern.split("/").filter(Boolean);
  const optional = segments.findIndex((s) => s.endsWith("?"));
  const variants =
    optional === -1
      ? [segments]
      : [segments.slice(0, optional), segments.map((s) => (s.endsWith("?") ? s.slice(0, -1) : s))];
  return variants.map((parts) => ({
    pattern,
    segments: parts,
    score: parts.reduce((n, s) => n + (s.startsWith(":") ? 3 : 10), 0),
  }));
}

const compiled = APP_ROUTES.flatMap(compile);

/** The pattern a path's (decoded) segments open, the most specific one as the router picks it; null: no page. */
export function matchAppRoute(segments: readonly string[]): string | null {
  let best: Compiled | null = null;
  for (const route of compiled) {
    if (route.segments.length !== segments.length) continue;
    if (!route.segments.every((s, i) => s.startsWith(":") || s === segments[i])) continue;
    if (!best || route.score > best.score) best = route;
  }
  return best?.pattern ?? null;
}
