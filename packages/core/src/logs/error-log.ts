import { statSync } from "node:fs";
import { appendFile, mkdir, readdir, stat } from "node:fs/promises";
import { join } from "node:path";
import { escapeLogText, logLine } from "./escape.ts";

export { escapeLogText, logLine, MAX_LOG_LINE } from "./escape.ts";

export interface ErrorLogEntry {
  message: string;
  stack?: string | undefined;
  method?: string;
  url?: string;
  /** The client's address; its budget is what one client may add to the log. */
  client?: string | null;
}

export interface ErrorLogLimits {
  /** Entries one client (an IPv4 address, an IPv6 /64) may add per window. */
  perClient: number;
  clientWindowMs: number;
  /** Identical errors within this window are counted instead of written again. */
  repeatWindowMs: number;
  /** The most one day's file may grow to; later entries that day are counted, not written. */
  maxFileBytes: number;
  /** Most characters of one entry (a trace is a few kilobytes). */
  maxEntryChars: number;
  /** How many clients and distinct errors are remembered (oldest forgotten first). */
  maxTracked: number;
}

export const DEFAULT_ERROR_LOG_LIMITS: ErrorLogLimits = {
  perClient: 20,
  clientWindowMs: 10 * 60_000,
  repeatWindowMs: 10 * 60_000,
  maxFileBytes: 20 * 1024 * 1024,
  maxEntryChars: 16_000,
  maxTracked: 10_000,
};

interface ClientWindow {
  start: number;
  written: number;
  dropped: number;
}
interface Repeat {
  first: Date;
  last: Date;
  count: number;
  summary: string;
}

const day = (now: Date) => now.toISOString().slice(0, 10);
const mib = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;
const minutes = (ms: number) => `${Math.round(ms / 60_000)} minutes`;

/** IPv6 clients get a whole /64 each (what one subscriber is usually given). */
export function clientKey(client: string | null | undefined): string {
  if (!client) return "unknown";
  if (!client.includes(":")) return client;
  const groups = client.split("::");
  const head = (groups[0] ?? "").split(":").filter(Boolean);
  const tail = groups.length > 1 ? (groups[1] ?? "").split(":").filter(Boolean) : [];
  const full = [...head, ...Array(Math.max(0, 8 - head.length - tail.length)).fill("0"), ...tail];
  return `${full.slice(0, 4).join(":")}::/64`;
}

/**
 * The frames of a stack, each escaped on its own indented line. The "Name: message" head is
 * escaped into one indented line, so a message with line breaks cannot fake frames or
 * entries: only entry headers and notices start at the beginning of a line.
 */
function formatStack(entry: ErrorLogEntry): string {
  const stack = entry.stack ?? entry.message;
  const firstFrame = stack.search(/\n\s+at /);
  const head = firstFrame === -1 ? stack : stack.slice(0, firstFrame);
  const frames = firstFrame === -1 ? [] : stack.slice(firstFrame + 1).split("\n");
  return [`  ${escapeLogText(head)}`, ...frames.map((f) => `    ${escapeLogText(f.trim())}`)].join("\n");
}

/**
 * Server errors go to one file a day under `<dataDir>/logs`, named `error-YYYY-MM-DD.log`,
 * so the latest is simply the newest name.
 *
 * What a client can make the server write is bounded: entries are escaped (one header line,
 * indented frames), identical errors within a window are written once and then counted, each
 * client has a budget per window, and a day's file stops growing at a cap. Whatever is left
 * out is counted and reported in one line. Decisions are taken synchronously, so refused
 * entries never queue; accepted ones are appended in order.
 */
export class ErrorLog {
  readonly dir: string;
  readonly limits: ErrorLogLimits;
  private readonly clients = new Map<string, ClientWindow>();
  private readonly repeats = new Map<string, Repeat>();
  private currentDay = "";
  private bytes = 0;
  private droppedToday = 0;
  private queue: Promise<void> = Promise.resolve();

  constructor(dataDir: string, limits: Partial<ErrorLogLimits> = {}) {
    this.dir = join(dataDir, "logs");
    this.limits = { ...DEFAULT_ERROR_LOG_LIMITS, ...limits };
  }

  /** Resolves once the entry (if accepted) is on disk. */
  write(entry: ErrorLogEntry, now = new Date()): Promise<void> {
    this.rollOver(now);
    this.flushExpired(now);

    const fingerprint = Bun.hash(`${entry.stack ?? entry.message}`).toString(36);
    const repeat = this.repeats.get(fingerprint);
    if (repeat && now.getTime() - repeat.first.getTime() < this.limits.repeatWindowMs) {
      repeat.count++;
      repeat.last = now;
      return this.queue;
    }

    const key = clientKey(entry.client);
    let budget = this.clients.get(key);
    if (!budget || now.getTime() - budget.start >= this.limits.clientWindowMs) {
      if (budget) this.reportClient(key, budget, now);
      this.clients.delete(key);
      budget = { start: now.getTime(), written: 0, dropped: 0 };
      this.remember(this.clients, key, budget, (k, v) => this.reportClient(k, v, now));
    }
    if (budget.written >= this.limits.perClient) {
      budget.dropped++;
      return this.queue;
    }
    budget.written++;

    const header = `[${now.toISOString()}] ${logLine(entry.method ?? "", 16)} ${logLine(entry.url ?? "", 2000)}`;
    let body = formatStack(entry);
    if (body.length > this.limits.maxEntryChars)
      body = `${body.slice(0, this.limits.maxEntryChars)}\n    … (${body.length - this.limits.maxEntryChars} more characters)`;
    this.remember(
      this.repeats,
      fingerprint,
      { first: now, last: now, count: 0, summary: logLine(entry.message, 200) },
      (_, v) => this.reportRepeat(v, now),
    );
    return this.append(`${header}\n${body}\n\n`, now);
  }

