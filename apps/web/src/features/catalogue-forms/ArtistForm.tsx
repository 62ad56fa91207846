import { artistSaveInput } from "@backbeat/core/schemas";
import type { z } from "zod";
import { FormSwitch, FormTextArea, FormTextField, useSchemaForm } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import * as s from "./forms.css.ts";
import { ItemForm } from "./ItemForm.tsx";
import { LabelsField } from "./LabelsField.tsx";
import { LinksField } from "./LinksField.tsx";
import type { ArtistEdit, CataloguePermissions, FormHandlers } from "./types.ts";

type Values = z.output<typeof artistSaveInput>;

/** An artist's profile: name, image, biography, location, genres, links (and the verified badge). */
export function ArtistForm({
  artist,
  permissions,
  ...handlers
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
    <ItemForm kind="artist" form={form} item={artist} permissions={permissions} {...handlers}>
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
    </ItemForm>
  );
}
