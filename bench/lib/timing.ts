const round = (n: number) => Math.round(n * 10) / 10;
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * Times `runs` calls of `fn` after `warm` unmeasured ones (the first calls fill caches and plans);
 * `before` runs ahead of each measured call, outside the time taken.
 */
export async function timed(
  runs: number,
  fn: (i: number) => Promise<unknown>,
  { warm = 3, before }: { warm?: number; before?: () => Promise<unknown> } = {},
) {
  for (let i = 0; i < warm; i++) await fn(i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    await before?.();
    const started = performance.now();
    await fn(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50Ms: round(pct(times, 50)), p95Ms: round(pct(times, 95)), maxMs: round(times.at(-1) ?? 0), runs };
}
