import type { ReactNode } from "react";
import {
  type CellProps,
  Collection,
  type ColumnProps,
  composeRenderProps,
  Cell as RACCell,
  Column as RACColumn,
  Row as RACRow,
  Table as RACTable,
  TableBody as RACTableBody,
  TableHeader as RACTableHeader,
  type TableProps as RACTableProps,
  ResizableTableContainer,
  type RowProps,
  type TableBodyProps,
  type TableHeaderProps,
  TableLayout,
  useTableOptions,
  Virtualizer,
} from "react-aria-components";
import { Checkbox } from "./Checkbox.tsx";
import { IconButton } from "./IconButton.tsx";
import { uiT } from "./i18n.ts";
import { ArrowDownIcon, ArrowUpIcon, ChevronLeftIcon, ChevronRightIcon } from "./icons.tsx";
import * as s from "./Table.css.ts";

const join = (a: string) => (cn: string | undefined) => [a, cn].filter(Boolean).join(" ");

export interface TableProps extends RACTableProps {
  /** Virtualize rows for long lists (fixed row height; the container scrolls). */
  virtualized?: boolean;
  rowHeight?: number;
  /** Height of the scrolling container when virtualized (px or CSS length). */
  height?: number | string;
  containerClassName?: string;
}

/** A sortable, selectable table. Pair with `Pagination` for paged lists. */
export function Table({ virtualized, rowHeight = 52, height, containerClassName, className, ...props }: TableProps) {
  const table = <RACTable {...props} className={composeRenderProps(className, join(s.table))} />;
  if (!virtualized) {
    return (
      <ResizableTableContainer className={[s.container, containerClassName].filter(Boolean).join(" ")}>
        {table}
      </ResizableTableContainer>
    );
  }
  return (
    <div
      className={[s.container, s.virtualContainer, containerClassName].filter(Boolean).join(" ")}
      style={height ? { height } : undefined}
    >
      <Virtualizer layout={TableLayout} layoutOptions={{ rowHeight, headingHeight: 40 }}>
        {table}
      </Virtualizer>
    </div>
  );
}

export function TableHeader<T extends object>({ columns, children, className, ...props }: TableHeaderProps<T>) {
  const { selectionBehavior, selectionMode, allowsDragging } = useTableOptions();
  return (
    <RACTableHeader {...props} className={composeRenderProps(className, join(s.header))}>
      {allowsDragging ? <RACColumn width={40} minWidth={40} className={s.column} /> : null}
      {selectionBehavior === "toggle" && selectionMode !== "none" ? (
        <RACColumn width={48} minWidth={48} className={[s.column, s.checkboxCell].join(" ")}>
          {selectionMode === "multiple" ? <Checkbox slot="selection" /> : null}
        </RACColumn>
      ) : null}
      <Collection items={columns}>{children}</Collection>
    </RACTableHeader>
  );
}

export function Column({ children, className, ...props }: ColumnProps) {
  return (
    <RACColumn {...props} className={composeRenderProps(className, join(s.column))}>
      {composeRenderProps(children, (kids, { allowsSorting, sortDirection }) => (
        <span className={s.columnInner}>
          {kids}
          {allowsSorting ? (
            <span className={s.sortIcon} data-inactive={sortDirection ? undefined : true} aria-hidden="true">
              {sortDirection === "descending" ? <ArrowDownIcon size="1em" /> : <ArrowUpIcon size="1em" />}
            </span>
          ) : null}
        </span>
      ))}
    </RACColumn>
  );
}

export interface TableBodyExtraProps {
  /** True when a search or filter is active: the empty state then reads 'There are no items matching your query'. */
  isFiltered?: boolean;
  /** What to show when there are no rows and nothing is filtered. */
  emptyState?: ReactNode;
}

export function TableBody<T extends object>({
  isFiltered,
  emptyState,
  className,
  ...props
}: TableBodyProps<T> & TableBodyExtraProps) {
  return (
    <RACTableBody
      renderEmptyState={() => (
        <div className={s.empty} data-testid="table-empty">
          {isFiltered ? uiT("There are no items matching your query") : (emptyState ?? uiT("Nothing to show yet"))}
        </div>
      )}
      {...props}
      className={composeRenderProps(className, (cn) => cn ?? "")}
    />
  );
}

export function Row<T extends object>({ id, columns, children, className, ...props }: RowProps<T>) {
  const { selectionBehavior, selectionMode, allowsDragging } = useTableOptions();
  return (
    <RACRow id={id} {...props} className={composeRenderProps(className, join(s.row))}>
      {allowsDragging ? <RACCell className={s.cell} /> : null}
      {selectionBehavior === "toggle" && selectionMode !== "none" ? (
        <RACCell className={[s.cell, s.checkboxCell].join(" ")}>
          <Checkbox slot="selection" />
        </RACCell>
      ) : null}
      <Collection items={columns}>{children}</Collection>
    </RACRow>
  );
}

export function Cell({ className, ...props }: CellProps) {
  return <RACCell {...props} className={composeRenderProps(className, join(s.cell))} />;
}

export interface PaginationProps {
  page: number;
  perPage: number;
  total: number;
  /** The total is an estimate (a very large match): 'of about 100,000'. */
  totalIsEstimate?: boolean;
  onPageChange: (page: number) => void;
}

/** 'Showing 1-10 of 42' with previous / next page buttons. Pages start at 1. */
export function Pagination({ page, perPage, total, totalIsEstimate, onPageChange }: PaginationProps) {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const to = Math.min(total, page * perPage);
  return (
    <nav className={s.pagination} aria-label={uiT("Pagination")}>
      <span>
        {totalIsEstimate
          ? uiT(":from - :to of about :total", { from, to: to.toLocaleString(), total: total.toLocaleString() })
          : uiT(":from - :to of :total", { from, to: to.toLocaleString(), total: total.toLocaleString() })}
      </span>
      <div className={s.pageButtons}>
        <span>{uiT("Page :page of :last", { page: page.toLocaleString(), last: lastPage.toLocaleString() })}</span>
        <IconButton
          aria-label={uiT("Previous page")}
          size="sm"
          isDisabled={page <= 1}
          onPress={() => onPageChange(page - 1)}
        >
          <ChevronLeftIcon />
        </IconButton>
        <IconButton
          aria-label={uiT("Next page")}
          size="sm"
          isDisabled={page >= lastPage}
          onPress={() => onPageChange(page + 1)}
        >
          <ChevronRightIcon />
        </IconButton>
      </div>
    </nav>
  );
}
