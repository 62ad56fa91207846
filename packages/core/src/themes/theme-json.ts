import type { themesRepo } from "@backbeat/db";

/** A theme as the page's bootstrap data and the appearance editor carry it. */
export interface BootstrapTheme {
  id: number;
  name: string;
  is_dark: boolean;
  default_light: boolean;
  default_dark: boolean;
  values: Record<string, string>;
  font: { family: string; google?: boolean } | null;
}

export function themeJson(row: Awaited<ReturnType<typeof themesRepo.allThemes>>[number]): BootstrapTheme {
  return {
    id: row.id,
    name: row.name,
    is_dark: row.is_dark,
    default_light: row.default_light,
    default_dark: row.default_dark,
    values: row.values,
    font: row.font,
  };
}
