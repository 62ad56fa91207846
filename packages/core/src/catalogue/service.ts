import {
  albumsRepo,
  artistsRepo,
  catalogueVisibility,
  genresRepo,
  libraryRepo,
  playlistsRepo,
  profilesRepo,
  tagsRepo,
  tracksRepo,
} from "@backbeat/db";
import type { CoreServices, Viewer } from "../context.ts";
import { notFound } from "../errors.ts";
import { withSmartCounts } from "../playlists/smart.ts";
import { cached } from "./cache.ts";
import {
  type GenreInput,
  type IdInput,
  type IdPageInput,
  type Page,
  type ProfileTabInput,
  type TagInput,
  type TracksByIdsInput,
  toPage,
} from "./input.ts";
import type {
  AlbumItem,
  ArtistItem,
  ExternalLink,
  GenreItem,
  NamedRef,
  PlaylistItem,
  TrackItem,
  UserItem,
} from "./types.ts";
import { visibilityOf } from "./visibility.ts";

export interface ArtistPage {
  artist: ArtistItem & {
    bio: string | null;
    links: ExternalLink[];
    location: string | null;
    genres: GenreItem[];
    followers: number;
    plays: number;
  };
  topTracks: TrackItem[];
  albums: AlbumItem[];
  similar: ArtistItem[];
}

export async function getArtist(services: CoreServices, viewer: Viewer, { id }: IdInput): Promise<ArtistPage> {
  return cached(services.db, viewer, `artist:${id}`, async () => {
    const page = await artistsRepo.artistPage(services.db, visibilityOf(viewer), id, {
      topTracks: 10,
      albums: 50,
      similar: 12,
    });
    const { artist } = page;
    if (!artist) throw notFound("Artist not found.");
    return {
      artist: { ...artist, genres: artist.genres.map((g) => ({ ...g, image: null })) },
      topTracks: page.top_tracks,
      albums: page.albums,
      similar: page.similar,
    };
  });
}

export async function getArtistTracks(
  services: CoreServices,
  viewer: Viewer,
  { id, offset, limit }: IdPageInput,
): Promise<Page<TrackItem>> {
  const rows = await artistsRepo.artistTracks(services.db, visibilityOf(viewer), id, offset, limit + 1);
  return toPage(rows, offset, limit);
}

export async function getArtistAlbums(
  services: CoreServices,
  viewer: Viewer,
  { id, offset, limit }: IdPageInput,
): Promise<Page<AlbumItem>> {
  const rows = await albumsRepo.artistAlbums(services.db, visibilityOf(viewer), id, offset, limit + 1);
  return toPage(rows, offset, limit);
}

export interface AlbumPage {
  album: AlbumItem & {
    description: string | null;
    private: boolean;
    duration_ms: number;
    tracks_count: number;
    plays: number;
    tags: NamedRef[];
    genres: NamedRef[];
  };
  tracks: TrackItem[];
  moreByArtist: AlbumItem[];
}

export async function getAlbum(services: CoreServices, viewer: Viewer, { id }: IdInput): Promise<AlbumPage> {
  return cached(services.db, viewer, `album:${id}`, async () => {
    const page = await albumsRepo.albumPage(services.db, visibilityOf(viewer), id, {
      tracks: 500,
      moreByArtist: 9,
    });
    if (!page.album) throw notFound("Album not found.");
    const { owner_id: _owner, ...rest } = page.album;
    return {
      album: rest,
      tracks: page.tracks,
      moreByArtist: page.more_by_artist.filter((a) => a.id !== id).slice(0, 8),
    };
  });
}

export interface TrackPage {
  track: TrackItem & {
    description: string | null;
    lyrics: string | null;
    lyrics_synced: string | null;
    waveform: number[] | null;
    created_at: string;
    genres: NamedRef[];
    tags: NamedRef[];
    likes: number;
    reposts: number;
  };
  moreFromAlbum: TrackItem[];
}

export async function getTrack(services: CoreServices, viewer: Viewer, { id }: IdInput): Promise<TrackPage> {
  return cached(services.db, viewer, `track:${id}`, async () => {
    const v = visibilityOf(viewer);
    const track = await tracksRepo.findTrack(services.db, v, id);
    if (!track) throw notFound("Track not found.");
    const more = track.album ? await albumsRepo.albumTracks(services.db, v, track.album.id, 12) : [];
    const { owner_id: _owner, created_at, ...rest } = track;
    return {
      track: { ...rest, created_at: created_at.toISOString() },
      moreFromAlbum: more.filter((t) => t.id !== id).slice(0, 10),
    };
  });
}

