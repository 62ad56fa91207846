import type { ReactNode } from "react";
import { t } from "@/global/i18n.ts";
import * as s from "./charts.css.ts";

export interface ChartTableColumn<Row> {
  header: string;
  numeric?: boolean;
  render(row: Row): ReactNode;
}

/**
 * Every chart's data as a table: closed by default under a "Show as table" toggle that is a
 * native <details>, so it is keyboard reachable and screen readers get the numbers directly.
 */
export function ChartTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: ChartTableColumn<Row>[];
  rows: Row[];
  rowKey(row: Row, index: number): string;
}) {
  return (
    <details className={s.details}>
      <summary className={s.summary}>{t("Show as table")}</summary>
      <div className={s.tableWrap}>
        <table className={s.table}>
          <caption style={{ textAlign: "start", captionSide: "top" }} className={s.kpiLabel}>
            {caption}
          </caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.header} scope="col" className={[s.th, c.numeric ? s.num : ""].join(" ")}>
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={rowKey(row, i)}>
                {columns.map((c, j) => {
                  const Cell = j === 0 ? "th" : "td";
                  return (
                    <Cell
                      key={c.header}
                      scope={j === 0 ? "row" : undefined}
                      className={[s.td, c.numeric ? s.num : ""].join(" ")}
                      style={j === 0 ? { fontWeight: "inherit", textAlign: "start" } : undefined}
                    >
                      {c.render(row)}
                    </Cell>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
