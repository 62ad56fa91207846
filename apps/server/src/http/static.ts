import { existsSync, readFileSync, statSync } from "node:fs";
import { extname, join, normalize, sep } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".html": "text/html; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
  ".webmanifest": "application/manifest+json",
};
const COMPRESSIBLE = new Set([".js", ".css", ".html", ".json", ".svg", ".txt", ".webmanifest"]);

interface Asset {
  raw: Uint8Array<ArrayBuffer>;
  br?: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
  type: string;
  etag: string;
}

/**
 * Serves the built web app. Files under `assets/` have content hashes in their names, so they
 * are cached for a year; compressed variants are made once and kept in memory.
 */
export function createStaticFiles(root: string) {
  const cache = new Map<string, Asset | null>();

  const load = (relativePath: string): Asset | null => {
    if (cache.has(relativePath)) return cache.get(relativePath) ?? null;
    const full = normalize(join(root, relativePath));
    let asset: Asset | null = null;
    if (full.startsWith(root + sep) && existsSync(full) && statSync(full).isFile()) {
      const raw = new Uint8Array(readFileSync(full));
      const ext = extname(full);
      asset = {
        raw,
        type: TYPES[ext] ?? "application/octet-stream",
        etag: `"${Bun.hash(raw).toString(36)}"`,
        ...(COMPRESSIBLE.has(ext) && raw.length > 512
          ? {
              br: new Uint8Array(brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } })),
              gzip: new Uint8Array(gzipSync(raw, { level: 9 })),
            }
          : {}),
      };
    }
    cache.set(relativePath, asset);
    return asset;
  };

  return {
    /** A response for the file at `pathname`, or null when there is none (or it escapes root). */
    serve(request: Request, pathname: string): Response | null {
      let decoded: string;
      try {
        decoded = decodeURIComponent(pathname);
      } catch {
        return null;
      }
      if (decoded.includes("\0") || decoded.split("/").includes("..") || decoded === "/" || decoded === "/index.html") {
        return null;
      }
      const asset = load(decoded.replace(/^\/+/, ""));
      if (!asset) return null;
      const immutable = decoded.startsWith("/assets/");
      const headers = new Headers({
        "content-type": asset.type,
        etag: asset.etag,
        vary: "accept-encoding",
        "cache-control": immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      });
      if (request.headers.get("if-none-match") === asset.etag) return new Response(null, { status: 304, headers });
      const accept = request.headers.get("accept-encoding") ?? "";
      let body = asset.raw;
      if (asset.br && /\bbr\b/.test(accept)) {
        body = asset.br;
        headers.set("content-encoding", "br");
      } else if (asset.gzip && /\bgzip\b/.test(accept)) {
        body = asset.gzip;
        headers.set("content-encoding", "gzip");
      }
      return new Response(request.method === "HEAD" ? null : body, { headers });
    },
  };
}
