import { featureOn } from "@backbeat/core/features";
import { ButtonLink, DashboardIcon, ExternalIcon } from "@backbeat/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useParams } from "react-router";
import { useTRPC } from "../../app/trpc.ts";
import { t } from "../../global/i18n.ts";
import { toast } from "../../global/toasts.tsx";
import { RouteGuard } from "../auth/guards.tsx";
import { AlbumForm } from "../catalogue-forms/AlbumForm.tsx";
import { links } from "../player/format.ts";
import { EditFrame } from "./EditFrame.tsx";
import { BACKSTAGE_PERMISSIONS, backstagePickerSources } from "./sources.ts";

/** `backstage/albums/new` and `backstage/albums/{albumId}/edit`: details and running order. */
function AlbumEdit() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const id = Number(useParams().albumId) || null;
  const album = useQuery({ ...trpc.backstage.catalogue.album.queryOptions({ id: id ?? 0 }), enabled: id !== null });
  // A new album starts credited to the artist's own profile (the first, for someone with several).
  const overview = useQuery({ ...trpc.backstage.catalogue.overview.queryOptions(), enabled: id === null });
  const own = overview.data?.artists[0];
  const save = useMutation(trpc.backstage.catalogue.saveAlbum.mutationOptions());
  const remove = useMutation(trpc.backstage.catalogue.deleteAlbums.mutationOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.backstage.catalogue.pathKey() });
  const data = album.data;

  return (
    <EditFrame
      key={id ?? "new"}
      title={id ? (data?.name ?? t("Edit album")) : t("New album")}
      lead={id ? undefined : t("Name it, credit its artists, then add tracks from their own pages.")}
      back={{ to: "/backstage/albums", label: t("Albums") }}
      testId="backstage-album-edit"
      loading={id !== null ? album.isPending : overview.isPending}
      error={album.error}
      actions={
        data ? (
          <>
            <ButtonLink
              href={`/backstage/albums/${data.id}/insights`}
              variant="outline"
              size="sm"
              startIcon={<DashboardIcon size={16} />}
            >
              {t("Insights")}
            </ButtonLink>
            <ButtonLink href={links.album(data)} variant="outline" size="sm" startIcon={<ExternalIcon size={16} />}>
              {t("View on site")}
            </ButtonLink>
          </>
        ) : null
      }
      deleteQuestion={{
        title: t("Delete this album?"),
        // Comments are only mentioned once people can write them.
        body: featureOn("comments")
          ? t("The album and all of its tracks are deleted for good, with their likes and comments.")
          : t("The album and all of its tracks are deleted for good, with their likes."),
      }}
      onConfirmDelete={async () => {
        if (!id) return;
        await remove.mutateAsync({ ids: [id] });
        toast("Deleted album");
        await refresh();
        navigate("/backstage/albums");
      }}
    >
      {(requestDelete) => (
        <AlbumForm
          key={album.dataUpdatedAt}
          album={data}
          permissions={BACKSTAGE_PERMISSIONS}
          sources={backstagePickerSources}
          credit={own ? [{ id: own.id, name: own.name }] : []}
          cancelHref="/backstage/albums"
          onDelete={requestDelete}
          onSubmit={async (values) => {
            const saved = await save.mutateAsync(values);
            toast(id ? "Saved album" : "Created album");
            await refresh();
            if (!id) navigate(`/backstage/albums/${saved.id}/edit`, { replace: true });
          }}
        />
      )}
    </EditFrame>
  );
}

export function AlbumEditPage() {
  return (
    <RouteGuard permission="music.create">
      <AlbumEdit />
    </RouteGuard>
  );
}

export { AlbumEditPage as Component };
