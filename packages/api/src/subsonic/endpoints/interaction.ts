import { subsonicInteraction } from "@backbeat/core";
import type { SubsonicMethod } from "../context.ts";
import type { Node } from "../writer.ts";

const view = "music.view" as const;

/** star and unstar: the same targets, liked or no longer. */
function starring(starred: boolean): SubsonicMethod {
  return {
    permission: view,
    handle: async (ctx) => {
      const p = ctx.params;
      await subsonicInteraction.star(
        ctx.services,
        ctx.viewer,
        { id: p.all("id"), albumId: p.all("albumId"), artistId: p.all("artistId") },
        starred,
      );
      return {};
    },
  };
}

/** Likes, ratings, plays and the saved queue: the account's own data. */
export const interactionMethods: Record<string, SubsonicMethod> = {
  star: starring(true),
  unstar: starring(false),
  setRating: {
    permission: view,
    handle: async (ctx) => {
      const rating = ctx.params.requiredInt("rating", { min: 0, max: 5 });
      await subsonicInteraction.rate(ctx.services, ctx.viewer, ctx.params.required("id"), rating);
      return {};
    },
  },
  scrobble: {
    permission: view,
    handle: async (ctx) => {
      await subsonicInteraction.scrobble(
        ctx.services,
        ctx.viewer,
        {
          ids: ctx.params.all("id"),
          submission: ctx.params.get("submission") !== "false",
          player: ctx.params.get("c") ?? "",
        },
        { userAgent: ctx.userAgent, country: ctx.country, ip: ctx.ip },
      );
      return {};
    },
  },
  getUser: {
    handle: async (ctx) => ({
      user: (await subsonicInteraction.user(ctx.services, ctx.viewer, ctx.params.required("username"))) as Node,
    }),
  },
  savePlayQueue: {
    permission: view,
    handle: async (ctx) => {
      const p = ctx.params;
      await subsonicInteraction.savePlayQueue(ctx.services, ctx.viewer, {
        ids: p.all("id"),
        current: p.get("current") || undefined,
        position: p.int("position", { min: 0, max: 2_147_483_647, fallback: 0 }),
        player: p.get("c") ?? "",
      });
      return {};
    },
  },
  getPlayQueue: {
    permission: view,
    handle: async (ctx) => {
      return { playQueue: (await subsonicInteraction.playQueue(ctx.services, ctx.viewer)) as Node };
    },
  },
};
