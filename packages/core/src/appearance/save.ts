import { settingsRepo } from "@backbeat/db";
import { z } from "zod";
import { assertAdminPermission } from "../admin/datatables.ts";
import { forgetReferenceData } from "../bootstrap/reference-data.ts";
import { pageCache } from "../catalogue/cache.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { type FieldErrors, isDomainError, validationError } from "../errors.ts";
import { menuReferenceErrors, menusSettingRow } from "../menus/admin.ts";
import { menusSaveInput } from "../menus/schemas.ts";
import type { Menu } from "../menus/types.ts";
import { themeReferenceErrors, writeThemes } from "../themes/admin.ts";
import { themesSaveInput } from "../themes/schemas.ts";
import { appearanceSettingRows, readAppearance } from "./editor.ts";
import { appearanceSettingsSchema } from "./settings-schema.ts";

/**
 * One Save of the appearance editor: the slices that changed (settings, themes, menus), each
 * optional. Field errors are keyed by slice and path (`menus.0.items.2.action`), the draft's own keys.
 */
export const appearanceSaveInput = z
  .object({
    settings: appearanceSettingsSchema.optional(),
    themes: themesSaveInput.optional(),
    menus: menusSaveInput.optional(),
  })
  .strict();
export type AppearanceSaveInput = z.input<typeof appearanceSaveInput>;
export type ParsedAppearanceSaveInput = z.output<typeof appearanceSaveInput>;

const prefixed = (slice: string, errors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(errors).map(([key, messages]) => [`${slice}.${key}`, messages]));

/**
 * Saves every changed slice at once or nothing at all: every slice is validated first (schema,
 * then what the schema cannot know: roles, permissions, custom pages and theme rows that must
 * exist), and the writes share one transaction. Returns everything the editor edits, as saved.
 */
export async function saveAppearance(
  services: CoreServices,
  viewer: Viewer,
  { settings, themes, menus }: ParsedAppearanceSaveInput,
) {
  assertAdminPermission(viewer, "appearance.update");
  const errors: FieldErrors = {
    ...(menus ? prefixed("menus", await menuReferenceErrors(services.db, menus as Menu[])) : {}),
    ...(themes ? prefixed("themes", await themeReferenceErrors(services.db, themes)) : {}),
  };
  if (Object.keys(errors).length) throw validationError(errors);
  try {
    await services.db.transaction().execute(async (trx) => {
      const rows = [
        ...(settings ? appearanceSettingRows(settings) : []),
        ...(menus ? [menusSettingRow(menus as Menu[])] : []),
      ];
      if (rows.length) await settingsRepo.upsertSettings(trx, rows);
      // A theme deleted since the check above refuses the save like the check would have.
      if (themes)
        await writeThemes(trx, themes).catch((error: unknown) => {
          throw isDomainError(error) && error.fields ? validationError(prefixed("themes", error.fields)) : error;
        });
    });
  } finally {
    // A refused or failed transaction wrote nothing; reading again costs little either way.
    services.settings.invalidate();
    pageCache(services.db).clear();
    if (themes) forgetReferenceData(services.db);
  }
  return readAppearance(services, viewer);
}
