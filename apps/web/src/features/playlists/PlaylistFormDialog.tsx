import { Button, Dialog, DialogBody, DialogFooter, DialogHeader } from "@backbeat/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import type { DialogComponentProps } from "@/global/dialogs.tsx";
import { AppForm, FormSwitch, FormTextArea, FormTextField, SubmitButton, useSchemaForm } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { playlistForm } from "./playlist-form.ts";

export interface PlaylistFormData {
  /** Editing an existing playlist. */
  playlist?: {
    id: number;
    name: string;
    description: string | null;
    image?: string | null;
    public: boolean;
    collaborative: boolean;
  };
  /** Tracks to put in a new playlist. */
  trackIds?: number[];
}

/** Create or edit a playlist: name, description, cover, public/private, collaborative. */
export function PlaylistFormDialog({
  data,
  close,
}: DialogComponentProps<PlaylistFormData, { id: number; name: string }>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const editing = data.playlist;
  const form = useSchemaForm(playlistForm, {
    name: editing?.name ?? "",
    description: editing?.description ?? "",
    image: editing?.image ?? "",
    public: editing?.public ?? true,
    collaborative: editing?.collaborative ?? false,
  });
  const invalidate = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.library.playlists.queryKey() });
    if (editing) void queryClient.invalidateQueries({ queryKey: trpc.playlists.get.queryKey({ id: editing.id }) });
  };
  const create = useMutation(trpc.playlists.create.mutationOptions());
  const update = useMutation(trpc.playlists.update.mutationOptions());

  const submit = async (values: z.output<typeof playlistForm>) => {
    const name = values.name ?? "";
    if (editing) {
      await update.mutateAsync({
        id: editing.id,
        name,
        description: values.description ?? null,
        image: values.image ?? null,
        // Only the owner may change these; collaborators send neither.
        ...(values.public !== editing.public ? { public: values.public } : {}),
        ...(values.collaborative !== editing.collaborative ? { collaborative: values.collaborative } : {}),
      });
      invalidate();
      toast("Playlist updated");
      close({ id: editing.id, name });
    } else {
      const { id } = await create.mutateAsync({
        ...values,
        ...(data.trackIds?.length ? { trackIds: data.trackIds } : {}),
      });
      invalidate();
      toast("Playlist created");
      close({ id, name });
    }
  };

  return (
    <Dialog size="md" aria-label={editing ? t("Edit playlist") : t("New playlist")}>
      <AppForm form={form} onSubmit={submit} data-testid="playlist-form">
        <DialogHeader>{editing ? t("Edit playlist") : t("New playlist")}</DialogHeader>
        <DialogBody>
          <div style={{ display: "grid", gap: 16 }}>
            <FormTextField label={t("Name")} name="name" isRequired autoFocus maxLength={100} />
            <FormTextArea label={t("Description")} name="description" rows={3} maxLength={1000} />
            <FormTextField
              label={t("Cover image URL")}
              name="image"
              type="url"
              maxLength={500}
              description={t("Leave empty to use a collage of the playlist's album covers.")}
            />
            <FormSwitch name="public">{t("Public")}</FormSwitch>
            <FormSwitch name="collaborative">{t("Collaborative")}</FormSwitch>
          </div>
        </DialogBody>
        <DialogFooter>
          <Button variant="ghost" onPress={() => close()}>
            {t("Cancel")}
          </Button>
          <SubmitButton>{editing ? t("Save") : t("Create")}</SubmitButton>
        </DialogFooter>
      </AppForm>
    </Dialog>
  );
}
