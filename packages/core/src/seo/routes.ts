import { matchAppRoute } from "./app-routes.ts";

/** Which page a path shows, as far as its head is concerned (docs/spec/2-product-areas.md §2 routes). */
export type SeoRoute =
  | { type: "landing" }
  | { type: "artist"; id: number }
  | { type: "album"; id: number; embed: boolean }
  | { type: "track"; id: number; embed: boolean }
  | { type: "playlist"; id: number }
  | { type: "user"; id: number }
  | { type: "channel"; slugOrId: string; restriction: string | null }
  | { type: "search"; query: string }
  | { type: "tag"; name: string }
  | { type: "radio"; seedType: string; seedId: number }
  | { type: "page"; idOrSlug: string }
  /** A listener's recap they shared (`/recap/:year/:userId`); the own one (`/recap/:year`) is personal. */
  | { type: "recap"; year: number; userId: number }
  /** A share link's page (`/s/:token`): its item's title and image, never indexed. */
  | { type: "share"; token: string }
  /** A screen of the app with nothing to look up; `index` is false for personal and admin areas. */
  | { type: "app"; index: boolean }
  /** An id that cannot exist (not a number, or out of range): answered as not found at once. */
  | { type: "missing" };

/** Screens search engines may index; every other screen of the app is personal or admin. */
const PUBLIC_APP = new Set(["login", "register", "lyrics", "pricing", "contact", "api-docs"]);
/** The router's catch-all: any other one or two segments name a channel. */
const CHANNEL_CATCH_ALL = new Set(["/:slugOrId", "/:slugOrId/:restriction"]);

const ID = /^[1-9]\d{0,8}$/;

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

export function matchSeoRoute(pathname: string, search: URLSearchParams = new URLSearchParams()): SeoRoute {
  const raw = pathname.split("/").filter(Boolean);
  const parts = raw.map(decode);
  if (parts.some((p) => p === null)) return { type: "missing" };
  const s = parts as string[];
  const [first = "", second, third, fourth] = s;
  const id = (value: string | undefined) => (value && ID.test(value) ? Number(value) : null);
  const item = <T extends SeoRoute>(value: string | undefined, make: (n: number) => T): T | { type: "missing" } => {
    const n = id(value);
    return n === null ? { type: "missing" } : make(n);
  };

  if (s.length === 0 || (s.length === 1 && first === "landing")) return { type: "landing" };
  // Only the route table's paths are pages.
  const pattern = matchAppRoute(s);
  // "/404" is the not-found page itself, never a channel.
  if (pattern === null || (s.length === 1 && first === "404")) return { type: "missing" };
  switch (first) {
    case "artist":
      return s.length <= 3 ? item(second, (n) => ({ type: "artist", id: n })) : { type: "app", index: false };
    case "album":
      return item(second, (n) => ({ type: "album", id: n, embed: s.length === 5 && s[4] === "embed" }));
    case "track":
      return item(second, (n) => ({ type: "track", id: n, embed: s.length === 4 && fourth === "embed" }));
    case "playlist":
      return item(second, (n) => ({ type: "playlist", id: n }));
    case "user":
      return item(second, (n) => ({ type: "user", id: n }));
    case "search": {
      const query = (second ?? search.get("query") ?? "").trim().slice(0, 200);
      return { type: "search", query };
    }
    case "pages":
      // `pages/:pageSlug` or `pages/:pageId/:pageSlug`: slugs are never all digits.
      return second && s.length <= 3 ? { type: "page", idOrSlug: second } : { type: "missing" };
    case "channel":
      return second && s.length <= 3
        ? { type: "channel", slugOrId: second, restriction: third ?? null }
        : { type: "missing" };
    case "tag":
      return { type: "tag", name: second ?? "" };
    case "radio":
      return item(third, (n) => ({ type: "radio", seedType: second ?? "", seedId: n }));
    case "s":
      return second && s.length === 2 ? { type: "share", token: second } : { type: "missing" };
    case "recap":
      if (s.length !== 3) return { type: "app", index: false };
      if (!second || !/^\d{4}$/.test(second)) return { type: "missing" };
      return item(third, (n) => ({ type: "recap", year: Number(second), userId: n }));
  }
  if (CHANNEL_CATCH_ALL.has(pattern)) return { type: "channel", slugOrId: first, restriction: second ?? null };
  return { type: "app", index: PUBLIC_APP.has(first) };
}
