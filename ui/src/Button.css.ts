import { type RecipeVariants, recipe } from "@vanilla-extract/recipes";
import { buttonBase, sizeStyles, variantStyles } from "./button-styles.ts";
import { duration } from "./theme/constants.ts";

export const button = recipe({
  base: buttonBase,
  variants: {
    variant: variantStyles,
    size: sizeStyles,
    fullWidth: { true: { width: "100%" }, false: {} },
  },
  defaultVariants: { variant: "secondary", size: "md", fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const content = recipe({
  base: { display: "inline-flex", alignItems: "center", gap: "inherit", transition: `opacity ${duration.fast}` },
  variants: { hidden: { true: { opacity: 0 }, false: {} } },
});

export const pendingSpinner = recipe({
  base: { position: "absolute", inset: 0, display: "flex", alignItems: "center", justifyContent: "center" },
});
