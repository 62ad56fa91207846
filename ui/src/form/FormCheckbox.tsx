import { useController } from "react-hook-form";
import { Checkbox, type CheckboxProps } from "../Checkbox.tsx";
import { error as errorClass } from "../Field.css.ts";
import { uiT } from "../i18n.ts";

export interface FormCheckboxProps extends Omit<CheckboxProps, "name" | "isSelected" | "onChange" | "isInvalid"> {
  name: string;
}

/** The kit's Checkbox bound to the surrounding Form, with its error under it. */
export function FormCheckbox({ name, ...props }: FormCheckboxProps) {
  const { field, fieldState } = useController({ name });
  const message = fieldState.error?.message;
  return (
    <div>
      <Checkbox
        {...props}
        name={field.name}
        isSelected={Boolean(field.value)}
        onChange={field.onChange}
        onBlur={field.onBlur}
        isInvalid={fieldState.invalid}
      />
      {message ? (
        <div className={errorClass} role="alert">
          {uiT(message)}
        </div>
      ) : null}
    </div>
  );
}
