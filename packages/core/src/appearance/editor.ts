import { settingsRepo, themesRepo } from "@backbeat/db";
import type { z } from "zod";
import { assertAdminPermission } from "../admin/datatables.ts";
import { pageCache } from "../catalogue/cache.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { seoSettingRows, seoSettingsFrom } from "../seo/schemas.ts";
import type { SettingsSnapshot } from "../settings/service.ts";
import { themeJson } from "../themes/theme-json.ts";
import { CUSTOM_CODE_DEFAULTS, GENERAL_DEFAULTS, LANDING_DEFAULTS } from "./defaults.ts";
import type { AppearanceSettings, appearanceSettingsSchema } from "./settings-schema.ts";

/** The editor's settings as saved, each value falling back to its default (settings/registry.ts). */
export function appearanceSettingsFrom(settings: SettingsSnapshot): AppearanceSettings {
  const pick = <T extends object>(prefix: string, section: T): T =>
    Object.fromEntries(Object.keys(section).map((key) => [key, settings.byName(`${prefix}.${key}`)])) as T;
  return {
    branding: pick("branding", GENERAL_DEFAULTS),
    custom_code: pick("custom_code", CUSTOM_CODE_DEFAULTS),
    landing: pick("landing", LANDING_DEFAULTS),
    ...seoSettingsFrom(settings),
  };
}

/** Everything the appearance editor edits, as saved: its settings, the themes and the menus. */
export async function readAppearance(services: CoreServices, viewer: Viewer) {
  assertAdminPermission(viewer, "appearance.update");
  const settings = await services.settings.snapshot();
  const themes = await themesRepo.allThemes(services.db);
  return {
    settings: appearanceSettingsFrom(settings),
    themes: themes.map(themeJson),
    menus: settings.get("menus"),
  };
}

/** The setting rows of a valid settings slice: one row per value (lists are one value). */
export function appearanceSettingRows(
  values: AppearanceSettings,
): { name: string; value: unknown; private: boolean }[] {
  const group = (prefix: string, object: Record<string, unknown>) =>
    Object.entries(object).map(([key, value]) => ({ name: `${prefix}.${key}`, value, private: false }));
  return [
    ...group("branding", values.branding),
    ...group("custom_code", values.custom_code),
    ...group("landing", values.landing),
    ...seoSettingRows({ seo: values.seo }),
  ];
}

/**
 * Saves the editor's settings (general, custom code, landing page, SEO templates) in one
 * transaction: any malformed value refuses the whole save with field errors keyed by setting
 * name (`landing.action_buttons.0.label`). The next page load, bootstrap data included, serves it.
 */
export async function saveAppearanceSettings(
  services: CoreServices,
  viewer: Viewer,
  values: z.output<typeof appearanceSettingsSchema>,
) {
  assertAdminPermission(viewer, "appearance.update");
  const rows = appearanceSettingRows(values);
  await services.db.transaction().execute((trx) => settingsRepo.upsertSettings(trx, rows));
  services.settings.invalidate();
  pageCache(services.db).clear();
  return appearanceSettingsFrom(await services.settings.snapshot());
}
