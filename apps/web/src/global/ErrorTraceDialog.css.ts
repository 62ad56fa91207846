import { fontSize, fontWeight, mobileQuery, vars } from "@backbeat/ui/theme";
import { style, styleVariants } from "@vanilla-extract/css";
import { mutedControl, wrapRow } from "./style-parts.ts";

export const modal = style({ height: "min(92vh, 100%)" });

export const header = style({
  position: "sticky",
  top: 0,
  zIndex: 2,
  display: "flex",
  alignItems: "flex-start",
  gap: "16px",
  padding: "20px 72px 20px 24px",
  background: vars.color.bgElevated,
  borderBottom: `1px solid ${vars.color.border}`,
  "@media": { [mobileQuery]: { flexDirection: "column", paddingInlineEnd: 56 } },
});

export const titleBlock = style({ display: "flex", flexDirection: "column", gap: "6px", minWidth: 0, flex: 1 });
export const dialogTitle = style({
  fontSize: fontSize.sm,
  fontWeight: fontWeight.semibold,
  color: vars.color.danger,
  textTransform: "uppercase",
  letterSpacing: "0.06em",
  margin: 0,
});
export const exception = style({
  fontFamily: vars.font.mono,
  fontSize: fontSize.md,
  color: vars.color.fgMuted,
  overflowWrap: "anywhere",
});
export const message = style({
  fontSize: fontSize.xl,
  fontWeight: fontWeight.semibold,
  color: vars.color.fg,
  lineHeight: 1.35,
  overflowWrap: "anywhere",
});
export const headerActions = style({ ...wrapRow("8px", "center"), flexShrink: 0 });

export const columns = style({
  display: "grid",
  gridTemplateColumns: "minmax(240px, 34%) 1fr",
  minHeight: 0,
  flex: 1,
  "@media": { [mobileQuery]: { gridTemplateColumns: "1fr", gridTemplateRows: "auto 1fr" } },
});

export const frames = style({
  margin: 0,
  padding: "8px",
  listStyle: "none",
  overflowY: "auto",
  borderInlineEnd: `1px solid ${vars.color.border}`,
  background: vars.color.bgAlt,
  "@media": { [mobileQuery]: { maxHeight: 220, borderInlineEnd: 0, borderBottom: `1px solid ${vars.color.border}` } },
});

export const frameButton = style({
  display: "flex",
  flexDirection: "column",
  gap: "2px",
  width: "100%",
  padding: "8px 10px",
  border: 0,
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.fg,
  textAlign: "start",
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.color.hover },
    "&[aria-current=true]": { background: vars.color.selected, boxShadow: `inset 3px 0 0 ${vars.color.primary}` },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: -2 },
  },
});

export const frameMethod = style({
  fontFamily: vars.font.mono,
  fontSize: fontSize.sm,
  fontWeight: fontWeight.medium,
  overflowWrap: "anywhere",
});
export const frameFile = style({
  fontFamily: vars.font.mono,
  fontSize: fontSize.xs,
  color: vars.color.fgMuted,
  overflowWrap: "anywhere",
});
export const vendorFrame = style({ opacity: 0.8 });

export const vendorToggle = style({
  display: "flex",
  alignItems: "center",
  gap: "6px",
  width: "100%",
  margin: "2px 0",
  padding: "6px 10px",
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  background: "transparent",
  ...mutedControl(fontSize.xs),
  cursor: "pointer",
});

export const detail = style({
  display: "flex",
  flexDirection: "column",
  minWidth: 0,
  minHeight: 0,
  overflow: "auto",
  padding: "20px 24px",
  gap: "14px",
});
export const location = style(wrapRow("4px 12px", "baseline"));
export const path = style({
  fontFamily: vars.font.mono,
  fontSize: fontSize.md,
  color: vars.color.fg,
  overflowWrap: "anywhere",
});
export const lineNo = style({ fontFamily: vars.font.mono, fontSize: fontSize.sm, color: vars.color.fgMuted });
export const method = style({ fontFamily: vars.font.mono, fontSize: fontSize.sm, color: vars.color.primary });

export const code = style({
  margin: 0,
  padding: "10px 0",
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bgAlt,
  fontFamily: vars.font.mono,
  fontSize: fontSize.sm,
  lineHeight: 1.65,
  overflow: "auto",
});
export const codeLine = style({ display: "flex", paddingInlineEnd: 16, whiteSpace: "pre" });
export const codeLineError = style({
  background: `color-mix(in srgb, ${vars.color.danger} 14%, transparent)`,
  boxShadow: `inset 3px 0 0 ${vars.color.danger}`,
});
export const gutter = style({
  display: "inline-block",
  minWidth: 52,
  paddingInline: "12px 14px",
  textAlign: "end",
  color: vars.color.fgMuted,
  userSelect: "none",
  flexShrink: 0,
});
export const noSnippet = style({ color: vars.color.fgMuted, fontSize: fontSize.md });

export const token = styleVariants({
  keyword: { color: vars.color.primary, fontWeight: fontWeight.medium },
  string: { color: vars.color.positive },
  comment: { color: vars.color.fgMuted, fontStyle: "italic" },
  number: { color: vars.color.warning },
  fn: { color: vars.color.fg, fontWeight: fontWeight.semibold },
  punct: { color: vars.color.fgMuted },
  plain: {},
});
