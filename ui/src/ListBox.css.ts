import { style } from "@vanilla-extract/css";
import { emptyNote, smallCapsLabel } from "./styles.css.ts";
import { fontSize, fontWeight } from "./theme/constants.ts";
import { vars } from "./theme/contract.css.ts";

/** Rows of list boxes and menus. */

export const list = style({
  display: "flex",
  flexDirection: "column",
  padding: "6px",
  outline: "none",
  minWidth: 180,
  gap: "1px",
  maxHeight: "inherit",
  overflow: "auto",
  boxSizing: "border-box",
});

export const standalone = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.bg,
  selectors: { "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 } },
});

export const item = style({
  position: "relative",
  display: "flex",
  alignItems: "center",
  gap: "10px",
  minHeight: 36,
  padding: "6px 10px",
  borderRadius: `calc(${vars.radius.md} - 4px)`,
  fontSize: fontSize.md,
  color: vars.color.fg,
  cursor: "pointer",
  outline: "none",
  userSelect: "none",
  textDecoration: "none",
  WebkitTapHighlightColor: "transparent",
  selectors: {
    "&[data-focused], &[data-hovered]": { background: vars.color.hover },
    "&[data-pressed]": { background: vars.color.selected },
    "&[data-selected]": { fontWeight: fontWeight.medium },
    "&[data-focus-visible]": { boxShadow: `inset 0 0 0 2px ${vars.color.focus}` },
    "&[data-disabled]": { opacity: 0.45, cursor: "not-allowed" },
    "&[data-danger]": { color: vars.color.danger },
    "&[data-danger][data-focused], &[data-danger][data-hovered]": {
      background: `color-mix(in srgb, ${vars.color.danger} 12%, transparent)`,
    },
  },
});

export const itemIcon = style({ display: "inline-flex", color: vars.color.fgMuted, fontSize: 18, flexShrink: 0 });
export const itemText = style({ flex: 1, minWidth: 0, display: "flex", flexDirection: "column", gap: 1 });
export const itemLabel = style({ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });
export const itemDescription = style({ fontSize: fontSize.xs, color: vars.color.fgMuted, fontWeight: 400 });
export const itemEnd = style({
  marginInlineStart: "auto",
  display: "inline-flex",
  color: vars.color.fgMuted,
  fontSize: fontSize.xs,
});
export const check = style({
  display: "inline-flex",
  width: 18,
  flexShrink: 0,
  color: vars.color.primary,
  fontSize: 16,
  marginInlineStart: "auto",
});

export const sectionHeader = style({ padding: "8px 10px 4px", ...smallCapsLabel("0.05em") });

export const separator = style({ height: 1, margin: "5px 4px", background: vars.color.border, border: 0 });

export const empty = style({ padding: "14px 10px", ...emptyNote });
