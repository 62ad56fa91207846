import type { AppRouter } from "@backbeat/api/types";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { inferRouterInputs } from "@trpc/server";
import { useTRPC, useTRPCClient } from "@/lib/trpc.ts";
import type { AlbumEdit, ArtistEdit, TrackEdit } from "./types.ts";

export type CatalogueArea = "admin" | "backstage";
export type CatalogueKind = "track" | "album" | "artist";

export interface EditItems {
  track: TrackEdit;
  album: AlbumEdit;
  artist: ArtistEdit;
}

type Inputs = inferRouterInputs<AppRouter>["admin"]["catalogue"];
export type SaveInputs = { track: Inputs["saveTrack"]; album: Inputs["saveAlbum"]; artist: Inputs["saveArtist"] };

interface KindCalls<K extends CatalogueKind> {
  key: (id: number) => readonly unknown[];
  load: (id: number) => Promise<EditItems[K]>;
  save: (values: SaveInputs[K]) => Promise<{ id: number }>;
  /** Absent where the area may not delete that kind (an artist's own profile). */
  remove?: (ids: number[]) => Promise<unknown>;
}
type CallTable = { [K in CatalogueKind]: KindCalls<K> };
type Client = ReturnType<typeof useTRPCClient>;
type Options = ReturnType<typeof useTRPC>;

// The admin area and backstage expose the same calls under their own routers, each checking its
// own rule on the server; an edit page does not care which one it talks to. Backstage may not
// delete an artist's own profile.
function areaCalls(client: Client, trpc: Options, area: CatalogueArea): CallTable {
  const c = area === "admin" ? client.admin.catalogue : client.backstage.catalogue;
  const k = area === "admin" ? trpc.admin.catalogue : trpc.backstage.catalogue;
  return {
    track: {
      key: (id) => k.track.queryKey({ id }),
      load: (id) => c.track.query({ id }),
      save: (v) => c.saveTrack.mutate(v),
      remove: (ids) => c.deleteTracks.mutate({ ids }),
    },
    album: {
      key: (id) => k.album.queryKey({ id }),
      load: (id) => c.album.query({ id }),
      save: (v) => c.saveAlbum.mutate(v),
      remove: (ids) => c.deleteAlbums.mutate({ ids }),
    },
    artist: {
      key: (id) => k.artist.queryKey({ id }),
      load: (id) => c.artist.query({ id }),
      save: (v) => c.saveArtist.mutate(v),
      remove: area === "admin" ? (ids) => client.admin.catalogue.deleteArtists.mutate({ ids }) : undefined,
    },
  };
}

/** The reads and writes of one catalogue edit page. */
export function useEditCalls<K extends CatalogueKind>(area: CatalogueArea, kind: K, id: number | null) {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const calls = areaCalls(client, trpc, area)[kind] as KindCalls<K>;
  const root = area === "admin" ? trpc.admin : trpc.backstage.catalogue;
  const item = useQuery({
    queryKey: calls.key(id ?? 0),
    queryFn: () => calls.load(id ?? 0),
    enabled: id !== null,
  });
  const save = useMutation({ mutationFn: (values: SaveInputs[K]) => calls.save(values) });
  const remove = useMutation({
    mutationFn: async (ids: number[]) => {
      if (!calls.remove) throw new Error(`${area} cannot delete a ${kind}`);
      return calls.remove(ids);
    },
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: root.pathKey() });
  return { item, save, remove, refresh };
}
