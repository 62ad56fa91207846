import { createHash, randomBytes } from "node:crypto";
import { reportsRepo } from "@backbeat/db";
import { rateLimit, takeRateLimit } from "../auth/rate-limits.ts";
import { clusterValue } from "../cluster/cache-sync.ts";
import type { CoreServices } from "../context.ts";
import { clientKey } from "../plays/client-key.ts";
import { countryCode } from "../plays/service.ts";
import { browserOf, deviceOf } from "../plays/user-agent.ts";
import { MAX_PAGE_VIEW_PATH, MAX_REPORT_DAYS, type ParsedPageViewInput } from "./schemas.ts";

/**
 * One browser sends one beacon per route change; 60 a minute per address leaves room for a
 * household or office behind one address while a script cannot fill the table.
 */
export const PAGE_VIEWS_PER_MINUTE = 60;

export type PageViewOutcome =
  | "recorded"
  | "disabled"
  | "no-consent"
  | "do-not-track"
  | "bot"
  | "excluded"
  | "rate-limited";

export interface PageViewRequest {
  ip: string | null;
  userAgent: string | null;
  /** From a trusted proxy only. */
  country: string | null;
  /** The host the site is served from: a referrer on the same host is navigation, not a source. */
  host: string | null;
  /** `DNT: 1` or `Sec-GPC: 1`. */
  doNotTrack: boolean;
  /** The cookie notice was accepted. */
  consent: boolean;
}

const PAGE_VIEWS_LIMIT = rateLimit("page-views", PAGE_VIEWS_PER_MINUTE, 60_000);
const lastPrune = new WeakMap<object, number>();

/**
 * Page views are kept as long as a report can reach: the longest range and the range before it.
 * Older rows are dropped at most once a day, by the first beacon of the day.
 */
export const PAGE_VIEW_RETENTION_DAYS = MAX_REPORT_DAYS * 2;
const DAY_MS = 86_400_000;
/**
 * The visitor salt lives only in memory and is replaced each UTC day, so yesterday's hashes
 * cannot be linked to today's or recomputed from an address later (a restart of a single
 * instance starts a new salt: someone seen before and after it counts twice that day).
 */
const salts = new WeakMap<object, { day: string; salt: Buffer }>();

const BOT = /bot|crawl|spider|slurp|facebookexternalhit|preview|monitor|curl|wget|python-requests|headless-shell/i;

/** The path without query or fragment, printable ASCII only, cut to a bounded length. */
export function normalizePath(raw: string): string {
  let path = raw.split(/[?#]/, 1)[0] ?? "/";
  if (!path.startsWith("/")) path = `/${path}`;
  let out = "";
  for (const c of path) {
    if (/^[\x21-\x7e]$/.test(c)) out += c;
    else {
      try {
        out += encodeURIComponent(c);
      } catch {
        // A lone surrogate is no character: dropped.
      }
    }
    if (out.length >= MAX_PAGE_VIEW_PATH) break;
  }
  out = out.slice(0, MAX_PAGE_VIEW_PATH);
  return out.length > 1 ? out.replace(/\/+$/, "") || "/" : out;
}

/** The referrer's host, or null for none, an unparsable one, or this site itself. */
export function referrerHost(raw: string | null | undefined, ownHost: string | null): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return null;
  const host = url.hostname
    .toLowerCase()
    .replace(/^www\./, "")
    .slice(0, 253);
  const own =
    ownHost
      ?.toLowerCase()
      .split(":")[0]
      ?.replace(/^www\./, "") ?? null;
  if (!host || host === own) return null;
  return host;
}

async function visitorHash(services: CoreServices, request: PageViewRequest, now: Date): Promise<string> {
  const day = now.toISOString().slice(0, 10);
  let current = salts.get(services.db);
  if (!current || current.day !== day) {
    // With REDIS_URL the day's salt is the cluster's (in Redis, gone after two days), so a
    // visitor served by two instances counts once.
    const shared = await clusterValue(
      services,
      `visitor-salt:${day}`,
      () => randomBytes(32).toString("hex"),
      2 * DAY_MS,
    );
    current = { day, salt: shared ? Buffer.from(shared, "hex") : randomBytes(32) };
    salts.set(services.db, current);
  }
  return createHash("sha256")
    .update(current.salt)
    .update(`${request.ip ?? ""}|${request.userAgent ?? ""}`)
    .digest("hex")
    .slice(0, 32);
}

/**
 * Records one page view, unless analytics are off, the visitor asked not to be tracked, the
 * cookie notice is on and was not accepted, the client is a bot or sends too many, or the page
 * is an admin screen (operators' own browsing is not traffic). Never stores the address.
 */
export async function recordPageView(
  services: CoreServices,
  { path, referrer }: ParsedPageViewInput,
  request: PageViewRequest,
  now = new Date(),
): Promise<{ outcome: PageViewOutcome }> {
  const settings = await services.settings.snapshot();
  if (!settings.get("analytics.enable")) return { outcome: "disabled" };
  if (request.doNotTrack && settings.get("analytics.respect_dnt")) return { outcome: "do-not-track" };
  if (settings.get("cookie_notice.enable") && !request.consent) return { outcome: "no-consent" };
  if (!request.userAgent || BOT.test(request.userAgent)) return { outcome: "bot" };
  const normalized = normalizePath(path);
  if (normalized === "/admin" || normalized.startsWith("/admin/")) return { outcome: "excluded" };
  if ((await takeRateLimit(services, PAGE_VIEWS_LIMIT, clientKey(request.ip), now.getTime())) > 0)
    return { outcome: "rate-limited" };
  if (now.getTime() - (lastPrune.get(services.db) ?? 0) >= DAY_MS) {
    lastPrune.set(services.db, now.getTime());
    await reportsRepo.prunePageViews(services.db, new Date(now.getTime() - PAGE_VIEW_RETENTION_DAYS * DAY_MS));
  }
  await reportsRepo.insertPageView(services.db, {
    path: normalized,
    referrer_host: referrerHost(referrer, request.host),
    browser: browserOf(request.userAgent),
    device: deviceOf(request.userAgent),
    country: countryCode(request.country),
    visitor: await visitorHash(services, request, now),
    viewed_at: now,
  });
  return { outcome: "recorded" };
}
