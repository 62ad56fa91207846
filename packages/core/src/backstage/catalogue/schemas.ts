import { z } from "zod";
import { idSchema } from "../../catalogue/input.ts";
import { text } from "../../validation.ts";

/** Backstage catalogue inputs (browser-safe); the edit forms share the admin area's schemas. */

export const BACKSTAGE_PAGE_MAX = 50;

export const backstageListInput = z.object({
  page: z.coerce.number<number>().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number<number>().int().min(1).max(BACKSTAGE_PAGE_MAX).default(20),
  query: text({ max: 100, label: "search" }).default(""),
});
export type BackstageListInput = z.input<typeof backstageListInput>;
export type ParsedBackstageListInput = z.output<typeof backstageListInput>;

export const replaceAudioInput = z.object({
  trackId: idSchema,
  /** An audio file the viewer uploaded with the metadata `purpose: "replace-audio"`. */
  fileEntryId: idSchema,
});
export type ReplaceAudioInput = z.output<typeof replaceAudioInput>;
