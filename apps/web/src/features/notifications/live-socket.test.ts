import { afterAll, expect, test } from "bun:test";
import { subscribeLive } from "./live-socket.ts";

// A server that ends every socket's session as soon as it opens, counting the attempts.
let opened = 0;
const server = Bun.serve({
  port: 0,
  hostname: "127.0.0.1",
  fetch(request, srv) {
    if (new URL(request.url).pathname === "/realtime" && srv.upgrade(request, { data: undefined })) return undefined;
    return new Response("no", { status: 404 });
  },
  websocket: {
    open(ws) {
      opened += 1;
      ws.close(4401, "Session ended");
    },
    message() {},
  },
});
afterAll(() => server.stop(true));

test("a socket closed because its session ended (4401) is not opened again", async () => {
  Object.assign(globalThis, { location: { protocol: "http:", host: `127.0.0.1:${server.port}` } });
  const unsubscribe = subscribeLive(() => {});
  // The first retry would come 1 s after the close, the second 2 s after that.
  await Bun.sleep(3500);
  unsubscribe();
  expect(opened).toBe(1);
});
