import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/lib/trpc.ts";
import type { NamedRef } from "../catalogue-forms/sources.ts";
import type { PickerSources } from "../catalogue-forms/types.ts";

/** Any artist, so a track can credit a featured one. */
function useArtistOptions(query: string): { options: NamedRef[]; loading: boolean } {
  const trpc = useTRPC();
  const result = useQuery({
    ...trpc.backstage.catalogue.artistOptions.queryOptions({ query: query.slice(0, 100), limit: 20 }),
    placeholderData: keepPreviousData,
  });
  return { options: result.data ?? [], loading: result.isFetching };
}

/** Only the viewer's own albums: a track cannot be put on someone else's record. */
function useAlbumOptions(query: string): { options: NamedRef[]; loading: boolean } {
  const trpc = useTRPC();
  const result = useQuery({
    ...trpc.backstage.catalogue.albumOptions.queryOptions({ query: query.slice(0, 100), limit: 20 }),
    placeholderData: keepPreviousData,
  });
  return { options: result.data ?? [], loading: result.isFetching };
}

export const backstagePickerSources: PickerSources = { artists: useArtistOptions, albums: useAlbumOptions };

/** Artists edit and delete their own items; the verified badge stays with the admins. */
export const BACKSTAGE_PERMISSIONS = { canDelete: true, canVerify: false };
