import { featureOn } from "@backbeat/core/features";
import { ButtonLink, ExternalIcon } from "@backbeat/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useParams } from "react-router";
import { useTRPC } from "../../../app/trpc.ts";
import { t } from "../../../global/i18n.ts";
import { toast } from "../../../global/toasts.tsx";
import { TrackForm } from "../../catalogue-forms/TrackForm.tsx";
import { links } from "../../player/format.ts";
import { EditFrame } from "./EditFrame.tsx";

const PERMISSIONS = { canDelete: true, canVerify: true };

/** `tracks/new` and `tracks/{trackId}/edit`. */
export function TrackEditPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const id = Number(useParams().trackId) || null;
  const track = useQuery({ ...trpc.admin.catalogue.track.queryOptions({ id: id ?? 0 }), enabled: id !== null });
  const save = useMutation(trpc.admin.catalogue.saveTrack.mutationOptions());
  const remove = useMutation(trpc.admin.catalogue.deleteTracks.mutationOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });

  return (
    <EditFrame
      key={id ?? "new"}
      title={id ? (track.data?.name ?? t("Edit track")) : t("New track")}
      back={{ to: "/admin/tracks", label: "Tracks" }}
      testId="admin-track-edit"
      loading={id !== null && track.isPending}
      error={track.error}
      actions={
        track.data ? (
          <ButtonLink href={links.track(track.data)} variant="outline" size="sm" startIcon={<ExternalIcon size={16} />}>
            {t("View on site")}
          </ButtonLink>
        ) : null
      }
      deleteQuestion={{
        title: t("Delete this track?"),
        body: featureOn("comments")
          ? t("The track, its likes, comments and playlist entries are deleted for good.")
          : t("The track, its likes and playlist entries are deleted for good."),
      }}
      onConfirmDelete={async () => {
        if (!id) return;
        await remove.mutateAsync({ ids: [id] });
        toast("Deleted track");
        await refresh();
        navigate("/admin/tracks");
      }}
    >
      {(requestDelete) => (
        <TrackForm
          key={track.dataUpdatedAt}
          track={track.data}
          permissions={PERMISSIONS}
          cancelHref="/admin/tracks"
          onDelete={requestDelete}
          onSubmit={async (values) => {
            const saved = await save.mutateAsync(values);
            toast(id ? "Saved track" : "Created track");
            await refresh();
            if (!id) navigate(`/admin/tracks/${saved.id}/edit`, { replace: true });
          }}
        />
      )}
    </EditFrame>
  );
}
