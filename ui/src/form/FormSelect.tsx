import { useController } from "react-hook-form";
import { uiT } from "../i18n.ts";
import { Select, type SelectProps } from "../Select.tsx";

export interface FormSelectProps<T extends object>
  extends Omit<SelectProps<T>, "name" | "selectedKey" | "defaultSelectedKey" | "onSelectionChange" | "isInvalid"> {
  name: string;
}

/** The kit's Select bound to the surrounding Form; the value is the chosen key as a string ('' for none). */
export function FormSelect<T extends object>({ name, ...props }: FormSelectProps<T>) {
  const { field, fieldState } = useController({ name });
  const message = fieldState.error?.message;
  return (
    <Select
      {...props}
      name={field.name}
      selectedKey={(field.value as string | null | undefined) || null}
      onSelectionChange={(key) => field.onChange(key == null ? "" : String(key))}
      onBlur={field.onBlur}
      isInvalid={fieldState.invalid}
      errorMessage={message ? uiT(message) : undefined}
    />
  );
}
