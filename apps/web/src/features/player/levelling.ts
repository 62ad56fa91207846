/**
 * Volume levelling, ReplayGain-style: every analysed track is brought towards one loudness so
 * a quiet ballad after a loud single needs no reach for the slider. The media pipeline measured
 * each track's integrated loudness and true peak; the gain is the distance to the target,
 * lowered when it would push the true peak above the ceiling.
 */
export const TARGET_LUFS = -14;
export const PEAK_CEILING_DBTP = -1;

/** What levelling reads from a track; older saved queues may lack both fields. */
export interface Loudness {
  loudness?: number | null;
  true_peak?: number | null;
}

/** The gain in dB the track should get (positive means it would need amplifying); 0 when unmeasured. */
export function levellingGainDb(track: Loudness | null | undefined): number {
  const loudness = track?.loudness;
  if (typeof loudness !== "number" || !Number.isFinite(loudness)) return 0;
  const gain = TARGET_LUFS - loudness;
  const peak = track?.true_peak;
  if (typeof peak !== "number" || !Number.isFinite(peak)) return gain;
  return Math.min(gain, PEAK_CEILING_DBTP - peak);
}

/**
 * The `<audio>` element's volume for the slider's `volume` (0–1). The element cannot go above
 * 1, and the player does not route through Web Audio, so levelling only attenuates: a quiet
 * track plays at the slider's volume rather than being pushed past it.
 */
export function levelledVolume(volume: number, track: Loudness | null | undefined, enabled: boolean): number {
  const v = Math.min(1, Math.max(0, volume));
  if (!enabled) return v;
  const gain = levellingGainDb(track);
  return gain < 0 ? v * 10 ** (gain / 20) : v;
}
