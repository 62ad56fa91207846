/**
 * Lighthouse, desktop preset, on the landing page (a guest's "/") and an artist page: the four
 * category scores (performance, accessibility, best practices, SEO), target ≥ 95 each (issue 14).
 * Starts the production server on a fresh PGlite folder with a small demo catalogue and serves a
 * web build (`WEB_DIST`, default apps/web/dist). Lighthouse 12.2.3 runs through npx (13 wants
 * Node 22) against Debian's Chromium. Each page is measured `--runs` times; the median is kept.
 * Usage: WEB_DIST=/path/to/build bun bench/lighthouse/run.ts [--runs 3] [--port 3471]
 *        bun bench/lighthouse/run.ts --url http://127.0.0.1:PORT   (a server already running, seeded)
 * Writes bench/lighthouse/results.json.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { root, spawnServer, tempDir } from "../lib/server.ts";

const { values } = parseArgs({
  args: Bun.argv.slice(2),
  options: { runs: { type: "string" }, port: { type: "string" }, url: { type: "string" } },
});
const RUNS = Number(values.runs ?? 3);
const PORT = Number(values.port ?? 3471);
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const LIGHTHOUSE = "lighthouse@12.2.3";

type Scores = Record<(typeof CATEGORIES)[number], number>;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? Number.NaN;

async function lighthouse(url: string, out: string) {
  const proc = Bun.spawn(
    [
      "npx",
      "-y",
      LIGHTHOUSE,
      url,
      "--preset=desktop",
      `--only-categories=${CATEGORIES.join(",")}`,
      "--output=json",
      `--output-path=${out}`,
      "--quiet",
      // A busy machine can take longer than the default 30 s to the first paint.
      "--max-wait-for-fcp=90000",
      "--max-wait-for-load=120000",
      "--chrome-flags=--headless --no-sandbox --disable-gpu --disable-dev-shm-usage",
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? "/usr/bin/chromium" }, stderr: "inherit" },
  );
  if ((await proc.exited) !== 0) throw new Error(`lighthouse failed on ${url}`);
  const report = JSON.parse(readFileSync(out, "utf8")) as {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { score: number | null; title: string; displayValue?: string }>;
  };
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((report.categories[c]?.score ?? 0) * 100)]),
  ) as Scores;
  // What kept a category under 100, for the notes.
  const failing = Object.entries(report.audits)
    .filter(([, a]) => a.score !== null && a.score < 0.9)
    .map(([id, a]) => `${id}${a.displayValue ? ` (${a.displayValue})` : ""}`);
  const metrics = Object.fromEntries(
    ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift"].map(
      (id) => [id, report.audits[id]?.displayValue ?? ""],
    ),
  );
  return { scores, failing, metrics };
}

const data = tempDir("backbeat-bench-lighthouse-");
const server = values.url
  ? { url: values.url.replace(/\/+$/, ""), stop: async () => {} }
  : await spawnServer(
      {
        DATA_DIR: data.path,
        WEB_DIST: process.env.WEB_DIST ?? join(root, "apps/web/dist"),
        SEED_DEMO: "true",
        SEED_DEMO_TRACKS: "120",
        SEED_DEMO_CLIPS: "4",
      },
      PORT,
    );
try {
  const album = (await (await fetch(`${server.url}/api/v1/albums/1`)).json()) as {
    album: { artists: { id: number; name: string }[] };
  };
  const artist = album.album.artists[0];
  if (!artist) throw new Error("the demo catalogue has no artist on album 1");
  const slug = artist.name.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  const pages = { landing: "/", artist: `/artist/${artist.id}/${slug}` };

  const results: Record<string, unknown> = {};
  for (const [name, path] of Object.entries(pages)) {
    const runs: Awaited<ReturnType<typeof lighthouse>>[] = [];
    for (let i = 0; i < RUNS; i++) runs.push(await lighthouse(`${server.url}${path}`, join(data.path, `${name}.json`)));
    const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])) as Scores;
    results[name] = {
      path,
      scores,
      runs: runs.map((r) => r.scores),
      metricsOfLastRun: runs.at(-1)?.metrics,
      belowNinetyInAnyRun: [...new Set(runs.flatMap((r) => r.failing))],
    };
    console.log(name.padEnd(8), CATEGORIES.map((c) => `${c} ${scores[c]}`).join("  "));
  }
  const out = {
    measuredAt: new Date().toISOString(),
    lighthouse: LIGHTHOUSE,
    preset: "desktop",
    runsPerPage: RUNS,
    note: "median per category; guest visitor; production build served by apps/server on PGlite",
    target: 95,
    pages: results,
  };
  writeFileSync(join(import.meta.dir, "results.json"), `${JSON.stringify(out, null, 2)}\n`);
} finally {
  await server.stop();
  data.remove();
}