  /** Writes the counts still pending (repeats, clients over budget); tests and shutdown. */
  flush(now = new Date()): Promise<void> {
    this.rollOver(now);
    for (const [key, budget] of this.clients) this.reportClient(key, budget, now);
    for (const repeat of this.repeats.values()) this.reportRepeat(repeat, now);
    this.clients.clear();
    this.repeats.clear();
    return this.queue;
  }

  /** The path of the newest error log, or null when none was written yet. */
  async latest(): Promise<{ path: string; name: string; size: number } | null> {
    await this.queue;
    const names = await readdir(this.dir).catch(() => [] as string[]);
    const name = names
      .filter((n) => /^error-\d{4}-\d{2}-\d{2}\.log$/.test(n))
      .sort()
      .at(-1);
    if (!name) return null;
    const path = join(this.dir, name);
    return { path, name, size: (await stat(path)).size };
  }

  private fileFor(now: Date) {
    return join(this.dir, `error-${day(now)}.log`);
  }

  /** A new day starts a new file; what the old one could not hold is said in the new one. */
  private rollOver(now: Date) {
    if (day(now) === this.currentDay) return;
    const dropped = this.droppedToday;
    const previous = this.currentDay;
    this.currentDay = day(now);
    this.droppedToday = 0;
    try {
      this.bytes = statSync(this.fileFor(now)).size;
    } catch {
      this.bytes = 0;
    }
    if (dropped > 0)
      this.notice(
        `${dropped} more errors were not written to error-${previous}.log after it reached its ${mib(this.limits.maxFileBytes)} cap.`,
        now,
      );
  }

  private flushExpired(now: Date) {
    for (const [key, repeat] of this.repeats) {
      if (now.getTime() - repeat.first.getTime() < this.limits.repeatWindowMs) break;
      this.reportRepeat(repeat, now);
      this.repeats.delete(key);
    }
    for (const [key, budget] of this.clients) {
      if (now.getTime() - budget.start < this.limits.clientWindowMs) break;
      this.reportClient(key, budget, now);
      this.clients.delete(key);
    }
  }

  private reportRepeat(repeat: Repeat, now: Date) {
    if (repeat.count === 0) return;
    this.appendCapped(
      `[${now.toISOString()}] The error "${repeat.summary}" first logged at ${repeat.first.toISOString()} happened ${repeat.count} more times until ${repeat.last.toISOString()}.\n\n`,
      now,
    );
    repeat.count = 0;
  }

  private reportClient(key: string, budget: ClientWindow, now: Date) {
    if (budget.dropped === 0) return;
    this.appendCapped(
      `[${now.toISOString()}] ${budget.dropped} more errors from client ${logLine(key, 64)} were not written: over its budget of ${this.limits.perClient} entries per ${minutes(this.limits.clientWindowMs)}.\n\n`,
      now,
    );
    budget.dropped = 0;
  }

  /** Maps stay bounded: the oldest entry goes (after reporting what it counted). */
  private remember<V>(map: Map<string, V>, key: string, value: V, evicted: (key: string, value: V) => void) {
    map.set(key, value);
    while (map.size > this.limits.maxTracked) {
      const [oldestKey, oldest] = map.entries().next().value as [string, V];
      map.delete(oldestKey);
      evicted(oldestKey, oldest);
    }
  }

  private append(text: string, now: Date): Promise<void> {
    const size = Buffer.byteLength(text);
    if (this.bytes + size > this.limits.maxFileBytes) {
      if (this.droppedToday++ === 0)
        this.notice(
          `This log reached its daily cap of ${mib(this.limits.maxFileBytes)}; further errors today are counted, not written.`,
          now,
        );
      return this.queue;
    }
    return this.enqueue(text, size, now);
  }

  /** Summaries are skipped silently when the day's file is full (the cap notice says so). */
  private appendCapped(text: string, now: Date) {
    const size = Buffer.byteLength(text);
    if (this.bytes + size <= this.limits.maxFileBytes) void this.enqueue(text, size, now);
  }

  /** The one line that may pass the cap, written at most once a day. */
  private notice(message: string, now: Date) {
    const text = `[${now.toISOString()}] ${message}\n\n`;
    void this.enqueue(text, Buffer.byteLength(text), now);
  }

  private enqueue(text: string, size: number, now: Date): Promise<void> {
    this.bytes += size;
    const file = this.fileFor(now);
    this.queue = this.queue
      .then(async () => {
        await mkdir(this.dir, { recursive: true });
        await appendFile(file, text);
      })
      .catch(() => {});
    return this.queue;
  }
}
