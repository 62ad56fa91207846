import { ButtonLink, DashboardIcon, ExternalIcon } from "@backbeat/ui";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useParams } from "react-router";
import { useTRPC } from "../../app/trpc.ts";
import { t } from "../../global/i18n.ts";
import { toast } from "../../global/toasts.tsx";
import { RouteGuard } from "../auth/guards.tsx";
import { ArtistForm } from "../catalogue-forms/ArtistForm.tsx";
import { links } from "../player/format.ts";
import { EditFrame } from "./EditFrame.tsx";

/** An artist keeps their profile; deleting it or the verified badge stays with the admins. */
const PERMISSIONS = { canDelete: false, canVerify: false };

/** `backstage/artists/{artistId}/edit`: the artist's own profile. */
function ArtistEdit() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const id = Number(useParams().artistId) || 0;
  const artist = useQuery(trpc.backstage.catalogue.artist.queryOptions({ id }));
  const save = useMutation(trpc.backstage.catalogue.saveArtist.mutationOptions());
  const data = artist.data;

  return (
    <EditFrame
      key={id}
      title={data?.name ?? t("Edit artist")}
      lead={t("Your public profile: how listeners see you on your artist page.")}
      back={{ to: "/backstage", label: t("Backstage") }}
      testId="backstage-artist-edit"
      loading={artist.isPending}
      error={artist.error}
      actions={
        data ? (
          <>
            <ButtonLink
              href={`/backstage/artists/${id}/insights`}
              variant="outline"
              size="sm"
              startIcon={<DashboardIcon size={16} />}
            >
              {t("Insights")}
            </ButtonLink>
            <ButtonLink href={links.artist(data)} variant="outline" size="sm" startIcon={<ExternalIcon size={16} />}>
              {t("View on site")}
            </ButtonLink>
          </>
        ) : null
      }
    >
      {() => (
        <ArtistForm
          key={artist.dataUpdatedAt}
          artist={data}
          permissions={PERMISSIONS}
          cancelHref="/backstage"
          onSubmit={async (values) => {
            await save.mutateAsync(values);
            toast("Saved artist");
            await queryClient.invalidateQueries({ queryKey: trpc.backstage.catalogue.pathKey() });
          }}
        />
      )}
    </EditFrame>
  );
}

export function ArtistEditPage() {
  return (
    <RouteGuard permission="music.create">
      <ArtistEdit />
    </RouteGuard>
  );
}

export { ArtistEditPage as Component };
