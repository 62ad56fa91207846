import { vars } from "@backbeat/ui/theme";
import { style } from "@vanilla-extract/css";
import { dashedOutline, ellipsis, wrapRow } from "@/global/style-parts.ts";

const mobile = "screen and (max-width: 767px)";

/** The recap's colours come from the theme: its primary colour warming towards its accents. */
const warm = `color-mix(in oklab, ${vars.color.primary} 40%, ${vars.color.danger})`;
export const recapGradient = `linear-gradient(135deg, ${vars.color.primary} 0%, ${warm} 55%, ${vars.color.warning} 100%)`;
const onHero = vars.color.onImage;
/** A dimming layer under the hero's text: a dark theme's primary is light, its text stays white. */
const scrim = `color-mix(in srgb, ${vars.color.overlay} 50%, transparent)`;
const veil = (percent: number) => `color-mix(in srgb, ${onHero} ${percent}%, transparent)`;

export const page = style({ display: "grid", gap: 28, padding: "16px 0 48px" });

export const hero = style({
  position: "relative",
  overflow: "hidden",
  borderRadius: vars.radius.lg,
  padding: "40px 40px 36px",
  color: onHero,
  background: `linear-gradient(${scrim}, ${scrim}), ${recapGradient}`,
  display: "grid",
  gap: 20,
  "@media": { [mobile]: { padding: "28px 20px 24px", gap: 16 } },
});

export const heroTop = style({ ...wrapRow(12), justifyContent: "space-between" });
export const kicker = style({
  fontSize: 14,
  fontWeight: 700,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
  opacity: 0.9,
});
export const heroTitle = style({
  margin: 0,
  fontSize: 56,
  lineHeight: 1,
  fontWeight: 900,
  letterSpacing: "-0.04em",
  "@media": { [mobile]: { fontSize: 38 } },
});
export const yearNav = style({ display: "flex", gap: 8, alignItems: "center" });
export const yearLink = style({
  color: onHero,
  textDecoration: "none",
  fontWeight: 700,
  fontSize: 14,
  padding: "6px 12px",
  borderRadius: 999,
  background: veil(18),
  selectors: { "&:hover": { background: veil(30) } },
});

export const stats = style({
  display: "grid",
  gridTemplateColumns: "2fr 1fr 1fr 1fr",
  gap: 16,
  "@media": { [mobile]: { gridTemplateColumns: "1fr 1fr" } },
});
export const stat = style({ display: "grid", gap: 2, alignContent: "end" });
export const statBig = style({
  fontSize: 88,
  fontWeight: 900,
  lineHeight: 0.95,
  letterSpacing: "-0.05em",
  fontVariantNumeric: "tabular-nums",
  "@media": { [mobile]: { fontSize: 56 } },
});
export const statNumber = style({
  fontSize: 40,
  fontWeight: 900,
  lineHeight: 1,
  letterSpacing: "-0.03em",
  fontVariantNumeric: "tabular-nums",
  "@media": { [mobile]: { fontSize: 30 } },
});
export const statLabel = style({ fontSize: 14, fontWeight: 600, opacity: 0.88 });
export const wide = style({ "@media": { [mobile]: { gridColumn: "1 / -1" } } });

export const toolbar = style(wrapRow(12, "center"));

export const columns = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(280px, 1fr))",
  gap: 20,
});

export const panel = style({
  background: vars.color.bgAlt,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: 20,
  display: "grid",
  gap: 14,
  alignContent: "start",
  minWidth: 0,
});
export const panelTitle = style({ margin: 0, fontSize: 20, fontWeight: 800, letterSpacing: "-0.02em" });
export const panelSub = style({ margin: 0, color: vars.color.fgMuted, fontSize: 14 });

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: 10 });
export const row = style({ display: "grid", gridTemplateColumns: "22px 48px 1fr auto", gap: 12, alignItems: "center" });
export const rank = style({ fontWeight: 900, fontSize: 18, color: vars.color.fgMuted, textAlign: "right" });
export const rowText = style({ display: "grid", minWidth: 0 });
export const rowName = style({
  fontWeight: 700,
  color: vars.color.fg,
  textDecoration: "none",
  ...ellipsis,
  selectors: { "&:hover": { textDecoration: "underline" } },
});
export const rowSub = style({
  color: vars.color.fgMuted,
  fontSize: 13,
  ...ellipsis,
});
export const plays = style({ color: vars.color.fgMuted, fontSize: 13, fontVariantNumeric: "tabular-nums" });

export const genreRow = style({ display: "grid", gap: 6 });
export const genreHead = style({ display: "flex", justifyContent: "space-between", gap: 8, fontWeight: 700 });
export const genreTrack = style({ height: 8, borderRadius: 999, background: vars.color.chip, overflow: "hidden" });
export const genreFill = style({
  height: "100%",
  borderRadius: 999,
  background: `linear-gradient(90deg, ${warm}, ${vars.color.warning})`,
});

export const moment = style({ display: "grid", gridTemplateColumns: "72px 1fr", gap: 14, alignItems: "center" });
export const momentBig = style({
  whiteSpace: "nowrap",
  fontSize: 56,
  fontWeight: 900,
  lineHeight: 1,
  letterSpacing: "-0.04em",
  background: `linear-gradient(90deg, ${vars.color.primary}, ${warm})`,
  WebkitBackgroundClip: "text",
  backgroundClip: "text",
  color: "transparent",
});

export const clock = style({ height: 180 });
export const empty = style({
  ...dashedOutline(vars.radius.lg),
  padding: "48px 24px",
  textAlign: "center",
  display: "grid",
  gap: 12,
  justifyItems: "center",
});
