import type { ReactNode } from "react";
import {
  composeRenderProps,
  Button as RACButton,
  type ButtonProps as RACButtonProps,
  type TooltipProps as RACTooltipProps,
} from "react-aria-components";
import type { ButtonVariant } from "./Button.tsx";
import { iconButton } from "./IconButton.css.ts";
import { SpinnerGlyph } from "./Spinner.tsx";
import { Tooltip, TooltipTrigger } from "./Tooltip.tsx";
import type { ButtonSize } from "./theme/constants.ts";

/**
 * A button holding only an icon. It has no visible text, so it needs a label: the label is its
 * accessible name and also its tooltip (docs/spec/1-platform-foundation.md §4: shown after 1500 ms of hover, hidden 500 ms
 * after leaving, Escape closes), so every icon-only control explains itself by construction.
 * The button carries `data-icon-button` so screens can be checked for icon-only controls built
 * without it. A disabled one is still hovered and focused (`aria-disabled`, presses ignored): a
 * browser sends no pointer events to a `disabled` button, and its tooltip is how it explains itself.
 */
export interface IconButtonProps extends Omit<RACButtonProps, "children"> {
  /** Required: the accessible name, shown as the tooltip too. */
  "aria-label": string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Drop the kit's square look: the caller's `className` styles the button alone (player
   * controls, card play buttons ...). The label and tooltip stay.
   */
  unstyled?: boolean;
  children: ReactNode;
  /** Tooltip text when it should differ from the label (`true`, kept for older callers, means the label). */
  tooltip?: string | true;
  /** Where the tooltip opens (default: above). */
  tooltipPlacement?: RACTooltipProps["placement"];
}

export function IconButton({
  variant,
  size,
  unstyled,
  className,
  children,
  tooltip,
  tooltipPlacement,
  isDisabled,
  onPress,
  onPressStart,
  onPressEnd,
  onPressChange,
  onPressUp,
  ...props
}: IconButtonProps) {
  const presses = isDisabled ? {} : { onPress, onPressStart, onPressEnd, onPressChange, onPressUp };
  return (
    <TooltipTrigger>
      <RACButton
        {...props}
        {...presses}
        aria-disabled={isDisabled || undefined}
        data-icon-button=""
        className={composeRenderProps(className, (cn) =>
          [unstyled ? "" : iconButton({ variant, size }), cn].filter(Boolean).join(" "),
        )}
      >
        {({ isPending }) => (isPending ? <SpinnerGlyph size="1em" /> : children)}
      </RACButton>
      <Tooltip placement={tooltipPlacement}>{typeof tooltip === "string" ? tooltip : props["aria-label"]}</Tooltip>
    </TooltipTrigger>
  );
}
