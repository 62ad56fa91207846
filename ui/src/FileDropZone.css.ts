import { style } from "@vanilla-extract/css";
import { dropZoneBase } from "./styles.css.ts";
import { fontSize, fontWeight, mobileQuery } from "./theme/constants.ts";
import { vars } from "./theme/contract.css.ts";

const base = dropZoneBase("10%");

export const zone = style({
  ...base,
  gap: "10px",
  minHeight: 200,
  padding: "32px 24px",
  border: `2px dashed color-mix(in srgb, ${vars.color.border}, ${vars.color.fg} 20%)`,
  borderRadius: vars.radius.lg,
  selectors: { ...base.selectors, "&[data-disabled]": { opacity: 0.6 } },
  "@media": { [mobileQuery]: { minHeight: 160, padding: "24px 16px" } },
});

export const icon = style({ fontSize: 40, color: vars.color.primary, display: "inline-flex" });
export const title = style({ fontSize: fontSize.lg, fontWeight: fontWeight.semibold, color: vars.color.fg });
export const description = style({ fontSize: fontSize.sm, color: vars.color.fgMuted, maxWidth: 520 });
export const actions = style({ display: "flex", flexWrap: "wrap", gap: "8px", justifyContent: "center", marginTop: 6 });
