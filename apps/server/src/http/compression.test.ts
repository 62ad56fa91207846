import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { testDatabaseKinds } from "@backbeat/db/testing";
import { startTestServer } from "../testing/harness.ts";
import { compressResponse, MIN_COMPRESS_BYTES, pickEncoding, STREAM_AFTER_BYTES } from "./compression.ts";

const decode = (encoding: string | null, body: Uint8Array) =>
  new TextDecoder().decode(
    encoding === "br" ? brotliDecompressSync(body) : encoding === "gzip" ? gunzipSync(body) : body,
  );

/** Fetch without the runtime's transparent decompression, so the wire bytes are what we read. */
async function raw(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers, decompress: false } as RequestInit);
  return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe("pickEncoding", () => {
  test("prefers brotli, then gzip; honours q=0 and *", () => {
    expect(pickEncoding("gzip, deflate, br")).toBe("br");
    expect(pickEncoding("gzip")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(pickEncoding("*")).toBe("br");
    expect(pickEncoding("*, br;q=0")).toBe("gzip");
    expect(pickEncoding("identity")).toBeNull();
    expect(pickEncoding("gzip;q=0")).toBeNull();
    expect(pickEncoding(null)).toBeNull();
    expect(pickEncoding("br;q=abc")).toBeNull();
  });
});

describe("compressResponse", () => {
  const text = "a track title that repeats, ".repeat(200);
  const json = (body: string, init: ResponseInit = {}) =>
    new Response(body, { ...init, headers: { "content-type": "application/json", ...init.headers } });
  const request = (headers: Record<string, string> = { "accept-encoding": "gzip, br" }, method = "GET") =>
    new Request("http://x/trpc/a", { headers, method });

  test("encodes text for the client, keeps status and headers, weakens a strong ETag", async () => {
    const res = await compressResponse(
      request(),
      json(text, { status: 404, headers: { etag: '"abc"', "set-cookie": "a=1", vary: "Cookie" } }),
    );
    expect(res.status).toBe(404);
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(res.headers.get("vary")).toBe("Cookie, accept-encoding");
    expect(res.headers.get("etag")).toBe('W/"abc"');
    expect(res.headers.getSetCookie()).toEqual(["a=1"]);
    const body = new Uint8Array(await res.arrayBuffer());
    expect(body.byteLength).toBeLessThan(text.length / 4);
    expect(decode("br", body)).toBe(text);
  });

  test("leaves small bodies, audio, ranges, no-transform, HEAD and encoded answers as they are", async () => {
    const small = await compressResponse(request(), json("x".repeat(MIN_COMPRESS_BYTES - 1)));
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(small.headers.get("vary")).toBe("accept-encoding");
    expect(await small.text()).toBe("x".repeat(MIN_COMPRESS_BYTES - 1));

    const audio = new Response(text, { headers: { "content-type": "audio/mpeg" } });
    expect(await compressResponse(request(), audio)).toBe(audio);
    const ranged = json(text);
    expect(await compressResponse(request({ "accept-encoding": "br", range: "bytes=0-9" }), ranged)).toBe(ranged);
    const partial = json(text, { status: 206, headers: { "content-range": "bytes 0-9/100" } });
    expect(await compressResponse(request(), partial)).toBe(partial);
    const pinned = json(text, { headers: { "cache-control": "no-transform" } });
    expect(await compressResponse(request(), pinned)).toBe(pinned);
    const head = json(text);
    expect(await compressResponse(request({ "accept-encoding": "br" }, "HEAD"), head)).toBe(head);
    const already = json(text, { headers: { "content-encoding": "gzip" } });
    expect(await compressResponse(request(), already)).toBe(already);
    const events = new Response(text, { headers: { "content-type": "text/event-stream" } });
    expect(await compressResponse(request(), events)).toBe(events);

    const identity = await compressResponse(request({ "accept-encoding": "identity" }), json(text));
    expect(identity.headers.get("content-encoding")).toBeNull();
    expect(identity.headers.get("vary")).toBe("accept-encoding");
    expect(await identity.text()).toBe(text);
  });

  test("a body past the buffer cap is compressed as a stream, whole", async () => {
    const line = "<url><loc>https://example.com/track/1</loc></url>\n";
    const count = Math.ceil((STREAM_AFTER_BYTES * 1.5) / line.length);
    let sent = 0;
    const source = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === count) return controller.close();
        sent++;
        controller.enqueue(new TextEncoder().encode(line));
      },
    });
    const res = await compressResponse(
      request({ "accept-encoding": "br, gzip" }),
      new Response(source, { headers: { "content-type": "application/xml" } }),
    );
    expect(res.headers.get("content-encoding")).toBe("gzip");
    const body = new Uint8Array(await res.arrayBuffer());
    expect(decode("gzip", body)).toBe(line.repeat(count));
  });
});

