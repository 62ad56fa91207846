/**
 * A list the designer reorders by dragging a row, by keyboard (the row's grip: Enter picks it
 * up, arrows move it, Enter drops it) or with its move buttons; rows can also be removed. Menus
 * and the landing page's buttons and features use this one list.
 */
import type { ReactNode } from "react";
import { GridList, GridListItem, Button as RACButton, useDragAndDrop } from "react-aria-components";
import { t } from "@/global/i18n.ts";
import { RowMoveButtons } from "@/global/RowMoveButtons.tsx";
import { moveItem, reorderByKeys } from "./sortable.ts";
import * as s from "./sortable-list.css.ts";

function GripGlyph() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" fill="currentColor">
      {[3, 8, 13].flatMap((y) => [6, 10].map((x) => <circle key={`${x}${y}`} cx={x} cy={y} r="1.3" />))}
    </svg>
  );
}

export interface SortableListProps<T> {
  "aria-label": string;
  items: T[];
  /** A key unique in the list; it names the row while it is dragged. */
  keyOf: (item: T, index: number) => string;
  /** The row's name for assistive technology and its buttons ("Move :name up"). */
  nameOf: (item: T, index: number) => string;
  /** Every reorder and removal hands over the new list. */
  onChange: (items: T[]) => void;
  /** What the row shows beside its grip. */
  renderItem: (item: T, index: number) => ReactNode;
  /** Fields under the row's header: keyboard focus then moves through them with Tab. */
  renderBody?: (item: T, index: number) => ReactNode;
  /** Opening a row (Enter on it, or a click outside its controls). */
  onAction?: (index: number) => void;
  /** Button names when the rows share one (defaults name the row). */
  buttonLabels?: { up: string; down: string; remove: string };
  rowProps?: (item: T, index: number) => Record<`data-${string}`, string>;
  "data-testid"?: string;
}

export function SortableList<T>({
  items,
  keyOf,
  nameOf,
  onChange,
  renderItem,
  renderBody,
  onAction,
  buttonLabels,
  rowProps,
  ...props
}: SortableListProps<T>) {
  const rows = items.map((item, index) => ({ item, index, key: keyOf(item, index) }));
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ "text/plain": String(key) })),
    onReorder: (event) =>
      onChange(
        reorderByKeys(
          items,
          keyOf,
          [...event.keys].map(String),
          String(event.target.key),
          event.target.dropPosition === "before" ? "before" : "after",
        ),
      ),
    renderDropIndicator: () => <div className={s.dropIndicator} />,
  });
  return (
    <GridList
      aria-label={props["aria-label"]}
      items={rows}
      dependencies={[items]}
      dragAndDropHooks={dragAndDropHooks}
      keyboardNavigationBehavior={renderBody ? "tab" : "arrow"}
      onAction={onAction ? (key) => onAction(rows.findIndex((r) => r.key === key)) : undefined}
      className={s.list}
      data-testid={props["data-testid"]}
    >
      {({ item, index, key }) => {
        const name = nameOf(item, index);
        return (
          <GridListItem id={key} textValue={name} className={s.row} {...rowProps?.(item, index)}>
            <div className={s.rowHeader}>
              <RACButton slot="drag" className={s.grip} aria-label={t("Drag to reorder")}>
                <GripGlyph />
              </RACButton>
              <div className={s.rowContent}>{renderItem(item, index)}</div>
              <RowMoveButtons
                name={name}
                index={index}
                count={items.length}
                labels={buttonLabels}
                onMove={(from, to) => onChange(moveItem(items, from, to))}
                onRemove={(at) => onChange(items.filter((_, i) => i !== at))}
              />
            </div>
            {renderBody ? <div className={s.rowBody}>{renderBody(item, index)}</div> : null}
          </GridListItem>
        );
      }}
    </GridList>
  );
}
