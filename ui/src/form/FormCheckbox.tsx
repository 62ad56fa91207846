import { Checkbox, type CheckboxProps } from "../Checkbox.tsx";
import { error as errorClass } from "../Field.css.ts";
import { useFormField } from "./use-form-field.ts";

export interface FormCheckboxProps extends Omit<CheckboxProps, "name" | "isSelected" | "onChange" | "isInvalid"> {
  name: string;
}

/** The kit's Checkbox bound to the surrounding Form, with its error under it. */
export function FormCheckbox({ name, ...props }: FormCheckboxProps) {
  const { field, bound, errorMessage } = useFormField(name);
  return (
    <div>
      <Checkbox {...props} {...bound} isSelected={Boolean(field.value)} onChange={field.onChange} />
      {errorMessage ? (
        <div className={errorClass} role="alert">
          {errorMessage}
        </div>
      ) : null}
    </div>
  );
}
