import { type CoreServices, subsonicBrowse, type Viewer } from "@backbeat/core";
import type { SubsonicMethod } from "../context.ts";
import type { Node } from "../writer.ts";
import { Text } from "../writer.ts";

const view = "music.view" as const;

type Read<A extends unknown[], T> = (services: CoreServices, viewer: Viewer, ...args: A) => Promise<T>;

/** A method answering the one item its `id` parameter names. */
function byId(key: string, read: Read<[id: string], unknown>): SubsonicMethod {
  return {
    permission: view,
    handle: async (ctx) => ({ [key]: (await read(ctx.services, ctx.viewer, ctx.params.required("id"))) as Node }),
  };
}

/** A method answering songs around what `param` names, as many as `count` asks within `range` (50 unless said). */
function songsFor(
  key: string,
  param: string,
  range: { min: number; max: number },
  read: Read<[id: string, count: number], unknown[]>,
): SubsonicMethod {
  return {
    permission: view,
    handle: async (ctx) => {
      const count = ctx.params.int("count", { ...range, fallback: 50, clamp: true });
      const songs = await read(ctx.services, ctx.viewer, ctx.params.required(param), count);
      return { [key]: { song: songs as Node[] } };
    },
  };
}

/** Browsing by tags (ID3) and by folders: one music folder holding every artist. */
export const browsingMethods: Record<string, SubsonicMethod> = {
  getMusicFolders: {
    permission: view,
    handle: async (ctx) => ({
      musicFolders: { musicFolder: (await subsonicBrowse.musicFolders(ctx.services)) as Node[] },
    }),
  },
  getIndexes: {
    permission: view,
    handle: async (ctx) => {
      const index = await subsonicBrowse.artistIndex(ctx.services, ctx.viewer);
      return { indexes: { lastModified: Date.now(), ...index } as Node };
    },
  },
  getMusicDirectory: byId("directory", subsonicBrowse.musicDirectory),
  getArtists: {
    permission: view,
    handle: async (ctx) => ({ artists: (await subsonicBrowse.artistIndex(ctx.services, ctx.viewer)) as Node }),
  },
  getArtist: byId("artist", subsonicBrowse.artistWithAlbums),
  getArtistInfo2: {
    permission: view,
    handle: async (ctx) => {
      const count = ctx.params.int("count", { min: 0, max: 50, fallback: 20, clamp: true });
      const info = await subsonicBrowse.artistInfo(ctx.services, ctx.viewer, ctx.params.required("id"), count);
      return {
        artistInfo2: {
          biography: info.biography ? new Text(info.biography) : undefined,
          similarArtist: info.similar as Node[],
        },
      };
    },
  },
  getAlbum: byId("album", subsonicBrowse.albumWithSongs),
  getAlbumInfo2: {
    permission: view,
    handle: async (ctx) => {
      const info = await subsonicBrowse.albumInfo(ctx.services, ctx.viewer, ctx.params.required("id"));
      return { albumInfo: { notes: info.notes ? new Text(info.notes) : undefined } };
    },
  },
  getSong: byId("song", subsonicBrowse.song),
  getGenres: {
    permission: view,
    handle: async (ctx) => ({ genres: { genre: (await subsonicBrowse.genres(ctx.services)) as Node[] } }),
  },
  getTopSongs: songsFor("topSongs", "artist", { min: 0, max: 500 }, subsonicBrowse.topSongs),
  getSimilarSongs2: songsFor("similarSongs2", "id", { min: 1, max: 100 }, subsonicBrowse.similarSongs),
};
