import {
  Group,
  TextArea as RACTextArea,
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from "react-aria-components";
import { control, field } from "./Field.css.ts";
import { type FieldBaseProps, FieldParts } from "./Field.tsx";
import { textarea } from "./TextArea.css.ts";

function cx(...names: (string | undefined | false)[]) {
  return names.filter(Boolean).join(" ");
}

/** A multi-line text field with label, description and error like TextField. */
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
