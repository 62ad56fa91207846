export interface LyricLine {
  time: number;
  text: string;
}

/** Parses LRC (`[mm:ss.xx]line`, several stamps per line allowed), sorted by time. */
export function parseLrc(text: string | null | undefined): LyricLine[] {
  if (!text) return [];
  const out: LyricLine[] = [];
  for (const raw of text.split(/\r?\n/)) {
    const stamps = [...raw.matchAll(/\[(\d{1,3}):(\d{1,2}(?:[.:]\d{1,3})?)\]/g)];
    if (!stamps.length) continue;
    const line = raw.replace(/\[[^\]]*\]/g, "").trim();
    for (const m of stamps) out.push({ time: Number(m[1]) * 60 + Number(String(m[2]).replace(":", ".")), text: line });
  }
  return out.sort((a, b) => a.time - b.time);
}

/** Index of the line sung at `time` (-1 before the first). */
export function currentLine(lines: LyricLine[], time: number): number {
  let lo = 0;
  let hi = lines.length - 1;
  let ans = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((lines[mid] as LyricLine).time <= time + 0.15) {
      ans = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return ans;
}
