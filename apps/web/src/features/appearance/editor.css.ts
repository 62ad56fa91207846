import { fontSize, fontWeight, space, vars } from "@backbeat/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";
import { ellipsis, previewBox, wrapRow } from "@/global/style-parts.ts";

const narrow = "(max-width: 899px)";

export const layout = style({
  height: "100dvh",
  display: "grid",
  gridTemplateColumns: "380px minmax(0, 1fr)",
  background: vars.color.bg,
  color: vars.color.fg,
  // Phones: the fields above, a shorter preview below.
  "@media": { [narrow]: { display: "flex", flexDirection: "column" } },
});

export const sidebar = style({
  display: "flex",
  flexDirection: "column",
  minHeight: 0,
  borderRight: `1px solid ${vars.color.border}`,
  background: vars.color.bg,
  "@media": { [narrow]: { flex: "1 1 auto", borderRight: 0 } },
});

export const sidebarHeader = style({
  display: "flex",
  alignItems: "center",
  gap: space[2],
  padding: `${space[3]} ${space[4]}`,
  borderBottom: `1px solid ${vars.color.border}`,
  minHeight: 64,
});

export const sidebarTitle = style({
  flex: 1,
  minWidth: 0,
  fontSize: fontSize.base,
  fontWeight: fontWeight.semibold,
  margin: 0,
});

export const sidebarBody = style({
  flex: 1,
  minHeight: 0,
  overflowY: "auto",
  padding: space[4],
  display: "flex",
  flexDirection: "column",
  gap: space[4],
});

export const sidebarFooter = style({
  display: "flex",
  alignItems: "center",
  gap: space[2],
  padding: `${space[3]} ${space[4]}`,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.bgAlt,
});

export const status = style({ flex: 1, fontSize: fontSize.sm, color: vars.color.fgMuted });

export const stage = style({
  display: "flex",
  flexDirection: "column",
  minWidth: 0,
  minHeight: 0,
  background: vars.color.bgAlt,
  "@media": { [narrow]: { flex: "0 0 42dvh", borderTop: `1px solid ${vars.color.border}` } },
});

export const stageBar = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: space[2],
  padding: space[2],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const devices = style({
  display: "inline-flex",
  padding: space[0.5],
  borderRadius: vars.radius.md,
  background: vars.color.chip,
});

export const device = style({
  border: 0,
  background: "transparent",
  color: vars.color.fgMuted,
  font: "inherit",
  fontSize: fontSize.sm,
  fontWeight: fontWeight.medium,
  padding: `${space[1]} ${space[3]}`,
  borderRadius: vars.radius.sm,
  cursor: "pointer",
  selectors: {
    "&[data-selected]": { background: vars.color.bgElevated, color: vars.color.fg, boxShadow: vars.shadow.sm },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 1 },
  },
});

export const viewport = style({
  flex: 1,
  minHeight: 0,
  display: "flex",
  justifyContent: "center",
  padding: space[4],
  overflow: "auto",
  "@media": { [narrow]: { padding: space[2] } },
});

export const frame = style({
  width: "100%",
  height: "100%",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.bg,
  boxShadow: vars.shadow.md,
  transition: "max-width 180ms cubic-bezier(0.2, 0, 0, 1)",
});

export const sectionList = style({ display: "flex", flexDirection: "column", gap: space[1], margin: 0, padding: 0 });

export const sectionLink = style({
  display: "flex",
  alignItems: "center",
  gap: space[3],
  padding: `${space[3]} ${space[3]}`,
  borderRadius: vars.radius.md,
  color: vars.color.fg,
  textDecoration: "none",
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bgElevated,
  ":hover": { background: vars.color.hover },
  ":focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});

export const sectionText = style({ flex: 1, minWidth: 0, display: "flex", flexDirection: "column", gap: 2 });
export const sectionLabel = style({ fontWeight: fontWeight.semibold, fontSize: fontSize.md });
export const sectionDescription = style({ color: vars.color.fgMuted, fontSize: fontSize.sm });

export const group = style({ display: "flex", flexDirection: "column", gap: space[3] });
export const page = style({ display: "flex", flexDirection: "column", gap: space[4] });
export const groupTitle = style({
  margin: `${space[2]} 0 0`,
  fontSize: fontSize.xs,
  fontWeight: fontWeight.semibold,
  letterSpacing: "0.04em",
  textTransform: "uppercase",
  color: vars.color.fgMuted,
});

export const notice = style({
  display: "flex",
  gap: space[2],
  padding: space[3],
  borderRadius: vars.radius.md,
  fontSize: fontSize.sm,
  background: vars.color.selected,
  color: vars.color.fg,
  border: `1px solid ${vars.color.border}`,
});

export const warning = style([notice, { borderColor: vars.color.warning }]);
globalStyle(`${notice} > svg`, { flexShrink: 0, marginTop: 1 });

export const code = style({});
globalStyle(`${code} textarea`, { fontFamily: vars.font.mono, fontSize: fontSize.sm, minHeight: 180 });

export const imageRow = style({ display: "flex", alignItems: "center", gap: space[3] });
export const imageThumb = style({
  ...previewBox(72, 48),
  background: `repeating-conic-gradient(${vars.color.chip} 0 25%, ${vars.color.bg} 0 50%) 0 0 / 12px 12px`,
  objectFit: "contain",
  display: "grid",
  placeItems: "center",
  color: vars.color.fgSubtle,
});
export const imageButtons = style(wrapRow(space[2]));
export const fieldLabel = style({ fontSize: fontSize.sm, fontWeight: fontWeight.medium });
export const fieldError = style({ fontSize: fontSize.sm, color: vars.color.danger, margin: 0 });
export const fieldHint = style({ fontSize: fontSize.sm, color: vars.color.fgMuted, margin: 0 });

export const item = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.bgElevated,
  padding: space[3],
  display: "flex",
  flexDirection: "column",
  gap: space[3],
});
export const itemHeader = style({ display: "flex", alignItems: "center", gap: space[1] });
export const itemTitle = style({
  flex: 1,
  minWidth: 0,
  fontWeight: fontWeight.semibold,
  fontSize: fontSize.md,
  ...ellipsis,
});

export const backLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: space[1],
  alignSelf: "flex-start",
  color: vars.color.fgMuted,
  fontSize: fontSize.sm,
  textDecoration: "none",
  ":hover": { color: vars.color.fg },
});

export const pageTitle = style({ margin: 0, fontSize: fontSize.xl, fontWeight: fontWeight.semibold });

export const imageField = style([group, { border: 0, margin: 0, padding: 0, minWidth: 0 }]);
globalStyle(`${imageField} > legend`, { padding: 0, marginBottom: space[2] });
