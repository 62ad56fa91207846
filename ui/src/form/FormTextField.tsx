import { useController } from "react-hook-form";
import { uiT } from "../i18n.ts";
import { TextField, type TextFieldProps } from "../TextField.tsx";

export interface FormTextFieldProps
  extends Omit<TextFieldProps, "name" | "value" | "defaultValue" | "onChange" | "isInvalid" | "errorMessage"> {
  name: string;
  /** Rewrites what is typed before it is stored, e.g. digits only. */
  parse?: (value: string) => string;
}

/** The kit's TextField bound to the surrounding Form: value, errors (client or server) and blur. */
export function FormTextField({ name, parse, ...props }: FormTextFieldProps) {
  const { field, fieldState } = useController({ name });
  const message = fieldState.error?.message;
  return (
    <TextField
      {...props}
      name={field.name}
      value={(field.value as string | null | undefined) ?? ""}
      onChange={(value) => field.onChange(parse ? parse(value) : value)}
      onBlur={field.onBlur}
      isInvalid={fieldState.invalid}
      errorMessage={message ? uiT(message) : undefined}
    />
  );
}
