import { fontSize, fontWeight, space, vars } from "@backbeat/ui/theme";
import { globalStyle, style } from "@vanilla-extract/css";

export const thumb = style({
  display: "block",
  width: 40,
  height: 40,
  objectFit: "cover",
  borderRadius: vars.radius.sm,
  background: vars.color.chip,
  border: `1px solid ${vars.color.border}`,
});

export const thumbIcon = style({
  display: "inline-flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  width: 40,
  height: 40,
  borderRadius: vars.radius.sm,
  background: vars.color.chip,
  color: vars.color.fgMuted,
});

export const thumbExt = style({
  fontSize: 9,
  fontWeight: fontWeight.semibold,
  textTransform: "uppercase",
  lineHeight: 1,
  marginTop: 1,
});

export const thumbButton = style({ width: 40, height: 40, borderRadius: "50%" });

export const nameButton = style({
  all: "unset",
  cursor: "pointer",
  fontWeight: fontWeight.medium,
  color: vars.color.fg,
  overflowWrap: "anywhere",
  selectors: {
    "&:hover": { textDecoration: "underline" },
    "&:focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2, borderRadius: 2 },
  },
});

export const typeCell = style({ display: "inline-flex", alignItems: "center", gap: space[2] });
export const mime = style({ color: vars.color.fgMuted, fontSize: fontSize.sm });
export const muted = style({ color: vars.color.fgMuted });

export const ownerLink = style({
  color: vars.color.fg,
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});

export const dialogTitle = style({ overflowWrap: "anywhere" });

export const preview = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: 120,
  marginBottom: space[4],
  padding: space[4],
  borderRadius: vars.radius.md,
  background: vars.color.bgAlt,
  border: `1px solid ${vars.color.border}`,
});

export const largeImage = style({ maxWidth: "100%", maxHeight: 360, borderRadius: vars.radius.sm });
export const largeAudio = style({ width: "100%" });

export const largeIcon = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: space[2],
  color: vars.color.fgMuted,
  fontSize: fontSize.sm,
});

export const meta = style({
  display: "grid",
  gridTemplateColumns: "max-content minmax(0, 1fr)",
  columnGap: space[4],
  rowGap: space[2],
  margin: 0,
  fontSize: fontSize.sm,
});

globalStyle(`${meta} dt`, { color: vars.color.fgMuted });
globalStyle(`${meta} dd`, { margin: 0, overflowWrap: "anywhere" });

export const path = style({ fontSize: fontSize.xs, overflowWrap: "anywhere" });

export const deleteButton = style({ marginRight: "auto", color: vars.color.danger });

export const nowrap = style({ whiteSpace: "nowrap" });
