import type { ReactNode } from "react";
import { t } from "@/global/i18n.ts";
import { AdminPage } from "../AdminPage.tsx";
import { formatDay } from "../charts/format.ts";
import { LinkTabs } from "../LinkTabs.tsx";
import { RangePicker } from "./RangePicker.tsx";
import { useReportRange } from "./report-range.ts";
import * as s from "./reports.css.ts";

export type ReportTab = "overview" | "plays" | "visitors";

const TABS: { id: ReportTab; label: string; to: string }[] = [
  { id: "overview", label: "Overview", to: "/admin" },
  { id: "plays", label: "Plays", to: "/admin/reports/plays" },
  { id: "visitors", label: "Visitors", to: "/admin/reports/visitors" },
];

export interface RangeShown {
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
}

/** "Jan 1 – Jan 7, 2026 · compared with Dec 25 – Dec 31, 2025" (UTC days). */
export function RangeNote({ range }: { range: RangeShown | undefined }) {
  if (!range) return null;
  const long = { month: "short", day: "numeric", year: "numeric" } as const;
  return (
    <p className={s.rangeNote} data-testid="range-note">
      {t(":from – :to, compared with :previousFrom – :previousTo (UTC)", {
        from: formatDay(range.from, long),
        to: formatDay(range.to, long),
        previousFrom: formatDay(range.previousFrom, long),
        previousTo: formatDay(range.previousTo, long),
      })}
    </p>
  );
}

/** The reports' frame: title, range picker and the tabs between overview, plays and visitors. */
export function ReportsFrame({
  tab,
  range,
  children,
}: {
  tab: ReportTab;
  range: RangeShown | undefined;
  children: ReactNode;
}) {
  const { range: input, setRange, search } = useReportRange();
  return (
    <AdminPage
      title={t("Reports")}
      description={<RangeNote range={range} />}
      actions={<RangePicker value={input} onChange={setRange} />}
      testId={`reports-${tab}`}
    >
      <LinkTabs
        label={t("Reports")}
        selected={tab}
        tabs={TABS.map((x) => ({ ...x, href: `${x.to}${search}` }))}
        className={s.tabs}
      />
      {children}
    </AdminPage>
  );
}
