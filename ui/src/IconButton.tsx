import type { ReactNode } from "react";
import { composeRenderProps, Button as RACButton, type ButtonProps as RACButtonProps } from "react-aria-components";
import type { ButtonVariant } from "./Button.tsx";
import { iconButton } from "./IconButton.css.ts";
import { SpinnerGlyph } from "./Spinner.tsx";
import { Tooltip, TooltipTrigger } from "./Tooltip.tsx";
import type { ButtonSize } from "./theme/constants.ts";

/** A square (round) button holding only an icon; its label can also show as a tooltip. */
export interface IconButtonProps extends Omit<RACButtonProps, "children"> {
  /** Required: an icon button has no visible text. */
  "aria-label": string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  children: ReactNode;
  /** Shows the label as a tooltip (1500 ms delay) as well. */
  tooltip?: boolean | string;
}

export function IconButton({ variant, size, className, children, tooltip, ...props }: IconButtonProps) {
  const el = (
    <RACButton
      {...props}
      className={composeRenderProps(className, (cn) => [iconButton({ variant, size }), cn].filter(Boolean).join(" "))}
    >
      {({ isPending }) => (isPending ? <SpinnerGlyph size="1em" /> : children)}
    </RACButton>
  );
  if (!tooltip) return el;
  return (
    <TooltipTrigger>
      {el}
      <Tooltip>{typeof tooltip === "string" ? tooltip : props["aria-label"]}</Tooltip>
    </TooltipTrigger>
  );
}
