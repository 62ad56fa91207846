import { duration, fontSize, fontWeight, space, vars } from "@backbeat/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";
import { clippedPanel, wrapRow } from "@/global/style-parts.ts";

export const field = style({ display: "flex", flexDirection: "column", gap: 6, minWidth: 0 });

export const label = style({ fontSize: fontSize.sm, fontWeight: fontWeight.medium, color: vars.color.fg });

export const description = style({ margin: 0, fontSize: fontSize.xs, color: vars.color.fgMuted, lineHeight: 1.45 });

export const error = style({
  margin: 0,
  fontSize: fontSize.xs,
  color: vars.color.danger,
  fontWeight: fontWeight.medium,
});

export const frame = style({
  ...clippedPanel(vars.color.bg, vars.radius.md),
  transition: `border-color ${duration.fast}, box-shadow ${duration.fast}`,
  selectors: {
    "&:focus-within": {
      borderColor: vars.color.primary,
      boxShadow: `0 0 0 3px color-mix(in srgb, ${vars.color.primary} 22%, transparent)`,
    },
    [`${field}[data-invalid] &`]: { borderColor: vars.color.danger },
  },
});

export const toolbar = style({
  position: "sticky",
  top: 0,
  zIndex: 1,
  ...wrapRow(space[1], "center"),
  padding: space[1],
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.bgAlt,
});

export const group = style({
  display: "flex",
  gap: 2,
  paddingInlineEnd: space[1],
  marginInlineEnd: space[1],
  borderInlineEnd: `1px solid ${vars.color.border}`,
});

export const end = style({ marginInlineStart: "auto", display: "flex" });

export const tool = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: 32,
  height: 32,
  border: 0,
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.fgMuted,
  cursor: "pointer",
  outline: "none",
  selectors: {
    "&[data-hovered]": { background: vars.color.hover, color: vars.color.fg },
    "&[data-selected]": {
      background: `color-mix(in srgb, ${vars.color.primary} 16%, transparent)`,
      color: vars.color.primary,
    },
    "&[data-focus-visible]": { boxShadow: `0 0 0 2px ${vars.color.focus}` },
    "&[data-disabled]": { opacity: 0.4, cursor: "default", background: "transparent" },
  },
});

export const editable = style({ maxHeight: "min(70dvh, 720px)", overflowY: "auto" });

/** The editable document itself: the public page's typography, room to type. */
export const content = style({
  minHeight: 360,
  padding: `${space[4]} ${space[5]}`,
  outline: "none",
});
globalStyle(`${content} p.is-editor-empty:first-child::before`, {
  content: "attr(data-placeholder)",
  color: vars.color.fgSubtle,
  float: "left",
  height: 0,
  pointerEvents: "none",
});
globalStyle(`${content} img.ProseMirror-selectednode`, { outline: `2px solid ${vars.color.primary}` });

export const source = style({ padding: space[2] });
globalStyle(`${source} textarea`, { fontFamily: vars.font.mono, fontSize: fontSize.sm, minHeight: 360 });

export const dialogFields = style({ display: "flex", flexDirection: "column", gap: space[4] });
