/**
 * Colour parsing and WCAG 2 contrast for theme values. Pure functions: the theme editor warns
 * with them as the designer types, and the theme schema accepts exactly the colours they parse.
 */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTIONAL = /^(rgba?|hsla?)\(\s*([^()]*?)\s*\)$/i;
const NUMBER = /^[+-]?(?:\d+\.?\d*|\.\d+)(%|deg)?$/;

function channel(part: string, max: number): number | null {
  const m = NUMBER.exec(part);
  if (!m || m[1] === "deg") return null;
  const n = Number.parseFloat(part);
  const value = m[1] === "%" ? (n / 100) * max : n;
  return value < 0 || value > max ? null : value;
}

function alpha(part: string | undefined): number | null {
  if (part === undefined) return 1;
  const m = NUMBER.exec(part);
  if (!m || m[1] === "deg") return null;
  const n = Number.parseFloat(part);
  const value = m[1] === "%" ? n / 100 : n;
  return value < 0 || value > 1 ? null : value;
}

function hslToRgb(h: number, s: number, l: number): [number, number, number] {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

/** Parses #rgb, #rgba, #rrggbb, #rrggbbaa, rgb()/rgba() and hsl()/hsla() (comma or space syntax). */
export function parseColor(input: string): Rgba | null {
  const value = input.trim();
  const hex = HEX.exec(value)?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join("") : hex;
    const n = (i: number) => Number.parseInt(full.slice(i, i + 2), 16);
    return { r: n(0), g: n(2), b: n(4), a: full.length === 8 ? n(6) / 255 : 1 };
  }
  const fn = FUNCTIONAL.exec(value);
  if (!fn) return null;
  const kind = (fn[1] as string).toLowerCase();
  const body = fn[2] as string;
  let parts: string[];
  let alphaPart: string | undefined;
  if (body.includes(",")) {
    parts = body.split(",").map((p) => p.trim());
    if (parts.length === 4) alphaPart = parts.pop();
  } else {
    const [main, rest, ...extra] = body.split("/");
    if (extra.length) return null;
    parts = (main ?? "").trim().split(/\s+/);
    alphaPart = rest?.trim();
  }
  if (parts.length !== 3) return null;
  const a = alpha(alphaPart);
  if (a === null) return null;
  if (kind.startsWith("rgb")) {
    const [r, g, b] = parts.map((p) => channel(p, 255));
    if (r == null || g == null || b == null) return null;
    return { r, g, b, a };
  }
  const hue = NUMBER.exec(parts[0] as string);
  if (!hue || hue[1] === "%") return null;
  const h = ((Number.parseFloat(parts[0] as string) % 360) + 360) % 360;
  if (!(parts[1] as string).endsWith("%") || !(parts[2] as string).endsWith("%")) return null;
  const s = channel(parts[1] as string, 1);
  const l = channel(parts[2] as string, 1);
  if (s == null || l == null) return null;
  const [r, g, b] = hslToRgb(h, s, l);
  return { r, g, b, a };
}

export function isColor(value: string): boolean {
  return parseColor(value) !== null;
}

/** A translucent colour as it shows over an opaque one. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (t: number, b: number) => t * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

function luminance({ r, g, b }: Rgba): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** The WCAG 2 contrast ratio of a foreground over a background (1 to 21), or null if either does not parse. */
export function contrastRatio(foreground: string, background: string): number | null {
  const fg = parseColor(foreground);
  const bgRaw = parseColor(background);
  if (!fg || !bgRaw) return null;
  const bg = bgRaw.a < 1 ? over(bgRaw, { r: 255, g: 255, b: 255, a: 1 }) : bgRaw;
  const top = fg.a < 1 ? over(fg, bg) : fg;
  const [hi, lo] = [luminance(top), luminance(bg)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG AA for body text. */
export const AA_CONTRAST = 4.5;

/** The text/background pairs every theme is read in. */
export const CONTRAST_PAIRS = [
  { foreground: "--bb-color-fg", background: "--bb-color-bg", label: "Text on background" },
  { foreground: "--bb-color-fg", background: "--bb-color-bg-alt", label: "Text on alternate background" },
  { foreground: "--bb-color-fg", background: "--bb-color-bg-elevated", label: "Text on raised surfaces" },
  { foreground: "--bb-color-fg-muted", background: "--bb-color-bg", label: "Muted text on background" },
  { foreground: "--bb-color-primary-fg", background: "--bb-color-primary", label: "Button text on primary" },
] as const;

export interface ContrastWarning {
  foreground: string;
  background: string;
  label: string;
  ratio: number;
}

/** The pairs of a theme that fall below WCAG AA (4.5:1), with their ratios. */
export function contrastWarnings(values: Record<string, string | undefined>): ContrastWarning[] {
  const warnings: ContrastWarning[] = [];
  for (const pair of CONTRAST_PAIRS) {
    const ratio = contrastRatio(values[pair.foreground] ?? "", values[pair.background] ?? "");
    if (ratio !== null && ratio < AA_CONTRAST) warnings.push({ ...pair, ratio: Math.round(ratio * 100) / 100 });
  }
  return warnings;
}
