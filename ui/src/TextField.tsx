import type { ReactNode } from "react";
import {
  Group,
  Input,
  TextArea as RACTextArea,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from "react-aria-components";
import { adornment, control, field, input, textarea } from "./Field.css.ts";
import { type FieldBaseProps, FieldParts } from "./Field.tsx";

export interface TextFieldProps extends Omit<RACTextFieldProps, "children">, FieldBaseProps {
  placeholder?: string;
  size?: "sm" | "md" | "lg";
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  inputClassName?: string;
}

function cx(...names: (string | undefined | false)[]) {
  return names.filter(Boolean).join(" ");
}

export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  size,
  startAdornment,
  endAdornment,
  className,
  inputClassName,
  ...props
}: TextFieldProps) {
  return (
    <RACTextField {...props} className={cx(field, typeof className === "string" && className)}>
      <FieldParts label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
        <Group className={control({ size })}>
          {startAdornment ? <span className={adornment}>{startAdornment}</span> : null}
          <Input className={cx(input, inputClassName)} placeholder={placeholder} />
          {endAdornment ? <span className={adornment}>{endAdornment}</span> : null}
        </Group>
      </FieldParts>
    </RACTextField>
  );
}

export interface TextAreaProps extends Omit<RACTextFieldProps, "children">, FieldBaseProps {
  placeholder?: string;
  rows?: number;
}

export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  className,
  ...props
}: TextAreaProps) {
  return (
    <RACTextField {...props} className={cx(field, typeof className === "string" && className)}>
      <FieldParts label={label} description={description} errorMessage={errorMessage} isRequired={props.isRequired}>
        <Group className={control({})}>
          <RACTextArea className={textarea} placeholder={placeholder} rows={rows} />
        </Group>
      </FieldParts>
    </RACTextField>
  );
}
