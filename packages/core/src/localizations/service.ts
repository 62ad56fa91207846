import { localizationsRepo } from "@backbeat/db";
import { assertAdminPermission } from "../admin/datatables.ts";
import { forgetReferenceData } from "../bootstrap/reference-data.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { DomainError, notFound, validationError } from "../errors.ts";
import type {
  CreateLocalizationInput,
  LocalizationIdInput,
  RenameLocalizationInput,
  SaveLocalizationLinesInput,
} from "./schemas.ts";
import { isSourceString, sourceStrings } from "./source-strings.ts";

/**
 * Languages of the interface (docs/spec/2-product-areas.md §2 "localizations"): each is a name, a language code and
 * its translated lines keyed by the English source text. The bootstrap data reads the viewer's
 * language from the table on every page load, so a saved line shows on the next load or
 * language change, without a restart and without a cache to clear.
 */
export interface LocalizationSummary {
  id: number;
  name: string;
  language: string;
  updated_at: Date;
}

const summary = (row: LocalizationSummary): LocalizationSummary => ({
  id: row.id,
  name: row.name,
  language: row.language,
  updated_at: row.updated_at,
});

async function defaultLocale(services: CoreServices): Promise<string> {
  return (await services.settings.snapshot()).get("i18n.default_locale");
}

export async function createLocalization(
  services: CoreServices,
  viewer: Viewer,
  { name, language }: CreateLocalizationInput,
) {
  assertAdminPermission(viewer, "localizations.update");
  const row = await localizationsRepo.insertLocalization(services.db, { name, language });
  forgetReferenceData(services.db);
  if (!row) throw validationError({ language: ["This language already exists."] });
  return summary(row);
}

export async function renameLocalization(
  services: CoreServices,
  viewer: Viewer,
  { id, name }: RenameLocalizationInput,
) {
  assertAdminPermission(viewer, "localizations.update");
  const row = await localizationsRepo.renameLocalization(services.db, id, name);
  forgetReferenceData(services.db);
  if (!row) throw notFound("Language not found.");
  return summary(row);
}

/** The site's default language and the last language stay: the interface always has one. */
export async function deleteLocalization(services: CoreServices, viewer: Viewer, { id }: LocalizationIdInput) {
  assertAdminPermission(viewer, "localizations.update");
  const row = await localizationsRepo.findLocalizationById(services.db, id);
  if (!row) throw notFound("Language not found.");
  const fallback = await defaultLocale(services);
  if (row.language === fallback)
    throw new DomainError("CONFLICT", "This is the site's default language. Choose another default language first.");
  if ((await localizationsRepo.countLocalizations(services.db)) <= 1)
    throw new DomainError("CONFLICT", "The last language cannot be deleted.");
  await localizationsRepo.deleteLocalization(services.db, id, fallback);
  forgetReferenceData(services.db);
  return { deleted: true };
}

export interface LocalizationLines {
  localization: LocalizationSummary;
  defaultLocale: string;
  /** Every source string of the interface, sorted. */
  sources: string[];
  /** Translations of the source strings that have one. */
  lines: Record<string, string>;
}

export async function getLocalizationLines(
  services: CoreServices,
  viewer: Viewer,
  { id }: LocalizationIdInput,
): Promise<LocalizationLines> {
  assertAdminPermission(viewer, "localizations.update");
  const row = await localizationsRepo.findLocalizationById(services.db, id);
  if (!row) throw notFound("Language not found.");
  const lines: Record<string, string> = {};
  // Lines of strings the code no longer has are kept in the table but not shown.
  for (const [key, value] of Object.entries(row.lines ?? {}))
    if (isSourceString(key) && typeof value === "string" && value !== "") lines[key] = value;
  return { localization: summary(row), defaultLocale: await defaultLocale(services), sources: sourceStrings, lines };
}

/** Saves a batch of edited lines; an empty translation removes the line (the source text shows). */
export async function saveLocalizationLines(
  services: CoreServices,
  viewer: Viewer,
  { id, lines }: SaveLocalizationLinesInput,
) {
  assertAdminPermission(viewer, "localizations.update");
  const errors: Record<string, string[]> = {};
  lines.forEach((line, index) => {
    if (!isSourceString(line.key)) errors[`lines.${index}.key`] = ["This text is not part of the interface."];
  });
  if (Object.keys(errors).length) throw validationError(errors);
  const set: Record<string, string> = {};
  const remove: string[] = [];
  for (const line of lines) {
    if (line.value === "") {
      remove.push(line.key);
      delete set[line.key];
    } else set[line.key] = line.value;
  }
  const row = await localizationsRepo.mergeLocalizationLines(services.db, id, set, remove);
  forgetReferenceData(services.db);
  if (!row) throw notFound("Language not found.");
  return { saved: lines.length, localization: summary(row) };
}
