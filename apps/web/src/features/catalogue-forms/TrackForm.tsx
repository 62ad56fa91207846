import { trackSaveInput } from "@backbeat/core/schemas";
import type { z } from "zod";
import { FormSwitch, FormTextArea, FormTextField, useSchemaForm } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { ArtistsField } from "./ArtistsField.tsx";
import * as s from "./forms.css.ts";
import { ItemForm } from "./ItemForm.tsx";
import { LabelsField } from "./LabelsField.tsx";
import { RefPicker } from "./RefPicker.tsx";
import { SyncedLyricsField } from "./SyncedLyricsField.tsx";
import { adminPickerSources } from "./sources.ts";
import type { CataloguePermissions, FormHandlers, PickerSources, TrackEdit } from "./types.ts";
import { VisibilityField } from "./VisibilityField.tsx";

type Values = z.output<typeof trackSaveInput>;

const digits = (v: string) => v.replace(/\D/g, "").slice(0, 4);

/** A track's details: title, artists, album and position, labels, words, artwork and visibility. */
export function TrackForm({
  track,
  permissions,
  sources = adminPickerSources,
  ...handlers
}: { track?: TrackEdit; permissions: CataloguePermissions; sources?: PickerSources } & FormHandlers<Values>) {
  const form = useSchemaForm(trackSaveInput, {
    id: track?.id,
    name: track?.name ?? "",
    artistIds: track?.artists.map((a) => a.id) ?? [],
    albumId: track?.album?.id ?? null,
    number: track?.number ?? 1,
    disc: track?.disc ?? 1,
    description: track?.description ?? "",
    lyrics: track?.lyrics ?? "",
    lyricsSynced: track?.lyrics_synced ?? "",
    genres: track?.genres ?? [],
    tags: track?.tags ?? [],
    image: track?.image ?? null,
    imageEntryId: null,
    visibility: track?.visibility ?? "public",
    publishAt: track?.publishAt ?? null,
    allowComments: track?.allow_comments ?? true,
  });
  return (
    <ItemForm kind="track" form={form} item={track} permissions={permissions} {...handlers}>
      <FormTextField name="name" label={t("Title")} isRequired maxLength={255} autoFocus={!track} />
      <ArtistsField artists={track?.artists} sources={sources} />
      <RefPicker
        name="albumId"
        label={t("Album")}
        multiple={false}
        initial={track?.album ? [track.album] : []}
        useOptions={sources.albums}
        description={t("Leave empty for a single.")}
      />
      <div className={s.row}>
        <FormTextField name="number" label={t("Track number")} inputMode="numeric" parse={digits} />
        <FormTextField name="disc" label={t("Disc")} inputMode="numeric" parse={digits} />
      </div>
      <div className={s.row}>
        <LabelsField name="genres" label={t("Genres")} />
        <LabelsField name="tags" label={t("Tags")} />
      </div>
      <FormTextArea name="description" label={t("Description")} rows={3} maxLength={5000} />
      <FormTextArea name="lyrics" label={t("Lyrics")} rows={6} maxLength={20000} />
      <SyncedLyricsField rows={4} />
      <VisibilityField />
      <FormSwitch name="allowComments">{t("Allow comments")}</FormSwitch>
    </ItemForm>
  );
}
