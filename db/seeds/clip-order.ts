/**
 * The clips an album's tracks play, in track order. An album draws first from its genre's
 * clips, then from the rest, each clip once before any repeats, so consecutive tracks never
 * share audio and a demo album sounds like different songs rather than one loop.
 */
export function albumClipOrder<T>(
  genreClips: readonly T[],
  otherClips: readonly T[],
  count: number,
  next: () => number,
): T[] {
  const order = [...shuffle(genreClips, next), ...shuffle(otherClips, next)];
  if (!order.length) return [];
  const out: T[] = [];
  for (let i = 0; out.length < count; i++) {
    const clip = order[i % order.length] as T;
    // A wrap-around could put the last clip of one pass next to the same clip; skip it once.
    if (order.length > 1 && out.length && out[out.length - 1] === clip) continue;
    out.push(clip);
  }
  return out;
}

function shuffle<T>(items: readonly T[], next: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
