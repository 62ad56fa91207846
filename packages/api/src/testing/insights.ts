/** Two artists, an album of A's and three tracks (one shared by A and B, one a single of B's). */
export interface InsightsCatalogue {
  artistA: number;
  artistB: number;
  album: number;
  t1: number;
  t2: number;
  t3: number;
}

/** A week in January 2026 and the week before it: fixed days keep the numbers exact. */
export const WEEK = { range: "custom" as const, from: "2026-01-01", to: "2026-01-07" };

export const at = (iso: string) => new Date(iso);

export const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
