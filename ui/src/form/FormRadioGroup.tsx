import { useController } from "react-hook-form";
import { uiT } from "../i18n.ts";
import { RadioGroup, type RadioGroupProps } from "../RadioGroup.tsx";

export interface FormRadioGroupProps
  extends Omit<RadioGroupProps, "name" | "value" | "defaultValue" | "onChange" | "isInvalid" | "errorMessage"> {
  name: string;
}

/** The kit's RadioGroup bound to the surrounding Form; put the kit's Radio items inside. */
export function FormRadioGroup({ name, ...props }: FormRadioGroupProps) {
  const { field, fieldState } = useController({ name });
  const message = fieldState.error?.message;
  return (
    <RadioGroup
      {...props}
      name={field.name}
      value={(field.value as string | null | undefined) ?? null}
      onChange={field.onChange}
      onBlur={field.onBlur}
      isInvalid={fieldState.invalid}
      errorMessage={message ? uiT(message) : undefined}
    />
  );
}
