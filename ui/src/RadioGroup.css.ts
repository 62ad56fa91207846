import { style } from "@vanilla-extract/css";
import { focusRing, toggleMark, toggleRow } from "./styles.css.ts";
import { duration, easing } from "./theme/constants.ts";
import { vars } from "./theme/contract.css.ts";

export const group = style({ display: "flex", flexDirection: "column", gap: "10px" });
export const items = style({
  display: "flex",
  flexDirection: "column",
  gap: "8px",
  selectors: { [`${group}[data-orientation=horizontal] &`]: { flexDirection: "row", flexWrap: "wrap", gap: "16px" } },
});

export const radio = style(toggleRow);

export const circle = style({
  ...toggleMark,
  borderRadius: "50%",
  transition: `border-width ${duration.fast} ${easing.standard}, border-color ${duration.fast}`,
  selectors: {
    [`${radio}[data-hovered] &`]: { borderColor: vars.color.primary },
    [`${radio}[data-selected] &`]: { borderWidth: 5.5, borderColor: vars.color.primary },
    [`${radio}[data-pressed] &`]: { transform: "scale(0.92)" },
    [`${radio}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${radio}[data-focus-visible] &`]: focusRing,
  },
});
