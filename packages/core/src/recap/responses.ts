import { z } from "zod";
import { albumRowResponse, trackRowResponse } from "../catalogue/responses.ts";

// What the REST paths of this area answer, for the API documentation (rest/openapi.ts); the
// shapes follow the return types of the core functions behind them.

export const recapGetResponse = z.object({
  year: z.number(),
  user: z.object({
    id: z.number(),
    name: z.string(),
    image: z.string().nullable(),
  }),
  public: z.boolean(),
  minutes: z.number(),
  plays: z.number(),
  days: z.number(),
  tracks: z.number(),
  topArtists: z.array(
    z.object({
      item: z.object({
        id: z.number(),
        name: z.string(),
        image: z.string().nullable(),
      }),
      plays: z.number(),
    }),
  ),
  topTracks: z.array(
    z.object({
      item: trackRowResponse,
      plays: z.number(),
    }),
  ),
  topAlbums: z.array(
    z.object({
      item: albumRowResponse,
      plays: z.number(),
    }),
  ),
  topGenres: z.array(
    z.object({
      item: z.object({
        id: z.number(),
        name: z.string(),
        display_name: z.string(),
      }),
      plays: z.number(),
    }),
  ),
  clock: z.array(z.number()),
  streak: z.object({
    days: z.number(),
    from: z.string().nullable(),
    to: z.string().nullable(),
  }),
  first: z
    .object({
      track: z.unknown(),
      at: z.string(),
    })
    .nullable(),
  mostReplayed: z
    .object({
      track: z.unknown(),
      day: z.string(),
      plays: z.number(),
    })
    .nullable(),
  standing: z
    .object({
      artist: z.unknown(),
      percent: z.number(),
      listeners: z.number(),
    })
    .nullable(),
});

export const recapSavePlaylistResponse = z.object({
  id: z.number(),
  tracks: z.number(),
});

export const recapShareResponse = z.object({
  year: z.number(),
  public: z.boolean(),
});
