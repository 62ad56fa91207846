/**
 * What the themes section does to the draft's theme list: every change is a new list, saved
 * whole by the themes saver. New themes carry negative ids until saved, so the preview can show
 * them (setActiveTheme) before they exist on the server.
 */
import { darkThemeValues, lightThemeValues, type ThemeFile } from "@backbeat/core/schemas";
import type { DraftTheme } from "@/features/appearance/draft.ts";

export function nextDraftId(themes: DraftTheme[]): number {
  return Math.min(0, ...themes.map((t) => t.id)) - 1;
}

export function newTheme(themes: DraftTheme[], dark: boolean, name: string): DraftTheme {
  return {
    id: nextDraftId(themes),
    name,
    is_dark: dark,
    default_light: false,
    default_dark: false,
    values: { ...(dark ? darkThemeValues : lightThemeValues) },
    font: null,
  };
}

export function duplicateTheme(themes: DraftTheme[], index: number, copyName: (name: string) => string): DraftTheme[] {
  const source = themes[index];
  if (!source) return themes;
  const copy: DraftTheme = {
    ...source,
    id: nextDraftId(themes),
    name: copyName(source.name).slice(0, 60),
    default_light: false,
    default_dark: false,
    values: { ...source.values },
  };
  return [...themes.slice(0, index + 1), copy, ...themes.slice(index + 1)];
}

/** A default theme cannot be deleted (another must take its place first), nor the last one. */
export function canDelete(themes: DraftTheme[], index: number): boolean {
  const theme = themes[index];
  return Boolean(theme) && themes.length > 1 && !theme?.default_light && !theme?.default_dark;
}

export function deleteTheme(themes: DraftTheme[], index: number): DraftTheme[] {
  return canDelete(themes, index) ? themes.filter((_, i) => i !== index) : themes;
}

export function setDefault(themes: DraftTheme[], index: number, mode: "light" | "dark"): DraftTheme[] {
  const key = mode === "light" ? "default_light" : "default_dark";
  return themes.map((theme, i) => ({ ...theme, [key]: i === index }));
}

export function importedTheme(themes: DraftTheme[], file: ThemeFile): DraftTheme {
  return {
    id: nextDraftId(themes),
    name: file.name,
    is_dark: file.is_dark,
    default_light: false,
    default_dark: false,
    values: { ...file.values },
    font: file.font,
  };
}

/** A file name for an exported theme: its name in lower case with dashes. */
export function exportFileName(name: string): string {
  const slug = name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return `${slug || "theme"}.theme.json`;
}
