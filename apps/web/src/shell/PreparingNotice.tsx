import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { t } from "@/global/i18n.ts";
import { useBootstrap } from "@/lib/bootstrap.ts";
import * as s from "./preparing-notice.css.ts";

type Preparing = { task: string; done: number; total: number } | null;

/**
 * A fresh install answers before its demo catalogue is in: say so, with its progress, until it
 * is done, then refresh what the page shows. Only while the server reports work does it poll.
 */
export function PreparingNotice() {
  const initial = useBootstrap().preparing;
  const [preparing, setPreparing] = useState<Preparing>(initial ?? null);
  const queryClient = useQueryClient();
  const active = preparing !== null;
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(async () => {
      const health = (await fetch("/api/v1/health")
        .then((r) => r.json())
        .catch(() => null)) as { preparing?: Preparing } | null;
      if (!health) return;
      setPreparing(health.preparing ?? null);
      if (!health.preparing) void queryClient.invalidateQueries();
    }, 2000);
    return () => clearInterval(timer);
  }, [active, queryClient]);
  if (!preparing) return null;
  const percent = preparing.total ? Math.round((preparing.done / preparing.total) * 100) : 0;
  return (
    <div className={s.notice} role="status" data-testid="preparing-notice">
      <span>{t(preparing.task)}…</span>
      <progress className={s.bar} value={preparing.done} max={preparing.total || 1} aria-label={t(preparing.task)} />
      <span className={s.count}>{percent}%</span>
    </div>
  );
}
