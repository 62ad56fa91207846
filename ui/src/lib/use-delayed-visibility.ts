import { useEffect, useRef, useState } from "react";
import { SPINNER_DELAY_MS, SPINNER_MIN_VISIBLE_MS } from "../theme/constants.ts";

/**
 * Loading indicators appear only after `delay` (500 ms) and, once shown, stay for at least
 * `minVisible` (200 ms) so a quick answer neither flashes nor flickers (docs/spec/1-platform-foundation.md §9).
 */
export function useDelayedVisibility(active: boolean, delay = SPINNER_DELAY_MS, minVisible = SPINNER_MIN_VISIBLE_MS) {
  const [visible, setVisible] = useState(false);
  const shownAt = useRef<number | null>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (active && !visible) {
      timer = setTimeout(() => {
        shownAt.current = Date.now();
        setVisible(true);
      }, delay);
    } else if (!active && visible) {
      const elapsed = Date.now() - (shownAt.current ?? 0);
      timer = setTimeout(
        () => {
          shownAt.current = null;
          setVisible(false);
        },
        Math.max(0, minVisible - elapsed),
      );
    }
    return () => clearTimeout(timer);
  }, [active, visible, delay, minVisible]);

  return visible;
}
