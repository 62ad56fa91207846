import { DataTable, type DataTableColumn, type DataTableState } from "@backbeat/ui";
import { keepPreviousData, type UseQueryOptions, useQuery } from "@tanstack/react-query";
import type { ComponentProps } from "react";
import { useState } from "react";

type EmptyState = NonNullable<ComponentProps<typeof DataTable>["emptyState"]>;

type ListInput = { page: number; perPage: number; query?: string };
type ListPage<Row> = { rows: Row[]; total: number };

interface OwnCatalogueTableProps<Row> {
  label: string;
  searchLabel: string;
  columns: DataTableColumn<Row>[];
  perPage: number;
  // biome-ignore lint/suspicious/noExplicitAny: each tRPC list procedure brings its own key and error types
  queryOptions: (input: ListInput) => UseQueryOptions<any, any, ListPage<Row>, any>;
  /** Keeps polling while a row is still changing by itself (a track being processed). */
  pollWhile?: (rows: Row[]) => boolean;
  noMatch: EmptyState;
  empty: EmptyState;
}

/** One of the viewer's own catalogue lists (an admin's: all of it), searchable and paged on the server. */
export function OwnCatalogueTable<Row extends { id: number }>(props: OwnCatalogueTableProps<Row>) {
  const [state, setState] = useState<DataTableState>(() => ({
    page: 1,
    perPage: props.perPage,
    query: "",
    filters: {},
    columns: null,
  }));
  const list = useQuery({
    ...props.queryOptions({
      page: state.page,
      perPage: state.perPage,
      ...(state.query ? { query: state.query.slice(0, 100) } : {}),
    }),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (props.pollWhile?.(query.state.data?.rows ?? []) ? 3_000 : false),
  });
  return (
    <DataTable<Row>
      label={props.label}
      columns={props.columns}
      rows={list.data?.rows ?? []}
      rowKey={(row) => row.id}
      total={list.data?.total ?? 0}
      state={state}
      onStateChange={setState}
      loading={list.isFetching}
      searchLabel={props.searchLabel}
      perPageOptions={[10, 15, 25, 50]}
      emptyState={state.query ? props.noMatch : props.empty}
    />
  );
}
