import { featureOn } from "@backbeat/core/features";
import { ButtonLink, DashboardIcon, ExternalIcon } from "@backbeat/ui";
import type { ComponentType, ReactNode } from "react";
import { useNavigate, useParams } from "react-router";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { links } from "@/lib/links.ts";
import { AlbumForm } from "./AlbumForm.tsx";
import { ArtistForm } from "./ArtistForm.tsx";
import { type EditChromeProps, EditFrame } from "./EditFrame.tsx";
import { type CatalogueArea, type CatalogueKind, type EditItems, type SaveInputs, useEditCalls } from "./edit-calls.ts";
import type { NamedRef } from "./sources.ts";
import { TrackForm } from "./TrackForm.tsx";
import type { CataloguePermissions, PickerSources } from "./types.ts";

/** Where one area's edit pages live and what its people may do there. */
export interface EditScope {
  area: CatalogueArea;
  /** `/admin` or `/backstage`: the list pages are `{base}/tracks`, `{base}/albums`, … */
  base: string;
  Chrome: ComponentType<EditChromeProps>;
  permissions: Record<CatalogueKind, CataloguePermissions>;
  sources?: PickerSources;
  /** Backstage links each item to its insights. */
  insights?: boolean;
  /** Where a kind's Back and Cancel lead, when not its list (an artist's own profile). */
  home?: Partial<Record<CatalogueKind, () => { to: string; label: string }>>;
  lead?: Partial<Record<CatalogueKind | "newAlbum", () => string>>;
  /** Who a new album is credited to at first (the artist's own profile). */
  useNewAlbumCredit?: (enabled: boolean) => { credit: NamedRef[]; pending: boolean };
  /** A second panel under a track's form (its audio file). */
  TrackAside?: ComponentType<{ trackId: number; onChanged: () => void }>;
}

interface KindText {
  list: () => string;
  edit: () => string;
  create: () => string;
  saved: (created: boolean) => void;
  deleted: () => void;
  deleteTitle: () => string;
  deleteBody: () => string;
  link: (item: { id: number; name: string }) => string;
}

// Each text is written out where it is used so the string catalogue finds it; toasts translate themselves.
const TEXT: Record<CatalogueKind, KindText> = {
  track: {
    list: () => t("Tracks"),
    edit: () => t("Edit track"),
    create: () => t("New track"),
    saved: (created) => (created ? toast("Created track") : toast("Saved track")),
    deleted: () => toast("Deleted track"),
    deleteTitle: () => t("Delete this track?"),
    deleteBody: () =>
      featureOn("comments")
        ? t("The track, its likes, comments and playlist entries are deleted for good.")
        : t("The track, its likes and playlist entries are deleted for good."),
    link: (item) => links.track(item),
  },
  album: {
    list: () => t("Albums"),
    edit: () => t("Edit album"),
    create: () => t("New album"),
    saved: (created) => (created ? toast("Created album") : toast("Saved album")),
    deleted: () => toast("Deleted album"),
    deleteTitle: () => t("Delete this album?"),
    // Comments are only mentioned once people can write them.
    deleteBody: () =>
      featureOn("comments")
        ? t("The album and all of its tracks are deleted for good, with their likes and comments.")
        : t("The album and all of its tracks are deleted for good, with their likes."),
    link: (item) => links.album(item),
  },
  artist: {
    list: () => t("Artists"),
    edit: () => t("Edit artist"),
    create: () => t("New artist"),
    saved: (created) => (created ? toast("Created artist") : toast("Saved artist")),
    deleted: () => toast("Deleted artist"),
    deleteTitle: () => t("Delete this artist?"),
    deleteBody: () =>
      t(
        "The artist profile, its followers and likes are deleted for good. Its tracks and albums stay, credited to any other artists on them.",
      ),
    link: (item) => links.artist(item),
  },
};

/** `{base}/{kind}s/new` and `{base}/{kind}s/{id}/edit` of one area: details, then the form. */
export function EditPage<K extends CatalogueKind>({ scope, kind }: { scope: EditScope; kind: K }) {
  const navigate = useNavigate();
  const id = Number(useParams()[`${kind}Id`]) || null;
  const { item, save, remove, refresh } = useEditCalls(scope.area, kind, id);
  const newAlbum = kind === "album" && id === null;
  const credit = scope.useNewAlbumCredit?.(newAlbum) ?? { credit: [], pending: false };
  const text = TEXT[kind];
  const list = `${scope.base}/${kind}s`;
  const back = scope.home?.[kind]?.() ?? { to: list, label: text.list() };
  const permissions = scope.permissions[kind];
  const data = item.data;

  const actions: ReactNode = data ? (
    <>
      {scope.insights ? (
        <ButtonLink
          href={`${scope.base}/${kind}s/${data.id}/insights`}
          variant="outline"
          size="sm"
          startIcon={<DashboardIcon size={16} />}
        >
          {t("Insights")}
        </ButtonLink>
      ) : null}
      <ButtonLink href={text.link(data)} variant="outline" size="sm" startIcon={<ExternalIcon size={16} />}>
        {t("View on site")}
      </ButtonLink>
    </>
  ) : null;

  const submit = async (values: object) => {
    const saved = await save.mutateAsync(values as SaveInputs[K]);
    text.saved(!id);
    await refresh();
    if (!id) navigate(`${list}/${saved.id}/edit`, { replace: true });
  };
  const TrackAside = scope.TrackAside;

  return (
    <EditFrame
      key={id ?? "new"}
      Chrome={scope.Chrome}
      title={id ? (data?.name ?? text.edit()) : text.create()}
      lead={(newAlbum ? scope.lead?.newAlbum : id ? scope.lead?.[kind] : undefined)?.()}
      back={back}
      testId={`${scope.area}-${kind}-edit`}
      loading={id !== null ? item.isPending : credit.pending}
      error={item.error}
      actions={actions}
      deleteQuestion={permissions.canDelete ? { title: text.deleteTitle(), body: text.deleteBody() } : undefined}
      onConfirmDelete={
        permissions.canDelete
          ? async () => {
              if (!id) return;
              await remove.mutateAsync([id]);
              text.deleted();
              await refresh();
              navigate(list);
            }
          : undefined
      }
      aside={kind === "track" && id && data && TrackAside ? <TrackAside trackId={id} onChanged={refresh} /> : null}
    >
      {(requestDelete) => {
        const handlers = {
          cancelHref: back.to,
          onDelete: permissions.canDelete ? requestDelete : undefined,
          onSubmit: submit,
        };
        if (kind === "track") {
          return (
            <TrackForm
              key={item.dataUpdatedAt}
              track={data as EditItems["track"] | undefined}
              permissions={permissions}
              sources={scope.sources}
              {...handlers}
            />
          );
        }
        if (kind === "album") {
          return (
            <AlbumForm
              key={item.dataUpdatedAt}
              album={data as EditItems["album"] | undefined}
              permissions={permissions}
              sources={scope.sources}
              credit={credit.credit}
              {...handlers}
            />
          );
        }
        return (
          <ArtistForm
            key={item.dataUpdatedAt}
            artist={data as EditItems["artist"] | undefined}
            permissions={permissions}
            {...handlers}
          />
        );
      }}
    </EditFrame>
  );
}
