import { searchRepo } from "@backbeat/db";
import { cached } from "../catalogue/cache.ts";
import type { AlbumItem, ArtistItem, GenreItem, PlaylistItem, TrackItem, UserItem } from "../catalogue/types.ts";
import { visibilityOf } from "../catalogue/visibility.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { withSmartCounts } from "../playlists/smart.ts";
import { type SearchInput, type SearchType, searchTypes } from "./schemas.ts";

export interface SearchResults {
  query: string;
  tracks: TrackItem[];
  albums: AlbumItem[];
  artists: ArtistItem[];
  playlists: PlaylistItem[];
  users: UserItem[];
  genres: GenreItem[];
  /** Per type, whether another page exists (only for the requested types). */
  more: Partial<Record<SearchType, boolean>>;
}

const noResults = (query: string): SearchResults => ({
  query,
  tracks: [],
  albums: [],
  artists: [],
  playlists: [],
  users: [],
  genres: [],
  more: {},
});

/** Search-as-you-type over every kind of thing, typo and accent tolerant. */
export async function search(
  services: CoreServices,
  viewer: Viewer,
  { query, types, offset, limit }: SearchInput,
): Promise<SearchResults> {
  const terms = searchRepo.searchTerms(query);
  if (!terms.text) return noResults(query);
  const wanted = new Set<SearchType>(types?.length ? types : searchTypes);
  const key = `search:${terms.text}:${[...wanted].sort().join(",")}:${offset}:${limit}`;
  return cached(services.db, viewer, key, () => runSearch(services, viewer, terms, wanted, offset, limit, query));
}

async function runSearch(
  services: CoreServices,
  viewer: Viewer,
  terms: ReturnType<typeof searchRepo.searchTerms>,
  wanted: Set<SearchType>,
  offset: number,
  limit: number,
  query: string,
): Promise<SearchResults> {
  const v = visibilityOf(viewer);
  const n = limit + 1;
  return searchRepo.withSearchSettings(
    services.db,
    async (db) => {
      // One transaction, one connection: run sequentially (PGlite is single-connection anyway).
      const result = noResults(query);
      if (wanted.has("tracks")) result.tracks = await searchRepo.searchTracks(db, v, terms, offset, n);
      if (wanted.has("artists")) result.artists = await searchRepo.searchArtists(db, terms, offset, n);
      if (wanted.has("albums")) result.albums = await searchRepo.searchAlbums(db, v, terms, offset, n);
      if (wanted.has("playlists"))
        result.playlists = await withSmartCounts(
          services,
          viewer,
          await searchRepo.searchPlaylists(db, v, terms, offset, n),
          db,
        );
      if (wanted.has("users")) result.users = await searchRepo.searchUsers(db, terms, offset, n);
      if (wanted.has("genres")) result.genres = await searchRepo.searchGenres(db, terms, offset, n);
      const more: SearchResults["more"] = {};
      for (const type of wanted) {
        const list = result[type] as unknown[];
        more[type] = list.length > limit;
        (result as unknown as Record<SearchType, unknown[]>)[type] = list.slice(0, limit);
      }
      return { ...result, more };
    },
    terms,
  );
}
