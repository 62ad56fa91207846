import { tooManyRequests } from "../errors.ts";

/**
 * Argon2id through Bun's native implementation. The cost is sized so one verification takes
 * tens of milliseconds on a small server; `PasswordHasher` bounds how many run at once so a
 * login flood cannot starve other requests.
 */
const options = { algorithm: "argon2id", memoryCost: 19456, timeCost: 2 } as const;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 255;
export const HASHER_BUSY = "The server is busy. Please try again in a moment.";

export interface HasherLimits {
  /** Hashes computed at the same time. */
  concurrency: number;
  /** Waiting verifications per lane (client); more from one client are refused at once. */
  perLane: number;
  /** Waiting verifications over all lanes; more are refused rather than queued for minutes. */
  total: number;
}

/**
 * Waiting work is kept per lane (the client's IP for sign-ins) and served round-robin, so a
 * client flooding sign-ins only ever delays someone else by about one hash per busy lane.
 * Lanes and the whole queue are bounded: past the bound a verification is refused with 429
 * and `Retry-After` instead of joining a queue that a flood can make minutes long.
 */
export class PasswordHasher {
  private running = 0;
  private lanes = new Map<string, (() => void)[]>();
  private waiting = 0;
  private lastLane: string | undefined;
  private readonly limits: HasherLimits;

  constructor(limits: number | Partial<HasherLimits> = 1) {
    const given = typeof limits === "number" ? { concurrency: limits } : limits;
    this.limits = { concurrency: 1, perLane: 8, total: 64, ...given };
  }

  /** Hashing a new password is never refused: it follows a throttled or signed-in request. */
  async hash(password: string): Promise<string> {
    return this.limit(() => Bun.password.hash(password, options), "", false);
  }

  /** `lane` names who is asking (an IP); verifications without one share a lane. */
  async verify(password: string, hash: string | null, lane = ""): Promise<boolean> {
    // Unknown users still pay for one verification, so timing does not reveal who exists.
    const target = hash ?? (await this.dummyHash());
    const ok = await this.limit(() => Bun.password.verify(password, target).catch(() => false), lane, true);
    return hash !== null && ok;
  }

  /** How many verifications wait for a turn (tests, diagnostics). */
  get queued(): number {
    return this.waiting;
  }

  private dummy: Promise<string> | undefined;
  private dummyHash(): Promise<string> {
    this.dummy ??= Bun.password.hash("backbeat-timing-equaliser", options);
    return this.dummy;
  }

  private async limit<T>(task: () => Promise<T>, lane: string, bounded: boolean): Promise<T> {
    if (this.running >= this.limits.concurrency) {
      const queue = this.lanes.get(lane) ?? [];
      if (bounded && (queue.length >= this.limits.perLane || this.waiting >= this.limits.total)) {
        throw tooManyRequests(HASHER_BUSY, 1);
      }
      this.lanes.set(lane, queue);
      this.waiting++;
      // The slot is handed over by the finishing task, so `running` stays counted meanwhile.
      await new Promise<void>((resolve) => queue.push(resolve));
    } else {
      this.running++;
      this.lastLane = lane;
    }
    try {
      return await task();
    } finally {
      this.handOver();
    }
  }

  /**
   * Passes the finished slot to the next lane in turn (round-robin), skipping the lane that
   * started last when another is waiting: the task that just ended was most likely its own.
   */
  private handOver(): void {
    const [first, second] = this.lanes.entries();
    const next = first?.[0] === this.lastLane && second ? second : first;
    if (!next) {
      this.running--;
      return;
    }
    const [lane, queue] = next;
    this.lastLane = lane;
    const resolve = queue.shift() as () => void;
    // Map order is insertion order: moving the lane to the end makes the next turn another's.
    this.lanes.delete(lane);
    if (queue.length) this.lanes.set(lane, queue);
    this.waiting--;
    resolve();
  }
}
