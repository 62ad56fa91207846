import { expect, test } from "bun:test";
import { parseThemeFile, themeFileJson, themesSaveInput } from "@backbeat/core/schemas";
import type { DraftTheme } from "@/features/appearance/draft.ts";
import * as list from "./theme-list.ts";

const base = (): DraftTheme[] => {
  const light = { ...list.newTheme([], false, "Light"), id: 1, default_light: true };
  const dark = { ...list.newTheme([], true, "Dark"), id: 2, default_dark: true };
  return [light, dark];
};

test("new, duplicated and imported themes get negative ids and are never defaults; the list stays saveable", () => {
  let themes = base();
  themes = [...themes, list.newTheme(themes, true, "Night")];
  themes = list.duplicateTheme(themes, 0, (n) => `Copy of ${n}`);
  expect(themes.map((t) => [t.id, t.name])).toEqual([
    [1, "Light"],
    [-2, "Copy of Light"],
    [2, "Dark"],
    [-1, "Night"],
  ]);
  const file = parseThemeFile(themeFileJson(themes[0] as DraftTheme));
  if (!file.ok) throw new Error(file.error);
  themes = [...themes, list.importedTheme(themes, file.theme)];
  expect(themes.at(-1)).toMatchObject({ id: -3, name: "Light", default_light: false, default_dark: false });
  expect(themesSaveInput.safeParse(themes).success).toBe(true);
});

test("defaults move with list.setDefault; a default or the last theme cannot be deleted", () => {
  let themes = [...base(), { ...list.newTheme(base(), true, "Night"), id: 3 }];
  expect(list.canDelete(themes, 1)).toBe(false);
  expect(list.deleteTheme(themes, 1)).toBe(themes);
  themes = list.setDefault(themes, 2, "dark");
  expect(themes.map((t) => t.default_dark)).toEqual([false, false, true]);
  themes = list.deleteTheme(themes, 1);
  expect(themes.map((t) => t.name)).toEqual(["Light", "Night"]);
  expect(list.canDelete([themes[0] as DraftTheme], 0)).toBe(false);
  expect(list.exportFileName("Midnight Blue!")).toBe("midnight-blue.theme.json");
  expect(list.exportFileName("***")).toBe("theme.theme.json");
});
