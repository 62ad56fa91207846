import type { ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { AppForm } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { FormActions } from "./FormActions.tsx";
import * as s from "./forms.css.ts";
import { ImageField } from "./ImageField.tsx";
import type { CataloguePermissions, FormHandlers } from "./types.ts";

/** Each kind's form name (`title`) and picture label (English, translated here); a person's picture is round. */
const KINDS = {
  artist: { title: "Artist", label: "Artist image", round: true },
  album: { title: "Album", label: "Cover art", round: false },
  track: { title: "Track", label: "Cover art", round: false },
} as const;

/** A catalogue item's form: its picture beside its fields, Delete, Cancel and Save below. */
export function ItemForm<Values extends FieldValues, Output>({
  kind,
  form,
  item,
  permissions,
  onSubmit,
  onDelete,
  cancelHref,
  children,
}: {
  kind: keyof typeof KINDS;
  form: UseFormReturn<Values, unknown, Output>;
  /** The item edited; none while creating one. */
  item: unknown;
  permissions: CataloguePermissions;
  children: ReactNode;
} & FormHandlers<Output>) {
  const { title, label, round } = KINDS[kind];
  return (
    <AppForm form={form} onSubmit={onSubmit} aria-label={t(title)}>
      <div className={s.layout}>
        <ImageField label={t(label)} round={round} />
        <div className={s.column}>{children}</div>
      </div>
      <FormActions isNew={!item} cancelHref={cancelHref} onDelete={permissions.canDelete ? onDelete : undefined} />
    </AppForm>
  );
}
