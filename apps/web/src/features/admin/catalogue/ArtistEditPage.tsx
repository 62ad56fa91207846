import { ButtonLink, ExternalIcon } from "@backbeat/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate, useParams } from "react-router";
import { useTRPC } from "../../../app/trpc.ts";
import { t } from "../../../global/i18n.ts";
import { toast } from "../../../global/toasts.tsx";
import { ArtistForm } from "../../catalogue-forms/ArtistForm.tsx";
import { links } from "../../player/format.ts";
import { EditFrame } from "./EditFrame.tsx";

const PERMISSIONS = { canDelete: true, canVerify: true };

/** `artists/new` and `artists/{artistId}/edit`. */
export function ArtistEditPage() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const id = Number(useParams().artistId) || null;
  const artist = useQuery({ ...trpc.admin.catalogue.artist.queryOptions({ id: id ?? 0 }), enabled: id !== null });
  const save = useMutation(trpc.admin.catalogue.saveArtist.mutationOptions());
  const remove = useMutation(trpc.admin.catalogue.deleteArtists.mutationOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.admin.pathKey() });

  return (
    <EditFrame
      key={id ?? "new"}
      title={id ? (artist.data?.name ?? t("Edit artist")) : t("New artist")}
      back={{ to: "/admin/artists", label: "Artists" }}
      testId="admin-artist-edit"
      loading={id !== null && artist.isPending}
      error={artist.error}
      actions={
        artist.data ? (
          <ButtonLink
            href={links.artist(artist.data)}
            variant="outline"
            size="sm"
            startIcon={<ExternalIcon size={16} />}
          >
            {t("View on site")}
          </ButtonLink>
        ) : null
      }
      deleteQuestion={{
        title: t("Delete this artist?"),
        body: t(
          "The artist profile, its followers and likes are deleted for good. Its tracks and albums stay, credited to any other artists on them.",
        ),
      }}
      onConfirmDelete={async () => {
        if (!id) return;
        await remove.mutateAsync({ ids: [id] });
        toast("Deleted artist");
        await refresh();
        navigate("/admin/artists");
      }}
    >
      {(requestDelete) => (
        <ArtistForm
          key={artist.dataUpdatedAt}
          artist={artist.data}
          permissions={PERMISSIONS}
          cancelHref="/admin/artists"
          onDelete={requestDelete}
          onSubmit={async (values) => {
            const saved = await save.mutateAsync(values);
            toast(id ? "Saved artist" : "Created artist");
            await refresh();
            if (!id) navigate(`/admin/artists/${saved.id}/edit`, { replace: true });
          }}
        />
      )}
    </EditFrame>
  );
}
