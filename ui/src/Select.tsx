import type { ReactNode } from "react";
import {
  Button,
  type Key,
  ListBox,
  Select as RACSelect,
  type SelectProps as RACSelectProps,
  SelectValue,
} from "react-aria-components";
import { field } from "./Field.css.ts";
import { type FieldBaseProps, FieldParts } from "./Field.tsx";
import { ChevronDownIcon } from "./icons.tsx";
import * as l from "./ListBox.css.ts";
import { useDelayedVisibility } from "./lib/use-delayed-visibility.ts";
import { Popover } from "./Popover.tsx";
import { chevron, popup, small, spinner, trigger, value } from "./Select.css.ts";
import { SpinnerGlyph } from "./Spinner.tsx";
import { TypeAheadScope } from "./TypeAhead.tsx";
import { SELECT_POPUP_MAX_HEIGHT, SPINNER_DELAY_MS } from "./theme/constants.ts";

export { ListBoxItem as SelectItem, ListBoxSection as SelectSection } from "./ListBox.tsx";

export interface SelectProps<T extends object> extends Omit<RACSelectProps<T>, "children">, FieldBaseProps {
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactNode);
  /** While true, a spinner appears in the trigger after 500 ms (docs/spec/2-product-areas.md §9). */
  isLoading?: boolean;
  size?: "sm" | "md";
  /** Popup max height (420 by spec). */
  maxHeight?: number;
}

export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  isLoading = false,
  size = "md",
  maxHeight = SELECT_POPUP_MAX_HEIGHT,
  className,
  ...props
}: SelectProps<T>) {
  const showSpinner = useDelayedVisibility(isLoading, SPINNER_DELAY_MS);
  return (
    <RACSelect {...props} className={[field, typeof className === "string" ? className : ""].join(" ")}>
      <FieldParts label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
        <Button className={[trigger, size === "sm" ? small : ""].join(" ")}>
          <SelectValue className={value}>
            {({ isPlaceholder, selectedText, defaultChildren }) =>
              isPlaceholder ? defaultChildren : selectedText || defaultChildren
            }
          </SelectValue>
          {showSpinner ? (
            <span className={spinner} data-testid="select-spinner">
              <SpinnerGlyph size="1em" />
            </span>
          ) : null}
          <span className={chevron} aria-hidden="true">
            <ChevronDownIcon size="1em" />
          </span>
        </Button>
      </FieldParts>
      <Popover maxHeight={maxHeight} className={popup} placement="bottom start">
        <TypeAheadScope>
          <ListBox items={items} className={l.list}>
            {children}
          </ListBox>
        </TypeAheadScope>
      </Popover>
    </RACSelect>
  );
}

export type { Key };
