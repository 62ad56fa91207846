import type { z } from "zod";
import { seoSettingsSchema } from "../seo/schemas.ts";
import { customCodeSchema, generalAppearanceSchema, landingPageSchema } from "./schemas.ts";

/** The settings slice of the appearance editor's draft: every section that saves into settings. */
export const appearanceSettingsSchema = generalAppearanceSchema
  .extend(customCodeSchema.shape)
  .extend(landingPageSchema.shape)
  .extend(seoSettingsSchema.shape)
  .strict();
export type AppearanceSettings = z.output<typeof appearanceSettingsSchema>;
