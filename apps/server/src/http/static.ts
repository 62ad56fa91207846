import { readdirSync, readFileSync, statSync } from "node:fs";
import { extname, join, posix } from "node:path";
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from "node:zlib";

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
/** The web app's service worker (`apps/web/vite.sw.config.ts`). */
const SERVICE_WORKER = "sw.js";
const COMPRESSIBLE = new Set([".js", ".css", ".html", ".json", ".svg", ".txt", ".webmanifest"]);

interface Asset {
  raw: Uint8Array<ArrayBuffer>;
  br?: Uint8Array<ArrayBuffer>;
  gzip?: Uint8Array<ArrayBuffer>;
  type: string;
  etag: string;
  /** The file's size and mtime when it was read, to notice a rebuild. */
  version: string;
}

/** How often a miss may re-read the dist folder (a rebuild adds files while the server runs). */
const RESCAN_MS = 2000;
interface State {
  index: Map<string, string>;
  scannedAt: number;
  cache: Map<string, Asset>;
}
/** Live instances by dist folder (weakly held), so tests can watch the cache through the real server. */
const instances = new Map<string, WeakRef<State>>();

/** Every file under `root`, as `/`-separated paths relative to it, with a version stamp. */
function indexFolder(root: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (dir: string, prefix: string) => {
    let entries: import("node:fs").Dirent[];
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const full = join(dir, entry.name);
      const rel = prefix + entry.name;
      if (entry.isDirectory()) walk(full, `${rel}/`);
      else if (entry.isFile()) {
        const info = statSync(full);
        files.set(rel, `${info.size}:${info.mtimeMs}`);
      }
    }
  };
  walk(root, "");
  return files;
}

/**
 * Serves the built web app. Files under `assets/` have content hashes in their names, so they
 * are cached for a year; compressed variants come from the build (see `precompress` in the web
 * app's Vite config) or are made on the first request, and are kept in memory.
 *
 * Only files that exist are ever cached: the dist folder is indexed up front, and a path that
 * is not in the index is answered without touching the cache, so random missing paths cannot
 * grow memory. The index is re-read at most every two seconds on a miss, for rebuilds.
 */
export function createStaticFiles(root: string) {
  const state: State = { index: indexFolder(root), scannedAt: Date.now(), cache: new Map() };
  const { cache } = state;
  instances.set(root, new WeakRef(state));

  const lookup = (relativePath: string): string | undefined => {
    const version = state.index.get(relativePath);
    if (version !== undefined || Date.now() - state.scannedAt < RESCAN_MS) return version;
    state.index = indexFolder(root);
    state.scannedAt = Date.now();
    for (const key of cache.keys()) if (!state.index.has(key)) cache.delete(key);
    return state.index.get(relativePath);
  };

  /**
   * The build's own compressed copy of a file (`name.br`, `name.gz`), used only when it unpacks
   * to the file as it is now: a copy left over from an older build is ignored. Unpacking costs a
   * few milliseconds where compressing a large chunk stops the server for seconds.
   */
  const built = (
    relativePath: string,
    suffix: string,
    raw: Uint8Array,
    unpack: (data: Uint8Array, options: { maxOutputLength: number }) => Uint8Array,
  ): Uint8Array<ArrayBuffer> | null => {
    if (!state.index.has(relativePath + suffix)) return null;
    try {
      const packed = new Uint8Array(readFileSync(join(root, relativePath + suffix)));
      return Buffer.from(unpack(packed, { maxOutputLength: raw.length + 1 })).equals(raw) ? packed : null;
    } catch {
      return null;
    }
  };

  const load = (relativePath: string): Asset | null => {
    const version = lookup(relativePath);
    if (version === undefined) return null;
    const hit = cache.get(relativePath);
    if (hit && hit.version === version) return hit;
    let raw: Uint8Array<ArrayBuffer>;
    try {
      raw = new Uint8Array(readFileSync(join(root, relativePath)));
    } catch {
      return null;
    }
    const ext = extname(relativePath);
    const asset: Asset = {
      raw,
      version,
      type: TYPES[ext] ?? "application/octet-stream",
      etag: `"${Bun.hash(raw).toString(36)}"`,
      ...(COMPRESSIBLE.has(ext) && raw.length > 512
        ? {
            br:
              built(relativePath, ".br", raw, brotliDecompressSync) ??
              new Uint8Array(brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 10 } })),
            gzip: built(relativePath, ".gz", raw, gunzipSync) ?? new Uint8Array(gzipSync(raw, { level: 9 })),
          }
        : {}),
    };
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
      if (decoded.includes("\0") || decoded.split("/").includes("..")) return null;
      // The index holds normalised paths: `//a/./b.js` finds `a/b.js`; the shell is never raw.
      const relativePath = posix.normalize(decoded).replace(/^\/+/, "");
      if (relativePath === "" || relativePath === "index.html") return null;
      const asset = load(relativePath);
      if (!asset) return null;
      const immutable = relativePath.startsWith("assets/");
      // The service worker is checked on every visit so a new build's worker is found at once.
      const worker = relativePath === SERVICE_WORKER;
      const headers = new Headers({
        "content-type": asset.type,
        etag: asset.etag,
        vary: "accept-encoding",
        "cache-control": immutable
          ? "public, max-age=31536000, immutable"
          : worker
            ? "no-cache"
            : "public, max-age=3600",
      });
      if (worker) headers.set("service-worker-allowed", "/");
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

/** Cache and index sizes of the static files served from `root` (tests, diagnostics). */
export function staticFileStats(root: string): { cached: number; indexed: number } | null {
  const state = instances.get(root)?.deref();
  return state ? { cached: state.cache.size, indexed: state.index.size } : null;
}
