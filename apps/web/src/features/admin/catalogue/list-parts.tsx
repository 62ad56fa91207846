import type { DatatableResource } from "@backbeat/core/schemas";
import { ButtonLink, type DataTableColumn, PlusIcon, RelativeTime } from "@backbeat/ui";
import type { ReactNode } from "react";
import { VisibilityBadge } from "@/features/catalogue-forms/VisibilityBadge.tsx";
import { t } from "@/global/i18n.ts";
import { AdminPage } from "../AdminPage.tsx";
import { AdminDatatable, type AdminDatatableProps } from "../datatable/AdminDatatable.tsx";
import * as s from "./catalogue.css.ts";

/** What the admin catalogue lists share: their page with its add button, and their date and number columns. */

/** The first column: the item's name, the row's header. */
export function nameColumn<R>(header: string, render: (row: R) => ReactNode, width?: number): DataTableColumn<R> {
  return { key: "name", header, sortable: true, width, isRowHeader: true, hideable: false, render };
}

/** The last column: links to the item's pages. */
export function openColumn<R>(render: (row: R) => ReactNode): DataTableColumn<R> {
  return { key: "open", header: t("Open"), hideable: false, align: "end", render };
}

/** Who may see a track or album: public, unlisted, private or scheduled. */
export function visibilityColumn<R extends { visibility: string; publish_at: string | null }>(): DataTableColumn<R> {
  return {
    key: "visibility",
    header: t("Visibility"),
    render: (row) => <VisibilityBadge visibility={row.visibility} publishAt={row.publish_at} />,
  };
}

/** When the row was created or last changed, sortable; `hidden` starts it off the table. */
export function dateColumn<R extends Record<K, string>, K extends "created_at" | "updated_at">(
  key: K,
  header: string,
  hidden?: boolean,
): DataTableColumn<R> {
  return { key, header, sortable: true, defaultHidden: hidden, render: (row) => <RelativeTime date={row[key]} /> };
}

/** A right-aligned count. */
export function countColumn<R>(
  key: string,
  header: string,
  value: (row: R) => ReactNode,
  sortable?: boolean,
): DataTableColumn<R> {
  return { key, header, sortable, align: "end", render: (row) => <span className={s.numeric}>{value(row)}</span> };
}

/** A catalogue list's page: its datatable, with an add button when `add` names where new items start. */
export function CatalogueListPage<N extends DatatableResource>({
  title,
  testId,
  add,
  ...table
}: AdminDatatableProps<N> & { title: string; testId: string; add?: { href: string; label: string } }) {
  return (
    <AdminPage title={title} testId={testId}>
      <AdminDatatable
        {...table}
        canDelete
        actions={
          add ? (
            <ButtonLink href={add.href} size="sm" startIcon={<PlusIcon size={16} />}>
              {add.label}
            </ButtonLink>
          ) : undefined
        }
      />
    </AdminPage>
  );
}
