/**
 * First-load size of the web app shell (issue 3 targets: ≤ 170 KiB gzipped JS, ≤ 30 KiB gzipped
 * CSS): the entry script, every chunk it imports statically and the stylesheets index.html links.
 * Lazy route chunks are listed apart; they load only with their screen.
 *
 *   bun bench/web-bundle/run.ts [--build]     (WEB_DIST=... to measure another build)
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dir, "../..");
const dist = resolve(process.env.WEB_DIST ?? join(root, "apps/web/dist"));
const TARGET_JS_KIB = 170;
const TARGET_CSS_KIB = 30;

if (process.argv.includes("--build") || !existsSync(join(dist, "index.html"))) {
  const build = Bun.spawnSync(["bunx", "vite", "build"], {
    cwd: join(root, "apps/web"),
    stdout: "inherit",
    stderr: "inherit",
  });
  if (build.exitCode !== 0) process.exit(build.exitCode ?? 1);
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const gz = (file: string) => Bun.gzipSync(readFileSync(join(dist, file))).byteLength;

const html = readFileSync(join(dist, "index.html"), "utf8");
const attr = (tag: RegExp) => [...html.matchAll(tag)].map((m) => (m[1] as string).replace(/^\//, ""));
const entry = attr(/<script[^>]+type="module"[^>]+src="([^"]+)"/g);
const preload = attr(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g);
const css = attr(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g);

// Follow static imports from the entry (Vite lists them as modulepreload, but be thorough).
const js = new Set<string>([...entry, ...preload]);
for (const file of [...js]) {
  const source = readFileSync(join(dist, file), "utf8");
  for (const m of source.matchAll(/(?:^|[;\s])import\s*(?:[^"'()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) {
    const dep = `assets/${m[1]}`;
    if (!js.has(dep)) js.add(dep);
  }
}

const firstJs = [...js].map((file) => ({ file, gzipKiB: kib(gz(file)) }));
const firstCss = css.map((file) => ({ file, gzipKiB: kib(gz(file)) }));
const sum = (rows: { gzipKiB: number }[]) => Math.round(rows.reduce((n, r) => n + r.gzipKiB, 0) * 10) / 10;

const lazy = readdirSync(join(dist, "assets"))
  .filter((f) => (f.endsWith(".js") || f.endsWith(".css")) && !js.has(`assets/${f}`) && !css.includes(`assets/${f}`))
  .map((f) => ({ file: `assets/${f}`, gzipKiB: kib(gz(`assets/${f}`)) }))
  .sort((a, b) => b.gzipKiB - a.gzipKiB);

// Tree-shaking check: code only the gallery uses must not be in the first load.
const shellSource = [...js].map((f) => readFileSync(join(dist, f), "utf8")).join("\n");
const galleryOnly = ["Component gallery", "Colour picker", "Preview theme"].filter((s) => shellSource.includes(s));

const results = {
  measuredAt: new Date().toISOString(),
  firstLoad: {
    jsGzipKiB: sum(firstJs),
    cssGzipKiB: sum(firstCss),
    targets: { jsGzipKiB: TARGET_JS_KIB, cssGzipKiB: TARGET_CSS_KIB },
    withinTargets: sum(firstJs) <= TARGET_JS_KIB && sum(firstCss) <= TARGET_CSS_KIB,
    js: firstJs,
    css: firstCss,
  },
  galleryCodeInFirstLoad: galleryOnly,
  lazyChunks: lazy,
};
writeFileSync(join(import.meta.dir, "results.json"), `${JSON.stringify(results, null, 2)}\n`);
console.log(
  `first load: ${results.firstLoad.jsGzipKiB} KiB JS (target ≤ ${TARGET_JS_KIB}), ${results.firstLoad.cssGzipKiB} KiB CSS (target ≤ ${TARGET_CSS_KIB}) gzipped`,
);
console.log(
  `largest lazy chunks: ${lazy
    .slice(0, 5)
    .map((c) => `${c.file} ${c.gzipKiB} KiB`)
    .join(", ")}`,
);
if (galleryOnly.length) console.log(`gallery code found in the first load: ${galleryOnly.join(", ")}`);
