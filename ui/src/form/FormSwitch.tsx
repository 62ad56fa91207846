import { Switch, type SwitchProps } from "../Switch.tsx";
import { useFormField } from "./use-form-field.ts";

export interface FormSwitchProps extends Omit<SwitchProps, "name" | "isSelected" | "onChange"> {
  name: string;
}

/** The kit's Switch bound to the surrounding Form. */
export function FormSwitch({ name, ...props }: FormSwitchProps) {
  const { field, bound } = useFormField(name);
  return (
    <Switch
      {...props}
      name={bound.name}
      onBlur={bound.onBlur}
      isSelected={Boolean(field.value)}
      onChange={field.onChange}
    />
  );
}
