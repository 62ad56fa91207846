import { rulesTree, type SmartRules, smartSortFields } from "@backbeat/core/schemas";
import {
  Button,
  Dialog,
  DialogBody,
  DialogFooter,
  DialogHeader,
  NumberField,
  Select,
  SelectItem,
  SpinnerGlyph,
} from "@backbeat/ui";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useRef, useState } from "react";
import type { z } from "zod";
import type { DialogComponentProps } from "@/global/dialogs.tsx";
import { AppForm, FormSwitch, FormTextArea, FormTextField, SubmitButton, useSchemaForm } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { playlistForm } from "./playlist-form.ts";
import { SmartRuleGroup } from "./SmartRuleGroup.tsx";
import * as s from "./smart-editor.css.ts";
import {
  checkDraft,
  downloadNsp,
  draftFromRules,
  emptyDraft,
  readNsp,
  type SmartDraft,
  sortLabel,
} from "./smart-editor.ts";

export interface SmartPlaylistData {
  /** Editing an existing smart playlist's rules. */
  playlist?: { id: number; name: string; description: string | null; rules: SmartRules };
}

const COUNT_DELAY_MS = 400;
const detailsForm = playlistForm.pick({ name: true, description: true, public: true });

/** The same value, once it has stopped changing for a moment. */
function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** A smart playlist's rules, with how many tracks they match now; new ones take a name too. */
export function SmartPlaylistDialog({
  data,
  close,
}: DialogComponentProps<SmartPlaylistData, { id: number; name: string }>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const editing = data.playlist;
  const [draft, setDraft] = useState<SmartDraft>(() =>
    editing ? draftFromRules(editing.rules, rulesTree) : emptyDraft(),
  );
  const [showErrors, setShowErrors] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const form = useSchemaForm(detailsForm, {
    name: editing?.name ?? "",
    description: editing?.description ?? "",
    public: true,
  });
  const checked = useMemo(() => checkDraft(draft), [draft]);
  const settled = useSettled(checked.rules, COUNT_DELAY_MS);
  const count = useQuery({
    ...trpc.playlists.smartCount.queryOptions({ rules: settled as SmartRules }),
    enabled: settled !== null,
    placeholderData: keepPreviousData,
  });
  const create = useMutation(trpc.playlists.create.mutationOptions());
  const update = useMutation(trpc.playlists.update.mutationOptions());

  const submit = async (values: z.output<typeof detailsForm>) => {
    if (!checked.rules) {
      setShowErrors(true);
      return;
    }
    const name = values.name ?? "";
    if (editing) {
      await update.mutateAsync({ id: editing.id, rules: checked.rules });
      void queryClient.invalidateQueries({ queryKey: trpc.playlists.get.queryKey({ id: editing.id }) });
      void queryClient.invalidateQueries({ queryKey: trpc.playlists.tracks.queryKey({ id: editing.id }) });
      toast("Smart playlist updated");
      close({ id: editing.id, name: editing.name });
      return;
    }
    const { id } = await create.mutateAsync({
      name,
      description: values.description ?? null,
      public: values.public,
      rules: checked.rules,
    });
    void queryClient.invalidateQueries({ queryKey: trpc.library.playlists.queryKey() });
    toast("Smart playlist created");
    close({ id, name });
  };

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    if (file.size > 256 * 1024) return toast.danger("This file is too large for a smart playlist.");
    const read = readNsp(await file.text());
    if ("error" in read) return toast.danger(read.error);
    setDraft(draftFromRules(read.rules, rulesTree));
    if (!editing && read.name && !form.getValues("name")) form.setValue("name", read.name);
    if (!editing && read.comment && !form.getValues("description")) form.setValue("description", read.comment);
    toast("Rules imported");
  };

  const title = editing ? t("Edit smart playlist rules") : t("New smart playlist");
  const errors = showErrors || count.isFetched ? checked.errors : null;
  return (
    <Dialog size="xl" aria-label={title}>
      <AppForm form={form} onSubmit={submit} data-testid="smart-playlist-form">
        <DialogHeader>{title}</DialogHeader>
        <DialogBody>
          <div className={s.body}>
            {editing ? null : (
              <div className={s.top}>
                <FormTextField label={t("Name")} name="name" isRequired autoFocus maxLength={100} />
                <FormSwitch name="public">{t("Public")}</FormSwitch>
              </div>
            )}
            {editing ? null : <FormTextArea label={t("Description")} name="description" rows={2} maxLength={1000} />}
            <SmartRuleGroup
              node={draft.root}
              depth={1}
              at={draft.root.group}
              errors={errors}
              onChange={(root) => root && "group" in root && setDraft({ ...draft, root })}
            />
            <div className={s.sortRow}>
              <Select
                label={t("Sort by")}
                size="sm"
                selectedKey={draft.sort}
                onSelectionChange={(key) => setDraft({ ...draft, sort: key as SmartDraft["sort"] })}
              >
                {smartSortFields.map((f) => (
                  <SelectItem key={f} id={f}>
                    {sortLabel(f)}
                  </SelectItem>
                ))}
              </Select>
              <Select
                label={t("Order")}
                size="sm"
                selectedKey={draft.order}
                isDisabled={draft.sort === "random"}
                onSelectionChange={(key) => setDraft({ ...draft, order: key === "desc" ? "desc" : "asc" })}
              >
                <SelectItem id="asc">{t("Ascending")}</SelectItem>
                <SelectItem id="desc">{t("Descending")}</SelectItem>
              </Select>
              <NumberField
                label={t("Up to")}
                size="sm"
                minValue={1}
                maxValue={1000}
                value={draft.limit}
                onChange={(n) => setDraft({ ...draft, limit: Number.isFinite(n) ? Math.round(n) : 1 })}
                formatOptions={{ useGrouping: false, maximumFractionDigits: 0 }}
              />
            </div>
            <output className={s.count} data-testid="smart-count" aria-live="polite">
              {checked.rules === null ? (
                <span className={s.countMuted}>{t("Finish the rules to see how many tracks match.")}</span>
              ) : count.data ? (
                <>
                  {t("{count, plural, =0 {No tracks match yet} one {# track matches} other {# tracks match}}", {
                    count: count.data.count,
                  })}
                  {count.isFetching ? <SpinnerGlyph size="1em" /> : null}
                </>
              ) : (
                <span className={s.countMuted}>{t("Counting matching tracks…")}</span>
              )}
            </output>
          </div>
        </DialogBody>
        <DialogFooter>
          <div className={s.footer}>
            <div className={s.actions}>
              <input
                ref={fileInput}
                type="file"
                accept=".nsp,application/json"
                className={s.hiddenInput}
                data-testid="smart-import"
                onChange={(e) => {
                  void importFile(e.currentTarget.files?.[0]);
                  e.currentTarget.value = "";
                }}
              />
              <Button variant="ghost" onPress={() => fileInput.current?.click()}>
                {t("Import .nsp")}
              </Button>
              <Button
                variant="ghost"
                isDisabled={checked.rules === null}
                onPress={() =>
                  checked.rules &&
                  downloadNsp(editing?.name ?? (form.getValues("name") || t("Smart playlist")), null, checked.rules)
                }
              >
                {t("Export .nsp")}
              </Button>
            </div>
            <div className={s.actions}>
              <Button variant="ghost" onPress={() => close()}>
                {t("Cancel")}
              </Button>
              <SubmitButton>{editing ? t("Save") : t("Create")}</SubmitButton>
            </div>
          </div>
        </DialogFooter>
      </AppForm>
    </Dialog>
  );
}
