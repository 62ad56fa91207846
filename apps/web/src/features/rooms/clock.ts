import { sendLive, subscribeLive } from "../notifications/live-socket.ts";
import { bestOffset, type ClockSample, clockSample } from "./sync-math.ts";

/**
 * The server's clock as seen from this tab: probes go out on the live socket (`time:<now>`) and
 * the answers give the offset NTP-style. A room's playhead is a position at a server instant, so
 * every member projects it with this clock and lands on the same moment.
 */
const KEEP = 8;
let samples: ClockSample[] = [];
let stopListening: (() => void) | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let probes = 0;

function probe() {
  sendLive(`time:${Date.now()}`);
  probes++;
  // A burst to start with, then one now and again to follow the clocks' drift.
  timer = setTimeout(probe, probes < 6 ? 200 : 15_000);
}

export function startServerClock(): void {
  if (stopListening) return;
  stopListening = subscribeLive((message) => {
    if (message.event === "ready") {
      // A new socket (maybe another instance): measure afresh.
      samples = [];
      probes = 0;
      clearTimeout(timer);
      probe();
      return;
    }
    if (message.event !== "time") return;
    const { client, server } = (message.payload ?? {}) as { client?: number | null; server?: number };
    if (typeof client !== "number" || typeof server !== "number") return;
    samples = [...samples, clockSample(client, server, Date.now())].slice(-KEEP);
  });
  probe();
}

export function stopServerClock(): void {
  clearTimeout(timer);
  stopListening?.();
  stopListening = null;
  samples = [];
  probes = 0;
}

/** The server's time now (ms since the epoch), this clock's until a probe has come back. */
export function serverNow(): number {
  return Date.now() + bestOffset(samples);
}
