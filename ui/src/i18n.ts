/**
 * Strings inside the kit ('Close', 'Copied!' ...) go through a translator the app installs
 * once (`setUiTranslator(t)`); until then `:name` placeholders are filled in English.
 */
export type UiTranslate = (text: string, values?: Record<string, string | number>) => string;

export function interpolate(text: string, values?: Record<string, string | number>): string {
  if (!values) return text;
  return text.replace(/:([a-zA-Z_][a-zA-Z0-9_]*)/g, (match, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : match,
  );
}

let translator: UiTranslate = interpolate;

export function setUiTranslator(t: UiTranslate): void {
  translator = t;
}

export const uiT: UiTranslate = (text, values) => translator(text, values);
