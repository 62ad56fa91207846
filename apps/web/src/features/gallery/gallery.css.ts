import { fontSize, fontWeight, mobileQuery, space, vars } from "@backbeat/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";
import { borderedStack, dashedOutline, mutedControl, wrapRow } from "@/global/style-parts.ts";

export const page = style({
  display: "grid",
  gridTemplateColumns: "220px minmax(0, 1fr)",
  gap: "40px",
  width: "100%",
  maxWidth: 1320,
  margin: "0 auto",
  padding: "32px 32px 96px",
  "@media": { [mobileQuery]: { gridTemplateColumns: "minmax(0, 1fr)", padding: "20px 16px 96px", gap: "20px" } },
});

export const nav = style({
  position: "sticky",
  top: 88,
  alignSelf: "start",
  display: "flex",
  flexDirection: "column",
  gap: "2px",
  "@media": { [mobileQuery]: { display: "none" } },
});

export const navLink = style({
  padding: "7px 12px",
  borderRadius: vars.radius.sm,
  ...mutedControl(fontSize.md),
  textDecoration: "none",
});

export const navTitle = style({
  padding: "0 12px 10px",
  fontSize: fontSize.xs,
  fontWeight: fontWeight.semibold,
  textTransform: "uppercase",
  letterSpacing: "0.08em",
  color: vars.color.fgMuted,
});

export const content = style({ display: "flex", flexDirection: "column", gap: "56px", minWidth: 0 });

export const hero = style({
  ...wrapRow("20px", "flex-end"),
  justifyContent: "space-between",
  paddingBottom: 28,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const eyebrow = style({
  fontSize: fontSize.xs,
  fontWeight: fontWeight.semibold,
  textTransform: "uppercase",
  letterSpacing: "0.1em",
  color: vars.color.primary,
  marginBottom: 8,
});

export const title = style({ fontSize: "2.25rem", fontWeight: fontWeight.bold, letterSpacing: "-0.03em", margin: 0 });
export const lead = style({ margin: "8px 0 0", color: vars.color.fgMuted, fontSize: fontSize.base, maxWidth: 560 });
export const themeBar = style({ ...wrapRow("10px", "flex-end"), minWidth: 260 });

export const section = style({ display: "flex", flexDirection: "column", gap: "16px", scrollMarginTop: 88 });
export const sectionTitle = style({
  fontSize: fontSize.xl,
  fontWeight: fontWeight.semibold,
  letterSpacing: "-0.02em",
  margin: 0,
});
export const sectionLead = style({ margin: 0, color: vars.color.fgMuted, fontSize: fontSize.md });

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 300px), 1fr))",
  gap: "16px",
});

export const card = style({
  ...borderedStack(space[4], space[6]),
  background: vars.color.bgElevated,
  boxShadow: vars.shadow.sm,
  minWidth: 0,
  "@media": { [mobileQuery]: { padding: 16, borderRadius: vars.radius.md } },
});

export const wide = style({ gridColumn: "1 / -1" });

export const cardTitle = style({
  fontSize: fontSize.xs,
  fontWeight: fontWeight.semibold,
  textTransform: "uppercase",
  letterSpacing: "0.08em",
  color: vars.color.fgMuted,
  margin: 0,
});

export const row = style(wrapRow("10px", "center"));
export const stack = style({ display: "flex", flexDirection: "column", gap: "14px" });
export const muted = style({ color: vars.color.fgMuted, fontSize: fontSize.sm, margin: 0 });
export const mono = style({ fontFamily: vars.font.mono, fontSize: fontSize.xs, color: vars.color.fgMuted });

export const swatches = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(136px, 1fr))",
  gap: "12px",
});
export const swatch = style({
  display: "flex",
  flexDirection: "column",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  overflow: "hidden",
  background: vars.color.bg,
});
export const swatchColor = style({ height: 56, borderBottom: `1px solid ${vars.color.border}` });
export const swatchLabel = style({
  display: "flex",
  flexDirection: "column",
  gap: 2,
  padding: "8px 10px",
  fontSize: fontSize.xs,
});
export const swatchName = style({ fontWeight: fontWeight.semibold, color: vars.color.fg });

export const shadowBox = style({
  width: 96,
  height: 64,
  borderRadius: vars.radius.md,
  background: vars.color.bgElevated,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  fontSize: fontSize.xs,
  color: vars.color.fgMuted,
});

export const result = style({
  fontSize: fontSize.sm,
  color: vars.color.fgMuted,
  padding: "8px 12px",
  borderRadius: vars.radius.sm,
  background: vars.color.bgAlt,
  fontFamily: vars.font.mono,
});

export const menuPreview = style({
  padding: 8,
  ...dashedOutline(),
  minHeight: 48,
});

globalStyle(`${card} > h3 + *`, { marginTop: -4 });
