import type {
  AlbumItemRow,
  ArtistItemRow,
  ArtistRef,
  ExternalLink,
  GenreItemRow,
  PlaylistItemRow,
  TrackItemRow,
  UserItemRow,
} from "@backbeat/db";

/** What the catalogue returns to clients: explicit shapes, dates as ISO strings. */
export type { ArtistRef, ExternalLink };

/** A list's items are the rows the catalogue queries build, passed on as they are. */
export type TrackItem = TrackItemRow;
export type AlbumItem = AlbumItemRow;
export type ArtistItem = ArtistItemRow;
export type GenreItem = GenreItemRow;
export type UserItem = UserItemRow;
export type PlaylistItem = PlaylistItemRow;

export interface NamedRef {
  name: string;
  display_name: string;
}
