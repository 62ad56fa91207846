import { style } from "@vanilla-extract/css";
import { duration, fontSize, fontWeight, mobileQuery } from "./theme/constants.ts";
import { vars } from "./theme/contract.css.ts";

export const zone = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: "10px",
  minHeight: 200,
  padding: "32px 24px",
  border: `2px dashed color-mix(in srgb, ${vars.color.border}, ${vars.color.fg} 20%)`,
  borderRadius: vars.radius.lg,
  background: vars.color.bgAlt,
  color: vars.color.fgMuted,
  textAlign: "center",
  outline: "none",
  transition: `border-color ${duration.fast}, background-color ${duration.fast}`,
  selectors: {
    "&[data-drop-target]": {
      borderColor: vars.color.primary,
      background: `color-mix(in srgb, ${vars.color.primary} 10%, ${vars.color.bgAlt})`,
    },
    "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    "&[data-disabled]": { opacity: 0.6 },
  },
  "@media": { [mobileQuery]: { minHeight: 160, padding: "24px 16px" } },
});

export const icon = style({ fontSize: 40, color: vars.color.primary, display: "inline-flex" });
export const title = style({ fontSize: fontSize.lg, fontWeight: fontWeight.semibold, color: vars.color.fg });
export const description = style({ fontSize: fontSize.sm, color: vars.color.fgMuted, maxWidth: 520 });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: "8px", justifyContent: "center", marginTop: 6 });
