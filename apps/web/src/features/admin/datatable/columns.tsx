import { type DataTableColumn, RelativeTime } from "@backbeat/ui";
import type { ReactNode } from "react";
import { t } from "@/global/i18n.ts";
import * as s from "./cells.css.ts";

/** The columns admin lists share. */

/** The first column: the item's name, the row's header; `key` for a listing whose name field is called otherwise. */
export function nameColumn<R>(
  header: string,
  render: (row: R) => ReactNode,
  { width, key = "name" }: { width?: number; key?: string } = {},
): DataTableColumn<R> {
  return { key, header, sortable: true, width, isRowHeader: true, hideable: false, render };
}

/** The last column: links to the item's pages. */
export function openColumn<R>(render: (row: R) => ReactNode): DataTableColumn<R> {
  return { key: "open", header: t("Open"), hideable: false, align: "end", render };
}

/** A moment of the row (created, changed, renews), sortable, a dash when unset; `hidden` starts it off the table. */
export function dateColumn<R extends Record<K, string | null>, K extends string>(
  key: K,
  header: string,
  hidden?: boolean,
): DataTableColumn<R> {
  return {
    key,
    header,
    sortable: true,
    defaultHidden: hidden,
    render: (row) => {
      const date = row[key];
      return date ? <RelativeTime date={date} /> : <span className={s.muted}>—</span>;
    },
  };
}
