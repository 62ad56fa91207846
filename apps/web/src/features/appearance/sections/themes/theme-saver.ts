import type { DraftSaver } from "@/features/appearance/draft.ts";

/** The whole theme list: new themes (placeholder ids) are created, themes left out are deleted. */
export const saveThemesSlice: DraftSaver<"themes"> = (draft) =>
  draft.themes.map((theme) => (theme.id > 0 ? theme : { ...theme, id: undefined }));
