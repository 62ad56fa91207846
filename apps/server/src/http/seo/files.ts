import {
  type CoreServices,
  isSitemapKind,
  SITEMAP_MAX_URLS,
  type SitemapEntry,
  sitemapEntries,
  sitemapFiles,
} from "@backbeat/core";

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[c] ?? c);

const XML = { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" };

/** Areas with nothing for search engines: personal, admin and API paths (covers stay crawlable). */
const DISALLOW = ["/admin", "/account-settings", "/backstage", "/library", "/billing", "/checkout", "/trpc/", "/api/"];
const ALLOW = ["/api/v1/covers/", "/api/v1/artwork/"];

function robots(base: string): string {
  return [
    "User-agent: *",
    ...ALLOW.map((p) => `Allow: ${p}`),
    ...DISALLOW.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${base}/sitemap.xml`,
    "",
  ].join("\n");
}

async function sitemapIndex(services: CoreServices, base: string): Promise<string> {
  const files = await sitemapFiles(services);
  const entries = [`${base}/sitemaps/site.xml`, ...files.map((f) => f.loc)]
    .map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`)
    .join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries}</sitemapindex>\n`;
}

const URLSET_OPEN = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">`;
const URLSET_CLOSE = "</urlset>\n";
const urlTag = (e: SitemapEntry) => `<url><loc>${escapeXml(e.loc)}</loc><lastmod>${e.lastmod}</lastmod></url>`;

/** One sitemap file, written as its rows arrive: the server never holds a whole file. */
function streamUrlset(entries: AsyncGenerator<SitemapEntry>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let opened = false;
  return new ReadableStream({
    async pull(controller) {
      let chunk = opened ? "" : URLSET_OPEN;
      opened = true;
      for (let i = 0; i < 500; i++) {
        const next = await entries.next();
        if (next.done) {
          controller.enqueue(encoder.encode(chunk + URLSET_CLOSE));
          controller.close();
          return;
        }
        chunk += urlTag(next.value);
      }
      controller.enqueue(encoder.encode(chunk));
    },
    async cancel() {
      await entries.return(undefined);
    },
  });
}

/**
 * `robots.txt`, `sitemap.xml` (the index) and `sitemaps/<kind>-<n>.xml` (one id range of a kind,
 * at most 50,000 addresses). Null for any other path.
 */
export async function seoFileResponse(services: CoreServices, path: string): Promise<Response | null> {
  const base = services.config.appUrl.replace(/\/+$/, "");
  if (path === "robots.txt")
    return new Response(robots(base), {
      headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=3600" },
    });
  if (path === "sitemap.xml") return new Response(await sitemapIndex(services, base), { headers: XML });
  if (path === "sitemaps/site.xml")
    return new Response(`${URLSET_OPEN}<url><loc>${escapeXml(`${base}/`)}</loc></url>${URLSET_CLOSE}`, {
      headers: XML,
    });
  const match = /^sitemaps\/([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(path);
  if (!match) return null;
  const [, kind = "", page = ""] = match;
  if (!isSitemapKind(kind)) return null;
  const files = await sitemapFiles(services);
  if (!files.some((f) => f.kind === kind && f.page === Number(page))) return null;
  return new Response(streamUrlset(sitemapEntries(services, kind, Number(page), SITEMAP_MAX_URLS)), {
    headers: XML,
  });
}
