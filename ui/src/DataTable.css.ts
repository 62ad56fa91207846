import { style } from "@vanilla-extract/css";
import { fontSize, fontWeight, space } from "./theme/constants.ts";
import { vars } from "./theme/contract.css.ts";

export const root = style({ display: "flex", flexDirection: "column", gap: space[3], minWidth: 0 });

export const toolbar = style({
  display: "flex",
  alignItems: "center",
  gap: space[2],
  flexWrap: "wrap",
  minHeight: 42,
});

export const search = style({ flex: "1 1 220px", maxWidth: 360 });

export const toolbarEnd = style({
  display: "flex",
  alignItems: "center",
  gap: space[2],
  marginLeft: "auto",
  flexWrap: "wrap",
});

export const bulkBar = style({
  display: "flex",
  alignItems: "center",
  gap: space[2],
  flexWrap: "wrap",
  minHeight: 42,
  padding: `0 ${space[3]}`,
  borderRadius: vars.radius.md,
  background: vars.color.selected,
  fontSize: fontSize.md,
  fontWeight: fontWeight.medium,
});

export const chips = style({ display: "flex", gap: space[2], flexWrap: "wrap", alignItems: "center" });

export const chip = style({
  display: "inline-flex",
  alignItems: "center",
  gap: space[1],
  height: 30,
  paddingLeft: space[3],
  paddingRight: space[1],
  borderRadius: 999,
  background: vars.color.chip,
  color: vars.color.fg,
  fontSize: fontSize.sm,
});

export const chipButton = style({
  all: "unset",
  cursor: "pointer",
  display: "inline-flex",
  gap: space[1],
  alignItems: "center",
  borderRadius: 999,
  selectors: { "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const chipLabel = style({ color: vars.color.fgMuted });

export const dateForm = style({ display: "flex", flexDirection: "column", gap: space[3], minWidth: 240 });

export const tableWrap = style({
  position: "relative",
  transition: "opacity 120ms",
  selectors: { "&[data-loading]": { opacity: 0.6 } },
});

export const footer = style({
  display: "flex",
  alignItems: "center",
  gap: space[3],
  flexWrap: "wrap",
  justifyContent: "space-between",
});

export const perPage = style({
  display: "flex",
  alignItems: "center",
  gap: space[2],
  fontSize: fontSize.sm,
  color: vars.color.fgMuted,
});

export const numeric = style({ fontVariantNumeric: "tabular-nums", textAlign: "end", justifyContent: "flex-end" });
