import { style, styleVariants } from "@vanilla-extract/css";
import { avatarColors, avatarTextColor, fontWeight } from "./theme/constants.ts";
import { vars } from "./theme/contract.css.ts";

export const avatar = style({
  position: "relative",
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  flexShrink: 0,
  overflow: "hidden",
  borderRadius: "50%",
  color: avatarTextColor,
  fontWeight: fontWeight.semibold,
  lineHeight: 1,
  userSelect: "none",
  background: vars.color.chip,
  verticalAlign: "middle",
});

export const square = style({ borderRadius: vars.radius.md });

export const image = style({ width: "100%", height: "100%", objectFit: "cover", display: "block" });

export const colors = styleVariants(
  Object.fromEntries(avatarColors.map((c, i) => [i, c])) as Record<number, string>,
  (background) => ({ background }),
);
