import { MediaToolError, type RunOptions, runTool } from "./tools.ts";

/** Bars in a waveform: what the seek bar and the track page draw (as the demo catalogue's). */
export const WAVEFORM_BARS = 96;
/** The waveform is computed on a mono 8 kHz copy: enough for an amplitude envelope. */
const PEAK_RATE = 8000;

export interface AudioAnalysis {
  /** EBU R128 integrated loudness (LUFS) and true peak (dBTP); null for silence. */
  loudnessLufs: number | null;
  truePeakDb: number | null;
  /** WAVEFORM_BARS values from 0 to 1, two decimals. */
  waveform: number[];
}

/**
 * One ffmpeg pass over the file: the `ebur128` filter measures loudness, the same decoded audio
 * goes out as raw 16-bit PCM for the waveform (reduced while it streams, so memory stays flat
 * whatever the length) and, when asked, to an mp3 stream rendition.
 */
export async function analyseAudio(
  input: string,
  durationMs: number,
  options: { rendition?: string; timeoutMs: number; signal?: AbortSignal },
): Promise<AudioAnalysis> {
  const expected = Math.max(1, Math.ceil((durationMs / 1000) * PEAK_RATE));
  const perBar = Math.max(1, Math.ceil(expected / WAVEFORM_BARS));
  const sums = new Float64Array(WAVEFORM_BARS);
  const counts = new Uint32Array(WAVEFORM_BARS);
  let index = 0;
  let carry: number | null = null;
  const addSample = (v: number) => {
    const bar = Math.min(WAVEFORM_BARS - 1, Math.floor(index / perBar));
    sums[bar] = (sums[bar] ?? 0) + Math.abs(v);
    counts[bar] = (counts[bar] ?? 0) + 1;
    index++;
  };
  const onStdout = (chunk: Uint8Array) => {
    let i = 0;
    // A chunk may split a sample between its last byte and the next chunk's first.
    if (carry !== null && chunk.length) {
      addSample((((chunk[0] as number) << 24) >> 16) | carry);
      carry = null;
      i = 1;
    }
    const view = new DataView(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    for (; i + 1 < chunk.length; i += 2) addSample(view.getInt16(i, true));
    if (i < chunk.length) carry = chunk[i] as number;
  };
  const rendition = options.rendition
    ? ["-map", "0:a:0", "-map_metadata", "-1", "-c:a", "libmp3lame", "-b:a", "192k", "-y", options.rendition]
    : [];
  const run: RunOptions = { timeoutMs: options.timeoutMs, signal: options.signal, onStdout };
  const { stderr } = await runTool(
    "ffmpeg",
    [
      "-nostats",
      "-i",
      input,
      "-filter_complex",
      `[0:a:0]ebur128=peak=true,aresample=${PEAK_RATE},aformat=sample_fmts=s16:channel_layouts=mono[w]`,
      "-map",
      "[w]",
      "-f",
      "s16le",
      "pipe:1",
      ...rendition,
    ],
    run,
  );
  if (index === 0) throw new MediaToolError("The file has no decodable audio.");
  return { ...parseEbur128(stderr), waveform: normalise(sums, counts) };
}

function normalise(sums: Float64Array, counts: Uint32Array): number[] {
  const avg = Array.from(sums, (s, i) => (counts[i] ? s / (counts[i] as number) : 0));
  const max = Math.max(1, ...avg);
  return avg.map((v) => Math.round((v / max) * 100) / 100);
}

/** The summary ebur128 prints at the end: `I: -14.2 LUFS` and `Peak: -0.3 dBFS`. */
export function parseEbur128(stderr: string): { loudnessLufs: number | null; truePeakDb: number | null } {
  const summary = stderr.slice(stderr.lastIndexOf("Summary:"));
  const num = (re: RegExp) => {
    const m = re.exec(summary);
    const v = m ? Number(m[1]) : Number.NaN;
    return Number.isFinite(v) ? v : null;
  };
  return { loudnessLufs: num(/I:\s+(-?[\d.]+) LUFS/), truePeakDb: num(/Peak:\s+(-?[\d.]+) dBFS/) };
}
