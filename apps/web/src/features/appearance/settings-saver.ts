import type { AppearanceSettings } from "@backbeat/core/schemas";
import type { DraftSaver } from "./draft.ts";

/** General, SEO, custom code and the landing page. */
export const saveSettingsSlice: DraftSaver<"settings"> = (draft) => draft.settings as AppearanceSettings;
