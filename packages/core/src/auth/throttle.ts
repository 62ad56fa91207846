/**
 * Counts failures per key in a sliding window. In memory: a restart forgets, which only ever
 * lets an attacker in for one more window, and keeps the hot login path off the database.
 */
export class FailureThrottle {
  private failures = new Map<string, number[]>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
  ) {}

  /** Seconds until another attempt is allowed, or 0 when it is allowed now. */
  retryAfter(key: string, now = Date.now()): number {
    const recent = this.recent(key, now);
    if (recent.length < this.maxFailures) return 0;
    return Math.max(1, Math.ceil(((recent[0] as number) + this.windowMs - now) / 1000));
  }

  fail(key: string, now = Date.now()): void {
    const recent = this.recent(key, now);
    recent.push(now);
    this.failures.set(key, recent);
    if (this.failures.size > 50_000) this.prune(now);
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

  private prune(now: number): void {
    for (const [key, times] of this.failures)
      if (times.every((t) => now - t >= this.windowMs)) this.failures.delete(key);
  }
}
