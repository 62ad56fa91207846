import { t } from "@/global/i18n.ts";

/** 3:07, or 1:02:03 past an hour. */
export function formatTime(seconds: number): string {
  if (!Number.isFinite(seconds) || seconds < 0) seconds = 0;
  const s = Math.floor(seconds % 60);
  const m = Math.floor(seconds / 60) % 60;
  const h = Math.floor(seconds / 3600);
  return h ? `${h}:${String(m).padStart(2, "0")}:${String(s).padStart(2, "0")}` : `${m}:${String(s).padStart(2, "0")}`;
}

/** "1 hr 12 min" / "34 min 10 sec" for collection lengths. */
export function formatLength(ms: number): string {
  const total = Math.round(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  if (h) return t(":h hr :m min", { h, m });
  return s && m < 10 ? t(":m min :s sec", { m, s }) : t(":m min", { m });
}

export function formatCount(n: number): string {
  return new Intl.NumberFormat(undefined, {
    notation: n >= 10_000 ? "compact" : "standard",
    maximumFractionDigits: 1,
  }).format(n);
}

/** A stable hue from an id, for header gradients behind generated artwork. */
export function hueOf(n: number): number {
  return (n * 137) % 360;
}

/**
 * The values of a counted line such as `{count, plural, one {:number play} other {:number plays}}`:
 * `count` picks the plural branch, `number` is the count as shown (compact from 10,000: "12.3K").
 */
export function counted(count: number): { count: number; number: string } {
  return { count, number: formatCount(count) };
}
