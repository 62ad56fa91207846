import { TextArea, type TextAreaProps } from "../TextArea.tsx";
import { useFormField } from "./use-form-field.ts";

export interface FormTextAreaProps
  extends Omit<TextAreaProps, "name" | "value" | "defaultValue" | "onChange" | "isInvalid" | "errorMessage"> {
  name: string;
}

/** The kit's TextArea bound to the surrounding Form. */
export function FormTextArea({ name, ...props }: FormTextAreaProps) {
  const { field, bound, errorMessage } = useFormField(name);
  return (
    <TextArea
      {...props}
      {...bound}
      value={(field.value as string | null | undefined) ?? ""}
      onChange={field.onChange}
      errorMessage={errorMessage}
    />
  );
}
