import { scheduleClaimsRepo } from "@backbeat/db";
import type { CoreServices } from "../context.ts";

/** Claims older than this are forgotten by the log maintenance (their slots are long past). */
export const SCHEDULE_CLAIM_DAYS = 7;

/** The slot of an hourly job: the UTC hour, `2026-11-28T13`. */
export function hourSlot(now = new Date()): string {
  return now.toISOString().slice(0, 13);
}

/** The slot of a nightly job: the UTC day, `2026-11-28`. */
export function daySlot(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Runs a scheduled job once per slot across every instance sharing the database: each instance
 * runs the same timer, and the first to take the (job, slot) row runs it; the others answer
 * false at once. The claim is made before the work, so a run that fails is not repeated within
 * its slot by another instance (the schedule log has its failure).
 */
export async function runOncePerSlot<T>(
  services: CoreServices,
  job: string,
  slot: string,
  run: () => Promise<T>,
): Promise<{ ran: true; result: T } | { ran: false }> {
  if (!(await scheduleClaimsRepo.claimSlot(services.db, job, slot))) return { ran: false };
  return { ran: true, result: await run() };
}
