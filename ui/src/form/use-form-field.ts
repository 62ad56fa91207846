import { useController } from "react-hook-form";
import { uiT } from "../i18n.ts";

/** Binds one kit field to the surrounding Form: its value, blur, and error (client or server), translated. */
export function useFormField(name: string) {
  const { field, fieldState } = useController({ name });
  const message = fieldState.error?.message;
  return {
    field,
    bound: { name: field.name, onBlur: field.onBlur, isInvalid: fieldState.invalid },
    errorMessage: message ? uiT(message) : undefined,
  };
}
