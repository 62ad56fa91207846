import { t } from "@/global/i18n.ts";
import { type CreditedArtist, creditChips, pendingCreditHint } from "./pending-credits.ts";
import { RefPicker } from "./RefPicker.tsx";
import type { PickerSources } from "./types.ts";

/** The artists a track or album is credited to; credits awaiting consent are marked and explained. */
export function ArtistsField({ artists, sources }: { artists: CreditedArtist[] | undefined; sources: PickerSources }) {
  return (
    <RefPicker
      name="artistIds"
      label={t("Artists")}
      multiple
      initial={creditChips(artists)}
      useOptions={sources.artists}
      description={pendingCreditHint(artists)}
    />
  );
}
