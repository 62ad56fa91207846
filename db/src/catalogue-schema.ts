import type { ColumnType, Generated, Selectable } from "kysely";

/** Table types of migration 0200 (the catalogue); `schema.test.ts` checks them. */
type JsonWithDefault<T> = ColumnType<T, T | string | undefined, T | string>;
type NullableJson<T> = ColumnType<T | null, T | string | null | undefined, T | string | null>;
/** `date` columns travel as `YYYY-MM-DD` strings (see the repositories' casts). */
type DateColumn = ColumnType<string | null, string | null | undefined, string | null>;

export interface ExternalLink {
  title: string;
  url: string;
}

export interface GenresTable {
  id: Generated<number>;
  name: string;
  display_name: string;
  search_name: string;
  image: string | null;
  created_at: Generated<Date>;
}

export interface TagsTable {
  id: Generated<number>;
  name: string;
  display_name: string;
  created_at: Generated<Date>;
}

export interface ArtistsTable {
  id: Generated<number>;
  name: string;
  search_name: string;
  image: string | null;
  bio: string | null;
  verified: Generated<boolean>;
  links: JsonWithDefault<ExternalLink[]>;
  location: string | null;
  owner_id: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ArtistGenreTable {
  artist_id: number;
  genre_id: number;
}

export interface AlbumsTable {
  id: Generated<number>;
  name: string;
  search_name: string;
  release_date: DateColumn;
  image: string | null;
  description: string | null;
  record_type: Generated<string>;
  private: Generated<boolean>;
  owner_id: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface AlbumArtistTable {
  album_id: number;
  artist_id: number;
  position: Generated<number>;
}

export interface TracksTable {
  id: Generated<number>;
  name: string;
  search_name: string;
  album_id: number | null;
  number: Generated<number>;
  disc: Generated<number>;
  duration_ms: Generated<number>;
  description: string | null;
  lyrics: string | null;
  lyrics_synced: string | null;
  waveform: NullableJson<number[]>;
  image: string | null;
  audio_path: string | null;
  audio_size: number | null;
  audio_mime: string | null;
  private: Generated<boolean>;
  owner_id: number | null;
  plays: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface TrackArtistTable {
  track_id: number;
  artist_id: number;
  position: Generated<number>;
}

export interface TrackGenreTable {
  track_id: number;
  genre_id: number;
}

export interface TrackTagTable {
  track_id: number;
  tag_id: number;
}

export interface AlbumTagTable {
  album_id: number;
  tag_id: number;
}

export interface PlaylistsTable {
  id: Generated<number>;
  name: string;
  search_name: string;
  description: string | null;
  image: string | null;
  owner_id: number;
  public: Generated<boolean>;
  collaborative: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface PlaylistTrackTable {
  playlist_id: number;
  track_id: number;
  position: number;
  added_by: number | null;
  added_at: Generated<Date>;
}

export interface PlaylistCollaboratorsTable {
  playlist_id: number;
  user_id: number;
  created_at: Generated<Date>;
}

export type LikeableType = "track" | "album" | "artist";
export type FollowableType = "playlist" | "artist" | "user";
export type RepostableType = "track" | "album";

export interface LikesTable {
  user_id: number;
  likeable_type: LikeableType;
  likeable_id: number;
  created_at: Generated<Date>;
}

export interface FollowsTable {
  user_id: number;
  followable_type: FollowableType;
  followable_id: number;
  created_at: Generated<Date>;
}

export interface RepostsTable {
  user_id: number;
  repostable_type: RepostableType;
  repostable_id: number;
  created_at: Generated<Date>;
}

export interface CommentsTable {
  id: Generated<number>;
  user_id: number;
  commentable_type: string;
  commentable_id: number;
  parent_id: number | null;
  content: string;
  position_ms: number | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface PlaysTable {
  id: Generated<string>;
  user_id: number | null;
  track_id: number;
  played_at: Generated<Date>;
  device: string | null;
  country: string | null;
  listened_ms: number | null;
}

export type ChannelContentType = "track" | "album" | "artist" | "playlist" | "genre" | "channel" | "user";
export type ChannelLayout = "grid" | "carousel" | "list";
export type ChannelRule =
  | { kind: "newest_albums" }
  | { kind: "popular_tracks_week" }
  | { kind: "popular_tracks" }
  | { kind: "popular_albums" }
  | { kind: "popular_artists" }
  | { kind: "genre_tracks"; genre?: string }
  | { kind: "genres" }
  | { kind: "public_playlists" };

export interface ChannelsTable {
  id: Generated<number>;
  name: string;
  slug: string;
  description: string | null;
  layout: Generated<ChannelLayout>;
  content_type: ChannelContentType;
  source: Generated<"manual" | "rule">;
  rule: NullableJson<ChannelRule>;
  restriction: string | null;
  hide_title: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ChannelItemsTable {
  channel_id: number;
  item_type: ChannelContentType;
  item_id: number;
  position: Generated<number>;
}

export interface UserProfilesTable {
  user_id: number;
  description: string | null;
  city: string | null;
  country: string | null;
  header_image: string | null;
  links: JsonWithDefault<ExternalLink[]>;
  updated_at: Generated<Date>;
}

export interface CatalogueDB {
  genres: GenresTable;
  tags: TagsTable;
  artists: ArtistsTable;
  artist_genre: ArtistGenreTable;
  albums: AlbumsTable;
  album_artist: AlbumArtistTable;
  tracks: TracksTable;
  track_artist: TrackArtistTable;
  track_genre: TrackGenreTable;
  track_tag: TrackTagTable;
  album_tag: AlbumTagTable;
  playlists: PlaylistsTable;
  playlist_track: PlaylistTrackTable;
  playlist_collaborators: PlaylistCollaboratorsTable;
  likes: LikesTable;
  follows: FollowsTable;
  reposts: RepostsTable;
  comments: CommentsTable;
  plays: PlaysTable;
  channels: ChannelsTable;
  channel_items: ChannelItemsTable;
  user_profiles: UserProfilesTable;
}

export type ArtistRow = Selectable<ArtistsTable>;
export type AlbumRow = Selectable<AlbumsTable>;
export type TrackRow = Selectable<TracksTable>;
export type PlaylistRow = Selectable<PlaylistsTable>;
export type ChannelRow = Selectable<ChannelsTable>;
export type GenreRow = Selectable<GenresTable>;
