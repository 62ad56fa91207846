import { FormTextArea } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import * as s from "./forms.css.ts";

/** A track's timed lyrics (LRC), the form field `lyricsSynced`: on the track form and the lyrics list's dialog. */
export function SyncedLyricsField({ rows }: { rows: number }) {
  return (
    <FormTextArea
      name="lyricsSynced"
      label={t("Synced lyrics")}
      description={t("LRC lines such as [01:02.50] A line of the song.")}
      rows={rows}
      maxLength={40000}
      className={s.mono}
    />
  );
}
