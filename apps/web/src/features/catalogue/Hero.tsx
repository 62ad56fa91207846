import type { ReactNode } from "react";
import { useActiveTheme } from "@/global/theme-runtime.tsx";
import { hueOf } from "../player/format.ts";
import * as s from "./catalogue.css.ts";

/** The big header of album, artist, playlist, track and profile pages, tinted per item. */
export function Hero({
  hueSeed,
  art,
  kind,
  title,
  meta,
  children,
}: {
  hueSeed: number;
  art: ReactNode;
  kind: string;
  title: string;
  meta?: ReactNode;
  children?: ReactNode;
}) {
  const dark = useActiveTheme()?.is_dark ?? true;
  const hue = hueOf(hueSeed);
  const background = dark
    ? `linear-gradient(180deg, hsl(${hue} 45% 34%) 0%, hsl(${hue} 40% 20% / .55) 70%, transparent 100%)`
    : `linear-gradient(180deg, hsl(${hue} 70% 80%) 0%, hsl(${hue} 70% 90% / .6) 70%, transparent 100%)`;
  return (
    <header className={s.hero} style={{ background }} data-testid="page-hero">
      {art}
      <div className={s.heroText}>
        <span className={s.heroKind}>{kind}</span>
        <h1 className={s.heroTitle} style={{ fontSize: title.length > 28 ? "clamp(28px, 4vw, 56px)" : undefined }}>
          {title}
        </h1>
        {meta ? <div className={s.heroMeta}>{meta}</div> : null}
        {children}
      </div>
    </header>
  );
}

export function Dot() {
  return <span className={s.dot} aria-hidden />;
}
