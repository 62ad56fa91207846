import { style } from "@vanilla-extract/css";
import { shimmer } from "./styles.css.ts";
import { reducedMotionQuery } from "./theme/constants.ts";
import { vars } from "./theme/contract.css.ts";

export const skeleton = style({
  display: "block",
  borderRadius: vars.radius.sm,
  background: `linear-gradient(90deg, ${vars.color.chip} 25%, color-mix(in srgb, ${vars.color.chip}, ${vars.color.fg} 6%) 50%, ${vars.color.chip} 75%)`,
  backgroundSize: "200% 100%",
  animation: `${shimmer} 1.4s ease-in-out infinite`,
  "@media": { [reducedMotionQuery]: { animation: "none" } },
});

export const circle = style({ borderRadius: "50%" });
export const text = style({ height: "0.8em", marginBlock: "0.35em" });
