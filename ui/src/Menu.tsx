import type { ReactNode } from "react";
import {
  composeRenderProps,
  Header,
  type MenuSectionProps,
  type MenuTriggerProps,
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  MenuSection as RACMenuSection,
  MenuTrigger as RACMenuTrigger,
  SubmenuTrigger as RACSubmenuTrigger,
  Separator,
  type SubmenuTriggerProps,
} from "react-aria-components";
import { CheckIcon, ChevronRightIcon } from "./icons.tsx";
import * as s from "./ListBox.css.ts";
import { menu as menuClass, shortcut, submenuChevron } from "./Menu.css.ts";
import { Popover, type PopoverProps } from "./Popover.tsx";
import { TypeAheadScope } from "./TypeAhead.tsx";

export function MenuTrigger(props: MenuTriggerProps) {
  return <RACMenuTrigger {...props} />;
}

export function SubmenuTrigger(props: SubmenuTriggerProps) {
  return <RACSubmenuTrigger {...props} />;
}

export interface MenuProps<T> extends RACMenuProps<T> {
  placement?: PopoverProps["placement"];
  /** Render without the popover (inside a SubmenuTrigger the popover is still added). */
  inline?: boolean;
}

/** A menu in a popover, with type-ahead that resets after 500 ms. */
export function Menu<T extends object>({ placement = "bottom start", inline, className, ...props }: MenuProps<T>) {
  const menu = (
    <TypeAheadScope>
      <RACMenu
        {...props}
        className={composeRenderProps(className, (cn) => [menuClass, cn].filter(Boolean).join(" "))}
      />
    </TypeAheadScope>
  );
  if (inline) return menu;
  return <Popover placement={placement}>{menu}</Popover>;
}

export interface MenuItemProps<T> extends RACMenuItemProps<T> {
  icon?: ReactNode;
  description?: ReactNode;
  /** Keyboard shortcut or trailing text. */
  end?: ReactNode;
  /** Destructive action: danger colour. */
  isDanger?: boolean;
}

export function MenuItem<T extends object>({
  icon,
  description,
  end,
  isDanger,
  className,
  children,
  ...props
}: MenuItemProps<T>) {
  const textValue = props.textValue ?? (typeof children === "string" ? children : undefined);
  return (
    <RACMenuItem
      {...props}
      textValue={textValue}
      data-text-value={textValue}
      data-danger={isDanger || undefined}
      className={composeRenderProps(className, (cn) => [s.item, cn].filter(Boolean).join(" "))}
    >
      {composeRenderProps(children, (kids, { isSelected, selectionMode, hasSubmenu }) => (
        <>
          {icon ? <span className={s.itemIcon}>{icon}</span> : null}
          <span className={s.itemText}>
            <span className={s.itemLabel}>{kids}</span>
            {description ? <span className={s.itemDescription}>{description}</span> : null}
          </span>
          {end ? <span className={shortcut}>{end}</span> : null}
          {selectionMode !== "none" ? (
            <span className={s.check} aria-hidden="true">
              {isSelected ? <CheckIcon size="1em" strokeWidth={2.25} /> : null}
            </span>
          ) : null}
          {hasSubmenu ? (
            <span className={submenuChevron} aria-hidden="true">
              <ChevronRightIcon size="1.1em" />
            </span>
          ) : null}
        </>
      ))}
    </RACMenuItem>
  );
}

export function MenuSection<T extends object>({
  title,
  children,
  ...props
}: Omit<MenuSectionProps<T>, "children"> & { title?: ReactNode; children: ReactNode }) {
  return (
    <RACMenuSection {...props}>
      {title ? <Header className={s.sectionHeader}>{title}</Header> : null}
      {children}
    </RACMenuSection>
  );
}

export function MenuSeparator() {
  return <Separator className={s.separator} />;
}
