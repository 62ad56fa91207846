import { style } from "@vanilla-extract/css";
import { focusRing } from "./styles.css.ts";
import { duration, easing, fontSize } from "./theme/constants.ts";
import { vars } from "./theme/contract.css.ts";

export const group = style({ display: "flex", flexDirection: "column", gap: "10px" });
export const items = style({
  display: "flex",
  flexDirection: "column",
  gap: "8px",
  selectors: { [`${group}[data-orientation=horizontal] &`]: { flexDirection: "row", flexWrap: "wrap", gap: "16px" } },
});

export const radio = style({
  display: "inline-flex",
  alignItems: "center",
  gap: "10px",
  fontSize: fontSize.md,
  color: vars.color.fg,
  cursor: "pointer",
  userSelect: "none",
  selectors: { "&[data-disabled]": { opacity: 0.5, cursor: "not-allowed" } },
});

export const circle = style({
  flexShrink: 0,
  width: 18,
  height: 18,
  borderRadius: "50%",
  border: `1.5px solid color-mix(in srgb, ${vars.color.border}, ${vars.color.fg} 30%)`,
  background: vars.color.bg,
  transition: `border-width ${duration.fast} ${easing.standard}, border-color ${duration.fast}`,
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.primary },
    [`${radio}[data-selected] &`]: { borderWidth: 5.5, borderColor: vars.color.primary },
    [`${radio}[data-pressed] &`]: { transform: "scale(0.92)" },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${radio}[data-focus-visible] &`]: focusRing,
  },
});
