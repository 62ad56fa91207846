import { type ReactNode, useEffect, useRef, useState } from "react";
import { DialogTrigger, type Key, type Selection } from "react-aria-components";
import { Button } from "./Button.tsx";
import * as s from "./DataTable.css.ts";
import { EmptyState } from "./EmptyState.tsx";
import { IconButton } from "./IconButton.tsx";
import { uiT } from "./i18n.ts";
import { ChevronDownIcon, CloseIcon, ColumnsIcon, FilterIcon, SearchIcon } from "./icons.tsx";
import {
  type DataTableFilterDef,
  type DataTableFilterValue,
  type DataTableState,
  filterChipText,
} from "./lib/datatable-state.ts";
import { Menu, MenuItem, MenuSection, MenuTrigger } from "./Menu.tsx";
import { Popover, PopoverDialog } from "./Popover.tsx";
import { Select, SelectItem } from "./Select.tsx";
import { Cell, Column, Pagination, Row, Table, TableBody, TableHeader } from "./Table.tsx";
import { TextField } from "./TextField.tsx";
import { useMediaQuery } from "./use-media-query.ts";

/**
 * On a phone a wide first column (a name with its cover) would fill the screen and hide that
 * the table scrolls sideways; capped, the next column shows at the edge.
 */
const NARROW = "(max-width: 640px)";
const NARROW_NAME_WIDTH = 180;

export type { DataTableFilterDef, DataTableFilterValue, DataTableState } from "./lib/datatable-state.ts";
export * from "./lib/datatable-state.ts";

export interface DataTableColumn<T> {
  key: string;
  header: string;
  render(row: T): ReactNode;
  sortable?: boolean;
  /** Hidden until the viewer shows it from the columns menu. */
  defaultHidden?: boolean;
  /** False keeps it out of the columns menu (always shown). */
  hideable?: boolean;
  isRowHeader?: boolean;
  width?: number;
  align?: "start" | "end";
}

export interface DataTableProps<T> {
  /** Names the table for assistive technology: 'Tracks'. */
  label: string;
  columns: DataTableColumn<T>[];
  filters?: DataTableFilterDef[];
  rows: T[];
  rowKey(row: T): Key;
  total: number;
  totalIsEstimate?: boolean;
  state: DataTableState;
  onStateChange(next: DataTableState): void;
  loading?: boolean;
  searchLabel?: string;
  perPageOptions?: readonly number[];
  /** Selection and the bulk bar appear when set. */
  bulkActions?: (keys: Key[], clear: () => void) => ReactNode;
  /** Buttons at the toolbar's end: export, 'Add track'. */
  toolbarEnd?: ReactNode;
  emptyState?: { title: ReactNode; message?: ReactNode; action?: ReactNode; icon?: ReactNode };
  onRowAction?(key: Key): void;
}

/** Typing in the search waits this long before the query is sent. */
const SEARCH_DEBOUNCE_MS = 300;

function visibleColumns<T>(columns: DataTableColumn<T>[], chosen: string[] | null) {
  return columns.filter((c) => (chosen ? chosen.includes(c.key) || c.hideable === false : !c.defaultHidden));
}

