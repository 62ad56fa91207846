import { EmptyState, Skeleton } from "@backbeat/ui";
import { t } from "@/global/i18n.ts";
import * as s from "./reports.css.ts";

/** Placeholder blocks in the shape of a report while it loads. */
export function ReportSkeleton({ kpis = 4 }: { kpis?: number }) {
  return (
    <div role="status" aria-busy="true" aria-label={t("Loading report")} style={{ display: "grid", gap: 20 }}>
      <div className={s.kpis}>
        {Array.from({ length: kpis }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <Skeleton key={i} height={112} />
        ))}
      </div>
      <Skeleton height={320} />
    </div>
  );
}

export function ReportError() {
  return <EmptyState title={t("This report could not be loaded")} message={t("Please try again in a moment.")} />;
}

export function NoActivity({ title, message }: { title: string; message: string }) {
  return <EmptyState title={title} message={message} />;
}
