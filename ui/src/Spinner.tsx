import { uiT } from "./i18n.ts";
import { useDelayedVisibility } from "./lib/use-delayed-visibility.ts";
import { centered, glyph, track, wrapper } from "./Spinner.css.ts";

/** The bare rotating ring, shown immediately (used inside buttons and fields). */
export function SpinnerGlyph({ size = "1.5em" }: { size?: number | string }) {
  return (
    <svg className={glyph} width={size} height={size} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle className={track} cx="12" cy="12" r="9.5" stroke="currentColor" strokeWidth="2.5" />
      <path d="M21.5 12A9.5 9.5 0 0012 2.5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
    </svg>
  );
}

export interface SpinnerProps {
  /** While true the spinner may show: after 500 ms, then for at least 200 ms. Default true. */
  isLoading?: boolean;
  size?: number | string;
  label?: string;
  /** Centre it in a padded block (for whole-panel loading). */
  center?: boolean;
  delay?: number;
  className?: string;
}

/** The loading spinner (docs/spec/1-platform-foundation.md §9): appears after 500 ms and stays at least 200 ms. */
export function Spinner({ isLoading = true, size = 28, label, center, delay, className }: SpinnerProps) {
  const visible = useDelayedVisibility(isLoading, delay);
  if (!visible) return null;
  return (
    <div
      role="progressbar"
      aria-label={label ?? uiT("Loading")}
      aria-busy="true"
      data-testid="spinner"
      className={[wrapper, center ? centered : "", className].filter(Boolean).join(" ")}
    >
      <SpinnerGlyph size={size} />
    </div>
  );
}
