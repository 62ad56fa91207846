import { Select, type SelectProps } from "../Select.tsx";
import { useFormField } from "./use-form-field.ts";

export interface FormSelectProps<T extends object>
  extends Omit<SelectProps<T>, "name" | "selectedKey" | "defaultSelectedKey" | "onSelectionChange" | "isInvalid"> {
  name: string;
}

/** The kit's Select bound to the surrounding Form; the value is the chosen key as a string ('' for none). */
export function FormSelect<T extends object>({ name, ...props }: FormSelectProps<T>) {
  const { field, bound, errorMessage } = useFormField(name);
  return (
    <Select
      {...props}
      {...bound}
      selectedKey={(field.value as string | null | undefined) || null}
      onSelectionChange={(key) => field.onChange(key == null ? "" : String(key))}
      errorMessage={errorMessage}
    />
  );
}
