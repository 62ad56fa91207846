import { z } from "zod";

// What the REST paths of this area answer, for the API documentation (rest/openapi.ts); the
// shapes follow the return types of the core functions behind them.

const userRowResponse = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string().nullable(),
});

// A genre or tag as a track or album lists it.
const labelResponse = z.object({
  name: z.string(),
  display_name: z.string(),
});

export const trackRowResponse = z.object({
  id: z.number(),
  name: z.string(),
  duration_ms: z.number(),
  number: z.number(),
  disc: z.number(),
  plays: z.number(),
  image: z.string().nullable(),
  private: z.boolean(),
  album: z
    .object({
      id: z.number(),
      name: z.string(),
      image: z.string().nullable(),
    })
    .nullable(),
  artists: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
    }),
  ),
  loudness: z.number().nullable(),
  true_peak: z.number().nullable(),
});

export const albumRowResponse = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string().nullable(),
  release_date: z.string().nullable(),
  record_type: z.string(),
  artists: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
    }),
  ),
});

export const genreRowResponse = z.object({
  id: z.number(),
  name: z.string(),
  display_name: z.string(),
  image: z.string().nullable(),
});

export const artistRowResponse = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string().nullable(),
  verified: z.boolean(),
});

export const playlistRowResponse = z.object({
  id: z.number(),
  name: z.string(),
  image: z.string().nullable(),
  description: z.string().nullable(),
  public: z.boolean(),
  collaborative: z.boolean(),
  owner: userRowResponse,
  tracks_count: z.number(),
  covers: z.array(z.string()),
});

export const catalogueArtistResponse = z.object({
  artist: artistRowResponse.extend({
    bio: z.string().nullable(),
    links: z.array(
      z.object({
        title: z.string(),
        url: z.string(),
      }),
    ),
    location: z.string().nullable(),
    genres: z.array(genreRowResponse),
    followers: z.number(),
    plays: z.number(),
  }),
  topTracks: z.array(trackRowResponse),
  albums: z.array(albumRowResponse),
  similar: z.array(artistRowResponse),
});

export const catalogueArtistTracksResponse = z.object({
  items: z.array(trackRowResponse),
  offset: z.number(),
  limit: z.number(),
  nextOffset: z.number().nullable(),
});

export const catalogueAlbumResponse = z.object({
  album: albumRowResponse.extend({
    description: z.string().nullable(),
    private: z.boolean(),
    duration_ms: z.number(),
    tracks_count: z.number(),
    plays: z.number(),
    tags: z.array(labelResponse),
    genres: z.array(labelResponse),
  }),
  tracks: z.array(trackRowResponse),
  moreByArtist: z.array(albumRowResponse),
});

export const catalogueTrackResponse = z.object({
  track: trackRowResponse.extend({
    description: z.string().nullable(),
    lyrics: z.string().nullable(),
    lyrics_synced: z.string().nullable(),
    waveform: z.array(z.number()).nullable(),
    created_at: z.string(),
    genres: z.array(labelResponse),
    tags: z.array(labelResponse),
    likes: z.number(),
    reposts: z.number(),
  }),
  moreFromAlbum: z.array(trackRowResponse),
});

const channelRowResponse = z.object({
  id: z.number(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  layout: z.enum(["grid", "carousel", "list"]),
  content_type: z.unknown(),
  hide_title: z.boolean(),
  restriction: z.string().nullable(),
});

// A track in a list that carries its own fields: album and artists are not described further.
const listedTrackResponse = trackRowResponse.extend({
  album: z.looseObject({}).nullable(),
  artists: z.array(z.looseObject({})),
});

export const catalogueChannelResponse = z.object({
  channel: channelRowResponse.extend({
    restriction_value: z.string().nullable(),
    title: z.string(),
  }),
  content: z.union([
    z.object({
      type: z.literal("track"),
      items: z.array(trackRowResponse),
    }),
    z.object({
      type: z.literal("track"),
      items: z.array(listedTrackResponse.extend({ plays_week: z.number() })),
      rankedBy: z.literal("plays_week"),
    }),
    z.object({
      type: z.literal("album"),
      items: z.array(albumRowResponse),
    }),
    z.object({
      type: z.literal("artist"),
      items: z.array(artistRowResponse),
    }),
    z.object({
      type: z.literal("playlist"),
      items: z.array(playlistRowResponse),
    }),
    z.object({
      type: z.literal("genre"),
      items: z.array(genreRowResponse),
    }),
    z.object({
      type: z.literal("channel"),
      items: z.array(
        channelRowResponse.extend({
          content: z.union([
            z.looseObject({}),
            z.looseObject({}),
            z.looseObject({}),
            z.looseObject({}),
            z.looseObject({}),
            z.looseObject({}),
          ]),
          nextOffset: z.number().nullable(),
        }),
      ),
    }),
  ]),
  offset: z.number(),
  nextOffset: z.number().nullable(),
});

export const catalogueSearchResponse = z.object({
  query: z.string(),
  tracks: z.array(trackRowResponse),
  albums: z.array(albumRowResponse),
  artists: z.array(artistRowResponse),
  playlists: z.array(playlistRowResponse),
  users: z.array(userRowResponse),
  genres: z.array(genreRowResponse),
  more: z.record(z.string(), z.boolean()),
});

export const catalogueRadioResponse = z.object({
  seed: z.object({
    type: z.unknown(),
    id: z.number(),
    name: z.string(),
    image: z.string().nullable(),
  }),
  tracks: z.array(trackRowResponse),
});

export const playlistsWithTracksResponse = z.object({
  playlist: playlistRowResponse.extend({
    followers: z.number(),
    duration_ms: z.number(),
    collaborators: z.array(userRowResponse),
    updated_at: z.string(),
    can_edit: z.boolean(),
    is_owner: z.boolean(),
    workspace_id: z.number().nullable(),
  }),
  tracks: z.object({
    items: z.array(listedTrackResponse.extend({ position: z.number(), added_at: z.string() })),
    offset: z.number(),
    limit: z.number(),
    nextOffset: z.number().nullable(),
  }),
});
