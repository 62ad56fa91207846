import { artistSaveInput } from "@backbeat/core/schemas";
import type { z } from "zod";
import { AppForm, FormSwitch, FormTextArea, FormTextField, useSchemaForm } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { FormActions } from "./FormActions.tsx";
import * as s from "./forms.css.ts";
import { ImageField } from "./ImageField.tsx";
import { LabelsField } from "./LabelsField.tsx";
import { LinksField } from "./LinksField.tsx";
import type { ArtistEdit, CataloguePermissions, FormHandlers } from "./types.ts";

type Values = z.output<typeof artistSaveInput>;

/** An artist's profile: name, image, biography, location, genres, links (and the verified badge). */
export function ArtistForm({
  artist,
  permissions,
  onSubmit,
  onDelete,
  cancelHref,
}: { artist?: ArtistEdit; permissions: CataloguePermissions } & FormHandlers<Values>) {
  const form = useSchemaForm(artistSaveInput, {
    id: artist?.id,
    name: artist?.name ?? "",
    bio: artist?.bio ?? "",
    location: artist?.location ?? "",
    verified: artist?.verified ?? false,
    genres: artist?.genres ?? [],
    links: artist?.links ?? [],
    image: artist?.image ?? null,
    imageEntryId: null,
  });
  return (
    <AppForm form={form} onSubmit={onSubmit} aria-label={t("Artist")}>
      <div className={s.layout}>
        <ImageField label={t("Artist image")} round />
        <div className={s.column}>
          <FormTextField name="name" label={t("Name")} isRequired maxLength={255} autoFocus={!artist} />
          <div className={s.row}>
            <FormTextField name="location" label={t("Location")} maxLength={100} />
            <LabelsField name="genres" label={t("Genres")} />
          </div>
          <FormTextArea name="bio" label={t("Biography")} rows={6} maxLength={10000} />
          <LinksField />
          {permissions.canVerify ? (
            <div>
              <FormSwitch name="verified">{t("Verified artist")}</FormSwitch>
              <p className={s.hint}>{t("Shows a verified badge next to the name.")}</p>
            </div>
          ) : null}
        </div>
      </div>
      <FormActions isNew={!artist} cancelHref={cancelHref} onDelete={permissions.canDelete ? onDelete : undefined} />
    </AppForm>
  );
}
