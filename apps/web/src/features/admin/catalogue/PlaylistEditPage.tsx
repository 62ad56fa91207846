import { playlistAdminInput } from "@backbeat/core/schemas";
import { ButtonLink, ExternalIcon } from "@backbeat/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useParams } from "react-router";
import { EditFrame } from "@/features/catalogue-forms/EditFrame.tsx";
import { FormActions } from "@/features/catalogue-forms/FormActions.tsx";
import * as f from "@/features/catalogue-forms/forms.css.ts";
import { counted } from "@/features/player/format.ts";
import { AppForm, FormSwitch, FormTextArea, FormTextField, useSchemaForm } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { links } from "@/lib/links.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { AdminEditChrome } from "./edit-pages.tsx";

type Playlist = NonNullable<ReturnType<typeof usePlaylist>["data"]>;

function usePlaylist(id: number) {
  const trpc = useTRPC();
  return useQuery(trpc.admin.catalogue.playlist.queryOptions({ id }));
}

function PlaylistForm({ playlist, onDelete }: { playlist: Playlist; onDelete: () => void }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useMutation(trpc.admin.catalogue.updatePlaylist.mutationOptions());
  const form = useSchemaForm(playlistAdminInput, {
    id: playlist.id,
    name: playlist.name,
    description: playlist.description ?? "",
    public: playlist.public,
  });
  return (
    <AppForm
      form={form}
      aria-label={t("Playlist")}
      onSubmit={async (values) => {
        await save.mutateAsync(values);
        toast("Saved playlist");
        await queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
      }}
    >
      <div className={f.column}>
        <p className={f.hint}>
          {t("Owned by :name, who can still edit it.", { name: playlist.owner_name ?? t("a deleted user") })}
        </p>
        {playlist.smart ? (
          <p className={f.hint} data-testid="admin-playlist-smart">
            {t(
              "A smart playlist: its rules choose its {count, plural, one {:number song} other {:number songs}}.",
              counted(playlist.tracks_count),
            )}
          </p>
        ) : null}
        <FormTextField name="name" label={t("Name")} isRequired maxLength={100} />
        <FormTextArea name="description" label={t("Description")} rows={4} maxLength={1000} />
        <div>
          <FormSwitch name="public">{t("Public")}</FormSwitch>
          <p className={f.hint}>{t("Private playlists are seen only by their owner and collaborators.")}</p>
        </div>
      </div>
      <FormActions isNew={false} cancelHref="/admin/playlists" onDelete={onDelete} />
    </AppForm>
  );
}

/** `playlists/{playlistId}/edit`: name, description and visibility of anyone's playlist. */
export function PlaylistEditPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const id = Number(useParams().playlistId) || 0;
  const playlist = usePlaylist(id);
  const remove = useMutation(trpc.admin.catalogue.deletePlaylists.mutationOptions());
  return (
    <EditFrame
      Chrome={AdminEditChrome}
      title={playlist.data?.name ?? t("Edit playlist")}
      back={{ to: "/admin/playlists", label: t("Playlists") }}
      testId="admin-playlist-edit"
      loading={playlist.isPending}
      error={playlist.error}
      actions={
        playlist.data ? (
          <ButtonLink
            href={links.playlist(playlist.data)}
            variant="outline"
            size="sm"
            startIcon={<ExternalIcon size={16} />}
          >
            {t("View on site")}
          </ButtonLink>
        ) : null
      }
      deleteQuestion={{
        title: t("Delete this playlist?"),
        body: t("The playlist is deleted for its owner and everyone following it. This cannot be undone."),
      }}
      onConfirmDelete={async () => {
        await remove.mutateAsync({ ids: [id] });
        toast("Deleted playlist");
        await queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });
        navigate("/admin/playlists");
      }}
    >
      {(requestDelete) =>
        playlist.data ? (
          <PlaylistForm key={playlist.dataUpdatedAt} playlist={playlist.data} onDelete={requestDelete} />
        ) : null
      }
    </EditFrame>
  );
}
