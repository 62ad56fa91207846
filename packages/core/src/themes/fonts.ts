/**
 * The font families a theme may pick. Each ships with the web app (self-hosted variable fonts,
 * loaded on first use), so a theme never sends visitors to a third-party font host.
 */
export const THEME_FONTS = [
  { family: "Inter Variable", label: "Inter", fallback: "system-ui, sans-serif" },
  { family: "DM Sans Variable", label: "DM Sans", fallback: "system-ui, sans-serif" },
  { family: "Manrope Variable", label: "Manrope", fallback: "system-ui, sans-serif" },
  { family: "Outfit Variable", label: "Outfit", fallback: "system-ui, sans-serif" },
  { family: "Space Grotesk Variable", label: "Space Grotesk", fallback: "system-ui, sans-serif" },
  { family: "Lora Variable", label: "Lora", fallback: "Georgia, serif" },
] as const;

export type ThemeFontFamily = (typeof THEME_FONTS)[number]["family"];

export const THEME_FONT_FAMILIES = THEME_FONTS.map((f) => f.family) as [ThemeFontFamily, ...ThemeFontFamily[]];
