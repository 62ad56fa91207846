import { recipe } from "@vanilla-extract/recipes";
import { buttonBase, iconSizeStyles, variantStyles } from "./button-styles.ts";
import { vars } from "./theme/contract.css.ts";

/** Square (round) icon-only buttons: width equals the button height (2xs 24 … xl 60 px). */
export const iconButton = recipe({
  base: { ...buttonBase, padding: 0, borderRadius: vars.radius.button },
  variants: {
    variant: variantStyles,
    size: iconSizeStyles,
  },
  defaultVariants: { variant: "ghost", size: "sm" },
});
