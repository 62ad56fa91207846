import { Redis } from "ioredis";
import type { AttemptRule, AttemptStore } from "./attempt-store.ts";

/**
 * The rules of `waitFor` (attempt-store.ts) in one script, so checking and counting is one
 * atomic step on the server every instance shares. A counter is a hash {count, first, last}
 * that expires when its rule would forget it.
 * ARGV: mode ("wait" | "take"), now, kind, then budget: max, windowMs; backoff: free, baseMs, maxMs, forgetMs.
 */
const CHECK_AND_TAKE = `
local mode, now, kind = ARGV[1], tonumber(ARGV[2]), ARGV[3]
local a, b, c, d = tonumber(ARGV[4]), tonumber(ARGV[5]), tonumber(ARGV[6]), tonumber(ARGV[7])
local h = redis.call('HMGET', KEYS[1], 'count', 'first', 'last')
local count, first, last = tonumber(h[1]), tonumber(h[2]), tonumber(h[3])
local expired = true
if count then
  if kind == 'budget' then expired = now - first >= b else expired = now - last >= d end
end
local wait = 0
if not expired and count >= a then
  if kind == 'budget' then
    wait = first + b - now
  else
    wait = math.max(0, last + math.min(c, b * 2 ^ (count - a)) - now)
  end
end
if mode == 'wait' or wait > 0 then return math.ceil(wait) end
if expired then count = 0; first = now end
count = count + 1
redis.call('HSET', KEYS[1], 'count', count, 'first', first, 'last', now)
local ttl = d
if kind == 'budget' then ttl = first + b - now end
redis.call('PEXPIRE', KEYS[1], math.max(1, math.ceil(ttl)))
return 0
`;

const GIVE_BACK = `
local count = tonumber(redis.call('HGET', KEYS[1], 'count'))
if not count then return 0 end
if count <= 1 then redis.call('DEL', KEYS[1]) else redis.call('HINCRBY', KEYS[1], 'count', -1) end
return 0
`;

function ruleArgs(rule: AttemptRule): number[] {
  return rule.kind === "budget" ? [rule.max, rule.windowMs, 0, 0] : [rule.free, rule.baseMs, rule.maxMs, rule.forgetMs];
}

type ScriptedRedis = Redis & {
  attemptCheck(key: string, ...args: (string | number)[]): Promise<number>;
  attemptGiveBack(key: string): Promise<number>;
};

/** Sign-in counts shared by every instance on one Redis (REDIS_URL), so alternating between them buys nothing. */
export class RedisAttemptStore implements AttemptStore {
  private readonly redis: ScriptedRedis;

  constructor(
    url: string,
    private readonly prefix: string,
  ) {
    const redis = new Redis(url, { maxRetriesPerRequest: 2 });
    redis.defineCommand("attemptCheck", { numberOfKeys: 1, lua: CHECK_AND_TAKE });
    redis.defineCommand("attemptGiveBack", { numberOfKeys: 1, lua: GIVE_BACK });
    this.redis = redis as ScriptedRedis;
  }

  private key(key: string): string {
    return `${this.prefix}${key}`;
  }

  async wait(key: string, rule: AttemptRule, now: number): Promise<number> {
    return Number(await this.redis.attemptCheck(this.key(key), "wait", now, rule.kind, ...ruleArgs(rule)));
  }

  async take(key: string, rule: AttemptRule, now: number): Promise<number> {
    return Number(await this.redis.attemptCheck(this.key(key), "take", now, rule.kind, ...ruleArgs(rule)));
  }

  async giveBack(key: string): Promise<void> {
    await this.redis.attemptGiveBack(this.key(key));
  }

  async clear(key: string): Promise<void> {
    await this.redis.del(this.key(key));
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
