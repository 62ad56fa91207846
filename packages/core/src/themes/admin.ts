import { type Executor, themesRepo } from "@backbeat/db";
import type { z } from "zod";
import { assertAdminPermission } from "../admin/datatables.ts";
import { forgetReferenceData } from "../bootstrap/reference-data.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { type FieldErrors, validationError } from "../errors.ts";
import type { themesSaveInput } from "./schemas.ts";
import { type BootstrapTheme, themeJson } from "./theme-json.ts";

export async function listThemes(services: CoreServices, viewer: Viewer): Promise<BootstrapTheme[]> {
  assertAdminPermission(viewer, "appearance.update");
  return (await themesRepo.allThemes(services.db)).map(themeJson);
}

type ThemeList = z.output<typeof themesSaveInput>;

/** Field errors (keyed inside the list) for themes that name an id no row has any more. */
export async function themeReferenceErrors(db: Executor, themes: ThemeList): Promise<FieldErrors> {
  const existing = new Set((await themesRepo.allThemes(db)).map((t) => t.id));
  const unknown = themes.findIndex((t) => t.id !== undefined && t.id > 0 && !existing.has(t.id));
  return unknown >= 0 ? { [`${unknown}.id`]: ["This theme no longer exists. Reload the editor."] } : {};
}

/**
 * Writes a valid theme list inside the caller's transaction: listed themes are updated or
 * created, themes left out are deleted.
 */
export async function writeThemes(trx: Executor, themes: ThemeList): Promise<BootstrapTheme[]> {
  const errors = await themeReferenceErrors(trx, themes);
  if (Object.keys(errors).length) throw validationError(errors);
  const keep = themes.flatMap((t) => (t.id !== undefined && t.id > 0 ? [t.id] : []));
  await themesRepo.deleteThemesExcept(trx, keep);
  for (const { id, ...theme } of themes) {
    if (id !== undefined && id > 0) await themesRepo.updateTheme(trx, id, theme);
    else await themesRepo.insertThemeRow(trx, theme);
  }
  return (await themesRepo.allThemes(trx)).map(themeJson);
}

/** Saves the editor's theme list in one transaction. Anything invalid refuses the whole list. */
export async function saveThemes(services: CoreServices, viewer: Viewer, themes: ThemeList): Promise<BootstrapTheme[]> {
  assertAdminPermission(viewer, "appearance.update");
  try {
    return await services.db.transaction().execute((trx) => writeThemes(trx, themes));
  } finally {
    forgetReferenceData(services.db);
  }
}
