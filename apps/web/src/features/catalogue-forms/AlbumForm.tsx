import { albumSaveInput, RECORD_TYPES } from "@backbeat/core/schemas";
import { SelectItem } from "@backbeat/ui";
import type { z } from "zod";
import { FormSelect, FormTextArea, FormTextField, useSchemaForm } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { ArtistsField } from "./ArtistsField.tsx";
import * as s from "./forms.css.ts";
import { ItemForm } from "./ItemForm.tsx";
import { LabelsField } from "./LabelsField.tsx";
import { adminPickerSources, type NamedRef } from "./sources.ts";
import { TrackOrder } from "./TrackOrder.tsx";
import type { AlbumEdit, CataloguePermissions, FormHandlers, PickerSources } from "./types.ts";
import { VisibilityField } from "./VisibilityField.tsx";

type Values = z.output<typeof albumSaveInput>;

const RECORD_TYPE_LABELS: Record<(typeof RECORD_TYPES)[number], string> = {
  album: "Album",
  single: "Single",
  ep: "EP",
  compilation: "Compilation",
};

/** An album's details and its running order. */
export function AlbumForm({
  album,
  permissions,
  sources = adminPickerSources,
  credit = [],
  ...handlers
}: {
  album?: AlbumEdit;
  permissions: CataloguePermissions;
  sources?: PickerSources;
  /** Artists a new album starts credited to (an artist's own profile in backstage). */
  credit?: NamedRef[];
} & FormHandlers<Values>) {
  const artists = album?.artists ?? credit;
  const form = useSchemaForm(albumSaveInput, {
    id: album?.id,
    name: album?.name ?? "",
    artistIds: artists.map((a) => a.id),
    releaseDate: album?.release_date ?? "",
    recordType: (album?.record_type as Values["recordType"] | undefined) ?? "album",
    description: album?.description ?? "",
    tags: album?.tags ?? [],
    image: album?.image ?? null,
    imageEntryId: null,
    visibility: album?.visibility ?? "public",
    publishAt: album?.publishAt ?? null,
    trackIds: album?.tracks.map((tr) => tr.id),
  });
  return (
    <ItemForm kind="album" form={form} item={album} permissions={permissions} {...handlers}>
      <FormTextField name="name" label={t("Name")} isRequired maxLength={255} autoFocus={!album} />
      <ArtistsField artists={artists} sources={sources} />
      <div className={s.row}>
        <FormTextField name="releaseDate" label={t("Release date")} type="date" />
        <FormSelect name="recordType" label={t("Type")}>
          {RECORD_TYPES.map((type) => (
            <SelectItem key={type} id={type}>
              {t(RECORD_TYPE_LABELS[type])}
            </SelectItem>
          ))}
        </FormSelect>
      </div>
      <LabelsField name="tags" label={t("Tags")} />
      <FormTextArea name="description" label={t("Description")} rows={4} maxLength={5000} />
      <VisibilityField />
      {album ? (
        <div className={s.column}>
          <span className={s.label}>{t("Tracks")}</span>
          <TrackOrder tracks={album.tracks} />
        </div>
      ) : null}
    </ItemForm>
  );
}
