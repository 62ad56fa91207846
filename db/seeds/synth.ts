import { runFfmpeg } from "@backbeat/ffmpeg";
import { mulberry32 } from "../src/prng.ts";

/** Draws from one seeded generator, so a seed always makes the same catalogue. */
export function rng(seed: number) {
  const next = mulberry32(seed);
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
  /** Seconds per beat. */
  beat: number;
  /** Root frequency in Hz. */
  root: number;
  /** Semitones of the scale's seven degrees. */
  scale: readonly number[];
  /** Chord degree of each of the four bars. */
  progression: readonly number[];
  /** Lead degree above the chord, one per eighth note of a bar. */
  pattern: readonly number[];
  /** 1 where the lead plays that eighth note, 0 for a rest. */
  notes: readonly number[];
  style: ClipStyle;
  seed: number;
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

/** The sample rate of the demo's audio: a small file, and plenty for synthesised tones. */
export const CLIP_RATE = 22050;

/** A clip's plan: bass, chord pad, a melodic lead and optional drums over a four-bar progression. */
export function composeClip(seed: number, style: ClipStyle, seconds: number): Clip {
  const r = rng(seed);
  const bpm = r.int(style.bpm[0], style.bpm[1]);
  const beat = 60 / bpm;
  const root = style.root[0] + r.next() * (style.root[1] - style.root[0]);
  const scale = style.minor ? MINOR : MAJOR;
  const progression = r.pick(PROGRESSIONS);
  const pattern = Array.from({ length: 8 }, () => r.pick([0, 2, 4, 7, 4, 2, 5, 9, 6, 11]));
  const notes = Array.from({ length: 8 }, () => (r.chance(0.2) ? 0 : 1));
  return {
    seconds,
    bpm,
    loopSeconds: Math.min(seconds, 16 * beat),
    beat,
    root,
    scale,
    progression,
    pattern,
    notes,
    style,
    seed,
  };
}

/**
 * The clip's samples in [-1, 1]: one loop computed sample by sample (phase from the time, as an
 * oscillator bank would), repeated to the clip's length, faded in over 1.5 s and out over 2.5 s.
 * Computing it here rather than in ffmpeg's expression evaluator takes milliseconds, not seconds.
 */
export function synthesiseClip(clip: Clip, rate = CLIP_RATE): Float32Array {
  const { beat: B, root, scale, progression, pattern, notes, style } = clip;
  const noise = rng(clip.seed ^ 0x5bd1e995);
  // Degrees reach the chord's (≤ 6) plus the lead's (≤ 11) steps above it.
  const table = Array.from(
    { length: 24 },
    (_, degree) => root * 2 ** (((scale[degree % 7] as number) + 12 * Math.floor(degree / 7)) / 12),
  );
  const freq = (degree: number) => table[degree] as number;
  const harm = style.bright;
  const padGain = 0.07 * style.pad;
  const loopLength = Math.max(1, Math.round(clip.loopSeconds * rate));
  const loop = new Float32Array(loopLength);
  const TAU = 2 * Math.PI;
  // Five oscillators (sub bass, the chord's three notes, the lead) as rotating phasors: exact
  // sines from Math.sin at each eighth note, where the notes change, then one rotation a sample.
  const sine = new Float64Array(5);
  const cosine = new Float64Array(5);
  const sineStep = new Float64Array(5);
  const cosineStep = new Float64Array(5);
  let currentStep = -1;
  let playing = 0;
  for (let i = 0; i < loopLength; i++) {
    const t = i / rate;
    const eighth = Math.floor(t / (B / 2));
    if (eighth !== currentStep) {
      currentStep = eighth;
      const chord = progression[Math.floor(t / (4 * B)) % 4] as number;
      const step = eighth % 8;
      playing = notes[step] as number;
      const bass = freq(chord);
      const frequencies = [
        bass / 2,
        bass,
        freq(chord + 2),
        freq(chord + 4),
        freq(chord + (pattern[step] as number)) * 2,
      ];
      for (let k = 0; k < 5; k++) {
        const f = frequencies[k] as number;
        sine[k] = Math.sin(TAU * f * t);
        cosine[k] = Math.cos(TAU * f * t);
        sineStep[k] = Math.sin((TAU * f) / rate);
        cosineStep[k] = Math.cos((TAU * f) / rate);
      }
    }
    const inBeat = t % B;
    let v =
      0.26 * (sine[0] as number) * (0.55 + 0.45 * Math.exp(-inBeat * 3)) +
      padGain * ((sine[1] as number) + (sine[2] as number) + (sine[3] as number));
    if (playing) {
      // The lead's second and third harmonics from its own phase: sin 2x = 2 sin x cos x, sin 3x = 3 sin x − 4 sin³ x.
      const x = sine[4] as number;
      const harmonics = x + 0.5 * harm * 2 * x * (cosine[4] as number) + 0.25 * harm * (3 * x - 4 * x * x * x);
      v += 0.16 * harmonics * Math.exp(-(t % (B / 2)) * style.decay);
    }
    if (style.drums > 0) {
      const kick = Math.sin(TAU * (45 + 90 * Math.exp(-inBeat * 28)) * inBeat) * Math.exp(-inBeat * 9);
      const hat = (2 * noise.next() - 1) * Math.exp(-((t + B / 2) % B) * 45);
      const snare = t % (2 * B) >= B ? (2 * noise.next() - 1) * Math.exp(-((t + B) % (2 * B)) * 22) : 0;
      v += style.drums * (0.55 * kick + 0.05 * hat + 0.12 * snare);
    }
    loop[i] = 0.62 * v;
    for (let k = 0; k < 5; k++) {
      const s0 = sine[k] as number;
      const c0 = cosine[k] as number;
      sine[k] = s0 * (cosineStep[k] as number) + c0 * (sineStep[k] as number);
      cosine[k] = c0 * (cosineStep[k] as number) - s0 * (sineStep[k] as number);
    }
  }
  const length = Math.max(1, Math.round(clip.seconds * rate));
  const out = new Float32Array(length);
  for (let i = 0; i < length; i += loopLength) out.set(loop.subarray(0, Math.min(loopLength, length - i)), i);
  const fadeIn = Math.round(1.5 * rate);
  const fadeOut = Math.round(Math.min(2.5, clip.seconds) * rate);
  for (let i = 0; i < length; i++) {
    let gain = 1;
    if (i < fadeIn) gain = i / fadeIn;
    if (i >= length - fadeOut) gain = Math.min(gain, (length - i) / fadeOut);
    out[i] = Math.max(-1, Math.min(1, (out[i] as number) * gain));
  }
  return out;
}

/** 16-bit little-endian PCM, as ffmpeg's `s16le` input reads it. */
export function toPcm16(samples: Float32Array): Uint8Array {
  const pcm = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) pcm[i] = Math.round((samples[i] as number) * 32767);
  return new Uint8Array(pcm.buffer);
}

