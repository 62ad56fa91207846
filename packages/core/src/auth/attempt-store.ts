/**
 * Where sign-in attempts are counted. Rules are plain data, so a shared store (Redis, one
 * script per call) can apply them as this in-memory one does; every call checks and counts in
 * one atomic step, so parallel requests cannot all pass one check.
 */
export type AttemptRule =
  /** At most `max` attempts in `windowMs` from the first. */
  | { kind: "budget"; max: number; windowMs: number }
  /**
   * `free` attempts, then each further one waits `baseMs` · 2^(n − free) after the last (at most
   * `maxMs`); the count is forgotten `forgetMs` after the last attempt.
   */
  | { kind: "backoff"; free: number; baseMs: number; maxMs: number; forgetMs: number };

export interface AttemptStore {
  /** Milliseconds to wait before an attempt is allowed; 0 when it is. Counts nothing. */
  wait(key: string, rule: AttemptRule, now: number): Promise<number>;
  /** Counts one attempt when allowed and answers 0; otherwise counts nothing and answers the wait. */
  take(key: string, rule: AttemptRule, now: number): Promise<number>;
  /** Gives back one attempt taken (it turned out not to be a failure). */
  giveBack(key: string): Promise<void>;
  clear(key: string): Promise<void>;
}

interface Counter {
  count: number;
  first: number;
  last: number;
}

function expired(counter: Counter, rule: AttemptRule, now: number): boolean {
  return rule.kind === "budget" ? now - counter.first >= rule.windowMs : now - counter.last >= rule.forgetMs;
}

/** The wait a counter imposes under a rule (shared by every store). */
export function waitFor(counter: Counter | undefined, rule: AttemptRule, now: number): number {
  if (!counter || expired(counter, rule, now)) return 0;
  if (rule.kind === "budget") return counter.count < rule.max ? 0 : counter.first + rule.windowMs - now;
  if (counter.count < rule.free) return 0;
  const delay = Math.min(rule.maxMs, rule.baseMs * 2 ** (counter.count - rule.free));
  return Math.max(0, counter.last + delay - now);
}

/**
 * One process's counters. A restart forgets them, which only gives a guesser one more window;
 * with REDIS_URL a shared store takes its place behind the same interface.
 */
export class MemoryAttemptStore implements AttemptStore {
  private readonly counters = new Map<string, Counter & { rule: AttemptRule }>();

  /** Keys kept at most: a flood of distinct keys (e-mails, addresses) evicts the stalest. */
  constructor(private readonly maxKeys = 100_000) {}

  get size(): number {
    return this.counters.size;
  }

  async wait(key: string, rule: AttemptRule, now: number): Promise<number> {
    return waitFor(this.counters.get(key), rule, now);
  }

  async take(key: string, rule: AttemptRule, now: number): Promise<number> {
    const current = this.counters.get(key);
    const wait = waitFor(current, rule, now);
    if (wait > 0) return wait;
    const next =
      current && !expired(current, rule, now)
        ? { ...current, count: current.count + 1, last: now, rule }
        : { count: 1, first: now, last: now, rule };
    // Re-inserted at the end: the map runs from stalest to freshest, so trimming is O(1).
    this.counters.delete(key);
    this.counters.set(key, next);
    this.trim(now);
    return 0;
  }

  async giveBack(key: string): Promise<void> {
    const current = this.counters.get(key);
    if (!current) return;
    if (current.count <= 1) this.counters.delete(key);
    else current.count -= 1;
  }

  async clear(key: string): Promise<void> {
    this.counters.delete(key);
  }

  reset(): void {
    this.counters.clear();
  }

  private trim(now: number): void {
    for (const [key, counter] of this.counters) {
      if (!expired(counter, counter.rule, now) && this.counters.size <= this.maxKeys) return;
      this.counters.delete(key);
    }
  }
}

/** This process's counters, used unless the services name a shared store. */
export const defaultAttemptStore = new MemoryAttemptStore();

/** The services' attempt store: the one given (a shared store), else this process's memory. */
export function loginAttemptStore(services: { loginAttempts?: AttemptStore }): AttemptStore {
  return services.loginAttempts ?? defaultAttemptStore;
}
