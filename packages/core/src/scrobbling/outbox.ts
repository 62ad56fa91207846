import { type OutboxRow, scrobblingRepo } from "@backbeat/db";
import { openSecret } from "../auth/sealed-secrets.ts";
import { inBackground } from "../background.ts";
import type { CoreServices } from "../context.ts";
import { type ScrobbleService, scrobblingEndpoints, scrobblingSettings } from "./config.ts";
import { submitLastfm } from "./lastfm.ts";
import { submitListenBrainz } from "./listenbrainz.ts";
import { secretPurpose } from "./secrets.ts";
import type { Delivery, ScrobbleTrack } from "./types.ts";

/** Items claimed per round; a round sends them one after another. */
export const SCROBBLE_BATCH = 50;
/** Rounds per run, so one run never holds the worker for long; the next sweep takes the rest. */
const MAX_ROUNDS = 20;
/** How long a claimed item is another instance's; past it (a crash mid-send) anyone may take it. */
const SEND_LEASE_MS = 2 * 60_000;
const SWEEP_MS = 15_000;
/** Back-off after a failed attempt: 30 s, doubling, at most six hours. */
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 6 * 3600_000;
/** Last.fm refuses scrobbles older than two weeks; a listen still unsent then is given up. */
export const LISTEN_MAX_AGE_MS = 14 * 24 * 3600_000;
/** Delivered listens are kept this long, so a late repeat of the same play sends nothing. */
const KEEP_DELIVERED_MS = 2 * 24 * 3600_000;
const PRUNE_EVERY_MS = 10 * 60_000;

export function retryDelayMs(attempts: number): number {
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(attempts, 20));
}

interface OutboxState {
  timer?: ReturnType<typeof setTimeout>;
  sweep?: ReturnType<typeof setInterval>;
  stopped: boolean;
  running?: Promise<void>;
  lastPrune: number;
}

const states = new WeakMap<CoreServices, OutboxState>();

function stateOf(services: CoreServices): OutboxState {
  let state = states.get(services);
  if (!state) states.set(services, (state = { stopped: false, lastPrune: 0 }));
  return state;
}

/** Sends what stopped instances left, then keeps looking for due items (server start). */
export function startScrobbleOutbox(services: CoreServices): void {
  const state = stateOf(services);
  state.stopped = false;
  const run = () =>
    inBackground(
      services,
      runOnce(services, false).then(() => wake(services)),
    );
  run();
  state.sweep = setInterval(run, SWEEP_MS);
  state.sweep.unref?.();
}

/** Stops the timers; unsent items stay in the table for the next instance (server stop). */
export function stopScrobbleOutbox(services: CoreServices): void {
  const state = stateOf(services);
  state.stopped = true;
  clearTimeout(state.timer);
  clearInterval(state.sweep);
  state.timer = undefined;
}

/** Something was queued: this instance sends it soon. */
export function wakeScrobbleOutbox(services: CoreServices): void {
  inBackground(services, wake(services));
}

/**
 * Sends due items now (`all`: also those waiting out a back-off); tests and an operator's flush.
 * Waits for a run already under way first, so the caller sees its outcome.
 */
export async function deliverScrobbles(services: CoreServices, options: { all?: boolean } = {}): Promise<void> {
  const state = stateOf(services);
  if (state.running) await state.running;
  await runOnce(services, options.all ?? false);
}

async function wake(services: CoreServices): Promise<void> {
  const state = stateOf(services);
  if (state.timer || state.stopped) return;
  const inMs = await scrobblingRepo.msUntilNextDue(services.db).catch(() => null);
  if (inMs === null || state.timer || state.stopped) return;
  state.timer = setTimeout(() => {
    state.timer = undefined;
    inBackground(
      services,
      runOnce(services, false).then(() => wake(services)),
    );
  }, Math.max(0, inMs) + 10);
  state.timer.unref?.();
}

function runOnce(services: CoreServices, all: boolean): Promise<void> {
  const state = stateOf(services);
  const previous = state.running ?? Promise.resolve();
  const run = previous.then(() => sendDue(services, all));
  state.running = run;
  void run.finally(() => {
    if (state.running === run) state.running = undefined;
  });
  return run;
}

async function sendDue(services: CoreServices, all: boolean): Promise<void> {
  const state = stateOf(services);
  try {
    if (Date.now() - state.lastPrune > PRUNE_EVERY_MS) {
      state.lastPrune = Date.now();
      await scrobblingRepo.pruneDelivered(services.db, new Date(Date.now() - KEEP_DELIVERED_MS));
    }
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const items = await scrobblingRepo.claimDue(services.db, { all, leaseMs: SEND_LEASE_MS, limit: SCROBBLE_BATCH });
      for (const item of items) await sendItem(services, item);
      if (items.length < SCROBBLE_BATCH) return;
    }
  } catch (error) {
    await logFailure(services, "Scrobbles could not be sent", error);
  }
}

async function attempt(services: CoreServices, item: OutboxRow, secret: string): Promise<Delivery> {
  const endpoints = scrobblingEndpoints(services);
  const track = item.payload as ScrobbleTrack;
  const kind = item.kind === "now_playing" ? "now_playing" : "listen";
  if (item.service === "listenbrainz") return submitListenBrainz(endpoints.listenbrainz, secret, kind, track);
  const settings = await scrobblingSettings(services);
  // An admin who switched Last.fm off or cleared its keys may switch it back: listens wait.
  if (!settings.lastfm) return { kind: "retry", error: "Last.fm is not configured on this site." };
  return submitLastfm(
    { apiUrl: endpoints.lastfmApi, apiKey: settings.lastfmApiKey, apiSecret: settings.lastfmApiSecret },
    secret,
    kind,
    track,
  );
}

async function sendItem(services: CoreServices, item: OutboxRow): Promise<void> {
  const { db } = services;
  const connection = await scrobblingRepo.findConnection(db, item.user_id, item.service);
  if (connection?.status !== "active") return scrobblingRepo.release(db, item.id);
  const secret = openSecret(services, secretPurpose(item.service as ScrobbleService), connection.secret_sealed);
  if (secret === null) {
    await scrobblingRepo.markFailed(db, item.user_id, item.service, "The saved credentials could not be read.");
    return scrobblingRepo.release(db, item.id);
  }
  const outcome = await attempt(services, item, secret);
  switch (outcome.kind) {
    case "sent":
      return scrobblingRepo.markDelivered(db, item.id);
    case "rejected":
      // The service will never take it; it stays delivered (with the reason) so it is not sent again.
      return scrobblingRepo.markDelivered(db, item.id, outcome.error);
    case "unauthorized":
      await scrobblingRepo.markFailed(db, item.user_id, item.service, outcome.error);
      return item.kind === "now_playing" ? scrobblingRepo.drop(db, item.id) : scrobblingRepo.release(db, item.id);
    case "retry": {
      const age = Date.now() - item.created_at.getTime();
      const track = item.payload as ScrobbleTrack;
      // A now-playing notice is worth sending only while the track could still be playing.
      const stale = item.kind === "now_playing" ? age > track.durationMs : age > LISTEN_MAX_AGE_MS;
      if (stale) return scrobblingRepo.drop(db, item.id);
      return scrobblingRepo.retryLater(db, item.id, retryDelayMs(item.attempts), outcome.error);
    }
  }
}

async function logFailure(services: CoreServices, message: string, error: unknown): Promise<void> {
  const e = error instanceof Error ? error : new Error(String(error));
  await services.errorLog.write({ message: `${message}: ${e.message}`, stack: e.stack }).catch(() => {});
}
