/**
 * Counts attempts per key in a sliding window. In memory: a restart forgets, which only ever
 * lets an attacker in for one more window, and keeps the hot login path off the database.
 *
 * Guarded flows `take` a slot before any await and give it back (`release`) or wipe the key
 * (`clear`) only once the attempt turned out fine. Checking first and counting after the
 * password hash let every parallel request pass the same check; `take` checks and counts in
 * one synchronous step, so at most `maxAttempts` can be in flight or failed per window.
 */
export class FailureThrottle {
  private failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    /** Keys kept at most: a flood of distinct keys (e-mails, addresses) evicts the stalest. */
    private readonly maxKeys = 50_000,
  ) {}

  /** Keys currently held (tests and monitoring). */
  get size(): number {
    return this.failures.size;
  }

  /** Seconds until another attempt is allowed, or 0 when it is allowed now. */
  retryAfter(key: string, now = Date.now()): number {
    const recent = this.recent(key, now);
    if (recent.length < this.maxFailures) return 0;
    return Math.max(1, Math.ceil(((recent[0] as number) + this.windowMs - now) / 1000));
  }

  /**
   * Takes one attempt on every key, or on none when any of them is used up: 0 when taken,
   * otherwise the seconds until the fullest key frees a slot.
   */
  take(keys: string | string[], now = Date.now()): number {
    const list = typeof keys === "string" ? [keys] : keys;
    const wait = Math.max(0, ...list.map((key) => this.retryAfter(key, now)));
    if (wait > 0) return wait;
    for (const key of list) this.fail(key, now);
    return 0;
  }

  /** Gives back an attempt taken at `at` that did not fail (a success is not a failure). */
  release(keys: string | string[], at: number): void {
    for (const key of typeof keys === "string" ? [keys] : keys) {
      const times = this.failures.get(key);
      const index = times?.lastIndexOf(at) ?? -1;
      if (!times || index < 0) continue;
      times.splice(index, 1);
      if (!times.length) this.failures.delete(key);
    }
  }

  fail(key: string, now = Date.now()): void {
    const recent = this.recent(key, now);
    recent.push(now);
    // Re-inserted at the end, so the map runs from stalest to freshest and trimming is O(1).
    this.failures.delete(key);
    this.failures.set(key, recent);
    this.trim(now);
  }

  clear(key: string): void {
    this.failures.delete(key);
  }

  /** Forgets every key (tests). */
  reset(): void {
    this.failures.clear();
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((t) => now - t < this.windowMs);
  }

  /** Drops expired keys from the stale end, then the stalest live ones while over the cap. */
  private trim(now: number): void {
    for (const [key, times] of this.failures) {
      const expired = times.every((t) => now - t >= this.windowMs);
      if (!expired && this.failures.size <= this.maxKeys) return;
      this.failures.delete(key);
    }
  }
}
