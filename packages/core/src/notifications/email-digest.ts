import { emailDigestsRepo, usersRepo } from "@backbeat/db";
import { renderNotificationDigest } from "@backbeat/email";
import { inBackground } from "../background.ts";
import type { CoreServices } from "../context.ts";
import { mailerFor } from "../mail/mailer.ts";
import { outsideView } from "./plain.ts";
import type { NotificationData, OutsideDelivery } from "./types.ts";

/** Notifications arriving within this window of the first go out as one e-mail. */
export const DIGEST_WINDOW_MS = 60_000;
/** A digest lists at most this many; the page has the rest. */
const DIGEST_MAX_ITEMS = 20;
/** How long a claimed window is another instance's to send; past it (a crash mid-send) anyone may. */
const SEND_LEASE_MS = 5 * 60_000;
/** How often a running server looks for windows nobody is waiting on (their instance went away). */
const SWEEP_MS = 15_000;
const CLAIM_BATCH = 50;

interface DigestState {
  timer?: ReturnType<typeof setTimeout>;
  sweep?: ReturnType<typeof setInterval>;
  /** Items still being written: a flush waits for them. */
  writing: Set<Promise<void>>;
  stopped: boolean;
}

const states = new WeakMap<CoreServices, DigestState>();
const windows = new WeakMap<CoreServices, number>();

function stateOf(services: CoreServices): DigestState {
  let state = states.get(services);
  if (!state) states.set(services, (state = { writing: new Set(), stopped: false }));
  return state;
}

function windowOf(services: CoreServices): number {
  return windows.get(services) ?? DIGEST_WINDOW_MS;
}

/** Tests shorten the window; the server keeps the default. */
export function setDigestWindow(services: CoreServices, ms: number): void {
  windows.set(services, ms);
}

/**
 * E-mail channel: the first notification opens a window; whatever else arrives for the user in it
 * joins, and the lot leaves as one e-mail (the notification itself when it stayed alone). The
 * window and its items are rows (`email_digests`), so a server stopped or killed within the
 * window loses nothing, and instances sharing the database fill one window per user, sent once
 * by whichever instance claims it when it is due.
 */
export function queueEmail(services: CoreServices, delivery: OutsideDelivery): void {
  const state = stateOf(services);
  const write = emailDigestsRepo
    .addItem(services.db, delivery.userId, delivery.data, windowOf(services))
    .then(() => wake(services))
    .catch((error) => logFailure(services, `Notification e-mail to user ${delivery.userId} was not queued`, error));
  state.writing.add(write);
  void write.finally(() => state.writing.delete(write));
  inBackground(services, write);
}

/** Sends windows left by a stopped instance, then keeps looking for them (server start). */
export function startEmailDigests(services: CoreServices): void {
  const state = stateOf(services);
  state.stopped = false;
  const run = () =>
    inBackground(
      services,
      sendDue(services, false).then(() => wake(services)),
    );
  run();
  state.sweep = setInterval(run, SWEEP_MS);
  state.sweep.unref?.();
}

/** Stops the timers; open windows stay in the database for the next instance (server stop). */
export function stopEmailDigests(services: CoreServices): void {
  const state = stateOf(services);
  state.stopped = true;
  clearTimeout(state.timer);
  clearInterval(state.sweep);
  state.timer = undefined;
}

/** Sends every open window now, due or not (tests, and an operator's flush). */
export async function flushEmailDigests(services: CoreServices): Promise<void> {
  const state = stateOf(services);
  while (state.writing.size) await Promise.all([...state.writing]);
  await sendDue(services, true);
}

/** Sets this instance's timer for the soonest open window, unless one is already set. */
async function wake(services: CoreServices): Promise<void> {
  const state = stateOf(services);
  if (state.timer || state.stopped) return;
  const inMs = await emailDigestsRepo.msUntilNextDue(services.db);
  if (inMs === null || state.timer || state.stopped) return;
  state.timer = setTimeout(() => {
    state.timer = undefined;
    inBackground(
      services,
      sendDue(services, false).then(() => wake(services)),
    );
  }, Math.max(0, inMs) + 10);
  state.timer.unref?.();
}

async function sendDue(services: CoreServices, all: boolean): Promise<void> {
  try {
    for (;;) {
      const userIds = await emailDigestsRepo.claimDue(services.db, { all, leaseMs: SEND_LEASE_MS, limit: CLAIM_BATCH });
      for (const userId of userIds) {
        const items = await emailDigestsRepo.itemsOf(services.db, userId);
        const last = items.at(-1);
        if (last)
          await sendDigest(
            services,
            userId,
            items.map((i) => i.data as NotificationData),
          );
        await emailDigestsRepo.finish(services.db, userId, last?.id ?? 0, windowOf(services));
      }
      if (userIds.length < CLAIM_BATCH) return;
    }
  } catch (error) {
    await logFailure(services, "Notification e-mails could not be sent", error);
  }
}

async function logFailure(services: CoreServices, message: string, error: unknown): Promise<void> {
  const e = error instanceof Error ? error : new Error(String(error));
  await services.errorLog.write({ message: `${message}: ${e.message}`, stack: e.stack }).catch(() => {});
}

async function sendDigest(services: CoreServices, userId: number, items: NotificationData[]): Promise<void> {
  try {
    const user = await usersRepo.findUserById(services.db, userId);
    if (!user || user.banned_at) return;
    const base = services.config.appUrl.replace(/\/+$/, "");
    const settings = await services.settings.snapshot();
    const mail = await renderNotificationDigest({
      siteName: settings.get("branding.site_name"),
      items: items
        .slice(-DIGEST_MAX_ITEMS)
        .reverse()
        .map((data) => outsideView(data, base)),
      url: `${base}/notifications`,
      settingsUrl: `${base}/notifications/settings`,
    });
    await mailerFor(services).send({ to: user.email, ...mail, template: "notifications" });
  } catch (error) {
    await logFailure(services, `Notification e-mail to user ${userId} failed`, error);
  }
}
