import { fontSize, space, vars } from "@backbeat/ui/theme";
import { style } from "@vanilla-extract/css";
import { wrapRow } from "@/global/style-parts.ts";

const mobile = "(max-width: 899px)";

export const rangePicker = style(wrapRow(space[2], "center"));

export const rangeSelect = style({ minWidth: 170 });

export const customRange = style(wrapRow(space[2], "center"));

export const dateField = style({ width: 150 });

export const tabs = style({ marginTop: `calc(${space[2]} * -1)` });

export const rangeNote = style({ margin: 0, color: vars.color.fgSubtle, fontSize: fontSize.sm });

export const kpis = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(150px, 1fr))",
  gap: space[4],
});

export const grid = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: space[5],
  "@media": { [mobile]: { gridTemplateColumns: "minmax(0, 1fr)" } },
});

export const wide = style({ gridColumn: "1 / -1" });

export const itemHeader = style({ display: "flex", alignItems: "center", gap: space[3] });

export const itemImage = style({
  width: 56,
  height: 56,
  borderRadius: vars.radius.md,
  objectFit: "cover",
  background: vars.color.chip,
  flexShrink: 0,
});

export const link = style({
  color: "inherit",
  textDecoration: "none",
  ":hover": { textDecoration: "underline" },
  ":focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2, borderRadius: 2 },
});

export const quiet = style({ color: vars.color.fgSubtle, fontSize: fontSize.sm, margin: 0 });
