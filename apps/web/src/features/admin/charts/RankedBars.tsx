import type { ReactNode } from "react";
import * as s from "./charts.css.ts";
import { formatNumber } from "./format.ts";

export interface RankedBarsRow {
  key: string;
  label: ReactNode;
  subtitle?: ReactNode;
  value: number;
  /** A second number (e.g. distinct visitors) shown before the main one. */
  secondary?: number;
}

/**
 * Shares as a real table: each row's bar is drawn behind its name, proportional to the largest
 * value (or the total when `ofTotal`), so the list reads the same to eyes and screen readers.
 */
export function RankedBars({
  caption,
  nameHeader,
  valueHeader,
  secondaryHeader,
  rows,
  ofTotal = false,
  testId,
}: {
  caption: string;
  nameHeader: string;
  valueHeader: string;
  secondaryHeader?: string;
  rows: RankedBarsRow[];
  ofTotal?: boolean;
  testId?: string;
}) {
  const total = rows.reduce((sum, r) => sum + r.value, 0);
  const max = ofTotal ? total : Math.max(1, ...rows.map((r) => r.value));
  return (
    <table className={s.rankTable} data-testid={testId}>
      <caption className={s.srOnly}>{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className={s.rankHead}>
            {nameHeader}
          </th>
          {secondaryHeader ? (
            <th scope="col" className={s.rankHeadNum}>
              {secondaryHeader}
            </th>
          ) : null}
          <th scope="col" className={s.rankHeadNum}>
            {valueHeader}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className={s.rankRow}>
            <th scope="row" className={s.rankName} style={{ fontWeight: "inherit", textAlign: "start" }}>
              <span className={s.rankBar} style={{ width: `${Math.max(2, (row.value / max) * 100)}%` }} />
              <span className={s.rankLabel}>
                {row.label}
                {row.subtitle ? <span className={s.rankSub}>{row.subtitle}</span> : null}
              </span>
            </th>
            {secondaryHeader ? <td className={s.rankValue}>{formatNumber(row.secondary ?? 0)}</td> : null}
            <td className={s.rankValue}>
              {formatNumber(row.value)}
              {ofTotal && total > 0 ? ` · ${Math.round((row.value / total) * 100)}%` : ""}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