/** Queue building: track items by id, in the given order, skipping unknown or hidden ones. */
export async function getTracksByIds(
  services: CoreServices,
  viewer: Viewer,
  { ids }: TracksByIdsInput,
): Promise<TrackItem[]> {
  // The ids come from a link or the listener's own queue: unlisted tracks play.
  return tracksRepo.tracksByIds(services.db, catalogueVisibility.byLink(visibilityOf(viewer)), ids);
}

export interface TagPage {
  tag: NamedRef;
  tracks: Page<TrackItem> | null;
  albums: Page<AlbumItem> | null;
  /** Set when the name is a genre's: the genre's page is where it leads (`/channel/genre/{name}`). */
  genre: string | null;
}

export async function getTag(
  services: CoreServices,
  viewer: Viewer,
  { name, type, offset, limit }: TagInput,
): Promise<TagPage> {
  const key = name.toLowerCase();
  // "Rock" is browsed as a genre: a tag of the same name leads there rather than to a thinner list.
  const genre = await genresRepo.findGenreByName(services.db, key);
  if (genre)
    return {
      tag: { name: genre.name, display_name: genre.display_name },
      tracks: null,
      albums: null,
      genre: genre.name,
    };
  const tag = await tagsRepo.findTagByName(services.db, key);
  if (!tag) throw notFound("Tag not found.");
  const v = visibilityOf(viewer);
  const [tracks, albums] = await Promise.all([
    type !== "albums" ? tagsRepo.tagTracks(services.db, v, tag.id, offset, limit + 1) : null,
    type !== "tracks" ? tagsRepo.tagAlbums(services.db, v, tag.id, offset, limit + 1) : null,
  ]);
  return {
    tag: { name: tag.name, display_name: tag.display_name },
    tracks: tracks ? toPage(tracks, offset, limit) : null,
    albums: albums ? toPage(albums, offset, limit) : null,
    genre: null,
  };
}

export interface GenrePage {
  genre: GenreItem;
  tracks: Page<TrackItem>;
  artists: ArtistItem[];
}

export async function getGenre(
  services: CoreServices,
  viewer: Viewer,
  { name, offset, limit }: GenreInput,
): Promise<GenrePage> {
  const genre = await genresRepo.findGenreByName(services.db, name.toLowerCase());
  if (!genre) throw notFound("Genre not found.");
  const [tracks, artists] = await Promise.all([
    genresRepo.genreTracks(services.db, visibilityOf(viewer), genre.id, offset, limit + 1),
    offset === 0 ? genresRepo.genreArtists(services.db, genre.id, 0, 12) : Promise.resolve([]),
  ]);
  return { genre, tracks: toPage(tracks, offset, limit), artists };
}

// ---- user profiles ----------------------------------------------------------------------------

export interface ProfilePage {
  user: Omit<profilesRepo.ProfileRow, "created_at"> & { created_at: string };
  playlists: PlaylistItem[];
}

export async function getProfile(services: CoreServices, viewer: Viewer, { id }: IdInput): Promise<ProfilePage> {
  const profile = await profilesRepo.findProfile(services.db, id);
  if (!profile) throw notFound("User not found.");
  const playlists = await withSmartCounts(
    services,
    viewer,
    await playlistsRepo.userPlaylists(services.db, visibilityOf(viewer), id, 0, 24),
  );
  return { user: { ...profile, created_at: profile.created_at.toISOString() }, playlists };
}

export type ProfileTab =
  | { tab: "playlists"; items: Page<PlaylistItem> }
  | { tab: "likes"; items: Page<TrackItem> }
  | { tab: "reposts"; items: Page<TrackItem> }
  | { tab: "followers" | "following"; items: Page<UserItem> };

export async function getProfileTab(
  services: CoreServices,
  viewer: Viewer,
  { id, tab, offset, limit }: ProfileTabInput,
): Promise<ProfileTab> {
  const { db } = services;
  const v = visibilityOf(viewer);
  if (!(await profilesRepo.findProfile(db, id))) throw notFound("User not found.");
  switch (tab) {
    case "playlists":
      return {
        tab,
        items: toPage(
          await withSmartCounts(services, viewer, await playlistsRepo.userPlaylists(db, v, id, offset, limit + 1)),
          offset,
          limit,
        ),
      };
    case "likes": {
      const rows = await libraryRepo.likedTracks(db, v, id, offset, limit + 1);
      return {
        tab,
        items: toPage(
          rows.map(({ liked_at: _l, ...t }) => t),
          offset,
          limit,
        ),
      };
    }
    case "reposts":
      return { tab, items: toPage(await libraryRepo.repostedTracks(db, v, id, offset, limit + 1), offset, limit) };
    case "followers":
      return { tab, items: toPage(await libraryRepo.followersOfUser(db, id, offset, limit + 1), offset, limit) };
    case "following":
      return { tab, items: toPage(await libraryRepo.followedUsers(db, id, offset, limit + 1), offset, limit) };
  }
}
