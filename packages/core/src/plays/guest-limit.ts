/**
 * Fixed-window request counter per key, with a hard bound on memory: at most `maxKeys` keys.
 * Keys sit in the map in the order their window started (a new window re-inserts the key), so
 * expired keys are always at the front and pruning stops at the first live one. If a flood
 * from more than `maxKeys` addresses fills the map with live windows, the oldest are dropped:
 * those addresses merely start a fresh window, which bounds the harm to one extra window each.
 */
export class WindowLimit {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    readonly maxKeys = 10_000,
  ) {}

  /** Counts one request: 0 when allowed, otherwise the seconds until the key's window ends. */
  take(key: string, now = Date.now()): number {
    let entry = this.windows.get(key);
    if (!entry || now - entry.start >= this.windowMs) {
      this.windows.delete(key);
      entry = { start: now, count: 0 };
      this.windows.set(key, entry);
      if (this.windows.size > this.maxKeys) this.prune(now);
    }
    if (entry.count >= this.limit) return Math.max(1, Math.ceil((entry.start + this.windowMs - now) / 1000));
    entry.count++;
    return 0;
  }

  get size(): number {
    return this.windows.size;
  }

  private prune(now: number): void {
    for (const [key, entry] of this.windows) {
      if (now - entry.start < this.windowMs) break;
      this.windows.delete(key);
    }
    while (this.windows.size > this.maxKeys) {
      const oldest = this.windows.keys().next().value;
      if (oldest === undefined) break;
      this.windows.delete(oldest);
    }
  }
}

/**
 * The key a client is limited by. IPv6 clients usually hold a whole /64, so they are counted
 * by that prefix; otherwise one host could take a fresh address for every request.
 */
export function clientKey(ip: string | null): string {
  if (!ip) return "unknown";
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1] as string;
  if (!ip.includes(":")) return ip;
  const [head = "", tail] = ip.toLowerCase().split("%")[0]?.split("::") ?? [];
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups =
    tail === undefined ? left : [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}
