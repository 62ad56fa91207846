import type { ReactNode } from "react";
import {
  Group,
  Input,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from "react-aria-components";
import { control, field, input } from "./Field.css.ts";
import { type FieldBaseProps, FieldParts } from "./Field.tsx";
import { adornment } from "./TextField.css.ts";

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

export { TextArea, type TextAreaProps } from "./TextArea.tsx";
