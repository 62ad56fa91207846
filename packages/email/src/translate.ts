export type Translate = (key: string, replacements?: Record<string, string | number>) => string;

/** Looks a line up in a translation table and fills `:name` placeholders. */
export function translator(lines: Record<string, string> = {}): Translate {
  return (key, replacements) => {
    let text = lines[key] ?? key;
    for (const [name, value] of Object.entries(replacements ?? {})) text = text.replaceAll(`:${name}`, String(value));
    return text;
  };
}
