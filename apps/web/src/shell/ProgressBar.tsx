import { useEffect, useState } from "react";
import { useNavigation } from "react-router";
import * as s from "./shell.css.ts";

/** Spec 1 §9: the bar appears only when loading lasts longer than 50 ms. */
export const PROGRESS_BAR_DELAY = 50;

export function ProgressBar() {
  const loading = useNavigation().state === "loading";
  const [visible, setVisible] = useState(false);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    if (!loading) {
      setVisible(false);
      setWidth(0);
      return;
    }
    const show = setTimeout(() => {
      setVisible(true);
      setWidth(30);
    }, PROGRESS_BAR_DELAY);
    // Creep towards the end without reaching it until loading is over.
    const creep = setInterval(() => setWidth((w) => (w < 90 ? w + (90 - w) * 0.1 : w)), 300);
    return () => {
      clearTimeout(show);
      clearInterval(creep);
    };
  }, [loading]);

  if (!visible) return null;
  return (
    <div className={s.progressTrack} role="progressbar" aria-label="Loading page" data-testid="route-progress">
      <div className={s.progressBar} style={{ width: `${width}%` }} />
    </div>
  );
}
