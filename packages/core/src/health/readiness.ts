import { sql } from "@backbeat/db";
import { Redis } from "ioredis";
import type { CoreServices } from "../context.ts";
import { type PreparingState, preparingOf } from "../startup/preparing.ts";
import { storageFor } from "../storage/driver.ts";

export interface DependencyCheck {
  name: "database" | "redis" | "storage";
  ok: boolean;
  latencyMs: number;
  error?: string;
}

export interface Readiness {
  /** `preparing`: the dependencies answer, but start-up work (the demo catalogue) is not done. */
  status: "ready" | "preparing" | "unavailable";
  /** The first dependency that failed, when one did. */
  failed?: DependencyCheck["name"];
  checks: DependencyCheck[];
  preparing?: PreparingState;
}

/** A probe answers within the load balancer's patience: a dependency slower than this counts as down. */
const CHECK_TIMEOUT_MS = 3000;

async function timed(name: DependencyCheck["name"], run: () => Promise<unknown>): Promise<DependencyCheck> {
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    await Promise.race([
      run(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
      }),
    ]);
    return { name, ok: true, latencyMs: Math.round((performance.now() - started) * 10) / 10 };
  } catch (error) {
    // The message names the failure for the operator; it never carries credentials from a URL.
    const message = error instanceof Error ? error.message : String(error);
    return { name, ok: false, latencyMs: Math.round(performance.now() - started), error: message.slice(0, 200) };
  } finally {
    clearTimeout(timer);
  }
}

async function pingRedis(url: string): Promise<void> {
  // A connection of its own per probe: the shared ones reconnect quietly and would hide an outage.
  const redis = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: CHECK_TIMEOUT_MS,
    retryStrategy: () => null,
  });
  redis.on("error", () => {});
  try {
    await redis.connect();
    if ((await redis.ping()) !== "PONG") throw new Error("unexpected answer to PING");
  } finally {
    redis.disconnect();
  }
}

/** What this instance needs to serve requests, each checked with its latency (the readiness probe). */
export async function checkReadiness(services: CoreServices): Promise<Readiness> {
  const redisUrl = services.config.realtime?.redisUrl ?? services.config.media?.redisUrl;
  const checks = await Promise.all([
    timed("database", () => sql`select 1`.execute(services.db)),
    ...(redisUrl ? [timed("redis", () => pingRedis(redisUrl))] : []),
    // A missing key answers null from a reachable store and throws from an unreachable one.
    timed("storage", () => storageFor(services).stat("health/readiness-probe")),
  ]);
  const failed = checks.find((c) => !c.ok);
  if (failed) return { status: "unavailable", failed: failed.name, checks };
  const preparing = preparingOf(services);
  return preparing ? { status: "preparing", checks, preparing } : { status: "ready", checks };
}
