import type { ReactNode } from "react";
import {
  composeRenderProps,
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
  type RadioProps,
} from "react-aria-components";
import { type FieldBaseProps, FieldParts } from "./Field.tsx";
import { circle, group, items, radio } from "./RadioGroup.css.ts";

export interface RadioGroupProps extends Omit<RACRadioGroupProps, "children">, FieldBaseProps {
  children: ReactNode;
}

export function RadioGroup({ label, description, errorMessage, children, className, ...props }: RadioGroupProps) {
  return (
    <RACRadioGroup {...props} className={[group, typeof className === "string" ? className : ""].join(" ")}>
      <FieldParts label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
        <div className={items}>{children}</div>
      </FieldParts>
    </RACRadioGroup>
  );
}

export function Radio({ className, children, ...props }: RadioProps) {
  return (
    <RACRadio {...props} className={composeRenderProps(className, (cn) => [radio, cn].filter(Boolean).join(" "))}>
      {composeRenderProps(children, (kids) => (
        <>
          <span className={circle} aria-hidden="true" />
          {kids}
        </>
      ))}
    </RACRadio>
  );
}
