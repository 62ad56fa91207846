import { expect, test } from "bun:test";
import { applyThemeToDocument, chooseTheme, type ThemeLike, themePreference, togglePreference } from "./theme.ts";

const light: ThemeLike = {
  id: 1,
  is_dark: false,
  default_light: true,
  default_dark: false,
  values: { "--bb-color-bg": "#fff" },
};
const dark: ThemeLike = {
  id: 2,
  is_dark: true,
  default_light: false,
  default_dark: true,
  values: { "--bb-color-bg": "#000" },
};
const sepia: ThemeLike = {
  id: 7,
  is_dark: false,
  default_light: false,
  default_dark: false,
  values: { "--bb-color-bg": "#f4ecd8" },
};
const themes = [light, dark, sepia];

test("0 and system follow the OS preference", () => {
  expect(chooseTheme(themes, "0", false)).toBe(light);
  expect(chooseTheme(themes, "0", true)).toBe(dark);
  expect(chooseTheme(themes, 0, true)).toBe(dark);
  expect(chooseTheme(themes, "system", true)).toBe(dark);
  expect(chooseTheme(themes, "system", false)).toBe(light);
  expect(chooseTheme(themes, null, true)).toBe(dark);
});

test("light and dark pick the flagged default themes", () => {
  expect(chooseTheme([sepia, dark, light], "light", true)).toBe(light);
  expect(chooseTheme([sepia, light, dark], "dark", false)).toBe(dark);
});

test("without a flagged theme, a theme of the right lightness is used", () => {
  const darkUnflagged = { ...dark, default_dark: false };
  expect(chooseTheme([light, darkUnflagged], "dark", false)).toBe(darkUnflagged);
});

test("a numeric id picks that theme; unknown values fall back to the first theme", () => {
  expect(chooseTheme(themes, "7", false)).toBe(sepia);
  expect(chooseTheme(themes, 2, false)).toBe(dark);
  expect(chooseTheme(themes, "99", true)).toBe(light);
  expect(chooseTheme(themes, "purple", true)).toBe(light);
  expect(chooseTheme([sepia, dark], "light", false)).toBe(sepia);
  expect(chooseTheme([], "light", false)).toBeNull();
});

test("the cookie counts only when users may change the theme", () => {
  expect(themePreference("dark", true, 0)).toBe("dark");
  expect(themePreference("dark", false, 0)).toBe("0");
  expect(themePreference(null, true, 7)).toBe("7");
  expect(themePreference("", true, undefined)).toBe("0");
});

test("the toggle switches to the opposite lightness", () => {
  expect(togglePreference(light)).toBe("dark");
  expect(togglePreference(dark)).toBe("light");
  expect(togglePreference(null)).toBe("dark");
});

test("applying sets variables, the dark class and removes stale variables", () => {
  const props = new Map<string, string>();
  const classes = new Set<string>();
  const attrs = new Map<string, string>();
  const root = {
    style: { setProperty: (n: string, v: string) => props.set(n, v), removeProperty: (n: string) => props.delete(n) },
    classList: { toggle: (n: string, f?: boolean) => (f ? classes.add(n) : classes.delete(n)) },
    setAttribute: (n: string, v: string) => attrs.set(n, v),
  };
  applyThemeToDocument({ ...dark, values: { ...dark.values, "--bb-extra": "1" } }, root);
  expect(props.get("--bb-color-bg")).toBe("#000");
  expect(classes.has("dark")).toBe(true);
  expect(attrs.get("data-theme-id")).toBe("2");
  applyThemeToDocument(light, root, { ...dark.values, "--bb-extra": "1" });
  expect(props.get("--bb-color-bg")).toBe("#fff");
  expect(props.has("--bb-extra")).toBe(false);
  expect(classes.has("dark")).toBe(false);
  expect(props.get("color-scheme")).toBe("light");
});
