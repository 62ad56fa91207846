import { z } from "zod";
import { text } from "../validation.ts";
import { isColor } from "./contrast.ts";
import { lightThemeValues } from "./defaults.ts";
import { THEME_FONT_FAMILIES } from "./fonts.ts";

/**
 * Themes as the appearance editor saves them (docs/spec/1-platform-foundation.md "Theme", docs/spec/2-product-areas.md §2 themes). Browser-safe:
 * the editor validates every field, and theme imports, with the rules the server applies.
 */

/** Every variable of the UI kit's theme contract, in the order the editor lists them. */
export const THEME_TOKENS = Object.keys(lightThemeValues);

export type ThemeTokenKind = "color" | "radius" | "font" | "shadow";

export function themeTokenKind(name: string): ThemeTokenKind {
  if (name.startsWith("--bb-color-")) return "color";
  if (name.startsWith("--bb-radius-")) return "radius";
  if (name.startsWith("--bb-font-")) return "font";
  return "shadow";
}

const LENGTH = /^(?:0|\d{1,3}(?:\.\d{1,3})?(?:px|rem|em|%))$/;
// Font stacks and shadows end up inside a style attribute: no characters that could close it.
const FONT_STACK = /^[\w\s,'".-]+$/;
const SHADOW = /^(?:none|[\w\s,.()#%/-]+)$/;

const tokenValue = (name: string) => {
  const base = text({ max: 200, min: 1, label: "value" });
  switch (themeTokenKind(name)) {
    case "color":
      return base.refine(isColor, "Enter a colour such as #1f1f2e, rgb(31 31 46) or hsl(240 20% 15%).");
    case "radius":
      return base.refine((v) => LENGTH.test(v), "Enter a size such as 8px or 0.5rem.");
    case "font":
      return base.refine((v) => FONT_STACK.test(v), "Use font names separated by commas.");
    default:
      return base.refine((v) => SHADOW.test(v), "Enter a CSS shadow such as 0 4px 16px rgba(0, 0, 0, 0.2).");
  }
};

export const themeValuesSchema = z.object(Object.fromEntries(THEME_TOKENS.map((name) => [name, tokenValue(name)])));

const FAMILIES = new Set<string>(THEME_FONT_FAMILIES);

export const themeFontSchema = z
  .object({
    family: z.string().refine((family) => FAMILIES.has(family), "Choose one of the listed fonts."),
  })
  .nullable();

/** The radius presets the editor offers; each sets the four radius variables at once. */
export const RADIUS_PRESETS = {
  square: { "--bb-radius-sm": "0", "--bb-radius-md": "0", "--bb-radius-lg": "0", "--bb-radius-button": "0" },
  subtle: { "--bb-radius-sm": "3px", "--bb-radius-md": "6px", "--bb-radius-lg": "8px", "--bb-radius-button": "6px" },
  rounded: {
    "--bb-radius-sm": "6px",
    "--bb-radius-md": "10px",
    "--bb-radius-lg": "16px",
    "--bb-radius-button": "999px",
  },
  soft: { "--bb-radius-sm": "10px", "--bb-radius-md": "16px", "--bb-radius-lg": "24px", "--bb-radius-button": "999px" },
} as const satisfies Record<string, Record<string, string>>;

export const MAX_THEMES = 50;

/** What a theme file holds (export writes it, import reads it). */
export const themeFileSchema = z.object({
  name: text({ max: 60, min: 1, label: "name" }),
  is_dark: z.boolean({ error: "Say whether the theme is dark (true or false)." }),
  values: themeValuesSchema,
  font: themeFontSchema.default(null),
});
export type ThemeFile = z.output<typeof themeFileSchema>;

/** One theme of the editor's list. A new theme has no id yet (or a negative placeholder). */
export const themeDraftSchema = themeFileSchema.extend({
  id: z.number().int().min(-1_000_000).max(2_147_483_647).optional(),
  default_light: z.boolean(),
  default_dark: z.boolean(),
});

/**
 * The whole theme list, saved at once so a save is all or nothing: rows left out are deleted.
 * Exactly one light default and one dark default.
 */
export const themesSaveInput = z
  .array(themeDraftSchema)
  .min(1, "Keep at least one theme.")
  .max(MAX_THEMES, `There may be at most ${MAX_THEMES} themes.`)
  .superRefine((themes, ctx) => {
    if (themes.length === 0) return;
    for (const mode of ["light", "dark"] as const) {
      const key = mode === "light" ? "default_light" : "default_dark";
      const count = themes.filter((t) => t[key]).length;
      if (count !== 1) ctx.addIssue({ code: "custom", path: [], message: `Choose one default ${mode} theme.` });
    }
    themes.forEach((theme, i) => {
      if (theme.default_light && theme.is_dark)
        ctx.addIssue({
          code: "custom",
          path: [i, "default_light"],
          message: "A dark theme cannot be the light default.",
        });
      if (theme.default_dark && !theme.is_dark)
        ctx.addIssue({
          code: "custom",
          path: [i, "default_dark"],
          message: "A light theme cannot be the dark default.",
        });
    });
    const ids = themes.map((t) => t.id).filter((id): id is number => id !== undefined && id > 0);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: "custom", path: [], message: "A theme appears twice." });
  });
export type ThemesSaveInput = z.input<typeof themesSaveInput>;

export const THEME_IMPORT_MAX = 20_000;

export type ThemeImportResult = { ok: true; theme: ThemeFile } | { ok: false; error: string };

/**
 * Reads a theme file. A malformed file is refused whole, with the first problem named, so a
 * half-valid theme never reaches the list.
 */
export function parseThemeFile(source: string): ThemeImportResult {
  if (source.length > THEME_IMPORT_MAX) return { ok: false, error: "The file is too large for a theme." };
  let data: unknown;
  try {
    data = JSON.parse(source);
  } catch {
    return { ok: false, error: "The file is not valid JSON." };
  }
  const result = themeFileSchema.safeParse(data);
  if (result.success) return { ok: true, theme: result.data };
  const issue = result.error.issues[0];
  const where = issue?.path.length ? `${issue.path.join(".")}: ` : "";
  return { ok: false, error: `The file is not a theme. ${where}${issue?.message ?? ""}`.trim() };
}

/** The JSON a theme exports to. */
export function themeFileJson(theme: ThemeFile): string {
  return `${JSON.stringify({ name: theme.name, is_dark: theme.is_dark, values: theme.values, font: theme.font }, null, 2)}\n`;
}
