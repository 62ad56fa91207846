/**
 * The arithmetic of following a room (pure, so it is tested on its own): where the room's
 * playhead is at a server instant, how far this player is from it, and the clock offset.
 */

/** A member further than this from the room's playhead seeks (seconds); nearer, the rate bends. */
export const SEEK_THRESHOLD = 0.25;
/** The largest playback-rate change used to close a gap (pitch is kept by the browser). */
const MAX_RATE_STEP = 0.08;

export interface Anchor {
  position: number;
  playing: boolean;
  /** Server ms since the epoch. */
  at: number;
}

/** The room's position at `serverNow`; it stops at the end of the track until a controller moves on. */
export function livePosition(anchor: Anchor, serverNow: number, duration?: number): number {
  const position = anchor.playing ? anchor.position + Math.max(0, serverNow - anchor.at) / 1000 : anchor.position;
  return duration && duration > 0 ? Math.min(position, duration) : position;
}

export type Correction = { seekTo: number } | { rate: number };

/** A seek past the threshold, otherwise a rate a little off 1 that closes the gap over a few seconds. */
export function driftCorrection(expected: number, actual: number): Correction {
  const gap = expected - actual;
  if (Math.abs(gap) > SEEK_THRESHOLD) return { seekTo: expected };
  if (Math.abs(gap) < 0.02) return { rate: 1 };
  return { rate: 1 + Math.max(-MAX_RATE_STEP, Math.min(MAX_RATE_STEP, gap * 0.6)) };
}

export interface ClockSample {
  /** Round trip, ms. */
  rtt: number;
  /** Server clock minus this clock, ms. */
  offset: number;
}

/** One probe (NTP's rule): the server read its clock half a round trip before the answer arrived. */
export function clockSample(sentAt: number, serverAt: number, receivedAt: number): ClockSample {
  const rtt = Math.max(0, receivedAt - sentAt);
  return { rtt, offset: serverAt + rtt / 2 - receivedAt };
}

/** The offset of the quickest probes: a slow round trip says least about when the server read its clock. */
export function bestOffset(samples: ClockSample[]): number {
  if (!samples.length) return 0;
  const sorted = [...samples].sort((a, b) => a.rtt - b.rtt).slice(0, 3);
  return sorted.reduce((sum, s) => sum + s.offset, 0) / sorted.length;
}
