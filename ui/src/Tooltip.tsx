import type { ReactNode } from "react";
import {
  Tooltip as RACTooltip,
  type TooltipProps as RACTooltipProps,
  TooltipTrigger as RACTooltipTrigger,
  type TooltipTriggerComponentProps,
} from "react-aria-components";
import { tooltip } from "./Tooltip.css.ts";
import {
  TOOLTIP_CLOSE_DELAY_MS,
  TOOLTIP_COLLISION_PADDING,
  TOOLTIP_DELAY_MS,
  TOOLTIP_OFFSET,
} from "./theme/constants.ts";

/** Shows its tooltip after 1500 ms of hover and hides it 500 ms after leaving (docs/spec/1-platform-foundation.md §4, §9). */
export function TooltipTrigger(props: TooltipTriggerComponentProps) {
  return <RACTooltipTrigger delay={TOOLTIP_DELAY_MS} closeDelay={TOOLTIP_CLOSE_DELAY_MS} {...props} />;
}

export interface TooltipProps extends Omit<RACTooltipProps, "children"> {
  children: ReactNode;
}

/** Offset 10 px from the trigger, 16 px from the viewport edges, 125 ms animation; Escape closes. */
export function Tooltip({ className, children, ...props }: TooltipProps) {
  return (
    <RACTooltip
      offset={TOOLTIP_OFFSET}
      containerPadding={TOOLTIP_COLLISION_PADDING}
      {...props}
      className={[tooltip, typeof className === "string" ? className : ""].filter(Boolean).join(" ")}
    >
      {children}
    </RACTooltip>
  );
}
