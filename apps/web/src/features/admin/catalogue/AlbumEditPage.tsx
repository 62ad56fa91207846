import { featureOn } from "@backbeat/core/features";
import { ButtonLink, ExternalIcon } from "@backbeat/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useParams } from "react-router";
import { useTRPC } from "../../../app/trpc.ts";
import { t } from "../../../global/i18n.ts";
import { toast } from "../../../global/toasts.tsx";
import { AlbumForm } from "../../catalogue-forms/AlbumForm.tsx";
import { links } from "../../player/format.ts";
import { EditFrame } from "./EditFrame.tsx";

const PERMISSIONS = { canDelete: true, canVerify: true };

/** `albums/new` and `albums/{albumId}/edit`: details and running order. */
export function AlbumEditPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const id = Number(useParams().albumId) || null;
  const album = useQuery({ ...trpc.admin.catalogue.album.queryOptions({ id: id ?? 0 }), enabled: id !== null });
  const save = useMutation(trpc.admin.catalogue.saveAlbum.mutationOptions());
  const remove = useMutation(trpc.admin.catalogue.deleteAlbums.mutationOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });

  return (
    <EditFrame
      key={id ?? "new"}
      title={id ? (album.data?.name ?? t("Edit album")) : t("New album")}
      back={{ to: "/admin/albums", label: "Albums" }}
      testId="admin-album-edit"
      loading={id !== null && album.isPending}
      error={album.error}
      actions={
        album.data ? (
          <ButtonLink href={links.album(album.data)} variant="outline" size="sm" startIcon={<ExternalIcon size={16} />}>
            {t("View on site")}
          </ButtonLink>
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
        navigate("/admin/albums");
      }}
    >
      {(requestDelete) => (
        <AlbumForm
          key={album.dataUpdatedAt}
          album={album.data}
          permissions={PERMISSIONS}
          cancelHref="/admin/albums"
          onDelete={requestDelete}
          onSubmit={async (values) => {
            const saved = await save.mutateAsync(values);
            toast(id ? "Saved album" : "Created album");
            await refresh();
            if (!id) navigate(`/admin/albums/${saved.id}/edit`, { replace: true });
          }}
        />
      )}
    </EditFrame>
  );
}
