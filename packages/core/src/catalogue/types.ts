import type { ArtistRef, ExternalLink } from "@backbeat/db";

/** What the catalogue returns to clients: explicit shapes, dates as ISO strings. */
export type { ArtistRef, ExternalLink };

export interface TrackItem {
  id: number;
  name: string;
  duration_ms: number;
  number: number;
  disc: number;
  plays: number;
  image: string | null;
  private: boolean;
  album: { id: number; name: string; image: string | null } | null;
  artists: ArtistRef[];
  /** Integrated loudness in LUFS (EBU R128); null for a track the media pipeline never analysed. */
  loudness: number | null;
  /** True peak in dBTP; null like `loudness`. The player's volume levelling keeps peaks under −1 dBTP. */
  true_peak: number | null;
}

export interface AlbumItem {
  id: number;
  name: string;
  image: string | null;
  release_date: string | null;
  record_type: string;
  artists: ArtistRef[];
}

export interface ArtistItem {
  id: number;
  name: string;
  image: string | null;
  verified: boolean;
}

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
