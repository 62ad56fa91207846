import { t } from "@/global/i18n.ts";
import * as s from "./charts.css.ts";
import { changePercent, formatChange, formatNumber } from "./format.ts";

/** One number of the range, with its change against the previous range. */
export function KpiCard({
  label,
  value,
  previous,
  unit,
}: {
  label: string;
  value: number;
  previous: number;
  unit?: string;
}) {
  const change = changePercent(value, previous);
  const trend = change === null ? "up" : change > 0.05 ? "up" : change < -0.05 ? "down" : "flat";
  return (
    <div className={s.kpi} data-testid="kpi">
      <span className={s.kpiLabel}>{label}</span>
      <span className={s.kpiValue}>
        {formatNumber(value)}
        {unit ? <span className={s.kpiLabel}> {unit}</span> : null}
      </span>
      <span className={s.kpiFoot}>
        <span className={s.delta} data-trend={trend}>
          {change === null ? t("New") : formatChange(change)}
        </span>
        <span>{t("vs :value before", { value: formatNumber(previous) })}</span>
      </span>
    </div>
  );
}
