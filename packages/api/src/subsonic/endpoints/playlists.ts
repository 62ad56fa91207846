import { invalidParameter, subsonicPlaylists } from "@backbeat/core";
import type { SubsonicMethod } from "../context.ts";
import type { Params } from "../params.ts";
import type { Node } from "../writer.ts";

const view = "music.view" as const;

function indexes(params: Params, name: string): number[] {
  return params.all(name).map((raw) => {
    if (!/^\d{1,6}$/.test(raw.trim())) throw invalidParameter(name);
    return Number(raw);
  });
}

/** The web app's playlists, with its rules: owners, collaborators, workspaces, limits. */
export const playlistMethods: Record<string, SubsonicMethod> = {
  getPlaylists: {
    permission: view,
    handle: async (ctx) => ({
      playlists: { playlist: (await subsonicPlaylists.listPlaylists(ctx.services, ctx.viewer)) as Node[] },
    }),
  },
  getPlaylist: {
    permission: view,
    handle: async (ctx) => ({
      playlist: (await subsonicPlaylists.playlistWithSongs(
        ctx.services,
        ctx.viewer,
        ctx.params.required("id"),
      )) as Node,
    }),
  },
  createPlaylist: {
    permission: view,
    handle: async (ctx) => ({
      playlist: (await subsonicPlaylists.createOrReplace(ctx.services, ctx.viewer, {
        playlistId: ctx.params.get("playlistId") || undefined,
        name: ctx.params.get("name")?.trim() || undefined,
        songIds: ctx.params.all("songId"),
      })) as Node,
    }),
  },
  updatePlaylist: {
    permission: view,
    handle: async (ctx) => {
      const p = ctx.params;
      await subsonicPlaylists.update(ctx.services, ctx.viewer, {
        playlistId: p.required("playlistId"),
        name: p.get("name"),
        comment: p.get("comment"),
        public: p.bool("public"),
        add: p.all("songIdToAdd"),
        removeIndexes: indexes(p, "songIndexToRemove"),
      });
      return {};
    },
  },
  deletePlaylist: {
    permission: view,
    handle: async (ctx) => {
      await subsonicPlaylists.remove(ctx.services, ctx.viewer, ctx.params.required("id"));
      return {};
    },
  },
};