export interface RenderedClip {
  bytes: number;
  waveform: number[];
}

/** A clip's samples and its 96-bar peak waveform, before any encoding. */
export function prepareClip(clip: Clip): { samples: Float32Array; waveform: number[] } {
  const samples = synthesiseClip(clip);
  return { samples, waveform: peaks(samples, 96) };
}

/** Encodes samples to a mono 64 kb/s mp3 (ffmpeg only encodes) and returns the file's size. */
export async function encodeClip(samples: Float32Array, file: string): Promise<number> {
  await runFfmpeg(
    [
      "-y",
      "-f",
      "s16le",
      "-ar",
      String(CLIP_RATE),
      "-ac",
      "1",
      "-i",
      "pipe:0",
      "-c:a",
      "libmp3lame",
      "-b:a",
      "64k",
      "-id3v2_version",
      "3",
      file,
    ],
    { stdin: toPcm16(samples) },
  );
  return Bun.file(file).size;
}

/** Renders a clip to an mp3 file and returns its size and a 96-bar peak waveform. */
export async function renderClip(clip: Clip, file: string): Promise<RenderedClip> {
  const { samples, waveform } = prepareClip(clip);
  return { bytes: await encodeClip(samples, file), waveform };
}

export function peaks(samples: ArrayLike<number>, bars: number): number[] {
  const out: number[] = [];
  const per = Math.max(1, Math.floor(samples.length / bars));
  let max = 0;
  for (let b = 0; b < bars; b++) {
    let sum = 0;
    const end = Math.min(samples.length, (b + 1) * per);
    for (let i = b * per; i < end; i++) sum += Math.abs(samples[i] as number);
    const v = sum / Math.max(1, end - b * per);
    out.push(v);
    if (v > max) max = v;
  }
  return out.map((v) => (max > 0 ? Math.round((v / max) * 100) / 100 : 0));
}
