import type { ReactNode } from "react";
import {
  Button,
  Group,
  Input,
  ListBox,
  ComboBox as RACComboBox,
  type ComboBoxProps as RACComboBoxProps,
} from "react-aria-components";
import { comboButton, popup, spinner } from "./ComboBox.css.ts";
import { control, field, input } from "./Field.css.ts";
import { type FieldBaseProps, FieldParts } from "./Field.tsx";
import { uiT } from "./i18n.ts";
import { ChevronDownIcon } from "./icons.tsx";
import * as l from "./ListBox.css.ts";
import { useDelayedVisibility } from "./lib/use-delayed-visibility.ts";
import { Popover } from "./Popover.tsx";
import { SpinnerGlyph } from "./Spinner.tsx";
import { SELECT_POPUP_MAX_HEIGHT, SPINNER_DELAY_MS } from "./theme/constants.ts";

export { ListBoxItem as ComboBoxItem, ListBoxSection as ComboBoxSection } from "./ListBox.tsx";

export interface ComboBoxProps<T extends object> extends Omit<RACComboBoxProps<T>, "children">, FieldBaseProps {
  placeholder?: string;
  children: ReactNode | ((item: T) => ReactNode);
  /** While true, a spinner appears after 500 ms. */
  isLoading?: boolean;
  maxHeight?: number;
  emptyText?: string;
}

export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  placeholder,
  children,
  isLoading = false,
  maxHeight = SELECT_POPUP_MAX_HEIGHT,
  emptyText,
  className,
  ...props
}: ComboBoxProps<T>) {
  const showSpinner = useDelayedVisibility(isLoading, SPINNER_DELAY_MS);
  return (
    <RACComboBox {...props} className={[field, typeof className === "string" ? className : ""].join(" ")}>
      <FieldParts label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
        <Group className={control({})}>
          <Input className={input} placeholder={placeholder} />
          {showSpinner ? (
            <span className={spinner} data-testid="combobox-spinner">
              <SpinnerGlyph size="1em" />
            </span>
          ) : null}
          <Button className={comboButton}>
            <ChevronDownIcon size="1em" />
          </Button>
        </Group>
      </FieldParts>
      <Popover maxHeight={maxHeight} className={popup} placement="bottom start">
        <ListBox
          className={l.list}
          renderEmptyState={() => <div className={l.empty}>{emptyText ?? uiT("No results")}</div>}
        >
          {children}
        </ListBox>
      </Popover>
    </RACComboBox>
  );
}
