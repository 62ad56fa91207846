import { featureOn } from "@backbeat/core/features";
import { ButtonLink, DashboardIcon, ExternalIcon } from "@backbeat/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useParams } from "react-router";
import { useTRPC } from "../../app/trpc.ts";
import { t } from "../../global/i18n.ts";
import { toast } from "../../global/toasts.tsx";
import { RouteGuard } from "../auth/guards.tsx";
import { TrackForm } from "../catalogue-forms/TrackForm.tsx";
import { links } from "../player/format.ts";
import { EditFrame } from "./EditFrame.tsx";
import { ReplaceAudio } from "./ReplaceAudio.tsx";
import { BACKSTAGE_PERMISSIONS, backstagePickerSources } from "./sources.ts";

/** `backstage/tracks/{trackId}/edit`: the artist's own track, and its audio file. */
function TrackEdit() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const id = Number(useParams().trackId) || 0;
  const track = useQuery(trpc.backstage.catalogue.track.queryOptions({ id }));
  const save = useMutation(trpc.backstage.catalogue.saveTrack.mutationOptions());
  const remove = useMutation(trpc.backstage.catalogue.deleteTracks.mutationOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.backstage.catalogue.pathKey() });
  const data = track.data;

  return (
    <EditFrame
      key={id}
      title={data?.name ?? t("Edit track")}
      back={{ to: "/backstage/tracks", label: t("Tracks") }}
      testId="backstage-track-edit"
      loading={track.isPending}
      error={track.error}
      actions={
        data ? (
          <>
            <ButtonLink
              href={`/backstage/tracks/${id}/insights`}
              variant="outline"
              size="sm"
              startIcon={<DashboardIcon size={16} />}
            >
              {t("Insights")}
            </ButtonLink>
            <ButtonLink href={links.track(data)} variant="outline" size="sm" startIcon={<ExternalIcon size={16} />}>
              {t("View on site")}
            </ButtonLink>
          </>
        ) : null
      }
      deleteQuestion={{
        title: t("Delete this track?"),
        body: featureOn("comments")
          ? t("The track, its likes, comments and playlist entries are deleted for good.")
          : t("The track, its likes and playlist entries are deleted for good."),
      }}
      onConfirmDelete={async () => {
        await remove.mutateAsync({ ids: [id] });
        toast("Deleted track");
        await refresh();
        navigate("/backstage/tracks");
      }}
      aside={data ? <ReplaceAudio trackId={id} onReplaced={() => refresh()} /> : null}
    >
      {(requestDelete) => (
        <TrackForm
          key={track.dataUpdatedAt}
          track={data}
          permissions={BACKSTAGE_PERMISSIONS}
          sources={backstagePickerSources}
          cancelHref="/backstage/tracks"
          onDelete={requestDelete}
          onSubmit={async (values) => {
            await save.mutateAsync(values);
            toast("Saved track");
            await refresh();
          }}
        />
      )}
    </EditFrame>
  );
}

export function TrackEditPage() {
  return (
    <RouteGuard permission="music.create">
      <TrackEdit />
    </RouteGuard>
  );
}

export { TrackEditPage as Component };
