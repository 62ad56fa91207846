import { style } from "@vanilla-extract/css";
import { dropZoneBase } from "./styles.css.ts";
import { fontSize, fontWeight } from "./theme/constants.ts";
import { vars } from "./theme/contract.css.ts";

const base = dropZoneBase("8%");

export const zone = style({
  ...base,
  gap: "8px",
  padding: "24px 16px",
  border: `1.5px dashed color-mix(in srgb, ${vars.color.border}, ${vars.color.fg} 18%)`,
  borderRadius: vars.radius.md,
  fontSize: fontSize.md,
  selectors: { ...base.selectors, "&[data-invalid]": { borderColor: vars.color.danger } },
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
