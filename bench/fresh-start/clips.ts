/**
 * The demo's audio cost on its own: N clips of the demo's genres and lengths rendered one after
 * another, timed by wall clock and by CPU (this process plus the ffmpeg processes it waited for,
 * from /proc/self/stat), so two versions compare on a busy machine, where wall time says little.
 * Usage: bun bench/fresh-start/clips.ts [--clips 8] [--synth db/seeds/synth.ts]
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { rng } from "../../db/seeds/synth.ts";
import { GENRES } from "../../db/seeds/words.ts";
import { root } from "../lib/server.ts";

const { values } = parseArgs({
  args: Bun.argv.slice(2),
  options: { clips: { type: "string", default: "8" }, synth: { type: "string", default: "db/seeds/synth.ts" } },
});
type Synth = typeof import("../../db/seeds/synth.ts");
const synth = (await import(resolve(root, values.synth))) as Synth;
const TICKS = 100;
/** This process's and its reaped children's CPU seconds (utime, stime, cutime, cstime). */
function cpuSeconds(): { own: number; children: number } {
  const fields = readFileSync("/proc/self/stat", "utf8").split(") ")[1]?.split(" ") ?? [];
  const n = (i: number) => Number(fields[i - 3] ?? 0) / TICKS;
  return { own: n(14) + n(15), children: n(16) + n(17) };
}

const dir = mkdtempSync(join(tmpdir(), "bb-clips-"));
const r = rng(20261122);
const load = loadavg().map((x) => +x.toFixed(2));
const before = cpuSeconds();
const started = performance.now();
let audioSeconds = 0;
for (let i = 0; i < Number(values.clips); i++) {
  const seconds = r.int(25, 50);
  audioSeconds += seconds;
  const genre = GENRES[i % GENRES.length] as (typeof GENRES)[number];
  await synth.renderClip(synth.composeClip(1000 + i, genre.style, seconds), join(dir, `clip-${i}.mp3`));
}
const wall = (performance.now() - started) / 1000;
const after = cpuSeconds();
rmSync(dir, { recursive: true, force: true });
const own = after.own - before.own;
const children = after.children - before.children;
console.log(
  JSON.stringify({
    synth: values.synth,
    clips: Number(values.clips),
    audioSeconds,
    loadAtStart: load,
    wallSeconds: +wall.toFixed(2),
    cpuSeconds: { bun: +own.toFixed(2), ffmpeg: +children.toFixed(2), total: +(own + children).toFixed(2) },
    cpuSecondsPerClip: +((own + children) / Number(values.clips)).toFixed(3),
  }),
);
