import { ButtonLink, type DataTableColumn, PlusIcon, RelativeTime } from "@backbeat/ui";
import { t } from "@/global/i18n.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { NameCell } from "../admin/catalogue/cells.tsx";
import { RouteGuard } from "../auth/guards.tsx";
import { VisibilityBadge } from "../catalogue-forms/VisibilityBadge.tsx";
import { BackstagePage } from "./BackstagePage.tsx";
import * as s from "./backstage.css.ts";
import { OwnCatalogueTable } from "./OwnCatalogueTable.tsx";
import { RowActions } from "./TrackList.tsx";

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

const columns: DataTableColumn<BackstageAlbumRow>[] = [
  {
    key: "name",
    header: t("Album"),
    isRowHeader: true,
    hideable: false,
    width: 320,
    render: (row) => (
      <NameCell
        image={row.image}
        name={row.name}
        to={`/backstage/albums/${row.id}/edit`}
        sub={row.releaseDate ? new Date(row.releaseDate).getFullYear() : t("No release date")}
      />
    ),
  },
  {
    key: "visibility",
    header: t("Visibility"),
    render: (row) => <VisibilityBadge visibility={row.visibility} publishAt={row.publishAt} />,
  },
  {
    key: "tracks",
    header: t("Tracks"),
    align: "end",
    render: (row) => <span className={s.numeric}>{row.tracksCount.toLocaleString()}</span>,
  },
  { key: "created", header: t("Added"), render: (row) => <RelativeTime date={row.createdAt} /> },
  {
    key: "actions",
    header: t("Actions"),
    hideable: false,
    align: "end",
    render: (row) => <RowActions base={`/backstage/albums/${row.id}`} name={row.name} />,
  },
];

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
        action: (
          <ButtonLink href="/backstage/albums/new" startIcon={<PlusIcon size={16} />}>
            {t("New album")}
          </ButtonLink>
        ),
      }}
    />
  );
}

function Albums() {
  return (
    <BackstagePage
      title={t("Albums")}
      lead={t("Your albums, EPs and singles.")}
      testId="backstage-albums"
      actions={
        <ButtonLink href="/backstage/albums/new" startIcon={<PlusIcon size={16} />}>
          {t("New album")}
        </ButtonLink>
      }
    >
      <AlbumList perPage={25} />
    </BackstagePage>
  );
}

export function AlbumsPage() {
  return (
    <RouteGuard permission="music.create">
      <Albums />
    </RouteGuard>
  );
}

export { AlbumsPage as Component };
