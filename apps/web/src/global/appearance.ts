/**
 * Appearance preview protocol (docs/spec/1-platform-foundation.md §4). When the page is framed with `appearanceEditor=true`
 * it posts `{ source: "backbeat-appearance", type: "loaded" }` to its parent once, and accepts
 * these messages from the same origin only:
 *
 *   { type: "setValues", values: { settings?, themes? } }   merged in, arrays replaced
 *   { type: "setThemeFont", themeId?, font: { family, google? } | null }
 *   { type: "setThemeValue", themeId?, name: "--bb-color-bg", value: "#fff" }
 *   { type: "setActiveTheme", themeId }
 *   { type: "setCustomCode", mode: "html" | "css", value }    empty value removes it
 *
 * `themeId` defaults to the active theme. Messages may carry `source: "backbeat-appearance-editor"`.
 */
export const APPEARANCE_SOURCE = "backbeat-appearance";
export const EDITOR_SOURCE = "backbeat-appearance-editor";

export interface ThemeFont {
  family: string;
  google?: boolean;
}

export type EditorMessage =
  | { type: "setValues"; values: { settings?: Record<string, unknown>; themes?: unknown } }
  | { type: "setThemeFont"; themeId?: number; font: ThemeFont | null }
  | { type: "setThemeValue"; themeId?: number; name: string; value: string }
  | { type: "setActiveTheme"; themeId: number }
  | { type: "setCustomCode"; mode: "html" | "css"; value: string };

export function isAppearanceEditorUrl(search: string): boolean {
  return new URLSearchParams(search).get("appearanceEditor") === "true";
}

/** Messages are accepted only from the page's own origin (same host). */
export function acceptsOrigin(messageOrigin: string, pageOrigin: string): boolean {
  return messageOrigin === pageOrigin;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Validates an incoming message; anything else is ignored. */
export function parseEditorMessage(data: unknown): EditorMessage | null {
  if (!isRecord(data) || typeof data.type !== "string") return null;
  if (data.source !== undefined && data.source !== EDITOR_SOURCE) return null;
  const themeId = typeof data.themeId === "number" ? data.themeId : undefined;
  switch (data.type) {
    case "setValues":
      return isRecord(data.values) ? { type: "setValues", values: data.values } : null;
    case "setThemeFont": {
      const font = data.font;
      if (font === null) return { type: "setThemeFont", themeId, font: null };
      if (isRecord(font) && typeof font.family === "string") {
        return { type: "setThemeFont", themeId, font: { family: font.family, google: Boolean(font.google) } };
      }
      return null;
    }
    case "setThemeValue":
      return typeof data.name === "string" && data.name.startsWith("--") && typeof data.value === "string"
        ? { type: "setThemeValue", themeId, name: data.name, value: data.value }
        : null;
    case "setActiveTheme":
      return themeId !== undefined ? { type: "setActiveTheme", themeId } : null;
    case "setCustomCode":
      return (data.mode === "html" || data.mode === "css") && typeof data.value === "string"
        ? { type: "setCustomCode", mode: data.mode, value: data.value }
        : null;
    default:
      return null;
  }
}

/** Deep merge where objects merge key by key and arrays (and scalars) are replaced. */
export function mergeReplacingArrays<T>(target: T, patch: unknown): T {
  if (!isRecord(patch) || !isRecord(target)) return (patch === undefined ? target : patch) as T;
  const out: Record<string, unknown> = { ...target };
  for (const [key, value] of Object.entries(patch)) {
    out[key] = isRecord(value) && isRecord(out[key]) ? mergeReplacingArrays(out[key], value) : value;
  }
  return out as T;
}

/** Bootstrap keys that repeat a settings group at the top level. */
const MIRRORED_SETTINGS = ["branding", "cookie_notice"] as const;

interface ThemeShape {
  id: number;
  values: Record<string, string>;
  font: ThemeFont | null;
}

interface BootstrapShape<T extends ThemeShape> {
  settings: Record<string, unknown>;
  themes: T[];
  menus: unknown[];
}

/** The bootstrap data after a data message (setValues, setThemeFont, setThemeValue). */
export function applyEditorMessage<T extends ThemeShape, B extends BootstrapShape<T>>(
  bootstrap: B,
  message: EditorMessage,
  activeThemeId: number | null,
): B {
  switch (message.type) {
    case "setValues": {
      let next = bootstrap;
      const { settings, themes } = message.values;
      if (settings !== undefined) {
        next = { ...next, settings: mergeReplacingArrays(next.settings, settings) };
        if (isRecord(settings) && Array.isArray(settings.menus)) next = { ...next, menus: settings.menus };
        // Top-level copies of settings the page reads directly follow their settings.
        for (const key of MIRRORED_SETTINGS) {
          if (isRecord(settings) && isRecord(settings[key]) && isRecord((next as Record<string, unknown>)[key])) {
            next = { ...next, [key]: mergeReplacingArrays((next as Record<string, unknown>)[key], settings[key]) };
          }
        }
      }
      if (Array.isArray(themes)) next = { ...next, themes: themes as T[] };
      else if (isRecord(themes) && Array.isArray(themes.all)) next = { ...next, themes: themes.all as T[] };
      return next;
    }
    case "setThemeFont":
    case "setThemeValue": {
      const id = message.themeId ?? activeThemeId;
      const themes = bootstrap.themes.map((theme) => {
        if (theme.id !== id) return theme;
        return message.type === "setThemeFont"
          ? { ...theme, font: message.font }
          : { ...theme, values: { ...theme.values, [message.name]: message.value } };
      });
      return { ...bootstrap, themes };
    }
    default:
      return bootstrap;
  }
}
