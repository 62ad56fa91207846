import { resolveViewer } from "@backbeat/api";
import {
  type CoreServices,
  eventBusOf,
  isDomainError,
  liveSessionIds,
  type RealtimeEvent,
  SESSION_ENDED_EVENT,
} from "@backbeat/core";
import type { Server, ServerWebSocket, WebSocketHandler } from "bun";

export const REALTIME_PATH = "/realtime";

/** A socket that has this much unsent (the client stopped reading) is dropped. */
export const REALTIME_MAX_BUFFERED_BYTES = 256 * 1024;
/** Tabs per user; the oldest goes when a new one connects past it. */
const SOCKETS_PER_USER = 20;

export interface RealtimeSocketData {
  userId: number;
  /** The session the socket was opened with: the socket lives no longer than it. */
  sessionId: string;
}

type Socket = ServerWebSocket<RealtimeSocketData>;

/**
 * A clock probe, `time:<the client's clock>`: answered at once with the server's clock, so a
 * listening room's members measure their offset from the server NTP-style (features/rooms).
 */
const CLOCK_PROBE = "time:";

function clockReply(message: string): string {
  const sent = Number(message.slice(CLOCK_PROBE.length));
  return JSON.stringify({
    event: "time",
    payload: { client: Number.isFinite(sent) ? sent : null, server: Date.now() },
  });
}

function refuse(status: number, message: string): Response {
  return new Response(JSON.stringify({ message }), { status, headers: { "content-type": "application/json" } });
}

/**
 * The live channel (spec: a new notification reaches an open tab within a second). One WebSocket
 * per tab at `/realtime`, authenticated by the session cookie; the server only sends. Events come
 * from the services' bus (in-process, or Redis between instances) and go to the user's sockets.
 */
export function createRealtime(services: CoreServices, log: { warn(message: string): void }) {
  const byUser = new Map<number, Set<Socket>>();

  const drop = (ws: Socket, reason: string) => {
    log.warn(`realtime: closing socket of user ${ws.data.userId}: ${reason}`);
    // terminate, not close: a client that does not read would never complete a closing handshake.
    ws.terminate();
  };

  /** Some of the user's sessions ended (on any instance): close this instance's sockets of those. */
  const closeEnded = async (userId: number) => {
    const sockets = byUser.get(userId);
    if (!sockets) return;
    const live = await liveSessionIds(
      services.db,
      [...sockets].map((ws) => ws.data.sessionId),
    );
    for (const ws of byUser.get(userId) ?? []) {
      if (live.has(ws.data.sessionId)) continue;
      byUser.get(userId)?.delete(ws);
      ws.close(4401, "Session ended");
    }
  };

  const deliver = (event: RealtimeEvent) => {
    if (event.event === SESSION_ENDED_EVENT) {
      closeEnded(event.userId).catch((error: unknown) => log.warn(`realtime: session check failed: ${String(error)}`));
      return;
    }
    const sockets = byUser.get(event.userId);
    if (!sockets) return;
    const message = JSON.stringify({ event: event.event, payload: event.payload });
    for (const ws of sockets) {
      if (ws.getBufferedAmount() > REALTIME_MAX_BUFFERED_BYTES) {
        drop(ws, "too much unread");
        continue;
      }
      // -1: the send was refused under backpressure; the socket is closed by Bun's own limit below.
      if (ws.send(message) === -1 && ws.getBufferedAmount() > REALTIME_MAX_BUFFERED_BYTES) drop(ws, "backpressure");
    }
  };
  const unsubscribe = eventBusOf(services).subscribe(deliver);

  const websocket: WebSocketHandler<RealtimeSocketData> = {
    // Bun closes a socket whose queue passes this, so one stuck reader cannot grow the heap.
    backpressureLimit: REALTIME_MAX_BUFFERED_BYTES,
    closeOnBackpressureLimit: true,
    // Clients only send pings and clock probes; anything bigger is not ours.
    maxPayloadLength: 1024,
    idleTimeout: 120,
    sendPings: true,
    perMessageDeflate: false,
    open(ws) {
      let sockets = byUser.get(ws.data.userId);
      if (!sockets) byUser.set(ws.data.userId, (sockets = new Set()));
      if (sockets.size >= SOCKETS_PER_USER) {
        const oldest = sockets.values().next().value;
        if (oldest) {
          sockets.delete(oldest);
          oldest.close(1008, "Too many connections");
        }
      }
      sockets.add(ws);
      ws.send(JSON.stringify({ event: "ready", payload: null }));
      // The upgrade may have read a session cached just before another instance ended it.
      closeEnded(ws.data.userId).catch((error: unknown) =>
        log.warn(`realtime: session check failed: ${String(error)}`),
      );
    },
    message(ws, message) {
      if (message === "ping") ws.send("pong");
      else if (typeof message === "string" && message.startsWith(CLOCK_PROBE)) ws.send(clockReply(message));
    },
    close(ws) {
      const sockets = byUser.get(ws.data.userId);
      sockets?.delete(ws);
      if (sockets?.size === 0) byUser.delete(ws.data.userId);
    },
  };

  return {
    websocket,
    /** Upgrades a request for the live channel; a Response when it refuses, undefined once upgraded. */
    async upgrade(request: Request, server: Server<RealtimeSocketData>): Promise<Response | undefined> {
      if (request.headers.get("upgrade")?.toLowerCase() !== "websocket") return refuse(426, "Upgrade Required");
      // Browsers send cookies with cross-site WebSocket handshakes; only this site's pages may connect.
      const origin = request.headers.get("origin");
      const host = request.headers.get("host");
      if (origin && (!URL.canParse(origin) || new URL(origin).host !== host)) return refuse(403, "Cross-site request.");
      // A Bearer header without a valid token is refused, never read by the cookie instead.
      const viewer = await resolveViewer(services, request).catch((error) => {
        if (isDomainError(error)) return null;
        throw error;
      });
      // A browser tab's session, not a token: the socket is closed when that session ends.
      if (!viewer?.user || !viewer.session) return refuse(401, "Unauthenticated.");
      if (viewer.user.banned_at) return refuse(403, "This account is suspended.");
      const data = { userId: viewer.user.id, sessionId: viewer.session.id };
      if (server.upgrade(request, { data })) return undefined;
      return refuse(400, "The upgrade failed.");
    },
    connections(): number {
      let n = 0;
      for (const sockets of byUser.values()) n += sockets.size;
      return n;
    },
    stop() {
      unsubscribe();
      for (const sockets of byUser.values()) for (const ws of sockets) ws.close(1001, "Server stopping");
      byUser.clear();
    },
  };
}

export type Realtime = ReturnType<typeof createRealtime>;
