import { TextField, type TextFieldProps } from "../TextField.tsx";
import { useFormField } from "./use-form-field.ts";

export interface FormTextFieldProps
  extends Omit<TextFieldProps, "name" | "value" | "defaultValue" | "onChange" | "isInvalid" | "errorMessage"> {
  name: string;
  /** Rewrites what is typed before it is stored, e.g. digits only. */
  parse?: (value: string) => string;
}

/** The kit's TextField bound to the surrounding Form. */
export function FormTextField({ name, parse, ...props }: FormTextFieldProps) {
  const { field, bound, errorMessage } = useFormField(name);
  return (
    <TextField
      {...props}
      {...bound}
      value={(field.value as string | null | undefined) ?? ""}
      onChange={(value) => field.onChange(parse ? parse(value) : value)}
      errorMessage={errorMessage}
    />
  );
}
