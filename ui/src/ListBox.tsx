import type { ReactNode } from "react";
import {
  composeRenderProps,
  Header,
  type ListBoxSectionProps,
  ListBox as RACListBox,
  ListBoxItem as RACListBoxItem,
  type ListBoxItemProps as RACListBoxItemProps,
  type ListBoxProps as RACListBoxProps,
  ListBoxSection as RACListBoxSection,
} from "react-aria-components";
import { CheckIcon } from "./icons.tsx";
import * as s from "./ListBox.css.ts";
import { TypeAheadScope } from "./TypeAhead.tsx";

export function ListBox<T extends object>({ className, ...props }: RACListBoxProps<T>) {
  return (
    <TypeAheadScope>
      <RACListBox
        {...props}
        className={composeRenderProps(className, (cn) => [s.list, s.standalone, cn].filter(Boolean).join(" "))}
      />
    </TypeAheadScope>
  );
}

export interface ListBoxItemProps<T> extends RACListBoxItemProps<T> {
  icon?: ReactNode;
  description?: ReactNode;
}

/** A row with optional icon and description; a check mark shows when selected. */
export function ListBoxItem<T extends object>({
  icon,
  description,
  className,
  children,
  ...props
}: ListBoxItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === "string" ? children : undefined);
  return (
    <RACListBoxItem
      {...props}
      textValue={textValue}
      data-text-value={textValue}
      className={composeRenderProps(className, (cn) => [s.item, cn].filter(Boolean).join(" "))}
    >
      {composeRenderProps(children, (kids, { isSelected, selectionMode }) => (
        <>
          {icon ? <span className={s.itemIcon}>{icon}</span> : null}
          <span className={s.itemText}>
            <span className={s.itemLabel}>{kids}</span>
            {description ? <span className={s.itemDescription}>{description}</span> : null}
          </span>
          {selectionMode !== "none" ? (
            <span className={s.check} aria-hidden="true">
              {isSelected ? <CheckIcon size="1em" strokeWidth={2.25} /> : null}
            </span>
          ) : null}
        </>
      ))}
    </RACListBoxItem>
  );
}

export function ListBoxSection<T extends object>({
  title,
  children,
  ...props
}: Omit<ListBoxSectionProps<T>, "children"> & { title?: ReactNode; children: ReactNode }) {
  return (
    <RACListBoxSection {...props}>
      {title ? <Header className={s.sectionHeader}>{title}</Header> : null}
      {children}
    </RACListBoxSection>
  );
}
