/**
 * The self-hosted font families a theme may choose (core's THEME_FONTS): each stylesheet ships
 * in the build and loads the first time a theme uses its family.
 */
const loaders: Record<string, () => Promise<unknown>> = {
  "Inter Variable": () => import("@fontsource-variable/inter/wght.css"),
  "DM Sans Variable": () => import("@fontsource-variable/dm-sans/wght.css"),
  "Manrope Variable": () => import("@fontsource-variable/manrope/wght.css"),
  "Outfit Variable": () => import("@fontsource-variable/outfit/wght.css"),
  "Space Grotesk Variable": () => import("@fontsource-variable/space-grotesk/wght.css"),
  "Lora Variable": () => import("@fontsource-variable/lora/wght.css"),
};

const loaded = new Set<string>();

/** Loads a listed family's stylesheet once; other names are left to the system. */
export function loadThemeFont(family: string): void {
  const load = loaders[family];
  if (!load || loaded.has(family)) return;
  loaded.add(family);
  load().catch(() => loaded.delete(family));
}
