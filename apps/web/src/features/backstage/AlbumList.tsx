import { t } from "@/global/i18n.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { VisibilityBadge } from "../catalogue-forms/VisibilityBadge.tsx";
import { OwnCatalogueTable } from "./OwnCatalogueTable.tsx";
import { NewAlbumLink, numberColumn, OwnListPage, ownColumns } from "./own-list.tsx";

export interface BackstageAlbumRow {
  id: number;
  name: string;
  image: string | null;
  visibility: string;
  publishAt: string | null;
  releaseDate: string | null;
  tracksCount: number;
  createdAt: string;
}

const columns = ownColumns<BackstageAlbumRow>(
  "albums",
  {
    header: t("Album"),
    sub: (row) => (row.releaseDate ? new Date(row.releaseDate).getFullYear() : t("No release date")),
  },
  [
    {
      key: "visibility",
      header: t("Visibility"),
      render: (row) => <VisibilityBadge visibility={row.visibility} publishAt={row.publishAt} />,
    },
    numberColumn("tracks", t("Tracks"), (row) => row.tracksCount.toLocaleString()),
  ],
);

/** The viewer's own albums (an admin's: every album), searchable and paged on the server. */
export function AlbumList({ perPage = 15 }: { perPage?: number }) {
  const trpc = useTRPC();
  return (
    <OwnCatalogueTable<BackstageAlbumRow>
      label={t("Your albums")}
      searchLabel={t("Search your albums")}
      columns={columns}
      perPage={perPage}
      queryOptions={(input) => trpc.backstage.catalogue.albums.queryOptions(input)}
      noMatch={{ title: t("No albums match"), message: t("Try another name.") }}
      empty={{
        title: t("No albums yet"),
        message: t("Group your tracks into an album, EP or single and set their running order."),
        action: <NewAlbumLink />,
      }}
    />
  );
}

export function AlbumsPage() {
  return (
    <OwnListPage
      title={t("Albums")}
      lead={t("Your albums, EPs and singles.")}
      testId="backstage-albums"
      actions={<NewAlbumLink />}
    >
      <AlbumList perPage={25} />
    </OwnListPage>
  );
}

export { AlbumsPage as Component };
