import { style } from "@vanilla-extract/css";
import { fadeIn, spin } from "./styles.css.ts";
import { duration } from "./theme/constants.ts";
import { vars } from "./theme/contract.css.ts";

export const glyph = style({
  display: "inline-block",
  flexShrink: 0,
  animation: `${spin} 0.8s linear infinite`,
  color: "currentColor",
});

export const track = style({ opacity: 0.22 });

export const wrapper = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: "10px",
  color: vars.color.primary,
  animation: `${fadeIn} ${duration.normal} ease-out`,
});

export const centered = style({ display: "flex", width: "100%", padding: "32px 0" });
