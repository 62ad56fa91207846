export interface LiveMessage {
  event: string;
  payload: unknown;
}

type Listener = (message: LiveMessage) => void;

const listeners = new Set<Listener>();
let socket: WebSocket | null = null;
let retry = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/** The close code the server sends when the socket's session was ended (apps/server/src/http/realtime.ts). */
export const SESSION_ENDED = 4401;

/**
 * One WebSocket per tab to `/realtime` (the session cookie signs it in), shared by every screen
 * that listens; it reconnects with a growing pause while anyone listens, except after the server
 * closed it because the session ended (4401): retrying would only be refused again. Signing in
 * again subscribes anew, which connects.
 */
function connect(): void {
  if (socket || typeof WebSocket === "undefined") return;
  const url = `${location.protocol === "https:" ? "wss:" : "ws:"}//${location.host}/realtime`;
  const ws = new WebSocket(url);
  socket = ws;
  ws.onmessage = (m) => {
    let message: LiveMessage;
    try {
      message = JSON.parse(String(m.data)) as LiveMessage;
    } catch {
      return;
    }
    if (message.event === "ready") retry = 0;
    for (const listener of listeners) listener(message);
  };
  ws.onclose = (event) => {
    if (socket === ws) socket = null;
    if (listeners.size === 0 || event.code === SESSION_ENDED) return;
    retry = Math.min(retry + 1, 6);
    retryTimer = setTimeout(connect, 500 * 2 ** retry);
  };
}

export function subscribeLive(listener: Listener): () => void {
  listeners.add(listener);
  connect();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearTimeout(retryTimer);
      socket?.close();
      socket = null;
    }
  };
}

/** Sends a short text on the open socket (a listening room's clock probe); false while it is not open. */
export function sendLive(text: string): boolean {
  if (socket?.readyState !== WebSocket.OPEN) return false;
  socket.send(text);
  return true;
}
