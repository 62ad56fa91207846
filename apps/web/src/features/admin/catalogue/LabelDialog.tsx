import { genreSaveInput, tagSaveInput } from "@backbeat/core/schemas";
import { Dialog, DialogHeader } from "@backbeat/ui";
import { useMutation } from "@tanstack/react-query";
import { ImageField } from "@/features/catalogue-forms/ImageField.tsx";
import { DialogForm, FormTextField, useSchemaForm } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { useRefreshLists } from "../datatable/use-refresh-lists.ts";
import * as s from "./catalogue.css.ts";

export interface LabelRow {
  id: number;
  display_name: string;
  image?: string | null;
}

/** Create or rename a genre (with its image) or a tag; the key in its URL follows the name. */
export function LabelDialog({
  kind,
  row,
  onClose,
}: {
  kind: "genre" | "tag";
  /** null: a new one. */
  row: LabelRow | null;
  onClose: () => void;
}) {
  const trpc = useTRPC();
  const refreshLists = useRefreshLists();
  const saveGenre = useMutation(trpc.admin.catalogue.saveGenre.mutationOptions());
  const saveTag = useMutation(trpc.admin.catalogue.saveTag.mutationOptions());
  const genreForm = useSchemaForm(genreSaveInput, {
    id: row?.id,
    displayName: row?.display_name ?? "",
    image: row?.image ?? null,
    imageEntryId: null,
  });
  const tagForm = useSchemaForm(tagSaveInput, { id: row?.id, displayName: row?.display_name ?? "" });
  const title = kind === "genre" ? (row ? t("Edit genre") : t("New genre")) : row ? t("Edit tag") : t("New tag");

  const done = async (message: string) => {
    toast(message);
    await refreshLists();
    onClose();
  };
  const fields = (
    <div className={s.dialogFields}>
      <FormTextField
        name="displayName"
        label={t("Name")}
        isRequired
        maxLength={50}
        autoFocus
        description={t("Its page address is made from the name.")}
      />
      {kind === "genre" ? <ImageField label={t("Image")} /> : null}
    </div>
  );
  const submit = row ? t("Save changes") : t("Create");
  return (
    <Dialog size="sm" isOpen onOpenChange={(open) => !open && onClose()} aria-label={title}>
      <DialogHeader>{title}</DialogHeader>
      {kind === "genre" ? (
        <DialogForm
          form={genreForm}
          onSubmit={async (values) => {
            await saveGenre.mutateAsync(values);
            await done(row ? "Saved genre" : "Created genre");
          }}
          onCancel={onClose}
          submit={submit}
        >
          {fields}
        </DialogForm>
      ) : (
        <DialogForm
          form={tagForm}
          onSubmit={async (values) => {
            await saveTag.mutateAsync(values);
            await done(row ? "Saved tag" : "Created tag");
          }}
          onCancel={onClose}
          submit={submit}
        >
          {fields}
        </DialogForm>
      )}
    </Dialog>
  );
}
