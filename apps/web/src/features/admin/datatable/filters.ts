import type { DataTableFilterDef } from "@backbeat/ui";

/** A filter picking one of fixed values, given as value → label in the order they are offered. */
export function selectFilter(key: string, label: string, options: Record<string, string>): DataTableFilterDef {
  return {
    key,
    label,
    kind: "select",
    options: Object.entries(options).map(([value, text]) => ({ value, label: text })),
  };
}
