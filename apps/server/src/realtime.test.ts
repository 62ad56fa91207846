import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { connect } from "node:net";
import { eventBusOf, notify } from "@backbeat/core";
import { realtimeUpgrade, startTestServer, TestClient, waitFor } from "./testing/harness.ts";

/** Opens the live channel as a browser tab would: with the session cookie, from the site's origin. */
function openSocket(url: string, cookie: string, origin = url): Promise<{ ws: WebSocket; messages: unknown[] }> {
  const ws = new WebSocket(`${url.replace(/^http/, "ws")}/realtime`, {
    headers: { cookie, origin },
  } as unknown as string[]);
  const messages: unknown[] = [];
  return new Promise((resolve, reject) => {
    ws.onmessage = (m) => {
      const data = JSON.parse(String(m.data)) as { event: string };
      messages.push(data);
      if (data.event === "ready") resolve({ ws, messages });
    };
    ws.onerror = () => reject(new Error("socket refused"));
    ws.onclose = () => reject(new Error("socket closed"));
  });
}

describe("the live channel", () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let cookie = "";
  let userId = 0;
  beforeAll(async () => {
    server = await startTestServer("pglite");
    const c = await new TestClient(server.url).prime();
    const login = await c.login();
    userId = ((await login.json()) as { bootstrapData: { user: { id: number } } }).bootstrapData.user.id;
    cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }, 120_000);
  afterAll(() => server.stop());

  test("a notification reaches the user's open socket within a second", async () => {
    const { ws, messages } = await openSocket(server.url, cookie);
    const started = performance.now();
    await notify(server.server.started.services, {
      userId,
      type: "artist_request_approved",
      data: { artistName: "Live" },
    });
    expect(await waitFor(() => messages.some((m) => (m as { event: string }).event === "notification"), 1000)).toBe(
      true,
    );
    expect(performance.now() - started).toBeLessThan(1000);
    const event = messages.find((m) => (m as { event: string }).event === "notification") as {
      payload: { unreadCount: number; notification: { type: string } };
    };
    expect(event.payload.notification.type).toBe("artist_request_approved");
    expect(event.payload.unreadCount).toBe(1);
    ws.close();
  });

  test("guests, other sites and plain requests are refused", async () => {
    await expect(openSocket(server.url, "")).rejects.toThrow();
    await expect(openSocket(server.url, cookie, "https://evil.example")).rejects.toThrow();
    const plain = await fetch(`${server.url}/realtime`);
    expect(plain.status).toBe(426);
  });

  test("a client that never reads is dropped and the server stays healthy", async () => {
    const { port } = new URL(server.url);
    const socket = connect(Number(port), "127.0.0.1");
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    let handshake = "";
    socket.on("data", (chunk) => {
      handshake += chunk.toString("latin1");
      // Read the upgrade answer, then never read again.
      if (handshake.includes("\r\n\r\n")) socket.pause();
    });
    socket.write(realtimeUpgrade(port, [`Cookie: ${cookie}`]));
    const realtime = server.server.realtime;
    expect(await waitFor(() => realtime.connections() === 1, 2000)).toBe(true);
    expect(handshake).toContain("101");
    let closed = false;
    socket.on("close", () => {
      closed = true;
    });
    const bus = eventBusOf(server.server.started.services);
    const big = "x".repeat(64 * 1024);
    // Far more than the kernel's socket buffers hold, so the server's own queue has to grow.
    for (let i = 0; i < 600 && realtime.connections() > 0; i++) {
      await bus.publish({ userId, event: "test", payload: big });
      if (i % 20 === 0) await Bun.sleep(5);
    }
    expect(await waitFor(() => realtime.connections() === 0, 5000)).toBe(true);
    expect((await fetch(`${server.url}/api/v1/health`)).status).toBe(200);
    // A reading client still connects and hears events afterwards.
    const { ws, messages } = await openSocket(server.url, cookie);
    await bus.publish({ userId, event: "after", payload: null });
    expect(await waitFor(() => messages.some((m) => (m as { event: string }).event === "after"), 1000)).toBe(true);
    ws.close();
    socket.destroy();
    expect(closed || socket.destroyed).toBe(true);
  }, 60_000);
});
