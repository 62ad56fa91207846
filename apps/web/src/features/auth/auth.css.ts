import { fontSize, fontWeight, lineHeight, space, vars } from "@backbeat/ui/theme";
import { style } from "@vanilla-extract/css";
import { mutedText, wrapRow } from "@/global/style-parts.ts";

export const page = style({
  minHeight: "calc(100vh - 160px)",
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "center",
  padding: `${space[12]} ${space[4]}`,
  "@media": { "(max-width: 768px)": { padding: `${space[6]} ${space[3]}` } },
});

export const card = style({
  width: "100%",
  maxWidth: 440,
  background: vars.color.bgElevated,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  padding: `${space[10]} ${space[8]} ${space[8]}`,
  "@media": { "(max-width: 480px)": { padding: `${space[8]} ${space[5]}`, boxShadow: "none" } },
});

export const logoRow = style({ display: "flex", justifyContent: "center", marginBottom: space[6] });

export const heading = style({
  fontFamily: vars.font.heading,
  fontSize: fontSize["2xl"],
  fontWeight: fontWeight.bold,
  lineHeight: lineHeight.tight,
  letterSpacing: "-0.01em",
  textAlign: "center",
  margin: `0 0 ${space[2]}`,
  color: vars.color.fg,
});

export const lead = style({ ...mutedText(fontSize.base, `0 0 ${space[6]}`), textAlign: "center" });

export const fields = style({ display: "flex", flexDirection: "column", gap: space[4] });

export const row = style({ ...wrapRow(space[3], "center"), justifyContent: "space-between" });

export const footer = style({
  marginTop: space[6],
  textAlign: "center",
  color: vars.color.fgMuted,
  fontSize: fontSize.md,
});

export const divider = style({
  display: "flex",
  alignItems: "center",
  gap: space[3],
  color: vars.color.fgSubtle,
  fontSize: fontSize.sm,
  margin: `${space[5]} 0`,
  selectors: {
    "&::before, &::after": { content: "''", flex: 1, height: 1, background: vars.color.border },
  },
});

export const alert = style({
  display: "flex",
  gap: space[2],
  alignItems: "flex-start",
  padding: `${space[3]} ${space[4]}`,
  borderRadius: vars.radius.md,
  fontSize: fontSize.md,
  lineHeight: lineHeight.snug,
  marginBottom: space[4],
  border: `1px solid ${vars.color.border}`,
  background: vars.color.bgAlt,
  color: vars.color.fg,
});

export const alertPositive = style({
  borderColor: vars.color.positive,
});

export const alertInfo = style({
  borderColor: vars.color.primary,
});

export const textButton = style({
  background: "none",
  border: 0,
  padding: 0,
  font: "inherit",
  color: vars.color.primary,
  cursor: "pointer",
  textDecoration: "none",
  fontWeight: fontWeight.medium,
  selectors: {
    "&:hover": { textDecoration: "underline" },
    "&[data-disabled], &:disabled": { color: vars.color.fgSubtle, cursor: "default", textDecoration: "none" },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2, borderRadius: 2 },
  },
});

export const codeInput = style({
  fontVariantNumeric: "tabular-nums",
  letterSpacing: "0.3em",
  textAlign: "center",
  fontSize: fontSize.xl,
});

export const socialList = style({ display: "flex", flexDirection: "column", gap: space[2.5] });

export const socialCompact = style({ ...wrapRow(space[3]), justifyContent: "center" });

export const noAccess = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  gap: space[3],
  padding: `${space[12]} ${space[4]}`,
  textAlign: "center",
  color: vars.color.fgMuted,
});

export const noAccessTitle = style({
  fontFamily: vars.font.heading,
  fontSize: fontSize.xl,
  fontWeight: fontWeight.bold,
  color: vars.color.fg,
  margin: 0,
});