function SearchBox({ value, label, onChange }: { value: string; label: string; onChange(v: string): void }) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  // What was last sent: until the new value comes back through the URL, a re-render must not
  // send it again (that would push a second history entry and make Back look dead).
  const sent = useRef(value);
  // A new value from outside (back button, a cleared filter) replaces what is typed.
  if (value !== seen) {
    setSeen(value);
    setDraft(value);
  }
  useEffect(() => {
    if (draft === value || draft === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = draft;
      onChange(draft);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [draft, value, onChange]);
  useEffect(() => {
    sent.current = value;
  }, [value]);
  return (
    <TextField
      aria-label={label}
      placeholder={label}
      type="search"
      size="sm"
      value={draft}
      onChange={setDraft}
      onKeyDown={(e) => {
        if (e.key === "Enter" && draft !== sent.current) {
          sent.current = draft;
          onChange(draft);
        }
      }}
      startAdornment={<SearchIcon size={16} />}
      className={s.search}
      maxLength={200}
    />
  );
}

function DateRangeEditor({
  value,
  onApply,
}: {
  value: { from?: string; to?: string };
  onApply(v: { from?: string; to?: string }): void;
}) {
  const [from, setFrom] = useState(value.from ?? "");
  const [to, setTo] = useState(value.to ?? "");
  return (
    <form
      className={s.dateForm}
      onSubmit={(e) => {
        e.preventDefault();
        onApply({ ...(from ? { from } : {}), ...(to ? { to } : {}) });
      }}
    >
      <TextField label={uiT("From")} type="date" value={from} onChange={setFrom} size="sm" />
      <TextField label={uiT("To")} type="date" value={to} onChange={setTo} size="sm" />
      <Button type="submit" size="sm" variant="primary" isDisabled={!from && !to}>
        {uiT("Apply")}
      </Button>
    </form>
  );
}

function FilterChip({
  def,
  value,
  onChange,
  onRemove,
}: {
  def: DataTableFilterDef;
  value: DataTableFilterValue;
  onChange(v: DataTableFilterValue): void;
  onRemove(): void;
}) {
  const text = filterChipText(def, value, uiT("Yes"), uiT("No"));
  const trigger = (
    <Button className={s.chipButton} aria-label={`${def.label}: ${text}. ${uiT("Change")}`}>
      <span className={s.chipLabel}>{def.label}:</span> {text} <ChevronDownIcon size={14} />
    </Button>
  );
  return (
    <span className={s.chip} data-testid={`filter-chip-${def.key}`}>
      {def.kind === "dateRange" ? (
        <DialogTrigger>
          {trigger}
          <Popover placement="bottom start">
            <PopoverDialog aria-label={def.label}>
              {({ close }) => (
                <DateRangeEditor
                  value={typeof value === "object" ? value : {}}
                  onApply={(v) => {
                    onChange(v);
                    close();
                  }}
                />
              )}
            </PopoverDialog>
          </Popover>
        </DialogTrigger>
      ) : (
        <MenuTrigger>
          {trigger}
          <Menu
            aria-label={def.label}
            selectionMode="single"
            selectedKeys={[String(value)]}
            onAction={(key) => onChange(def.kind === "boolean" ? key === "true" : String(key))}
          >
            {def.kind === "boolean" ? (
              <>
                <MenuItem id="true">{def.trueLabel ?? uiT("Yes")}</MenuItem>
                <MenuItem id="false">{def.falseLabel ?? uiT("No")}</MenuItem>
              </>
            ) : (
              def.options.map((o) => (
                <MenuItem key={o.value} id={o.value}>
                  {o.label}
                </MenuItem>
              ))
            )}
          </Menu>
        </MenuTrigger>
      )}
      <IconButton aria-label={uiT("Remove filter :name", { name: def.label })} size="2xs" onPress={onRemove}>
        <CloseIcon size={14} />
      </IconButton>
    </span>
  );
}

function defaultFilterValue(def: DataTableFilterDef): DataTableFilterValue {
  if (def.kind === "boolean") return true;
  if (def.kind === "select") return def.options[0]?.value ?? "";
  const today = new Date();
  const monthAgo = new Date(today.getTime() - 30 * 86_400_000);
  return { from: monthAgo.toISOString().slice(0, 10), to: today.toISOString().slice(0, 10) };
}

/**
 * The one datatable: search, filter chips, sortable columns, column visibility, row selection
 * with a bulk bar, paging and an empty state. Controlled: the caller keeps the state (in the URL)
 * and fetches the page the state names.
 */
export function DataTable<T extends object>({
  label,
  columns,
  filters = [],
  rows,
  rowKey,
  total,
  totalIsEstimate,
  state,
  onStateChange,
  loading,
  searchLabel,
  perPageOptions = [10, 15, 25, 50, 100],
  bulkActions,
  toolbarEnd,
  emptyState,
  onRowAction,
}: DataTableProps<T>) {
  const [selection, setSelection] = useState<Selection>(new Set());
  const shown = visibleColumns(columns, state.columns);
  const narrow = useMediaQuery(NARROW);
  const change = (patch: Partial<DataTableState>) => {
    setSelection(new Set());
    onStateChange({ ...state, page: 1, ...patch });
  };
  const selectedKeys: Key[] = selection === "all" ? rows.map(rowKey) : [...selection];
  const clear = () => setSelection(new Set());
  const inactiveFilters = filters.filter((f) => state.filters[f.key] === undefined);
  const isFiltered = Boolean(state.query) || Object.keys(state.filters).length > 0;
  const hideable = columns.filter((c) => c.hideable !== false);

  return (
    <div className={s.root}>
      {bulkActions && selectedKeys.length ? (
        <div className={s.bulkBar} role="toolbar" aria-label={uiT("Bulk actions")} data-testid="bulk-bar">
          <span>{uiT(":count selected", { count: selectedKeys.length })}</span>
          {bulkActions(selectedKeys, clear)}
          <Button size="sm" variant="ghost" onPress={clear}>
            {uiT("Clear selection")}
          </Button>
        </div>
      ) : (
        <div className={s.toolbar}>
          <SearchBox value={state.query} label={searchLabel ?? uiT("Search")} onChange={(query) => change({ query })} />
          {inactiveFilters.length ? (
            <MenuTrigger>
              <Button size="sm" variant="outline" startIcon={<FilterIcon size={16} />}>
                {uiT("Filter")}
              </Button>
              <Menu
                aria-label={uiT("Add filter")}
                onAction={(key) => {
                  const def = filters.find((f) => f.key === key);
                  if (def) change({ filters: { ...state.filters, [def.key]: defaultFilterValue(def) } });
                }}
              >
                {inactiveFilters.map((f) => (
                  <MenuItem key={f.key} id={f.key}>
                    {f.label}
                  </MenuItem>
                ))}
              </Menu>
            </MenuTrigger>
          ) : null}
          {hideable.length > 1 ? (
            <MenuTrigger>
              <IconButton aria-label={uiT("Columns")} size="sm" variant="outline">
                <ColumnsIcon size={16} />
              </IconButton>
              <Menu
                aria-label={uiT("Visible columns")}
                selectionMode="multiple"
                selectedKeys={shown.map((c) => c.key)}
                disallowEmptySelection
                onSelectionChange={(keys) => {
                  const chosen = keys === "all" ? columns.map((c) => c.key) : [...keys].map(String);
                  onStateChange({ ...state, columns: columns.map((c) => c.key).filter((k) => chosen.includes(k)) });
                }}
              >
                <MenuSection title={uiT("Show columns")}>
                  {hideable.map((c) => (
                    <MenuItem key={c.key} id={c.key}>
                      {c.header}
                    </MenuItem>
                  ))}
                </MenuSection>
              </Menu>
            </MenuTrigger>
          ) : null}
          {toolbarEnd ? <div className={s.toolbarEnd}>{toolbarEnd}</div> : null}
        </div>
      )}
      {Object.keys(state.filters).length ? (
        <div className={s.chips} data-testid="active-filters">
          {filters
            .filter((f) => state.filters[f.key] !== undefined)
            .map((def) => (
              <FilterChip
                key={def.key}
                def={def}
                value={state.filters[def.key] as DataTableFilterValue}
                onChange={(value) => change({ filters: { ...state.filters, [def.key]: value } })}
                onRemove={() => {
                  const { [def.key]: _removed, ...rest } = state.filters;
                  change({ filters: rest });
                }}
              />
            ))}
          <Button size="xs" variant="link" onPress={() => change({ filters: {} })}>
            {uiT("Clear filters")}
          </Button>
        </div>
      ) : null}
      <div className={s.tableWrap} data-loading={loading || undefined} aria-busy={loading || undefined}>
        <Table
          aria-label={label}
          // Narrow screens scroll the table sideways instead of squeezing every cell.
          // (An empty table keeps the screen's width, so its empty state stays in view.)
          style={rows.length ? { minWidth: shown.length * 130 + (bulkActions ? 48 : 0) } : undefined}
          selectionMode={bulkActions ? "multiple" : "none"}
          selectionBehavior="toggle"
          selectedKeys={selection}
          onSelectionChange={setSelection}
          sortDescriptor={
            state.orderBy
              ? { column: state.orderBy, direction: state.orderDir === "desc" ? "descending" : "ascending" }
              : undefined
          }
          onSortChange={(d) =>
            change({ orderBy: String(d.column), orderDir: d.direction === "descending" ? "desc" : "asc" })
          }
          onRowAction={onRowAction}
        >
          <TableHeader columns={shown}>
            {(c) => (
              <Column
                id={c.key}
                allowsSorting={c.sortable}
                isRowHeader={c.isRowHeader}
                width={narrow && c.width ? Math.min(c.width, NARROW_NAME_WIDTH) : c.width}
                className={c.align === "end" ? s.numeric : undefined}
              >
                {c.header}
              </Column>
            )}
          </TableHeader>
          <TableBody
            items={rows.map((row) => ({ id: rowKey(row), row }))}
            isFiltered={isFiltered}
            emptyState={
              loading ? (
                uiT("Loading…")
              ) : (
                <EmptyState
                  title={emptyState?.title ?? uiT("Nothing to show yet")}
                  message={emptyState?.message}
                  icon={emptyState?.icon}
                  actions={emptyState?.action}
                />
              )
            }
          >
            {(item) => (
              <Row id={item.id} columns={shown}>
                {(c) => <Cell className={c.align === "end" ? s.numeric : undefined}>{c.render(item.row)}</Cell>}
              </Row>
            )}
          </TableBody>
        </Table>
      </div>
      <div className={s.footer}>
        <div className={s.perPage}>
          <Select
            aria-label={uiT("Rows per page")}
            size="sm"
            selectedKey={String(state.perPage)}
            onSelectionChange={(key) => change({ perPage: Number(key) })}
            items={perPageOptions.map((n) => ({ id: String(n), n }))}
          >
            {(item) => <SelectItem id={item.id}>{uiT(":count per page", { count: item.n })}</SelectItem>}
          </Select>
        </div>
        <Pagination
          page={state.page}
          perPage={state.perPage}
          total={total}
          totalIsEstimate={totalIsEstimate}
          onPageChange={(page) => {
            setSelection(new Set());
            onStateChange({ ...state, page });
          }}
        />
      </div>
    </div>
  );
}
