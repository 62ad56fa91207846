import type { ReactNode } from "react";
import { visuallyHidden } from "./LiveRegion.css.ts";

/** Out of sight, read out by screen readers whenever its text changes: "moved to position 3". */
export function LiveRegion({ children }: { children: ReactNode }) {
  return (
    <span aria-live="polite" className={visuallyHidden}>
      {children}
    </span>
  );
}
