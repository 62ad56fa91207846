import { fontSize, space, vars } from "@backbeat/ui/theme";
import { style } from "@vanilla-extract/css";

export const notice = style({
  position: "fixed",
  insetInline: 0,
  bottom: space[4],
  marginInline: "auto",
  width: "fit-content",
  maxWidth: `calc(100% - ${space[4]} * 2)`,
  zIndex: 50,
  display: "flex",
  alignItems: "center",
  gap: space[3],
  padding: `${space[2]} ${space[4]}`,
  background: vars.color.fg,
  color: vars.color.bg,
  fontSize: fontSize.sm,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
});
export const bar = style({ width: "8rem", accentColor: vars.color.primary });
export const count = style({ fontVariantNumeric: "tabular-nums" });
