import type { DataTableColumn } from "@backbeat/ui";
import { formatDateTime } from "./format.ts";
import * as s from "./logs.css.ts";

/** When a log record happened, to the second: sortable, on one line. */
export function timeColumn<R extends Record<K, string>, K extends string>(key: K, header: string): DataTableColumn<R> {
  return {
    key,
    header,
    sortable: true,
    width: 190,
    render: (r) => <span className={s.nowrap}>{formatDateTime(r[key])}</span>,
  };
}
