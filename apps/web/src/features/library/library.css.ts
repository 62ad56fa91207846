import { vars } from "@backbeat/ui/theme";
import { keyframes } from "@vanilla-extract/css";
import { recipe } from "@vanilla-extract/recipes";

const pop = keyframes({
  "0%": { transform: "scale(1)" },
  "40%": { transform: "scale(1.25)" },
  "100%": { transform: "scale(1)" },
});

export const like = recipe({
  base: {
    display: "inline-grid",
    placeItems: "center",
    border: "none",
    background: "transparent",
    color: vars.color.fgMuted,
    borderRadius: "999px",
    cursor: "pointer",
    padding: 0,
    transition: "color 120ms ease, transform 120ms ease",
    selectors: {
      "&[data-hovered]": { color: vars.color.fg },
      "&[data-liked]": { color: vars.color.primary, animation: `${pop} 260ms ease` },
      "&[data-focus-visible]": { outline: `2px solid ${vars.color.focus}`, outlineOffset: 2 },
    },
  },
  variants: {
    size: {
      sm: { width: 28, height: 28, fontSize: 15 },
      md: { width: 36, height: 36, fontSize: 18 },
      lg: { width: 48, height: 48, fontSize: 26 },
    },
  },
});
