import { Skeleton } from "@backbeat/ui";
import { vars } from "@backbeat/ui/theme";
import { lazy, Suspense, useId } from "react";
import { t } from "@/global/i18n.ts";
import type { PlotPoint } from "./ChartPlots.tsx";
import { ChartTable } from "./ChartTable.tsx";
import * as s from "./charts.css.ts";
import { formatDay, formatMonth, formatNumber } from "./format.ts";

const TrendPlot = lazy(() => import("./ChartPlots.tsx").then((m) => ({ default: m.TrendPlot })));
const ColumnPlot = lazy(() => import("./ChartPlots.tsx").then((m) => ({ default: m.ColumnPlot })));

export type Bucket = "day" | "week" | "month";

export interface SeriesChartProps {
  /** Names the chart for screen readers and the table caption. */
  title: string;
  data: PlotPoint[];
  bucket: Bucket;
  currentLabel?: string;
  /** Omit to draw no comparison series. */
  previousLabel?: string;
  height?: number;
  /** Area with a dashed comparison line, or columns side by side. */
  kind?: "trend" | "columns";
}

const bucketHeader: Record<Bucket, string> = { day: "Day", week: "Week of", month: "Month" };

/**
 * A time series with the previous range for comparison: the drawing is decorative for assistive
 * technology (role img with a summary), the table under "Show as table" carries the numbers.
 */
export function SeriesChart({
  title,
  data,
  bucket,
  currentLabel = t("This period"),
  previousLabel,
  height = 240,
  kind = "trend",
}: SeriesChartProps) {
  const id = useId().replace(/:/g, "");
  const formatDate = bucket === "month" ? formatMonth : formatDay;
  const total = data.reduce((sum, p) => sum + p.current, 0);
  const Plot = kind === "trend" ? TrendPlot : ColumnPlot;
  return (
    <figure className={s.figure} data-testid="report-chart">
      <ul className={s.legend} aria-hidden="true">
        <li className={s.legendItem}>
          <span className={s.swatch} style={{ background: vars.color.primary }} />
          {currentLabel}
        </li>
        {previousLabel ? (
          <li className={s.legendItem}>
            {kind === "trend" ? (
              <span className={s.swatchDashed} />
            ) : (
              <span className={s.swatch} style={{ background: vars.color.fgSubtle, opacity: 0.35, height: 8 }} />
            )}
            {previousLabel}
          </li>
        ) : null}
      </ul>
      <div
        className={s.plot}
        style={{ height }}
        role="img"
        aria-label={t(":title: :total in total. The table below lists every value.", {
          title,
          total: formatNumber(total),
        })}
      >
        <Suspense fallback={<Skeleton height={height} />}>
          <Plot
            id={id}
            data={data}
            height={height}
            formatDate={formatDate}
            currentLabel={currentLabel}
            previousLabel={previousLabel}
          />
        </Suspense>
      </div>
      <ChartTable
        caption={title}
        rows={data}
        rowKey={(p) => p.date}
        columns={[
          { header: t(bucketHeader[bucket]), render: (p) => formatDate(p.date) },
          { header: currentLabel, numeric: true, render: (p) => formatNumber(p.current) },
          ...(previousLabel
            ? [
                {
                  header: previousLabel,
                  numeric: true,
                  render: (p: PlotPoint) => (p.previous === null ? "—" : formatNumber(p.previous)),
                },
              ]
            : []),
        ]}
      />
    </figure>
  );
}
