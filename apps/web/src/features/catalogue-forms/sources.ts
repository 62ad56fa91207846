import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTRPC } from "@/lib/trpc.ts";

export interface NamedRef {
  id: number;
  name: string;
  /** Albums: who made it, to tell two albums of one name apart. */
  artists?: string | null;
}

/** The pickers' options, searched on the server as the viewer types. */
export function useArtistOptions(query: string): { options: NamedRef[]; loading: boolean } {
  const trpc = useTRPC();
  const result = useQuery({
    ...trpc.admin.catalogue.artistOptions.queryOptions({ query: query.slice(0, 100), limit: 20 }),
    placeholderData: keepPreviousData,
  });
  return { options: result.data ?? [], loading: result.isFetching };
}

export function useAlbumOptions(query: string): { options: NamedRef[]; loading: boolean } {
  const trpc = useTRPC();
  const result = useQuery({
    ...trpc.admin.catalogue.albumOptions.queryOptions({ query: query.slice(0, 100), limit: 20 }),
    placeholderData: keepPreviousData,
  });
  return { options: result.data ?? [], loading: result.isFetching };
}

/** The admin area's pickers: every artist and album. */
export const adminPickerSources = { artists: useArtistOptions, albums: useAlbumOptions };
