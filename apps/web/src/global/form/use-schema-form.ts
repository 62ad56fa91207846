import { zodResolver } from "@hookform/resolvers/zod";
import { type DefaultValues, type FieldValues, type UseFormProps, type UseFormReturn, useForm } from "react-hook-form";
import type { z } from "zod";

/**
 * A form validated by one of core's zod schemas (`@backbeat/core/schemas`), the same rules the
 * server applies: on submit, then again on every change (docs/spec/1-platform-foundation.md §5). The Form focuses the first
 * invalid field itself, in the order the fields are shown. A form whose submit stays disabled while
 * invalid passes `{ mode: "onTouched" }`, so the reason shows before anyone can press it.
 */
export function useSchemaForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
  options: Pick<UseFormProps<z.input<Schema>>, "mode"> = {},
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema as never) as never,
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: false,
    ...options,
  });
}
