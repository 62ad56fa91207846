/**
 * The recharts drawings, loaded on demand (TrendChart and ColumnChart import this lazily) so
 * the chart library stays out of the main bundle. Colours are the theme's CSS variables, so a
 * chart follows light and dark themes and custom themes without re-rendering.
 */
import { vars } from "@backbeat/ui/theme";
import type { ReactNode } from "react";
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import * as s from "./charts.css.ts";
import { formatCompact, formatNumber } from "./format.ts";

export interface PlotPoint {
  date: string;
  current: number;
  previous: number | null;
}

export interface PlotProps {
  data: PlotPoint[];
  height: number;
  /** Tick and tooltip text of a bucket's first day. */
  formatDate(day: string): string;
  currentLabel: string;
  previousLabel?: string;
  /** Recharts needs an id per chart for its gradient. */
  id: string;
}

const axis = { stroke: vars.color.border, tick: { fill: vars.color.fgMuted, fontSize: 12 }, tickLine: false };
/** Both plots: horizontal guide lines, days along the bottom, counts up the side. */
const gridLines = { vertical: false, stroke: vars.color.border, strokeDasharray: "3 3" };
const dateAxis = (formatDate: (day: string) => string) => ({
  dataKey: "date",
  ...axis,
  tickFormatter: (value: unknown) => formatDate(String(value)),
  minTickGap: 24,
});
const countAxis = { ...axis, axisLine: false, width: 44, allowDecimals: false, tickFormatter: formatCompact };

function TipBox({
  active,
  payload,
  label,
  formatDate,
  names,
}: {
  active?: boolean;
  payload?: readonly { dataKey?: unknown; value?: unknown }[];
  label?: unknown;
  formatDate(day: string): string;
  names: Record<string, string>;
}) {
  if (!active || !payload?.length) return null;
  const rows: ReactNode[] = payload.map((p) => (
    <span key={String(p.dataKey)}>
      {names[String(p.dataKey)] ?? String(p.dataKey)}: <strong>{formatNumber(Number(p.value ?? 0))}</strong>
    </span>
  ));
  return (
    <div className={s.tooltip}>
      <span className={s.tooltipTitle}>{formatDate(String(label))}</span>
      {rows}
    </div>
  );
}

type TipProps = Pick<Parameters<typeof TipBox>[0], "active" | "payload" | "label">;

/** Both plots' hover box, naming the series by the labels shown in the legend. */
const tipContent = (formatDate: (day: string) => string, names: Record<string, string>) => (p: TipProps) => (
  <TipBox active={p.active} payload={p.payload} label={p.label} formatDate={formatDate} names={names} />
);

export function TrendPlot({ data, height, formatDate, currentLabel, previousLabel, id }: PlotProps) {
  const gradient = `trend-fill-${id}`;
  return (
    <ResponsiveContainer width="100%" height={height}>
      <AreaChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" stopColor={vars.color.primary} stopOpacity={0.28} />
            <stop offset="100%" stopColor={vars.color.primary} stopOpacity={0.02} />
          </linearGradient>
        </defs>
        <CartesianGrid {...gridLines} />
        <XAxis {...dateAxis(formatDate)} />
        <YAxis {...countAxis} />
        <Tooltip
          content={tipContent(formatDate, { current: currentLabel, previous: previousLabel ?? "" })}
          cursor={{ stroke: vars.color.fgSubtle, strokeWidth: 1 }}
        />
        {previousLabel ? (
          <Line
            type="monotone"
            dataKey="previous"
            stroke={vars.color.fgSubtle}
            strokeWidth={1.5}
            strokeDasharray="4 4"
            dot={false}
            isAnimationActive={false}
          />
        ) : null}
        <Area
          type="monotone"
          dataKey="current"
          stroke={vars.color.primary}
          strokeWidth={2}
          fill={`url(#${gradient})`}
          isAnimationActive={false}
          activeDot={{ r: 4, fill: vars.color.primary, stroke: vars.color.bg }}
        />
      </AreaChart>
    </ResponsiveContainer>
  );
}

export function ColumnPlot({ data, height, formatDate, currentLabel, previousLabel }: PlotProps) {
  return (
    <ResponsiveContainer width="100%" height={height}>
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false} barGap={2}>
        <CartesianGrid {...gridLines} />
        <XAxis {...dateAxis(formatDate)} />
        <YAxis {...countAxis} />
        <Tooltip
          content={tipContent(formatDate, { current: currentLabel, previous: previousLabel ?? "" })}
          cursor={{ fill: vars.color.hover }}
        />
        {previousLabel ? (
          <Bar
            dataKey="previous"
            fill={vars.color.fgSubtle}
            fillOpacity={0.35}
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
          />
        ) : null}
        <Bar dataKey="current" fill={vars.color.primary} radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}
