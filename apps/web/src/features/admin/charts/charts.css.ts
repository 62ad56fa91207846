import { fontSize, fontWeight, space, vars } from "@backbeat/ui/theme";
import { style } from "@vanilla-extract/css";
import { borderedStack, dashedOutline, plainList, visuallyHidden, wrapRow } from "@/global/style-parts.ts";

export const figure = style({ margin: 0, display: "flex", flexDirection: "column", gap: space[3], minWidth: 0 });

export const plot = style({ width: "100%", minWidth: 0, position: "relative" });

export const legend = style({ ...wrapRow(space[4]), fontSize: fontSize.sm, color: vars.color.fgMuted, ...plainList });

export const legendItem = style({ display: "inline-flex", alignItems: "center", gap: space[1.5] });

export const swatch = style({ width: 12, height: 3, borderRadius: 2, display: "inline-block" });

export const swatchDashed = style({
  width: 12,
  height: 0,
  borderTop: `2px dashed ${vars.color.fgSubtle}`,
  display: "inline-block",
});

export const tooltip = style({
  background: vars.color.bgElevated,
  color: vars.color.fg,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  padding: `${space[2]} ${space[3]}`,
  fontSize: fontSize.sm,
  display: "flex",
  flexDirection: "column",
  gap: space[1],
});

export const tooltipTitle = style({ fontWeight: fontWeight.semibold });

export const details = style({ fontSize: fontSize.sm });

export const summary = style({
  cursor: "pointer",
  color: vars.color.fgMuted,
  width: "fit-content",
  borderRadius: vars.radius.sm,
  padding: `${space[0.5]} ${space[1]}`,
  marginLeft: `calc(${space[1]} * -1)`,
  ":hover": { color: vars.color.fg },
  ":focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const tableWrap = style({ overflowX: "auto", marginTop: space[2], maxHeight: 320, overflowY: "auto" });

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: fontSize.sm,
  fontVariantNumeric: "tabular-nums",
});

export const th = style({
  textAlign: "start",
  fontWeight: fontWeight.semibold,
  color: vars.color.fgMuted,
  padding: `${space[1.5]} ${space[2]}`,
  borderBottom: `1px solid ${vars.color.border}`,
  position: "sticky",
  top: 0,
  background: vars.color.bg,
});

export const td = style({ padding: `${space[1.5]} ${space[2]}`, borderBottom: `1px solid ${vars.color.border}` });

export const num = style({ textAlign: "end" });

// Ranked lists: a table whose rows carry a bar proportional to their share.
export const rankTable = style({ width: "100%", borderCollapse: "collapse", fontSize: fontSize.md });

export const rankRow = style({ position: "relative" });

export const rankName = style({
  position: "relative",
  padding: `${space[1.5]} ${space[2]}`,
  maxWidth: 0,
  width: "100%",
});

export const rankBar = style({
  position: "absolute",
  insetBlock: 2,
  insetInlineStart: 0,
  borderRadius: vars.radius.sm,
  background: vars.color.selected,
  pointerEvents: "none",
});

export const rankLabel = style({
  position: "relative",
  display: "block",
  whiteSpace: "nowrap",
  overflow: "hidden",
  textOverflow: "ellipsis",
});

export const rankSub = style({ color: vars.color.fgMuted, fontSize: fontSize.sm, marginInlineStart: space[2] });

export const rankValue = style({
  padding: `${space[1.5]} ${space[2]}`,
  textAlign: "end",
  whiteSpace: "nowrap",
  fontVariantNumeric: "tabular-nums",
  color: vars.color.fgMuted,
});

export const rankHead = style({
  textAlign: "start",
  fontSize: fontSize.xs,
  fontWeight: fontWeight.semibold,
  textTransform: "uppercase",
  letterSpacing: "0.05em",
  color: vars.color.fgSubtle,
  padding: `0 ${space[2]} ${space[1.5]}`,
});

export const rankHeadNum = style([rankHead, { textAlign: "end" }]);

// KPI cards.
export const kpi = style({ ...borderedStack(space[1], space[4]), background: vars.color.bg, minWidth: 0 });

export const kpiLabel = style({ fontSize: fontSize.sm, color: vars.color.fgMuted, fontWeight: fontWeight.medium });

export const kpiValue = style({
  fontSize: fontSize["3xl"],
  fontWeight: fontWeight.bold,
  letterSpacing: "-0.02em",
  fontVariantNumeric: "tabular-nums",
  lineHeight: 1.1,
});

export const kpiFoot = style({ ...wrapRow(space[2], "baseline"), fontSize: fontSize.sm, color: vars.color.fgSubtle });

export const delta = style({
  fontWeight: fontWeight.semibold,
  fontVariantNumeric: "tabular-nums",
  padding: `0 ${space[1.5]}`,
  borderRadius: vars.radius.sm,
  selectors: {
    '&[data-trend="up"]': { color: vars.color.positive },
    '&[data-trend="down"]': { color: vars.color.danger },
    '&[data-trend="flat"]': { color: vars.color.fgMuted },
  },
});

export const empty = style({
  display: "grid",
  placeItems: "center",
  color: vars.color.fgSubtle,
  fontSize: fontSize.sm,
  ...dashedOutline(),
});

export const srOnly = style({ ...visuallyHidden, padding: 0, margin: -1, border: 0 });
