import {
  Button,
  Group,
  Input,
  NumberField as RACNumberField,
  type NumberFieldProps as RACNumberFieldProps,
} from "react-aria-components";
import { control, field, input } from "./Field.css.ts";
import { type FieldBaseProps, FieldParts } from "./Field.tsx";
import { uiT } from "./i18n.ts";
import { ChevronDownIcon, ChevronUpIcon } from "./icons.tsx";
import { stepButton, stepper } from "./NumberField.css.ts";

export interface NumberFieldProps extends Omit<RACNumberFieldProps, "children">, FieldBaseProps {
  placeholder?: string;
  size?: "sm" | "md" | "lg";
}

export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  size,
  className,
  ...props
}: NumberFieldProps) {
  return (
    <RACNumberField {...props} className={[field, typeof className === "string" ? className : ""].join(" ")}>
      <FieldParts label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
        <Group className={control({ size })}>
          <Input className={input} placeholder={placeholder} />
          <div className={stepper}>
            <Button slot="increment" className={stepButton} aria-label={uiT("Increase")}>
              <ChevronUpIcon size="1em" />
            </Button>
            <Button slot="decrement" className={stepButton} aria-label={uiT("Decrease")}>
              <ChevronDownIcon size="1em" />
            </Button>
          </div>
        </Group>
      </FieldParts>
    </RACNumberField>
  );
}
