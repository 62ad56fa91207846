import { useEffect, useState } from "react";
import { uiT } from "./i18n.ts";
import { formatRelativeTime } from "./lib/relative-time.ts";
import { time } from "./RelativeTime.css.ts";

export interface RelativeTimeProps {
  date: Date | string | number;
  /** Re-render interval in ms (default 30 s). */
  refreshMs?: number;
  className?: string;
}

/** 'a few seconds ago', '5 minutes ago' ... in a <time> with the exact date as its title. */
export function RelativeTime({ date, refreshMs = 30_000, className }: RelativeTimeProps) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), refreshMs);
    return () => clearInterval(id);
  }, [refreshMs]);
  const d = new Date(date);
  const valid = !Number.isNaN(d.getTime());
  return (
    <time
      className={[time, className].filter(Boolean).join(" ")}
      dateTime={valid ? d.toISOString() : undefined}
      title={valid ? d.toLocaleString() : undefined}
    >
      {formatRelativeTime(d, now, uiT)}
    </time>
  );
}
