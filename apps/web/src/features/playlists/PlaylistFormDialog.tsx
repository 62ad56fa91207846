import { fieldErrors } from "@backbeat/client";
import { Button, Dialog, DialogBody, DialogFooter, DialogHeader, Switch, TextArea, TextField } from "@backbeat/ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useTRPC } from "../../app/trpc.ts";
import type { DialogComponentProps } from "../../global/dialogs.tsx";
import { t } from "../../global/i18n.ts";
import { toast } from "../../global/toasts.tsx";

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

/** Create or edit a playlist: name, description, public/private, collaborative. */
export function PlaylistFormDialog({
  data,
  close,
}: DialogComponentProps<PlaylistFormData, { id: number; name: string }>) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const editing = data.playlist;
  const [name, setName] = useState(editing?.name ?? "");
  const [description, setDescription] = useState(editing?.description ?? "");
  const [image, setImage] = useState(editing?.image ?? "");
  const [isPublic, setPublic] = useState(editing?.public ?? true);
  const [collaborative, setCollaborative] = useState(editing?.collaborative ?? false);
  const [error, setError] = useState<string | null>(null);
  const invalidate = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.library.playlists.queryKey() });
    if (editing) void queryClient.invalidateQueries({ queryKey: trpc.playlists.get.queryKey({ id: editing.id }) });
  };
  const create = useMutation(trpc.playlists.create.mutationOptions());
  const update = useMutation(trpc.playlists.update.mutationOptions());
  const pending = create.isPending || update.isPending;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setError(t("The name field is required."));
      return;
    }
    try {
      if (editing) {
        await update.mutateAsync({
          id: editing.id,
          name: trimmed,
          description: description.trim() || null,
          image: image.trim() || null,
          // Only the owner may change these; collaborators send neither.
          ...(isPublic !== editing.public ? { public: isPublic } : {}),
          ...(collaborative !== editing.collaborative ? { collaborative } : {}),
        });
        invalidate();
        toast("Playlist updated");
        close({ id: editing.id, name: trimmed });
      } else {
        const { id } = await create.mutateAsync({
          name: trimmed,
          description: description.trim() || null,
          image: image.trim() || null,
          public: isPublic,
          collaborative,
          ...(data.trackIds?.length ? { trackIds: data.trackIds } : {}),
        });
        invalidate();
        toast("Playlist created");
        close({ id, name: trimmed });
      }
    } catch (err) {
      // Only a field error is shown here; any other failure was already shown once by the mutation failure rule.
      setError(fieldErrors(err).name ?? null);
    }
  };

  return (
    <Dialog size="md" aria-label={editing ? t("Edit playlist") : t("New playlist")}>
      <form onSubmit={submit} data-testid="playlist-form">
        <DialogHeader>{editing ? t("Edit playlist") : t("New playlist")}</DialogHeader>
        <DialogBody>
          <div style={{ display: "grid", gap: 16 }}>
            <TextField
              label={t("Name")}
              name="name"
              value={name}
              onChange={(v) => {
                setName(v);
                setError(null);
              }}
              isRequired
              autoFocus
              maxLength={100}
              isInvalid={Boolean(error)}
              errorMessage={error ?? undefined}
            />
            <TextArea
              label={t("Description")}
              name="description"
              value={description}
              onChange={setDescription}
              rows={3}
              maxLength={1000}
            />
            <TextField
              label={t("Cover image URL")}
              name="image"
              type="url"
              value={image}
              onChange={setImage}
              maxLength={500}
              description={t("Leave empty to use a collage of the playlist's album covers.")}
            />
            <Switch isSelected={isPublic} onChange={setPublic}>
              {t("Public")}
            </Switch>
            <Switch isSelected={collaborative} onChange={setCollaborative}>
              {t("Collaborative")}
            </Switch>
          </div>
        </DialogBody>
        <DialogFooter>
          <Button variant="ghost" onPress={() => close()}>
            {t("Cancel")}
          </Button>
          <Button variant="primary" type="submit" isPending={pending}>
            {editing ? t("Save") : t("Create")}
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
