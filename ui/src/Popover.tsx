import { type ReactNode, useCallback, useEffect, useRef, useState } from "react";
import {
  Dialog,
  type DialogProps,
  OverlayArrow,
  Popover as RACPopover,
  type PopoverProps as RACPopoverProps,
} from "react-aria-components";
import { arrow, hoverTrigger, padded, popover } from "./Popover.css.ts";
import { POPOVER_HOVER_CLOSE_DELAY_MS } from "./theme/constants.ts";

export interface PopoverProps extends Omit<RACPopoverProps, "children" | "className"> {
  children: ReactNode;
  className?: string;
  showArrow?: boolean;
}

export function Popover({ children, className, showArrow, offset, ...props }: PopoverProps) {
  return (
    <RACPopover
      offset={offset ?? (showArrow ? 12 : 8)}
      {...props}
      className={[popover, className].filter(Boolean).join(" ")}
    >
      {showArrow ? (
        <OverlayArrow>
          <svg width={14} height={8} viewBox="0 0 14 8" className={arrow} aria-hidden="true">
            <path d="M0 0 L7 7 L14 0" />
          </svg>
        </OverlayArrow>
      ) : null}
      {children}
    </RACPopover>
  );
}

/** A popover holding arbitrary content with dialog semantics (open it with a DialogTrigger). */
export function PopoverDialog({ className, ...props }: DialogProps & { className?: string }) {
  return <Dialog {...props} className={[padded, className].filter(Boolean).join(" ")} />;
}

export interface HoverPopoverProps extends Omit<PopoverProps, "triggerRef" | "isOpen" | "onOpenChange" | "trigger"> {
  trigger: ReactNode;
  /** Milliseconds the popover stays after the pointer leaves trigger and popover (150). */
  closeDelay?: number;
}

/**
 * A popover that opens while the trigger is hovered or focused and closes 150 ms after the
 * pointer leaves both the trigger and the popover (docs/spec/1-platform-foundation.md §9 popover hover close delay).
 */
export function HoverPopover({
  trigger,
  children,
  closeDelay = POPOVER_HOVER_CLOSE_DELAY_MS,
  ...props
}: HoverPopoverProps) {
  const [isOpen, setOpen] = useState(false);
  const ref = useRef<HTMLSpanElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const open = useCallback(() => {
    clearTimeout(timer.current);
    setOpen(true);
  }, []);
  const scheduleClose = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setOpen(false), closeDelay);
  }, [closeDelay]);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Pointer tracking only (no role of its own): listeners go on through refs.
  const track = useCallback(
    (el: HTMLElement | null, focus: boolean) => {
      if (!el) return;
      el.addEventListener("pointerenter", open);
      el.addEventListener("pointerleave", scheduleClose);
      if (focus) {
        el.addEventListener("focusin", open);
        el.addEventListener("focusout", scheduleClose);
      }
      return () => {
        el.removeEventListener("pointerenter", open);
        el.removeEventListener("pointerleave", scheduleClose);
        el.removeEventListener("focusin", open);
        el.removeEventListener("focusout", scheduleClose);
      };
    },
    [open, scheduleClose],
  );
  useEffect(() => track(ref.current, true), [track]);
  const contentRef = useCallback((el: HTMLDivElement | null) => track(el, false), [track]);
  return (
    <>
      <span ref={ref} className={hoverTrigger}>
        {trigger}
      </span>
      <Popover {...props} triggerRef={ref} isOpen={isOpen} onOpenChange={setOpen} isNonModal>
        <div ref={contentRef} className={padded}>
          {children}
        </div>
      </Popover>
    </>
  );
}
