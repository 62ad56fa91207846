import { style } from "@vanilla-extract/css";
import { vars } from "./theme/contract.css.ts";

/** The chevron button at the end of the combo box input. */
export const comboButton = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  alignSelf: "stretch",
  width: 36,
  border: 0,
  background: "transparent",
  color: vars.color.fgMuted,
  cursor: "pointer",
  outline: "none",
  fontSize: 18,
  selectors: { "&[data-hovered]": { color: vars.color.fg } },
});

/** The list is at least as wide as the input group. */
export const popup = style({ minWidth: "var(--trigger-width)" });

export const spinner = style({ display: "inline-flex", color: vars.color.fgMuted, paddingInline: 4 });
