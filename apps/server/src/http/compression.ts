import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this a compressed body plus its header saves nothing worth a CPU cycle. */
export const MIN_COMPRESS_BYTES = 1024;
/** Bodies longer than this are compressed as a stream instead of whole. */
export const STREAM_AFTER_BYTES = 1024 * 1024;

/** Text the server builds per request: the page shell, tRPC and REST JSON, feeds and sitemaps. */
const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:json|javascript|xml|rss\+xml|atom\+xml|ld\+json|manifest\+json)|image\/svg\+xml)/i;

export type Encoding = "br" | "gzip";

/**
 * The encoding to answer with, from an Accept-Encoding header, in order of preference (brotli
 * first: smaller at the same speed), honouring `q=0` refusals and `*`.
 */
export function pickEncoding(
  acceptEncoding: string | null,
  preference: readonly Encoding[] = ["br", "gzip"],
): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (name: Encoding) => (weights.get(name) ?? weights.get("*") ?? 0) > 0;
  return preference.find(accepts) ?? null;
}

function addVary(headers: Headers) {
  const vary = headers.get("vary");
  if (!vary) headers.set("vary", "accept-encoding");
  else if (!/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(vary)) headers.set("vary", `${vary}, accept-encoding`);
}

/**
 * Compresses a dynamic response (HTML shell, tRPC, REST JSON) for the client that asked.
 * Left alone: bodies under {@link MIN_COMPRESS_BYTES}, anything that is not text (audio, images,
 * archives), range requests and partial answers (byte offsets refer to the identity body),
 * event streams, answers already encoded, and `Cache-Control: no-transform`.
 */
export async function compressResponse(request: Request, response: Response): Promise<Response> {
  const headers = response.headers;
  if (!response.body || request.method === "HEAD") return response;
  if (response.status === 206 || response.status === 204 || response.status === 304) return response;
  if (headers.has("content-encoding") || headers.has("content-range")) return response;
  if (!COMPRESSIBLE.test(headers.get("content-type") ?? "")) return response;
  if (/\bno-transform\b/i.test(headers.get("cache-control") ?? "")) return response;
  if (request.headers.has("range")) return response;

  const rebuilt = (body: BodyInit | null, extra?: (h: Headers) => void) => {
    const out = new Headers(headers);
    addVary(out);
    extra?.(out);
    return new Response(body, { status: response.status, statusText: response.statusText, headers: out });
  };
  const encoding = pickEncoding(request.headers.get("accept-encoding"));
  const declared = Number(headers.get("content-length") ?? Number.NaN);
  if (!encoding || declared < MIN_COMPRESS_BYTES) return rebuilt(response.body);

  // Read up to a cap: small and ordinary bodies are compressed whole; a long stream (a sitemap
  // page read row by row from the database) is compressed as it flows rather than held in memory.
  const reader = response.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
    if (size > STREAM_AFTER_BYTES) {
      const rest = new ReadableStream<BufferSource>({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(chunk);
        },
        async pull(controller) {
          const next = await reader.read();
          if (next.done) controller.close();
          else controller.enqueue(next.value);
        },
        cancel: (reason) => reader.cancel(reason),
      });
      // Streams go out as gzip, the one stream encoding every runtime has.
      if (pickEncoding(request.headers.get("accept-encoding"), ["gzip"]) === null) return rebuilt(rest);
      return rebuilt(rest.pipeThrough(new CompressionStream("gzip")), (out) => encoded(out, "gzip"));
    }
  }
  const raw = Buffer.concat(chunks);
  if (raw.byteLength < MIN_COMPRESS_BYTES) return rebuilt(raw);
  // Dynamic bodies are made per request, so favour speed: brotli 4 still beats gzip 6 on size.
  const packed =
    encoding === "br"
      ? await brotli(raw, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: raw.byteLength },
        })
      : await gzipAsync(raw, { level: 6 });
  return rebuilt(new Uint8Array(packed), (out) => encoded(out, encoding));
}

function encoded(headers: Headers, encoding: Encoding) {
  headers.set("content-encoding", encoding);
  headers.delete("content-length");
  // A strong validator names exact bytes; the encoded body is a different representation.
  const etag = headers.get("etag");
  if (etag && !etag.startsWith("W/")) headers.set("etag", `W/${etag}`);
}
