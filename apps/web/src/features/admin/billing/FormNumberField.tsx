import { NumberField, type NumberFieldProps } from "@backbeat/ui";
import { useController } from "react-hook-form";
import { t } from "@/global/i18n.ts";

/** The kit's NumberField bound to the surrounding form (whole numbers: order, interval count). */
export function FormNumberField({ name, ...props }: Omit<NumberFieldProps, "value" | "onChange"> & { name: string }) {
  const { field, fieldState } = useController({ name });
  const message = fieldState.error?.message;
  return (
    <NumberField
      {...props}
      name={field.name}
      onBlur={field.onBlur}
      value={typeof field.value === "number" ? field.value : Number.NaN}
      onChange={field.onChange}
      isInvalid={fieldState.invalid}
      errorMessage={message ? t(message) : undefined}
      formatOptions={{ maximumFractionDigits: 0, useGrouping: false }}
    />
  );
}
