/** Reads a dotted setting (`billing.enable`) from the nested settings tree, or a flat key. */
export function settingAt(settings: Record<string, unknown> | null | undefined, path: string): unknown {
  if (!settings) return undefined;
  if (Object.hasOwn(settings, path)) return settings[path];
  let node: unknown = settings;
  for (const part of path.split(".")) {
    if (node === null || typeof node !== "object") return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/** Loose equality for settings stored as strings or numbers ("1" / true / 1). */
export function settingMatches(actual: unknown, expected: unknown): boolean {
  if (actual === expected) return true;
  const norm = (v: unknown) => {
    if (v === true || v === "true" || v === "1" || v === 1) return "true";
    if (v === false || v === "false" || v === "0" || v === 0 || v === "" || v === null || v === undefined)
      return "false";
    return typeof v === "object" ? JSON.stringify(v) : String(v);
  };
  return norm(actual) === norm(expected);
}
