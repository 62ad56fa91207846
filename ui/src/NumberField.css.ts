import { style } from "@vanilla-extract/css";
import { vars } from "./theme/contract.css.ts";

/** The increment / decrement buttons stacked at the end of the number field. */
export const stepper = style({
  display: "flex",
  flexDirection: "column",
  alignSelf: "stretch",
  borderInlineStart: `1px solid ${vars.color.border}`,
});

export const stepButton = style({
  flex: 1,
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  width: 30,
  border: 0,
  background: "transparent",
  color: vars.color.fgMuted,
  cursor: "pointer",
  outline: "none",
  fontSize: 12,
  selectors: {
    "&[data-hovered]": { background: vars.color.hover, color: vars.color.fg },
    "&[data-pressed]": { background: vars.color.selected },
    "&[data-disabled]": { opacity: 0.4, cursor: "not-allowed" },
    "& + &": { borderTop: `1px solid ${vars.color.border}` },
  },
});
