import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { staticFileStats } from "../http/static.ts";
import { startTestServer } from "../testing/harness.ts";

let server: Awaited<ReturnType<typeof startTestServer>>;
let dist: string;
beforeAll(async () => {
  server = await startTestServer("pglite");
  dist = join(server.dataDir, "..", "dist");
}, 60_000);
afterAll(() => server?.stop());

/** Runs `count` requests, `width` at a time. */
async function flood(count: number, width: number, path: (i: number) => string) {
  let next = 0;
  const statuses = new Set<number>();
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) {
        const response = await fetch(server.url + path(next++));
        statuses.add(response.status);
        await response.arrayBuffer();
      }
    }),
  );
  return statuses;
}

const randomName = () => crypto.randomUUID().replaceAll("-", "");

describe("request-fillable caches", () => {
  test("thousands of distinct missing .js paths leave the static cache and memory where they were", async () => {
    // Warm up: the real file once, and enough misses that allocator pools exist before measuring.
    expect((await fetch(`${server.url}/assets/app-abc123.js`)).status).toBe(200);
    await flood(300, 20, () => `/assets/${randomName()}.js`);
    Bun.gc(true);
    const before = process.memoryUsage().rss;

    const statuses = await flood(4000, 32, (i) =>
      i % 2 ? `/assets/${randomName()}.js` : `/${randomName()}/${"x".repeat(200)}.js`,
    );
    expect([...statuses]).toEqual([404]);

    const stats = staticFileStats(dist);
    // Only real files are cached: the tiny test build has two.
    expect(stats).toEqual({ cached: 1, indexed: 2 });
    Bun.gc(true);
    const grownMb = (process.memoryUsage().rss - before) / 1024 / 1024;
    console.log(`RSS growth after 4000 missing paths: ${grownMb.toFixed(1)} MB`);
    expect(grownMb).toBeLessThan(40);
  }, 60_000);

  test("a path spelled differently finds the same cached file, never a second copy", async () => {
    for (const path of [
      "/assets/app-abc123.js",
      "//assets//app-abc123.js",
      "/assets/./app-abc123.js",
      "/%61ssets/app-abc123.js",
    ]) {
      expect((await fetch(server.url + path)).status).toBe(200);
    }
    expect(staticFileStats(dist)?.cached).toBe(1);
  });

  test("the shell is never served raw, whatever the spelling", async () => {
    for (const path of ["/index.html", "//index.html", "/./index.html"]) {
      const response = await fetch(server.url + path);
      // The SPA route answers with the rendered shell (bootstrap data filled in), not the file.
      expect(await response.text()).not.toContain('id="bootstrap-data">{}</script>');
    }
  });
});
