import { runFfmpeg } from "@backbeat/ffmpeg";

/** A tiny deterministic PRNG (mulberry32) so a seed always makes the same catalogue. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
    chance: (p: number) => next() < p,
  };
}

export interface ClipStyle {
  bpm: [number, number];
  /** Root frequency range in Hz. */
  root: [number, number];
  minor: boolean;
  drums: number;
  /** Lead note decay (higher = more staccato). */
  decay: number;
  /** Extra harmonics on the lead (0 = pure sine). */
  bright: number;
  pad: number;
}

export interface Clip {
  seconds: number;
  bpm: number;
  /** Length of the rendered loop (4 bars, one pass of the progression); the clip repeats it, which keeps synthesis fast. */
  loopSeconds: number;
  expression: string;
}

const MAJOR = [0, 2, 4, 5, 7, 9, 11];
const MINOR = [0, 2, 3, 5, 7, 8, 10];
const PROGRESSIONS = [
  [0, 4, 5, 3],
  [0, 5, 3, 4],
  [5, 3, 0, 4],
  [0, 3, 4, 3],
  [0, 2, 5, 4],
  [0, 5, 1, 4],
];

function lookup(indexExpr: string, values: number[]): string {
  // if(eq(x,0),v0,if(eq(x,1),v1,...)) — ffmpeg's expression language has no arrays.
  let out = String(values[values.length - 1]);
  for (let i = values.length - 2; i >= 0; i--) out = `if(eq(${indexExpr},${i}),${values[i]},${out})`;
  return out;
}

/** An ffmpeg `aevalsrc` expression: bass, chord pad, a melodic lead and optional drums. */
export function composeClip(seed: number, style: ClipStyle, seconds: number): Clip {
  const r = rng(seed);
  const bpm = r.int(style.bpm[0], style.bpm[1]);
  const beat = 60 / bpm;
  const f0 = style.root[0] + r.next() * (style.root[1] - style.root[0]);
  const scale = style.minor ? MINOR : MAJOR;
  const prog = r.pick(PROGRESSIONS);
  const pattern = Array.from({ length: 8 }, () => r.pick([0, 2, 4, 7, 4, 2, 5, 9, 6, 11]));
  const rests = Array.from({ length: 8 }, () => (r.chance(0.2) ? 0 : 1));
  const B = beat.toFixed(5);
  // 1: chord degree of the current bar, 2: lead degree, 3: lead step phase.
  const chordDeg = lookup(`mod(floor(t/(4*${B})),4)`, prog);
  const semis = (v: number) => `(${lookup(`mod(ld(${v}),7)`, scale)}+12*floor(ld(${v})/7))`;
  const freq = (v: number) => `${f0.toFixed(3)}*pow(2,${semis(v)}/12)`;
  const step = `mod(floor(t/(${B}/2)),8)`;
  const harm = style.bright;
  const lead = `(sin(2*PI*ld(5)*t)+${(0.5 * harm).toFixed(2)}*sin(4*PI*ld(5)*t)+${(0.25 * harm).toFixed(2)}*sin(6*PI*ld(5)*t))`;
  const drums =
    style.drums > 0
      ? `+${(0.55 * style.drums).toFixed(2)}*sin(2*PI*(45+90*exp(-mod(t,${B})*28))*mod(t,${B}))*exp(-mod(t,${B})*9)` +
        `+${(0.05 * style.drums).toFixed(3)}*(2*random(0)-1)*exp(-mod(t+${B}/2,${B})*45)` +
        `+${(0.12 * style.drums).toFixed(3)}*(2*random(1)-1)*exp(-mod(t+${B},2*${B})*22)*gte(mod(t,2*${B}),${B})`
      : "";
  const expression = [
    `st(1,${chordDeg})`,
    `st(2,ld(1)+${lookup(step, pattern)})`,
    `st(3,${lookup(step, rests)})`,
    `st(4,${freq(1)})`,
    `st(6,ld(1)+2)`,
    `st(7,ld(1)+4)`,
    `st(5,${freq(2)}*2)`,
    `0.62*(` +
      `0.26*sin(2*PI*ld(4)/2*t)*(0.55+0.45*exp(-mod(t,${B})*3))` +
      `+${(0.07 * style.pad).toFixed(3)}*(sin(2*PI*ld(4)*t)+sin(2*PI*${freq(6)}*t)+sin(2*PI*${freq(7)}*t))` +
      `+0.16*ld(3)*${lead}*exp(-mod(t,${B}/2)*${style.decay})` +
      `${drums})`,
  ].join(";");
  return { seconds, bpm, loopSeconds: Math.min(seconds, 16 * beat), expression };
}

export interface RenderedClip {
  bytes: number;
  waveform: number[];
}

/** Renders a clip to an mp3 file and returns its size and a 96-bar peak waveform. */
export async function renderClip(clip: Clip, file: string): Promise<RenderedClip> {
  const pcm = await runFfmpeg(
    [
      "-y",
      "-f",
      "lavfi",
      "-i",
      `aevalsrc='${clip.expression}':s=22050:d=${clip.loopSeconds.toFixed(4)},` +
        `aloop=loop=-1:size=${Math.round(clip.loopSeconds * 22050)},atrim=duration=${clip.seconds},` +
        `afade=t=in:d=1.5,afade=t=out:st=${Math.max(0, clip.seconds - 2.5)}:d=2.5`,
      "-map",
      "0:a",
      "-ac",
      "1",
      "-c:a",
      "libmp3lame",
      "-b:a",
      "64k",
      "-id3v2_version",
      "3",
      file,
      "-map",
      "0:a",
      "-ac",
      "1",
      "-ar",
      "1000",
      "-f",
      "s16le",
      "pipe:1",
    ],
    { stdout: true },
  );
  const samples = new Int16Array(pcm.buffer, pcm.byteOffset, Math.floor(pcm.byteLength / 2));
  return { bytes: Bun.file(file).size, waveform: peaks(samples, 96) };
}

export function peaks(samples: Int16Array, bars: number): number[] {
  const out: number[] = [];
  const per = Math.max(1, Math.floor(samples.length / bars));
  let max = 1;
  for (let b = 0; b < bars; b++) {
    let sum = 0;
    const end = Math.min(samples.length, (b + 1) * per);
    for (let i = b * per; i < end; i++) sum += Math.abs(samples[i] as number);
    const v = sum / Math.max(1, end - b * per);
    out.push(v);
    if (v > max) max = v;
  }
  return out.map((v) => Math.round((v / max) * 100) / 100);
}
