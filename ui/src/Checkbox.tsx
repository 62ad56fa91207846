import type { ReactNode } from "react";
import {
  composeRenderProps,
  Checkbox as RACCheckbox,
  CheckboxGroup as RACCheckboxGroup,
  type CheckboxGroupProps as RACCheckboxGroupProps,
  type CheckboxProps as RACCheckboxProps,
} from "react-aria-components";
import { box, group, groupItems, root } from "./Checkbox.css.ts";
import { type FieldBaseProps, FieldParts } from "./Field.tsx";
import { CheckIcon, MinusIcon } from "./icons.tsx";
import { type GroupCheckState, groupCheckState } from "./lib/checkbox-group.ts";

export type CheckboxProps = RACCheckboxProps;

export function Checkbox({ className, children, ...props }: CheckboxProps) {
  return (
    <RACCheckbox {...props} className={composeRenderProps(className, (cn) => [root, cn].filter(Boolean).join(" "))}>
      {composeRenderProps(children, (kids, { isSelected, isIndeterminate }) => (
        <>
          <span className={box} aria-hidden="true">
            {isIndeterminate ? (
              <MinusIcon size="1em" strokeWidth={2.5} />
            ) : isSelected ? (
              <CheckIcon size="1em" strokeWidth={2.5} />
            ) : null}
          </span>
          {kids}
        </>
      ))}
    </RACCheckbox>
  );
}

export interface CheckboxGroupProps extends Omit<RACCheckboxGroupProps, "children">, FieldBaseProps {
  children: ReactNode;
}

export function CheckboxGroup({ label, description, errorMessage, children, className, ...props }: CheckboxGroupProps) {
  return (
    <RACCheckboxGroup {...props} className={[group, typeof className === "string" ? className : ""].join(" ")}>
      <FieldParts label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
        <div className={groupItems}>{children}</div>
      </FieldParts>
    </RACCheckboxGroup>
  );
}

export interface GroupToggleProps extends Omit<CheckboxProps, "isSelected" | "isIndeterminate" | "onChange"> {
  /** The members' checked states. */
  values: readonly boolean[];
  /** Called with the new state for every member: all on unless all were on. */
  onToggle: (next: boolean, state: GroupCheckState) => void;
}

/** A header checkbox showing all / none / partial over a group, toggling the whole group. */
export function GroupToggle({ values, onToggle, ...props }: GroupToggleProps) {
  const state = groupCheckState(values);
  return (
    <Checkbox
      {...props}
      isSelected={state === "all"}
      isIndeterminate={state === "partial"}
      onChange={() => onToggle(state !== "all", state)}
    />
  );
}
