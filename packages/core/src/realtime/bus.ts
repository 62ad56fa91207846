import { Redis } from "ioredis";

/** REDIS_URL (the spec's websockets setting): events travel between instances through Redis. */
export interface RealtimeConfig {
  redisUrl?: string | undefined;
  /** The pub/sub channel (tests use their own). */
  channel?: string;
}

/** A live event for one user's open tabs (a new notification today; other live events later). */
export interface RealtimeEvent {
  userId: number;
  /** What happened: `notification`, `notifications.read`… */
  event: string;
  payload: unknown;
}

export type RealtimeHandler = (event: RealtimeEvent) => void;

/**
 * Carries live events to whichever server instance holds the user's sockets. In one process the
 * in-process bus is enough; behind a load balancer the Redis bus lets every instance hear every event.
 */
export interface EventBus {
  readonly kind: "memory" | "redis";
  publish(event: RealtimeEvent): Promise<void>;
  subscribe(handler: RealtimeHandler): () => void;
  close(): Promise<void>;
}

export class InProcessBus implements EventBus {
  readonly kind = "memory";
  private readonly handlers = new Set<RealtimeHandler>();

  async publish(event: RealtimeEvent): Promise<void> {
    for (const handler of this.handlers) {
      try {
        handler(event);
      } catch {
        // One listener failing must not keep the event from the others.
      }
    }
  }

  subscribe(handler: RealtimeHandler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  async close(): Promise<void> {
    this.handlers.clear();
  }
}

/**
 * Redis pub/sub: one connection publishes, one listens on a single channel; each instance hands
 * what it hears to its own subscribers, its own publications included, so every instance delivers
 * the same way. Events carry no secrets beyond what the user's own tab is shown.
 */
export class RedisBus implements EventBus {
  readonly kind = "redis";
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly local = new InProcessBus();
  private readonly ready: Promise<unknown>;

  constructor(
    url: string,
    readonly channel = "backbeat:realtime",
  ) {
    this.pub = new Redis(url, { maxRetriesPerRequest: 3, lazyConnect: false });
    this.sub = new Redis(url, { maxRetriesPerRequest: null });
    this.ready = this.sub.subscribe(this.channel);
    this.sub.on("message", (channel: string, message: string) => {
      if (channel !== this.channel) return;
      const event = parseEvent(message);
      if (event) void this.local.publish(event);
    });
    // ioredis reconnects by itself; without a listener an outage would surface as an unhandled error.
    this.pub.on("error", () => {});
    this.sub.on("error", () => {});
  }

  /** Resolves once the subscription is in place (tests wait for it before publishing). */
  whenReady(): Promise<unknown> {
    return this.ready;
  }

  async publish(event: RealtimeEvent): Promise<void> {
    await this.pub.publish(this.channel, JSON.stringify(event));
  }

  subscribe(handler: RealtimeHandler): () => void {
    return this.local.subscribe(handler);
  }

  async close(): Promise<void> {
    await this.local.close();
    this.sub.disconnect();
    this.pub.disconnect();
  }
}

function parseEvent(message: string): RealtimeEvent | null {
  try {
    const value = JSON.parse(message) as Partial<RealtimeEvent>;
    if (typeof value.userId !== "number" || typeof value.event !== "string") return null;
    return { userId: value.userId, event: value.event, payload: value.payload };
  } catch {
    return null;
  }
}
