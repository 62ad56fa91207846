/** Server field errors (docs/spec/1-platform-foundation.md §5, §8): an errors map with a string or a list per field. */
export type ServerFieldErrors = Record<string, string | string[] | null | undefined>;

/** Field → first message; fields without a message are left out. */
export function firstFieldErrors(errors: ServerFieldErrors | null | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, value] of Object.entries(errors ?? {})) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first) out[field] = first;
  }
  return out;
}

/** The field to focus: the first, in form order, that has an error. */
export function firstErrorField(errors: Record<string, string>, fieldOrder: readonly string[]): string | null {
  for (const name of fieldOrder) if (errors[name]) return name;
  return Object.keys(errors)[0] ?? null;
}
