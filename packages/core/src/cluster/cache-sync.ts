import { sessionsRepo } from "@backbeat/db";
import { Redis } from "ioredis";
import { dropReferenceData } from "../bootstrap/reference-data.ts";
import { pageCache } from "../catalogue/cache.ts";
import type { CoreServices } from "../context.ts";
import { dropCachedUsers, dropGuestRole } from "../users/current-user.ts";
import { type CacheChange, onCacheChanged } from "./cache-changes.ts";

type Message = CacheChange | { cache: "sessions" };

/**
 * With REDIS_URL every instance keeps the same short-lived caches (validated sessions, viewers
 * and their permissions, the guest role, settings, catalogue pages); a write on one instance
 * announces what it dropped on `<REALTIME_CHANNEL>:caches`, and the others drop the same, so a
 * logout, a ban or a role edit holds on every instance within a round trip to Redis rather
 * than once the entries expire.
 *
 * Session changes are announced on the next tick after each local mark: a write inside a
 * transaction marks again once it has committed (`forgetCachedSessions`), so the last message
 * always follows the commit and no instance can re-read the old row after it.
 */
export class CacheSync {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly origin = crypto.randomUUID();
  private readonly channel: string;
  private readonly stops: (() => void)[] = [];
  private sessionsPending = false;
  readonly ready: Promise<unknown>;

  constructor(
    private readonly services: CoreServices,
    url: string,
    channel: string,
  ) {
    this.channel = `${channel}:caches`;
    this.pub = new Redis(url, { maxRetriesPerRequest: 3 });
    this.sub = new Redis(url, { maxRetriesPerRequest: null });
    // ioredis reconnects by itself; without a listener an outage would surface as an unhandled error.
    this.pub.on("error", () => {});
    this.sub.on("error", () => {});
    this.sub.on("message", (from: string, text: string) => {
      if (from === this.channel) this.receive(text);
    });
    this.ready = this.sub.subscribe(this.channel);
    this.stops.push(
      onCacheChanged(services.db, (change) => this.send(change)),
      sessionsRepo.onSessionsChanged(() => {
        if (this.sessionsPending) return;
        this.sessionsPending = true;
        setImmediate(() => {
          this.sessionsPending = false;
          this.send({ cache: "sessions" });
        });
      }),
    );
  }

  private send(change: Message): void {
    this.pub.publish(this.channel, JSON.stringify({ origin: this.origin, change })).catch(() => {});
  }

  private receive(text: string): void {
    let message: { origin?: unknown; change?: Message };
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    if (message.origin === this.origin || !message.change) return;
    applyChange(this.services, message.change);
  }

  /**
   * A value every instance shares, made by whichever asks first (`SET NX`), kept `ttlMs`
   * (a secret that must match across instances yet never reach the database).
   */
  async sharedValue(key: string, make: () => string, ttlMs: number): Promise<string> {
    const full = `${this.channel}:${key}`;
    await this.pub.set(full, make(), "PX", ttlMs, "NX");
    return (await this.pub.get(full)) ?? make();
  }

  async close(): Promise<void> {
    for (const stop of this.stops) stop();
    this.sub.disconnect();
    await this.pub.quit().catch(() => this.pub.disconnect());
  }
}

/** Drops locally what another instance changed, without announcing it again. */
export function applyChange(services: CoreServices, change: Message): void {
  const db = services.db;
  switch (change.cache) {
    case "sessions":
      sessionsRepo.noteSessionsChangedElsewhere();
      return;
    case "users":
      dropCachedUsers(db, typeof change.userId === "number" ? change.userId : undefined);
      return;
    case "guest-role":
      dropGuestRole(db);
      return;
    case "settings":
      services.settings.drop();
      return;
    case "reference":
      dropReferenceData(db);
      return;
    case "pages":
      if (typeof change.prefix === "string") pageCache(db).drop(change.prefix);
      return;
  }
}

const syncs = new WeakMap<CoreServices, CacheSync>();

/** Starts the cache sync when the services name a Redis; resolves once it listens (or 5 s have passed). */
export async function startCacheSync(services: CoreServices): Promise<void> {
  const { redisUrl, channel } = services.config.realtime ?? {};
  if (!redisUrl || syncs.has(services)) return;
  const sync = new CacheSync(services, redisUrl, channel ?? "backbeat:realtime");
  syncs.set(services, sync);
  // Redis away at start: the subscription completes once it is back, and readiness says so meanwhile.
  await Promise.race([sync.ready.catch(() => {}), Bun.sleep(5000)]);
}

/** The cluster's copy of a shared value (cache-sync's `sharedValue`), or null on a single instance. */
export async function clusterValue(
  services: CoreServices,
  key: string,
  make: () => string,
  ttlMs: number,
): Promise<string | null> {
  const sync = syncs.get(services);
  return sync ? sync.sharedValue(key, make, ttlMs) : null;
}

export async function stopCacheSync(services: CoreServices): Promise<void> {
  const sync = syncs.get(services);
  syncs.delete(services);
  await sync?.close();
}
