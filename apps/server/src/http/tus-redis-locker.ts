import { randomBytes } from "node:crypto";
import { ERRORS, type Lock, type Locker, type RequestRelease } from "@tus/utils";
import { Redis } from "ioredis";

/** A holder that stops renewing (a killed instance) loses the lock after this long. */
const LEASE_MS = 15_000;
const RENEW_MS = 5_000;
const POLL_MS = 50;

/** Deletes or extends the key only while it still holds this holder's token. */
const RELEASE = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("del", KEYS[1]) else return 0 end`;
const RENEW = `if redis.call("get", KEYS[1]) == ARGV[1] then return redis.call("pexpire", KEYS[1], ARGV[2]) else return 0 end`;

/**
 * tus upload locks in Redis, for instances behind one load balancer: a chunk arriving at one
 * instance waits for the chunk still being written on another. As with tus's in-memory locker,
 * a waiter asks the holder to let go (a client that resumes has given up on its old request):
 * the request goes out on a pub/sub channel every instance listens to.
 */
export class RedisLocker implements Locker {
  readonly redis: Redis;
  private readonly sub: Redis;
  private readonly held = new Map<string, RequestRelease>();

  constructor(
    url: string,
    private readonly prefix: string,
    readonly acquireTimeoutMs = 30_000,
  ) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 2 });
    this.sub = new Redis(url, { maxRetriesPerRequest: null });
    // ioredis reconnects by itself; without a listener an outage would surface as an unhandled error.
    this.redis.on("error", () => {});
    this.sub.on("error", () => {});
    void this.sub.subscribe(this.releaseChannel);
    this.sub.on("message", (_channel, id: string) => void this.held.get(id)?.());
  }

  get releaseChannel(): string {
    return `${this.prefix}release`;
  }

  key(id: string): string {
    return `${this.prefix}${id}`;
  }

  newLock(id: string): Lock {
    return new RedisLock(this, id);
  }

  hold(id: string, release: RequestRelease): void {
    this.held.set(id, release);
  }

  drop(id: string): void {
    this.held.delete(id);
  }

  async close(): Promise<void> {
    this.sub.disconnect();
    await this.redis.quit().catch(() => {});
  }
}

class RedisLock implements Lock {
  private readonly token = randomBytes(16).toString("hex");
  private renewal: ReturnType<typeof setInterval> | undefined;

  constructor(
    private readonly locker: RedisLocker,
    private readonly id: string,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const { redis } = this.locker;
    const key = this.locker.key(this.id);
    const deadline = Date.now() + this.locker.acquireTimeoutMs;
    let asked = false;
    for (;;) {
      if (await redis.set(key, this.token, "PX", LEASE_MS, "NX")) break;
      if (!asked) {
        asked = true;
        await redis.publish(this.locker.releaseChannel, this.id);
      }
      if (signal.aborted || Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
      await Bun.sleep(POLL_MS);
    }
    this.locker.hold(this.id, requestRelease);
    this.renewal = setInterval(() => void redis.eval(RENEW, 1, key, this.token, LEASE_MS).catch(() => {}), RENEW_MS);
    this.renewal.unref();
  }

  async unlock(): Promise<void> {
    clearInterval(this.renewal);
    this.locker.drop(this.id);
    await this.locker.redis.eval(RELEASE, 1, this.locker.key(this.id), this.token);
  }
}
