/**
 * Tokens that do not change per theme, and the spec's UI constants (docs/spec/1-platform-foundation.md §9, docs/spec/2-product-areas.md §9).
 * Plain values: vanilla-extract inlines them into the CSS at build time.
 */

/**
 * The 4 px spacing grid, read through the contract's --bb-space-* variables (a theme may set
 * them) with the default as fallback, so a style works even before any theme is applied.
 */
const step = (name: string, fallback: string) => `var(--bb-space-${name}, ${fallback})`;
export const space = {
  0: "0",
  px: "1px",
  0.5: step("0-5", "2px"),
  1: step("1", "4px"),
  1.5: step("1-5", "6px"),
  2: step("2", "8px"),
  2.5: step("2-5", "10px"),
  3: step("3", "12px"),
  4: step("4", "16px"),
  5: step("5", "20px"),
  6: step("6", "24px"),
  8: step("8", "32px"),
  10: step("10", "40px"),
  12: step("12", "48px"),
  16: step("16", "64px"),
} as const;

export const fontSize = {
  xs: "0.75rem",
  sm: "0.8125rem",
  md: "0.875rem",
  base: "0.9375rem",
  lg: "1.0625rem",
  xl: "1.25rem",
  "2xl": "1.5rem",
  "3xl": "2rem",
} as const;

export const fontWeight = { regular: "400", medium: "500", semibold: "600", bold: "700" } as const;
export const lineHeight = { tight: "1.2", snug: "1.35", normal: "1.5" } as const;

export const zIndex = {
  sticky: "10",
  header: "20",
  progress: "60",
  overlay: "100",
  popover: "110",
  toast: "120",
  tooltip: "130",
  cookieNotice: "90",
} as const;

export const duration = { fast: "120ms", normal: "180ms", slow: "260ms" } as const;
export const easing = {
  standard: "cubic-bezier(0.2, 0, 0, 1)",
  emphasized: "cubic-bezier(0.3, 0, 0, 1.2)",
  exit: "cubic-bezier(0.4, 0, 1, 1)",
} as const;

/** Button heights in px (docs/spec/1-platform-foundation.md §9). */
export const buttonHeights = { "2xs": 24, xs: 30, sm: 36, md: 42, lg: 50, xl: 60 } as const;
export type ButtonSize = keyof typeof buttonHeights;

/** Dialog widths in px (docs/spec/1-platform-foundation.md §9). */
export const dialogWidths = {
  "2xs": 256,
  xs: 320,
  sm: 384,
  md: 440,
  lg: 620,
  xl: 780,
  "2xl": 850,
  fullscreen: 1280,
} as const;
export type DialogSize = keyof typeof dialogWidths;
export const DIALOG_PADDING = 24;

export const TOOLTIP_DELAY_MS = 1500;
export const TOOLTIP_CLOSE_DELAY_MS = 500;
export const TOOLTIP_OFFSET = 10;
export const TOOLTIP_COLLISION_PADDING = 16;
export const TOOLTIP_ANIMATION_MS = 125;

export const POPOVER_HOVER_CLOSE_DELAY_MS = 150;
export const TYPE_AHEAD_RESET_MS = 500;
export const SELECT_POPUP_MAX_HEIGHT = 420;
export const SPINNER_DELAY_MS = 500;
export const SPINNER_MIN_VISIBLE_MS = 200;
export const COPIED_VISIBLE_MS = 1000;
export const PROGRESS_BAR_DELAY_MS = 50;
export const MOBILE_BREAKPOINT = 768;

/** Media query for the mobile layout (below 768 px). */
export const mobileQuery = `screen and (max-width: ${MOBILE_BREAKPOINT - 0.02}px)`;
export const reducedMotionQuery = "(prefers-reduced-motion: reduce)";

/** The 9 avatar fallback backgrounds (white text passes 4.5:1 on each). */
export const avatarColors = [
  "#7c3aed",
  "#2563eb",
  "#0e7490",
  "#047857",
  "#4d7c0f",
  "#b45309",
  "#c2410c",
  "#be123c",
  "#a21caf",
] as const;

/** Text on the avatar backgrounds above; fixed, since the backgrounds do not change per theme. */
export const avatarTextColor = "#ffffff";