for (const kind of testDatabaseKinds) {
  describe(`response compression over HTTP on ${kind}`, () => {
    let server: Awaited<ReturnType<typeof startTestServer>>;
    beforeAll(async () => {
      server = await startTestServer(kind, {
        SEED_DEMO: "true",
        SEED_DEMO_TRACKS: "12",
        SEED_DEMO_CLIPS: "1",
        SEED_DEMO_CLIP_SECONDS: "2-3",
      });
    }, 120_000);
    afterAll(async () => {
      await server?.stop();
    });

    test("the page shell is compressed per Accept-Encoding and decodes to the same page", async () => {
      const plain = await raw(`${server.url}/artist/1/x`, { "accept-encoding": "identity" });
      expect(plain.res.headers.get("content-encoding")).toBeNull();
      const page = decode(null, plain.bytes);
      expect(page).toContain('id="bootstrap-data"');
      expect(page.length).toBeGreaterThan(MIN_COMPRESS_BYTES);
      for (const encoding of ["br", "gzip"]) {
        const { res, bytes } = await raw(`${server.url}/artist/1/x`, { "accept-encoding": encoding });
        expect(res.headers.get("content-encoding")).toBe(encoding);
        expect(res.headers.get("vary")).toContain("accept-encoding");
        expect(res.headers.get("content-type")).toContain("text/html");
        expect(res.headers.get("content-security-policy")).toContain("script-src");
        expect(res.headers.getSetCookie().some((c) => c.startsWith("XSRF-TOKEN="))).toBe(true);
        expect(bytes.byteLength).toBeLessThan(page.length);
        // The XSRF token in the shell differs per response; the rest is the same page.
        expect(decode(encoding, bytes).length).toBeGreaterThan(page.length - 200);
        expect(decode(encoding, bytes)).toContain('id="bootstrap-data"');
      }
    });

    test("tRPC answers are compressed and decode to the same JSON", async () => {
      const input = encodeURIComponent(JSON.stringify({ id: 1 }));
      const url = `${server.url}/trpc/catalogue.artistTracks?input=${input}`;
      const plain = await raw(url, { "accept-encoding": "identity" });
      expect(plain.res.status).toBe(200);
      const expected = JSON.parse(decode(null, plain.bytes));
      expect(plain.bytes.byteLength).toBeGreaterThan(MIN_COMPRESS_BYTES);
      const { res, bytes } = await raw(url, { "accept-encoding": "gzip, deflate, br" });
      expect(res.headers.get("content-encoding")).toBe("br");
      expect(res.headers.get("vary")).toContain("accept-encoding");
      expect(JSON.parse(decode("br", bytes))).toEqual(expected);
    });

    test("small REST answers go out as they are", async () => {
      const { res, bytes } = await raw(`${server.url}/api/v1/health`, { "accept-encoding": "br, gzip" });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-encoding")).toBeNull();
      expect(JSON.parse(decode(null, bytes))).toBeTruthy();
    });

    test("audio and range requests are never compressed", async () => {
      const whole = await raw(`${server.url}/api/v1/tracks/1/stream`, { "accept-encoding": "identity" });
      expect(whole.res.status).toBe(200);
      expect(whole.res.headers.get("content-type")).toBe("audio/mpeg");

      const encoded = await raw(`${server.url}/api/v1/tracks/1/stream`, { "accept-encoding": "gzip, br" });
      expect(encoded.res.headers.get("content-encoding")).toBeNull();
      expect(encoded.bytes).toEqual(whole.bytes);

      const ranged = await raw(`${server.url}/api/v1/tracks/1/stream`, {
        "accept-encoding": "gzip, br",
        range: "bytes=10-99",
      });
      expect(ranged.res.status).toBe(206);
      expect(ranged.res.headers.get("content-encoding")).toBeNull();
      expect(ranged.bytes).toEqual(whole.bytes.slice(10, 100));

      // A range on a text answer is not honoured by tRPC, but must still leave the bytes as sent.
      const input = encodeURIComponent(JSON.stringify({ id: 1 }));
      const text = await raw(`${server.url}/trpc/catalogue.artistTracks?input=${input}`, {
        "accept-encoding": "gzip, br",
        range: "bytes=0-9",
      });
      expect(text.res.headers.get("content-encoding")).toBeNull();
      expect(JSON.parse(decode(null, text.bytes))).toBeTruthy();
    });
  });
}
