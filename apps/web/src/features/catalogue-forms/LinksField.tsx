import { IconButton, TrashIcon } from "@backbeat/ui";
import { useFieldArray } from "react-hook-form";
import { AddRowButton } from "@/global/form/AddRowButton.tsx";
import { FormTextField } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import * as s from "./forms.css.ts";

const MAX_LINKS = 10;

/** An artist's links (website, socials): title and https address per row. */
export function LinksField() {
  const { fields, append, remove } = useFieldArray({ name: "links" });
  return (
    <div className={s.column}>
      <span className={s.label}>{t("Links")}</span>
      {fields.length === 0 ? (
        <p className={s.hint}>{t("Website, shop or social profiles shown on the artist page.")}</p>
      ) : null}
      {fields.map((f, i) => (
        <div key={f.id} className={s.linkRow}>
          <FormTextField name={`links.${i}.title`} label={t("Title")} maxLength={60} />
          <FormTextField name={`links.${i}.url`} label={t("URL")} type="url" maxLength={500} placeholder="https://" />
          <IconButton aria-label={t("Remove link")} variant="ghost" onPress={() => remove(i)}>
            <TrashIcon size={16} />
          </IconButton>
        </div>
      ))}
      {fields.length < MAX_LINKS ? (
        <AddRowButton onPress={() => append({ title: "", url: "" })}>{t("Add link")}</AddRowButton>
      ) : null}
    </div>
  );
}
