import { z } from "zod";
import { text } from "../validation.ts";
import { isLanguageCode } from "./language-codes.ts";

/** Lines one save may carry: the translate screen saves in batches of at most this many. */
export const MAX_LINES_PER_SAVE = 500;
export const MAX_LINE_LENGTH = 2000;

const localizationId = z.coerce.number<number>().int().positive().max(2_147_483_647);

export const localizationName = text({ max: 60, min: 1, label: "name" });

export const languageCode = z
  .string({ error: "The language field is required." })
  .trim()
  .min(1, "The language field is required.")
  .max(16, "Choose a language code from the list.")
  .refine(isLanguageCode, "Choose a language code from the list.");

export const createLocalizationInput = z.object({ name: localizationName, language: languageCode });
export type CreateLocalizationInput = z.infer<typeof createLocalizationInput>;

export const renameLocalizationInput = z.object({ id: localizationId, name: localizationName });
export type RenameLocalizationInput = z.infer<typeof renameLocalizationInput>;

export const localizationIdInput = z.object({ id: localizationId });
export type LocalizationIdInput = z.output<typeof localizationIdInput>;

/** One edited line: the English source text and its translation ("" puts the source text back). */
export const localizationLine = z.object({
  key: z.string().min(1).max(MAX_LINE_LENGTH, `A source text may not be greater than ${MAX_LINE_LENGTH} characters.`),
  value: text({ max: MAX_LINE_LENGTH, multiline: true, label: "translation" }),
});

export const saveLocalizationLinesInput = z.object({
  id: localizationId,
  lines: z
    .array(localizationLine)
    .min(1, "There is nothing to save.")
    .max(MAX_LINES_PER_SAVE, `Save at most ${MAX_LINES_PER_SAVE} lines at a time.`),
});
export type SaveLocalizationLinesInput = z.infer<typeof saveLocalizationLinesInput>;
