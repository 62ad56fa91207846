import { globalStyle, style } from "@vanilla-extract/css";
import { emptyNote, smallCapsLabel } from "./styles.css.ts";
import { fontSize } from "./theme/constants.ts";
import { vars } from "./theme/contract.css.ts";

export const container = style({
  width: "100%",
  overflow: "auto",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.bg,
});

export const virtualContainer = style({ height: 420, position: "relative" });

globalStyle(`${virtualContainer} [role=row]`, { display: "flex", alignItems: "center" });
globalStyle(
  `${virtualContainer} [role=columnheader], ${virtualContainer} [role=rowheader], ${virtualContainer} [role=gridcell]`,
  {
    display: "flex",
    alignItems: "center",
  },
);

export const table = style({
  width: "100%",
  borderCollapse: "separate",
  borderSpacing: 0,
  fontSize: fontSize.md,
  outline: "none",
  selectors: { "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 } },
});

export const header = style({
  position: "sticky",
  top: 0,
  zIndex: 1,
  background: vars.color.bgAlt,
});

export const column = style({
  height: 40,
  padding: "0 14px",
  textAlign: "start",
  ...smallCapsLabel("0.04em"),
  whiteSpace: "nowrap",
  borderBottom: `1px solid ${vars.color.border}`,
  outline: "none",
  cursor: "default",
  verticalAlign: "middle",
  selectors: {
    "&[data-allows-sorting]": { cursor: "pointer" },
    "&[data-allows-sorting][data-hovered]": { color: vars.color.fg },
    "&[data-focus-visible]": { boxShadow: `inset 0 0 0 2px ${vars.color.focus}` },
  },
});

export const columnInner = style({ display: "inline-flex", alignItems: "center", gap: "4px" });

export const sortIcon = style({
  display: "inline-flex",
  fontSize: 14,
  color: vars.color.primary,
  selectors: { "&[data-inactive]": { visibility: "hidden" } },
});

export const row = style({
  outline: "none",
  cursor: "default",
  position: "relative",
  selectors: {
    "&[data-hovered]": { background: vars.color.hover },
    "&[data-selected]": { background: vars.color.selected },
    "&[data-focus-visible]": { boxShadow: `inset 0 0 0 2px ${vars.color.focus}` },
    "&[data-href], &[data-action]": { cursor: "pointer" },
    "&[data-disabled]": { opacity: 0.5 },
  },
});

export const cell = style({
  height: 52,
  padding: "0 14px",
  color: vars.color.fg,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: "middle",
  outline: "none",
  selectors: {
    "&[data-focus-visible]": { boxShadow: `inset 0 0 0 2px ${vars.color.focus}` },
  },
});

// Real <table> rows (not virtualized): the container's border closes the last row.
globalStyle(`${table} tbody > tr:last-child > td`, { borderBottom: 0 });

export const checkboxCell = style({ width: 48, paddingInlineEnd: 0, paddingInlineStart: 16, lineHeight: 0 });

export const empty = style({ padding: "48px 16px", ...emptyNote });

export const pagination = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "12px",
  flexWrap: "wrap",
  padding: "12px 4px 0",
  fontSize: fontSize.sm,
  color: vars.color.fgMuted,
});

export const pageButtons = style({ display: "flex", alignItems: "center", gap: "4px" });
