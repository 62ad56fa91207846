import type { AlbumItemRow, ArtistItemRow, ArtistRef, ExternalLink, TrackItemRow } from "@backbeat/db";

/** What the catalogue returns to clients: explicit shapes, dates as ISO strings. */
export type { ArtistRef, ExternalLink };

/** A list's track, album and artist are the rows the catalogue queries build, passed on as they are. */
export type TrackItem = TrackItemRow;
export type AlbumItem = AlbumItemRow;
export type ArtistItem = ArtistItemRow;

export interface GenreItem {
  id: number;
  name: string;
  display_name: string;
  image: string | null;
}

export interface UserItem {
  id: number;
  name: string;
  image: string | null;
}

export interface PlaylistItem {
  id: number;
  name: string;
  image: string | null;
  description: string | null;
  public: boolean;
  collaborative: boolean;
  owner: UserItem;
  tracks_count: number;
  /** Filled by its rules as it is read; its tracks are not edited by hand. */
  smart: boolean;
  covers: string[];
}

export interface NamedRef {
  name: string;
  display_name: string;
}
