export type SettingsTree = { [key: string]: unknown };

/** Turns dotted setting names into a nested object: `a.b` = 1 becomes `{ a: { b: 1 } }`. */
export function nestSettings(rows: { name: string; value: unknown }[]): SettingsTree {
  const tree: SettingsTree = {};
  for (const { name, value } of rows) {
    const parts = name.split(".");
    let node = tree;
    for (const part of parts.slice(0, -1)) {
      const next = node[part];
      if (typeof next !== "object" || next === null || Array.isArray(next)) node[part] = {};
      node = node[part] as SettingsTree;
    }
    node[parts.at(-1) as string] = value;
  }
  return tree;
}
