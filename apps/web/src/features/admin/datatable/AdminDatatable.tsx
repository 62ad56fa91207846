import type { ListingRow } from "@backbeat/api/types";
import type { DatatableResource } from "@backbeat/core/schemas";
import {
  Button,
  ButtonLink,
  DataTable,
  type DataTableColumn,
  type DataTableFilterDef,
  type DataTableShape,
  type DataTableState,
  DownloadIcon,
  readDataTableState,
  TrashIcon,
  writeDataTableState,
} from "@backbeat/ui";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { type ReactNode, useMemo, useState } from "react";
import type { Key } from "react-aria-components";
import { useSearchParams } from "react-router";
import { ConfirmActionDialog } from "@/features/account-settings/ConfirmActionDialog.tsx";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { useRefreshLists } from "./use-refresh-lists.ts";

const PER_PAGE_OPTIONS = [10, 15, 25, 50, 100] as const;

export interface AdminDatatableProps<N extends DatatableResource> {
  resource: N;
  /** Typed by the listing's row (db/src/listings), so a column cannot name a field the server never sends. */
  columns: DataTableColumn<ListingRow<N>>[];
  filters?: DataTableFilterDef[];
  searchLabel?: string;
  emptyState?: { title: ReactNode; message?: ReactNode; action?: ReactNode };
  /** Selection with a bulk delete (the server checks the resource's write permission again). */
  canDelete?: boolean;
  /** What one row is called in the delete question: 'track'. */
  itemName?: string;
  bulkActions?: (ids: number[], clear: () => void) => ReactNode;
  /** Buttons beside the export: 'Add track'. */
  actions?: ReactNode;
  defaultPerPage?: number;
  onRowAction?: (id: number) => void;
}

/** The query the server takes for a state (columns stay in the browser). */
export function listingInput(resource: DatatableResource, state: DataTableState) {
  return {
    resource,
    page: state.page,
    perPage: state.perPage,
    ...(state.orderBy ? { orderBy: state.orderBy, orderDir: state.orderDir ?? "asc" } : {}),
    ...(state.query ? { query: state.query } : {}),
    ...(Object.keys(state.filters).length ? { filters: state.filters } : {}),
  };
}

/** The CSV of every filtered row, in the table's order. */
export function exportHref(resource: DatatableResource, state: DataTableState): string {
  const params = new URLSearchParams();
  if (state.query) params.set("query", state.query);
  if (state.orderBy) {
    params.set("orderBy", state.orderBy);
    params.set("orderDir", state.orderDir ?? "asc");
  }
  if (Object.keys(state.filters).length) params.set("filters", JSON.stringify(state.filters));
  const query = params.toString();
  return `/api/v1/admin/datatables/${resource}/export${query ? `?${query}` : ""}`;
}

/**
 * An admin list: the kit's DataTable with its state in the URL, rows from the one listing
 * contract (`admin.datatable.list`), CSV export of the filtered rows and bulk delete.
 */
export function AdminDatatable<N extends DatatableResource>({
  resource,
  columns,
  filters = [],
  searchLabel,
  emptyState,
  canDelete,
  itemName,
  bulkActions,
  actions,
  defaultPerPage = 15,
  onRowAction,
}: AdminDatatableProps<N>) {
  const trpc = useTRPC();
  const refreshLists = useRefreshLists();
  const [params, setParams] = useSearchParams();
  const shape: DataTableShape = useMemo(
    () => ({
      sortable: columns.filter((c) => c.sortable).map((c) => c.key),
      columns: columns.map((c) => c.key),
      filters,
      perPageOptions: PER_PAGE_OPTIONS,
      defaultPerPage,
    }),
    [columns, filters, defaultPerPage],
  );
  const state = readDataTableState(params, shape);
  const list = useQuery({
    ...trpc.admin.datatable.list.queryOptions(listingInput(resource, state)),
    placeholderData: keepPreviousData,
  });
  const [pendingDelete, setPendingDelete] = useState<{ ids: number[]; clear: () => void } | null>(null);
  const remove = useMutation(trpc.admin.datatable.delete.mutationOptions());

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    const { deleted } = await remove.mutateAsync({ resource, ids: pendingDelete.ids });
    pendingDelete.clear();
    setPendingDelete(null);
    toast("{count, plural, one {Deleted # item} other {Deleted # items}}", { values: { count: deleted } });
    await refreshLists();
  };

  const withDelete =
    canDelete || bulkActions
      ? (keys: Key[], clear: () => void) => {
          const ids = keys.map(Number);
          return (
            <>
              {bulkActions?.(ids, clear)}
              {canDelete ? (
                <Button
                  size="sm"
                  variant="danger"
                  startIcon={<TrashIcon size={16} />}
                  onPress={() => setPendingDelete({ ids, clear })}
                >
                  {t("Delete")}
                </Button>
              ) : null}
            </>
          );
        }
      : undefined;

  const page = list.data;
  const count = pendingDelete?.ids.length ?? 0;
  return (
    <>
      <DataTable<ListingRow<N>>
        label={searchLabel ?? resource}
        columns={columns}
        filters={filters}
        rows={(page?.data ?? []) as ListingRow<N>[]}
        rowKey={(row) => row.id}
        total={page?.total ?? 0}
        totalIsEstimate={page?.totalIsEstimate}
        state={state}
        onStateChange={(next) => setParams(writeDataTableState(next, shape, params))}
        loading={list.isFetching}
        searchLabel={searchLabel}
        perPageOptions={PER_PAGE_OPTIONS}
        bulkActions={withDelete}
        emptyState={emptyState}
        onRowAction={onRowAction ? (key) => onRowAction(Number(key)) : undefined}
        toolbarEnd={
          <>
            <ButtonLink
              href={exportHref(resource, state)}
              download
              size="sm"
              variant="outline"
              startIcon={<DownloadIcon size={16} />}
            >
              {t("Export CSV")}
            </ButtonLink>
            {actions}
          </>
        }
      />
      <ConfirmActionDialog
        title={t("{count, plural, one {Delete # item?} other {Delete # items?}}", { count })}
        confirmLabel={t("Delete")}
        isOpen={Boolean(pendingDelete)}
        isPending={remove.isPending}
        onCancel={() => setPendingDelete(null)}
        onConfirm={() => void confirmDelete().catch(() => {})}
      >
        {count === 1
          ? t("This :item will be deleted for good. This cannot be undone.", { item: itemName ?? t("item") })
          : t("{count, plural, other {These # items will be deleted for good. This cannot be undone.}}", { count })}
      </ConfirmActionDialog>
    </>
  );
}
