import { createLocalizationInput, LANGUAGE_CODES, languageName, renameLocalizationInput } from "@backbeat/core/schemas";
import { Dialog, DialogHeader, SelectItem } from "@backbeat/ui";
import { useMutation } from "@tanstack/react-query";
import { useEffect } from "react";
import { ConfirmActionDialog } from "@/features/account-settings/ConfirmActionDialog.tsx";
import { DialogForm, FormDialog, FormSelect, FormTextField, useSchemaForm } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { useRefreshLists } from "../datatable/use-refresh-lists.ts";
import * as s from "./localizations.css.ts";
import { refreshLanguageList } from "./refresh-interface.ts";

export interface LanguageRow {
  id: number;
  name: string;
  language: string;
}

const languageItems = LANGUAGE_CODES.map((l) => ({ id: l.code, name: `${l.name} (${l.code})` }));

function useListChanged() {
  const refreshLists = useRefreshLists();
  return async () => {
    await refreshLists();
    await refreshLanguageList();
  };
}

/** Adds a language: a code from the ISO list and the name the footer picker shows. */
export function AddLanguageDialog({
  isOpen,
  onClose,
  onCreated,
}: {
  isOpen: boolean;
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const trpc = useTRPC();
  const changed = useListChanged();
  const form = useSchemaForm(createLocalizationInput, { name: "", language: "" });
  const create = useMutation(trpc.admin.localizations.create.mutationOptions());
  const code = form.watch("language");
  useEffect(() => {
    // The name defaults to the language's name until the admin types one.
    if (code && !form.getValues("name")) form.setValue("name", languageName(code) ?? "");
  }, [code, form]);
  const submit = async (values: { name: string; language: string }) => {
    const created = await create.mutateAsync(values);
    toast("Added :name", { values: { name: created.name } });
    form.reset();
    await changed();
    onCreated(created.id);
  };
  return (
    <FormDialog
      title={t("Add language")}
      size="sm"
      isOpen={isOpen}
      onClose={onClose}
      form={form}
      onSubmit={submit}
      submit={t("Add language")}
    >
      <div className={s.fields}>
        <FormSelect name="language" label={t("Language")} items={languageItems}>
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </FormSelect>
        <FormTextField
          name="name"
          label={t("Name")}
          description={t("Shown in the language picker, e.g. Deutsch.")}
          maxLength={60}
        />
      </div>
    </FormDialog>
  );
}

export function RenameLanguageDialog({ row, onClose }: { row: LanguageRow | null; onClose: () => void }) {
  return (
    <Dialog
      size="sm"
      isOpen={Boolean(row)}
      onOpenChange={(open) => !open && onClose()}
      aria-label={t("Rename language")}
    >
      <DialogHeader>{t("Rename language")}</DialogHeader>
      {row ? <RenameForm row={row} onClose={onClose} /> : null}
    </Dialog>
  );
}

function RenameForm({ row, onClose }: { row: LanguageRow; onClose: () => void }) {
  const trpc = useTRPC();
  const changed = useListChanged();
  const form = useSchemaForm(renameLocalizationInput, { id: row.id, name: row.name });
  const rename = useMutation(trpc.admin.localizations.rename.mutationOptions());
  return (
    <DialogForm
      form={form}
      onSubmit={async (values) => {
        await rename.mutateAsync(values);
        toast("Saved");
        await changed();
        onClose();
      }}
      onCancel={onClose}
      submit={t("Save")}
    >
      <FormTextField name="name" label={t("Name")} maxLength={60} autoFocus />
    </DialogForm>
  );
}

export function DeleteLanguageDialog({ row, onClose }: { row: LanguageRow | null; onClose: () => void }) {
  const trpc = useTRPC();
  const changed = useListChanged();
  const remove = useMutation(trpc.admin.localizations.delete.mutationOptions());
  return (
    <ConfirmActionDialog
      title={t("Delete :name?", { name: row?.name ?? "" })}
      confirmLabel={t("Delete")}
      isOpen={Boolean(row)}
      isPending={remove.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (!row) return;
        void remove
          .mutateAsync({ id: row.id })
          .then(async () => {
            toast("Deleted :name", { values: { name: row.name } });
            onClose();
            await changed();
          })
          .catch(() => {});
      }}
    >
      {t("Its translations are deleted for good. People who chose it see the default language instead.")}
    </ConfirmActionDialog>
  );
}
