import { style } from "@vanilla-extract/css";
import { duration, fontSize, fontWeight } from "./theme/constants.ts";
import { vars } from "./theme/contract.css.ts";

export const zone = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: "8px",
  padding: "24px 16px",
  border: `1.5px dashed color-mix(in srgb, ${vars.color.border}, ${vars.color.fg} 18%)`,
  borderRadius: vars.radius.md,
  background: vars.color.bgAlt,
  color: vars.color.fgMuted,
  fontSize: fontSize.md,
  textAlign: "center",
  outline: "none",
  transition: `border-color ${duration.fast}, background-color ${duration.fast}`,
  selectors: {
    "&[data-drop-target]": {
      borderColor: vars.color.primary,
      background: `color-mix(in srgb, ${vars.color.primary} 8%, ${vars.color.bgAlt})`,
    },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    "&[data-invalid]": { borderColor: vars.color.danger },
  },
});

export const zoneIcon = style({ fontSize: 28, color: vars.color.primary, display: "inline-flex" });
export const files = style({
  display: "flex",
  flexDirection: "column",
  gap: "4px",
  margin: 0,
  padding: 0,
  listStyle: "none",
});
export const file = style({
  display: "flex",
  alignItems: "center",
  gap: "8px",
  fontSize: fontSize.sm,
  fontWeight: fontWeight.medium,
  color: vars.color.fg,
});
