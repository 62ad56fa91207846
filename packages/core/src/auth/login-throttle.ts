import { type Executor, sessionsRepo } from "@backbeat/db";
import { tooManyRequests } from "../errors.ts";
import { FailureThrottle } from "./throttle.ts";

/**
 * Password sign-in failures are limited three ways, all taken before anything is awaited (a
 * check before the hash and a count after it let 200 parallel guesses pass one check):
 *
 * - per e-mail and client IP: five a minute, the sixth attempt answers 429;
 * - per client IP, whatever the e-mail: thirty a minute, so unknown addresses are throttled
 *   too and one client cannot fill the hashing queue or spray many accounts;
 * - per e-mail over all IPs: thirty in fifteen minutes, against guessing from many addresses.
 *   Someone elsewhere could use that one to keep the owner out, so it does not apply to a
 *   client the account has signed in from (a session from that IP, or a sign-in seen by this
 *   process). Keyed by the typed e-mail, existing or not, so it reveals nothing about accounts.
 *
 * `ip` is the client behind trusted proxies, so clients of one proxy do not share a count.
 */
const perAccountClient = new FailureThrottle(5, 60_000);
const perClient = new FailureThrottle(30, 60_000);
const perAccount = new FailureThrottle(30, 15 * 60_000);

const KNOWN_CLIENTS_PER_ACCOUNT = 10;
const KNOWN_ACCOUNTS = 50_000;
/** E-mail → client IPs that signed in with the right password, newest last. */
const knownClients = new Map<string, string[]>();

const tooMany = (wait: number) =>
  tooManyRequests(`Too many login attempts. Please try again in ${wait} seconds.`, wait);

export interface LoginSlots {
  /** Past the account-wide limit the attempt goes on only from a client the account knows. */
  admit(db: Executor, user: { id: number } | undefined): Promise<void>;
  /** The attempt did not fail (never checked, or refused unchecked): it does not count. */
  release(): void;
  succeeded(): void;
}

export function takeLoginSlots(email: string, ip: string | null, now = Date.now()): LoginSlots {
  const accountKey = email.toLowerCase();
  const clientKey = ip ?? "unknown";
  const accountClientKey = `${accountKey}|${ip ?? ""}`;
  const wait = Math.max(perAccountClient.retryAfter(accountClientKey, now), perClient.retryAfter(clientKey, now));
  if (wait > 0) throw tooMany(wait);
  const accountWait = perAccount.retryAfter(accountKey, now);
  perAccountClient.fail(accountClientKey, now);
  perClient.fail(clientKey, now);
  if (accountWait === 0) perAccount.fail(accountKey, now);
  return {
    async admit(db, user) {
      if (accountWait === 0 || (ip && (await isKnownClient(db, accountKey, user, ip)))) return;
      throw tooMany(accountWait);
    },
    release() {
      perAccountClient.release(accountClientKey, now);
      perClient.release(clientKey, now);
      if (accountWait === 0) perAccount.release(accountKey, now);
    },
    succeeded() {
      perAccountClient.clear(accountClientKey);
      perClient.release(clientKey, now);
      // Released, not cleared: the owner signing in must not hand a guesser a fresh budget.
      if (accountWait === 0) perAccount.release(accountKey, now);
      if (ip) rememberClient(accountKey, ip);
    },
  };
}

async function isKnownClient(db: Executor, email: string, user: { id: number } | undefined, ip: string) {
  if (knownClients.get(email)?.includes(ip)) return true;
  if (!user) return false;
  const sessions = await sessionsRepo.listUserSessions(db, user.id, new Date());
  return sessions.some((session) => session.ip_address === ip);
}

function rememberClient(email: string, ip: string): void {
  const ips = (knownClients.get(email) ?? []).filter((known) => known !== ip);
  ips.push(ip);
  knownClients.delete(email);
  knownClients.set(email, ips.slice(-KNOWN_CLIENTS_PER_ACCOUNT));
  // Map order is insertion order: the account that signed in longest ago goes first.
  if (knownClients.size > KNOWN_ACCOUNTS) knownClients.delete(knownClients.keys().next().value as string);
}

/** Test hook: forget failures and known clients. */
export function resetLoginThrottles(): void {
  perAccountClient.reset();
  perClient.reset();
  perAccount.reset();
  knownClients.clear();
}
