import { fontSize, fontWeight, space, vars } from "@backbeat/ui/theme";
import { style } from "@vanilla-extract/css";
import { wrapRow } from "@/global/style-parts.ts";

/** Inverted colours in either theme: it must never be mistaken for the page itself. */
export const banner = style({
  ...wrapRow(`${space[1]} ${space[3]}`, "center"),
  justifyContent: "center",
  padding: `${space[2]} ${space[4]}`,
  background: vars.color.fg,
  color: vars.color.bg,
  fontSize: fontSize.md,
  borderRadius: vars.radius.md,
  textAlign: "center",
});
export const name = style({ fontWeight: fontWeight.semibold });
export const back = style({
  appearance: "none",
  border: `1px solid currentColor`,
  background: "transparent",
  color: "inherit",
  font: "inherit",
  fontWeight: fontWeight.medium,
  borderRadius: vars.radius.button,
  padding: `${space[1]} ${space[3]}`,
  cursor: "pointer",
  ":hover": { background: vars.color.bg, color: vars.color.fg },
  ":disabled": { opacity: 0.6, cursor: "progress" },
  ":focus-visible": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
});
