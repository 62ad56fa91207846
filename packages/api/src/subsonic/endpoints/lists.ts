import { subsonicLists } from "@backbeat/core";
import type { SubsonicMethod } from "../context.ts";
import type { Node } from "../writer.ts";

const view = "music.view" as const;

/** Home-screen lists, starred items, search. Sizes are clamped to what the protocol allows. */
export const listMethods: Record<string, SubsonicMethod> = {
  getAlbumList2: {
    permission: view,
    handle: async (ctx) => {
      const p = ctx.params;
      const albums = await subsonicLists.albumList(ctx.services, ctx.viewer, {
        type: p.required("type"),
        size: p.int("size", { min: 0, max: 500, fallback: 10, clamp: true }),
        offset: p.int("offset", { min: 0, max: 1_000_000, fallback: 0 }),
        fromYear: p.int("fromYear", { min: 0, max: 9999 }),
        toYear: p.int("toYear", { min: 0, max: 9999 }),
        genre: p.get("genre"),
      });
      return { albumList2: { album: albums as Node[] } };
    },
  },
  getRandomSongs: {
    permission: view,
    handle: async (ctx) => {
      const p = ctx.params;
      const songs = await subsonicLists.randomSongs(ctx.services, ctx.viewer, {
        size: p.int("size", { min: 0, max: 500, fallback: 10, clamp: true }),
        genre: p.get("genre") || undefined,
        fromYear: p.int("fromYear", { min: 0, max: 9999 }),
        toYear: p.int("toYear", { min: 0, max: 9999 }),
      });
      return { randomSongs: { song: songs as Node[] } };
    },
  },
  getSongsByGenre: {
    permission: view,
    handle: async (ctx) => {
      const p = ctx.params;
      const songs = await subsonicLists.songsByGenre(ctx.services, ctx.viewer, {
        genre: p.required("genre"),
        count: p.int("count", { min: 0, max: 500, fallback: 10, clamp: true }),
        offset: p.int("offset", { min: 0, max: 1_000_000, fallback: 0 }),
      });
      return { songsByGenre: { song: songs as Node[] } };
    },
  },
  getStarred2: {
    permission: view,
    handle: async (ctx) => ({
      starred2: (await subsonicLists.starred(ctx.services, ctx.viewer, ctx.viewer.user.id)) as Node,
    }),
  },
  getNowPlaying: {
    permission: view,
    handle: async (ctx) => ({
      nowPlaying: { entry: (await subsonicLists.nowPlaying(ctx.services, ctx.viewer)) as Node[] },
    }),
  },
  search3: {
    permission: view,
    handle: async (ctx) => {
      const p = ctx.params;
      const count = (name: string) => p.int(name, { min: 0, max: 500, fallback: 20, clamp: true });
      const offset = (name: string) => p.int(name, { min: 0, max: 10_000_000, fallback: 0 });
      const result = await subsonicLists.search(ctx.services, ctx.viewer, p.get("query") ?? "", {
        artistCount: count("artistCount"),
        artistOffset: offset("artistOffset"),
        albumCount: count("albumCount"),
        albumOffset: offset("albumOffset"),
        songCount: count("songCount"),
        songOffset: offset("songOffset"),
      });
      return { searchResult3: result as Node };
    },
  },
};
