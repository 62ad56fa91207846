import { style } from "@vanilla-extract/css";
import { duration } from "./theme/constants.ts";
import { vars } from "./theme/contract.css.ts";

/** While 'Copied!' shows, the check icon takes the positive colour. */
export const copied = style({});

export const icon = style({
  display: "inline-flex",
  transition: `color ${duration.fast}`,
  selectors: { [`${copied} &`]: { color: vars.color.positive } },
});

/** Keeps the button from changing width between 'Copy' and 'Copied!'. */
export const label = style({ display: "inline-grid", justifyItems: "center" });
