import { useQuery } from "@tanstack/react-query";
import { t } from "@/global/i18n.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { RouteGuard } from "../auth/guards.tsx";
import type { EditChromeProps } from "../catalogue-forms/EditFrame.tsx";
import { EditPage, type EditScope } from "../catalogue-forms/EditPage.tsx";
import type { CatalogueKind } from "../catalogue-forms/edit-calls.ts";
import { BackstagePage } from "./BackstagePage.tsx";
import * as s from "./backstage.css.ts";
import { ReplaceAudio } from "./ReplaceAudio.tsx";
import { BACKSTAGE_PERMISSIONS, backstagePickerSources } from "./sources.ts";

function BackstageEditChrome({ title, lead, back, testId, actions, aside, children }: EditChromeProps) {
  return (
    <BackstagePage title={title} lead={lead} back={back} testId={testId} actions={actions}>
      <div className={s.panel}>{children}</div>
      {aside}
    </BackstagePage>
  );
}

/** A new album starts credited to the artist's own profile (the first, for someone with several). */
function useOwnProfileCredit(enabled: boolean) {
  const trpc = useTRPC();
  const overview = useQuery({ ...trpc.backstage.catalogue.overview.queryOptions(), enabled });
  const own = overview.data?.artists[0];
  return { credit: own ? [{ id: own.id, name: own.name }] : [], pending: enabled && overview.isPending };
}

/** An artist's own items; the server checks each one is theirs. */
const backstageScope: EditScope = {
  area: "backstage",
  base: "/backstage",
  Chrome: BackstageEditChrome,
  // An artist keeps their profile; deleting it or the verified badge stays with the admins.
  permissions: {
    track: BACKSTAGE_PERMISSIONS,
    album: BACKSTAGE_PERMISSIONS,
    artist: { canDelete: false, canVerify: false },
  },
  sources: backstagePickerSources,
  insights: true,
  home: { artist: () => ({ to: "/backstage", label: t("Backstage") }) },
  lead: {
    artist: () => t("Your public profile: how listeners see you on your artist page."),
    newAlbum: () => t("Name it, credit its artists, then add tracks from their own pages."),
  },
  useNewAlbumCredit: useOwnProfileCredit,
  TrackAside: ({ trackId, onChanged }) => <ReplaceAudio trackId={trackId} onReplaced={onChanged} />,
};

function BackstageEditPage({ kind }: { kind: CatalogueKind }) {
  return (
    <RouteGuard permission="music.create">
      <EditPage scope={backstageScope} kind={kind} />
    </RouteGuard>
  );
}

export const TrackEditPage = () => <BackstageEditPage kind="track" />;
export const AlbumEditPage = () => <BackstageEditPage kind="album" />;
export const ArtistEditPage = () => <BackstageEditPage kind="artist" />;
