import { RadioGroup, type RadioGroupProps } from "../RadioGroup.tsx";
import { useFormField } from "./use-form-field.ts";

export interface FormRadioGroupProps
  extends Omit<RadioGroupProps, "name" | "value" | "defaultValue" | "onChange" | "isInvalid" | "errorMessage"> {
  name: string;
}

/** The kit's RadioGroup bound to the surrounding Form; put the kit's Radio items inside. */
export function FormRadioGroup({ name, ...props }: FormRadioGroupProps) {
  const { field, bound, errorMessage } = useFormField(name);
  return (
    <RadioGroup
      {...props}
      {...bound}
      value={(field.value as string | null | undefined) ?? null}
      onChange={field.onChange}
      errorMessage={errorMessage}
    />
  );
}
