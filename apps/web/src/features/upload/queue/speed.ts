/** Upload speed over a short sliding window of progress samples. */
export const SPEED_WINDOW_MS = 3_000;

export interface Sample {
  at: number;
  bytes: number;
}

export function addSample(samples: Sample[], sample: Sample, windowMs = SPEED_WINDOW_MS): Sample[] {
  const kept = samples.filter((s) => sample.at - s.at <= windowMs);
  kept.push(sample);
  return kept;
}

/** Bytes per second between the oldest and newest sample; 0 with fewer than two. */
export function speedOf(samples: Sample[]): number {
  const first = samples[0];
  const last = samples[samples.length - 1];
  if (!first || !last || last.at <= first.at) return 0;
  return Math.max(0, ((last.bytes - first.bytes) * 1000) / (last.at - first.at));
}
