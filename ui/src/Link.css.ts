import { style } from "@vanilla-extract/css";
import { focusRing } from "./styles.css.ts";
import { vars } from "./theme/contract.css.ts";

export const link = style({
  color: vars.color.primary,
  textDecoration: "none",
  cursor: "pointer",
  borderRadius: 2,
  outline: "none",
  selectors: {
    "&[data-hovered]": { textDecoration: "underline", textUnderlineOffset: "3px" },
    "&[data-focus-visible]": focusRing,
    "&[data-disabled]": { opacity: 0.5, cursor: "not-allowed" },
  },
});

export const quiet = style({ color: "inherit" });
