import type { ReactNode } from "react";
import { t } from "@/global/i18n.ts";
import { AdminSection } from "../AdminPage.tsx";
import { KpiCard } from "../charts/KpiCard.tsx";
import { SeriesChart, type SeriesChartProps } from "../charts/TrendChart.tsx";
import { countryName, deviceName, sourceName } from "./labels.ts";
import { RankedSection, type ReportRow } from "./RankedSection.tsx";
import { ReportError, ReportSkeleton } from "./ReportStates.tsx";
import { type RangeShown, ReportsFrame, type ReportTab } from "./ReportsFrame.tsx";
import * as s from "./reports.css.ts";

/** The pieces every report page is built from: its loading states, KPI row, charts and ranked lists. */

export interface Kpi {
  value: number;
  previous: number;
}

/** Nothing now and nothing before: the report shows its empty state instead of flat charts. */
export const noActivity = (kpi: Kpi) => kpi.value === 0 && kpi.previous === 0;

/** A report tab: the error and skeleton while it has no data, then the body drawn from it. */
export function ReportPage<D extends { range: RangeShown }>({
  tab,
  query,
  kpis,
  children,
}: {
  tab: ReportTab;
  query: { data: D | undefined; isError: boolean; isPending: boolean };
  kpis?: number;
  children: (data: D) => ReactNode;
}) {
  const data = query.data;
  return (
    <ReportsFrame tab={tab} range={data?.range}>
      {query.isError && !data ? <ReportError /> : null}
      {!data && query.isPending ? <ReportSkeleton kpis={kpis} /> : null}
      {data ? children(data) : null}
    </ReportsFrame>
  );
}

/** The KPI cards, in the order given; a card whose number the report leaves out is skipped. */
export function KpiRow({ cards }: { cards: [label: string, kpi: Kpi | null | undefined][] }) {
  return (
    <div className={s.kpis}>
      {cards.map(([label, kpi]) =>
        kpi ? <KpiCard key={label} label={label} value={kpi.value} previous={kpi.previous} /> : null,
      )}
    </div>
  );
}

/** A chart against the previous period in its titled section; `wide` spans the report grid. */
export function SeriesSection({
  title,
  wide,
  children,
  ...chart
}: Omit<SeriesChartProps, "previousLabel"> & { wide?: boolean; children?: ReactNode }) {
  const section = (
    <AdminSection title={title}>
      <SeriesChart title={title} previousLabel={t("Previous period")} {...chart} />
      {children}
    </AdminSection>
  );
  return wide ? <div className={s.wide}>{section}</div> : section;
}

type RankedProps = Parameters<typeof RankedSection>[0];
type Ranked = Omit<RankedProps, "valueHeader">;

/** The audience lists the reports share, each with its title, name column and labels. */
const AUDIENCE = {
  sources: () => ({ title: t("Sources"), nameHeader: t("Source"), name: (row: ReportRow) => sourceName(row.key) }),
  countries: () => ({
    title: t("Countries"),
    nameHeader: t("Country"),
    name: (row: ReportRow) => countryName(row.key),
  }),
  devices: () => ({ title: t("Devices"), nameHeader: t("Device"), name: (row: ReportRow) => deviceName(row.key) }),
  platforms: () => ({ title: t("Platforms"), nameHeader: t("Platform") }),
  browsers: () => ({ title: t("Browsers"), nameHeader: t("Browser") }),
};

/** One audience list, its rows shown as shares of the total. */
export function audience(list: keyof typeof AUDIENCE, rows: ReportRow[], testId?: string): Ranked {
  return { ...AUDIENCE[list](), rows, ofTotal: true, testId };
}

/** Ranked lists that share their value column (plays, page views), one after another. */
export function RankedSections({ valueHeader, sections }: { valueHeader: string; sections: (Ranked | false)[] }) {
  return (
    <>
      {sections.map((section) =>
        section ? <RankedSection key={section.title} valueHeader={valueHeader} {...section} /> : null,
      )}
    </>
  );
}
