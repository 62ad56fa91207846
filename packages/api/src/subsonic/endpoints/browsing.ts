import { subsonicBrowse } from "@backbeat/core";
import type { SubsonicMethod } from "../context.ts";
import type { Node } from "../writer.ts";
import { Text } from "../writer.ts";

const view = "music.view" as const;

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
  getMusicDirectory: {
    permission: view,
    handle: async (ctx) => ({
      directory: (await subsonicBrowse.musicDirectory(ctx.services, ctx.viewer, ctx.params.required("id"))) as Node,
    }),
  },
  getArtists: {
    permission: view,
    handle: async (ctx) => ({ artists: (await subsonicBrowse.artistIndex(ctx.services, ctx.viewer)) as Node }),
  },
  getArtist: {
    permission: view,
    handle: async (ctx) => ({
      artist: (await subsonicBrowse.artistWithAlbums(ctx.services, ctx.viewer, ctx.params.required("id"))) as Node,
    }),
  },
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
  getAlbum: {
    permission: view,
    handle: async (ctx) => ({
      album: (await subsonicBrowse.albumWithSongs(ctx.services, ctx.viewer, ctx.params.required("id"))) as Node,
    }),
  },
  getAlbumInfo2: {
    permission: view,
    handle: async (ctx) => {
      const info = await subsonicBrowse.albumInfo(ctx.services, ctx.viewer, ctx.params.required("id"));
      return { albumInfo: { notes: info.notes ? new Text(info.notes) : undefined } };
    },
  },
  getSong: {
    permission: view,
    handle: async (ctx) => ({
      song: (await subsonicBrowse.song(ctx.services, ctx.viewer, ctx.params.required("id"))) as Node,
    }),
  },
  getGenres: {
    permission: view,
    handle: async (ctx) => ({ genres: { genre: (await subsonicBrowse.genres(ctx.services)) as Node[] } }),
  },
  getTopSongs: {
    permission: view,
    handle: async (ctx) => {
      const count = ctx.params.int("count", { min: 0, max: 500, fallback: 50, clamp: true });
      const songs = await subsonicBrowse.topSongs(ctx.services, ctx.viewer, ctx.params.required("artist"), count);
      return { topSongs: { song: songs as Node[] } };
    },
  },
  getSimilarSongs2: {
    permission: view,
    handle: async (ctx) => {
      const count = ctx.params.int("count", { min: 1, max: 100, fallback: 50, clamp: true });
      const songs = await subsonicBrowse.similarSongs(ctx.services, ctx.viewer, ctx.params.required("id"), count);
      return { similarSongs2: { song: songs as Node[] } };
    },
  },
};
