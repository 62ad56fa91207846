/**
 * Theme choice (docs/spec/1-platform-foundation.md §4): the selected theme is kept in a cookie. `0` or `system` follows the
 * OS preference; `light` / `dark` pick the theme flagged default_light / default_dark; a numeric
 * id picks that theme; the fallback is the first theme.
 */
export interface ThemeLike {
  id: number;
  is_dark: boolean;
  default_light: boolean;
  default_dark: boolean;
  values: Record<string, string>;
}

export const THEME_COOKIE = "theme";

function flagged<T extends ThemeLike>(themes: readonly T[], dark: boolean): T | undefined {
  return themes.find((t) => (dark ? t.default_dark : t.default_light)) ?? themes.find((t) => t.is_dark === dark);
}

/**
 * @param preference the cookie value (or the site default when there is none)
 * @param prefersDark whether the OS asks for dark (`prefers-color-scheme: dark`)
 */
export function chooseTheme<T extends ThemeLike>(
  themes: readonly T[],
  preference: string | number | null | undefined,
  prefersDark: boolean,
): T | null {
  if (themes.length === 0) return null;
  const pref = preference === null || preference === undefined ? "0" : String(preference).trim().toLowerCase();
  let found: T | undefined;
  if (pref === "" || pref === "0" || pref === "system") found = flagged(themes, prefersDark);
  else if (pref === "light" || pref === "dark") found = flagged(themes, pref === "dark");
  else if (/^\d+$/.test(pref)) found = themes.find((t) => t.id === Number(pref));
  return found ?? themes[0] ?? null;
}

/**
 * The preference in force: the cookie when users may change the theme, otherwise (or without a
 * cookie) the site's default theme id (`themes.default_id`, 0 = follow the system).
 */
export function themePreference(cookie: string | null, userMayChange: boolean, siteDefault: unknown): string {
  if (userMayChange && cookie !== null && cookie !== "") return cookie;
  return siteDefault === null || siteDefault === undefined || siteDefault === "" ? "0" : String(siteDefault);
}

export type ThemeChoice = "light" | "dark" | "system";

/** What the theme picker shows as chosen: a stored theme id reads as its lightness. */
export function themeChoice(themes: readonly ThemeLike[], preference: string | number | null | undefined): ThemeChoice {
  const pref = preference === null || preference === undefined ? "" : String(preference).trim().toLowerCase();
  if (pref === "light" || pref === "dark") return pref;
  if (/^\d+$/.test(pref) && pref !== "0") {
    const theme = themes.find((t) => t.id === Number(pref));
    if (theme) return theme.is_dark ? "dark" : "light";
  }
  return "system";
}

/** The toggle's next preference: the opposite of the active theme's lightness. */
export function togglePreference(active: ThemeLike | null): "light" | "dark" {
  return active?.is_dark ? "light" : "dark";
}

/** Applies a theme to a document: style variables on <html>, the `dark` class, color-scheme. */
export function applyThemeToDocument(
  theme: ThemeLike,
  root: {
    style: { setProperty(name: string, value: string): void; removeProperty(name: string): void };
    classList: { toggle(name: string, force?: boolean): void };
    setAttribute(name: string, value: string): void;
  },
  previous?: Record<string, string> | null,
): void {
  if (previous) for (const name of Object.keys(previous)) if (!(name in theme.values)) root.style.removeProperty(name);
  for (const [name, value] of Object.entries(theme.values))
    if (name.startsWith("--")) root.style.setProperty(name, value);
  root.classList.toggle("dark", theme.is_dark);
  root.style.setProperty("color-scheme", theme.is_dark ? "dark" : "light");
  root.setAttribute("data-theme-id", String(theme.id));
}
