import { z } from "zod";

/** Wrappers whose inner schema holds the checks: `.optional()`, `.default()`, `.nullable()`. */
function unwrapped(schema: z.ZodType): z.ZodType {
  let current = schema;
  while (current instanceof z.ZodOptional || current instanceof z.ZodDefault || current instanceof z.ZodNullable) {
    current = current.unwrap() as z.ZodType;
  }
  return current;
}

/**
 * The smallest and largest number a form's schema accepts at a dotted field name, so a number
 * field's stepper and the server's check agree without saying the bounds twice. A bound the
 * schema leaves open (`int()` alone spans every safe integer) is left out.
 */
export function numberBounds(schema: z.ZodType | null, name: string): { minValue?: number; maxValue?: number } {
  if (!schema) return {};
  let at = unwrapped(schema);
  for (const key of name.split(".")) {
    if (!(at instanceof z.ZodObject)) return {};
    const next = (at.shape as Record<string, z.ZodType | undefined>)[key];
    if (!next) return {};
    at = unwrapped(next);
  }
  if (!(at instanceof z.ZodNumber)) return {};
  const bound = (value: number | null) =>
    value === null || !Number.isFinite(value) || Math.abs(value) >= Number.MAX_SAFE_INTEGER ? undefined : value;
  return { minValue: bound(at.minValue), maxValue: bound(at.maxValue) };
}
