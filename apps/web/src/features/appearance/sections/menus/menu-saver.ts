import type { DraftSaver } from "@/features/appearance/draft.ts";

/** Every menu (one setting): refused whole when any item is invalid. */
export const saveMenusSlice: DraftSaver<"menus"> = (draft) => draft.menus;
