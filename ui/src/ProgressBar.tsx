import { useEffect, useState } from "react";
import {
  Label,
  ProgressBar as RACProgressBar,
  type ProgressBarProps as RACProgressBarProps,
} from "react-aria-components";
import { uiT } from "./i18n.ts";
import * as s from "./ProgressBar.css.ts";
import { PROGRESS_BAR_DELAY_MS } from "./theme/constants.ts";

export interface ProgressBarProps extends Omit<RACProgressBarProps, "children" | "className"> {
  label?: string;
  showValue?: boolean;
  className?: string;
}

export function ProgressBar({ label, showValue = true, className, ...props }: ProgressBarProps) {
  return (
    <RACProgressBar
      {...props}
      aria-label={label ? undefined : (props["aria-label"] ?? uiT("Progress"))}
      className={[s.root, className].filter(Boolean).join(" ")}
    >
      {({ percentage, valueText, isIndeterminate }) => (
        <>
          {label || (showValue && !isIndeterminate) ? (
            <div className={s.labels}>
              {label ? <Label>{label}</Label> : <span />}
              {showValue && !isIndeterminate ? <span>{valueText}</span> : null}
            </div>
          ) : null}
          <div className={s.track}>
            <div className={s.fill} style={{ width: `${percentage ?? 0}%` }} />
          </div>
        </>
      )}
    </RACProgressBar>
  );
}

/**
 * The thin bar at the top of the page while a route loads. It appears only if loading lasts
 * more than 50 ms (docs/spec/1-platform-foundation.md §2, §9) and finishes with a short fade.
 */
export function RouteProgressBar({ isLoading, delay = PROGRESS_BAR_DELAY_MS }: { isLoading: boolean; delay?: number }) {
  const [state, setState] = useState<"idle" | "loading" | "done">("idle");
  useEffect(() => {
    if (isLoading) {
      const timer = setTimeout(() => setState("loading"), delay);
      return () => clearTimeout(timer);
    }
    setState((current) => (current === "loading" ? "done" : "idle"));
    const timer = setTimeout(() => setState("idle"), 320);
    return () => clearTimeout(timer);
  }, [isLoading, delay]);
  if (state === "idle") return null;
  return (
    <div
      className={s.route}
      data-state={state}
      data-testid="route-progress"
      role="progressbar"
      aria-label={uiT("Loading page")}
      aria-busy={state === "loading"}
    />
  );
}
