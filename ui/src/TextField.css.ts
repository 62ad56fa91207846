import { style } from "@vanilla-extract/css";
import { vars } from "./theme/contract.css.ts";

/** Icons or text before and after the input, inside the field box. */
export const adornment = style({
  display: "inline-flex",
  alignItems: "center",
  paddingInline: "10px",
  color: vars.color.fgMuted,
  flexShrink: 0,
  selectors: {
    "&:first-child": { paddingInlineEnd: 0 },
    "&:last-child": { paddingInlineStart: 0 },
  },
});
