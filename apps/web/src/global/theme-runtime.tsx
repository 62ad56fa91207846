/**
 * Applies the chosen theme at runtime (after the pre-paint script did it once) and keeps it in
 * step with the cookie, the OS preference, the bootstrap themes and the appearance editor.
 */
import { Button } from "@backbeat/ui/Button";
import { MoonIcon, SunIcon } from "@backbeat/ui/icons";
import { useLayoutEffect, useSyncExternalStore } from "react";
import { type BootstrapData, useBootstrap } from "./bootstrap-store.ts";
import { readCookie, writeCookie } from "./cookies.ts";
import { t } from "./i18n.ts";
import { settingAt } from "./settings-path.ts";
import {
  applyThemeToDocument,
  chooseTheme,
  THEME_COOKIE,
  type ThemeChoice,
  themeChoice,
  themePreference,
  togglePreference,
} from "./theme.ts";
import { loadThemeFont } from "./theme-fonts.ts";

type Theme = BootstrapData["themes"][number];

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

let cookie: string | null = typeof document === "undefined" ? null : readCookie(THEME_COOKIE);
let previewThemeId: number | null = null;

/** Stores the visitor's choice: "light", "dark", "system"/"0" or a theme id. */
export function setThemePreference(preference: string | number): void {
  cookie = String(preference);
  writeCookie(THEME_COOKIE, cookie);
  notify();
}

/** The appearance editor's "set active theme": previews a theme without touching the cookie. */
export function setPreviewTheme(themeId: number | null): void {
  previewThemeId = themeId;
  notify();
}

const darkQuery = () =>
  typeof window !== "undefined" && window.matchMedia ? window.matchMedia("(prefers-color-scheme: dark)") : null;

function subscribeSystem(listener: () => void) {
  const query = darkQuery();
  query?.addEventListener("change", listener);
  return () => query?.removeEventListener("change", listener);
}

function usePrefersDark(): boolean {
  return useSyncExternalStore(
    subscribeSystem,
    () => Boolean(darkQuery()?.matches),
    () => false,
  );
}

export function userMayChangeTheme(data: BootstrapData): boolean {
  return settingAt(data.settings, "themes.user_change") !== false;
}

/** The theme in force now. */
export function useActiveTheme(): Theme | null {
  const data = useBootstrap();
  const prefersDark = usePrefersDark();
  const state = useSyncExternalStore(
    subscribe,
    () => `${cookie}|${previewThemeId}`,
    () => "",
  );
  void state;
  if (previewThemeId !== null) {
    const preview = data.themes.find((theme) => theme.id === previewThemeId);
    if (preview) return preview;
  }
  const preference = themePreference(cookie, userMayChangeTheme(data), settingAt(data.settings, "themes.default_id"));
  return chooseTheme(data.themes, preference, prefersDark);
}

/** Light, dark or following the system, as the visitor's preference reads now (the theme pickers). */
export function useThemeChoice(): ThemeChoice {
  const data = useBootstrap();
  useSyncExternalStore(
    subscribe,
    () => cookie,
    () => null,
  );
  return themeChoice(
    data.themes,
    themePreference(cookie, userMayChangeTheme(data), settingAt(data.settings, "themes.default_id")),
  );
}

let appliedValues: Record<string, string> | null = null;
const FONT_VARS = ["--bb-font-body", "--bb-font-heading"] as const;

function applyFont(theme: Theme, root: HTMLElement) {
  const family = theme.font?.family?.trim();
  if (!family) return;
  const quoted = /[\s,]/.test(family) && !/^["']/.test(family) ? `"${family}"` : family;
  for (const name of FONT_VARS)
    root.style.setProperty(name, `${quoted}, ${theme.values[name] ?? "system-ui, sans-serif"}`);
  loadThemeFont(family);
}

/** Applies the active theme to <html>; mount once (GlobalLayer does). */
export function ThemeController() {
  const theme = useActiveTheme();
  useLayoutEffect(() => {
    if (!theme) return;
    const root = document.documentElement;
    applyThemeToDocument(theme, root, appliedValues);
    applyFont(theme, root);
    appliedValues = {
      ...theme.values,
      ...(theme.font?.family ? Object.fromEntries(FONT_VARS.map((n) => [n, ""])) : {}),
    };
  }, [theme]);
  return null;
}

/** The footer's 'Light mode' / 'Dark mode' toggle; renders nothing when users may not change the theme. */
export function ThemeToggle({ className }: { className?: string }) {
  const data = useBootstrap();
  const theme = useActiveTheme();
  if (!userMayChangeTheme(data)) return null;
  const toDark = !theme?.is_dark;
  return (
    <Button
      variant="ghost"
      size="xs"
      className={className}
      startIcon={toDark ? <MoonIcon size="1.1em" /> : <SunIcon size="1.1em" />}
      onPress={() => setThemePreference(togglePreference(theme))}
      data-testid="theme-toggle"
    >
      {toDark ? t("Dark mode") : t("Light mode")}
    </Button>
  );
}
