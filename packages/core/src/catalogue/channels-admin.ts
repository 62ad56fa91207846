import { type ChannelRow, channelsRepo } from "@backbeat/db";
import { z } from "zod";
import type { CoreServices, Viewer } from "../context.ts";
import { forbidden, notFound, validationError } from "../errors.ts";
import { checkPermission } from "../permissions/check.ts";
import { parseInput } from "../validation.ts";
import { pageCache } from "./cache.ts";
import { idSchema } from "./input.ts";

/** Channel management for administrators (permission admin.access): the lists the home page is built from. */
function assertAdmin(viewer: Viewer) {
  if (checkPermission(viewer, "admin.access") !== "allowed") throw forbidden();
}

const contentTypes = ["track", "album", "artist", "playlist", "genre", "channel", "user"] as const;
const ruleSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("newest_albums") }),
  z.object({ kind: z.literal("popular_tracks_week") }),
  z.object({ kind: z.literal("popular_tracks") }),
  z.object({ kind: z.literal("popular_albums") }),
  z.object({ kind: z.literal("popular_artists") }),
  z.object({ kind: z.literal("genre_tracks"), genre: z.string().trim().min(1).max(100).optional() }),
  z.object({ kind: z.literal("genres") }),
  z.object({ kind: z.literal("public_playlists") }),
]);

const channelInput = z.object({
  id: idSchema.optional(),
  name: z.string().trim().min(1, "The name field is required.").max(100),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "The slug may only contain letters, numbers and dashes.")
    .max(100),
  description: z.string().trim().max(500).nullish(),
  layout: z.enum(["grid", "carousel", "list"]).default("grid"),
  content_type: z.enum(contentTypes),
  rule: ruleSchema.nullish(),
  restriction: z.enum(["genre"]).nullish(),
  hide_title: z.boolean().default(false),
  items: z
    .array(z.object({ item_type: z.enum(contentTypes), item_id: idSchema }))
    .max(200)
    .default([]),
});

export async function listChannels(services: CoreServices, viewer: Viewer): Promise<ChannelRow[]> {
  assertAdmin(viewer);
  return channelsRepo.listChannels(services.db);
}

export async function saveChannel(services: CoreServices, viewer: Viewer, input: unknown): Promise<{ id: number }> {
  assertAdmin(viewer);
  const data = parseInput(channelInput, input);
  if (await channelsRepo.slugTaken(services.db, data.slug, data.id ?? null))
    throw validationError({ slug: ["The slug has already been taken."] });
  const fields = {
    name: data.name,
    slug: data.slug,
    description: data.description ?? null,
    layout: data.layout,
    content_type: data.content_type,
    source: data.rule ? ("rule" as const) : ("manual" as const),
    rule: data.rule ?? null,
    restriction: data.restriction ?? null,
    hide_title: data.hide_title,
  };
  const id = await services.db.transaction().execute(async (tx) => {
    let id = data.id;
    if (id) {
      if (!(await channelsRepo.channelsByIds(tx, [id])).length) throw notFound("Channel not found.");
      await channelsRepo.updateChannel(tx, id, fields);
    } else id = await channelsRepo.insertChannel(tx, fields);
    if (!data.rule) await channelsRepo.setChannelItems(tx, id, data.items);
    return id;
  });
  pageCache(services.db).invalidate("channel:");
  return { id };
}

export async function deleteChannel(services: CoreServices, viewer: Viewer, input: unknown): Promise<void> {
  assertAdmin(viewer);
  const { id } = parseInput(z.object({ id: idSchema }), input);
  await services.db.transaction().execute((tx) => channelsRepo.deleteChannel(tx, id));
  pageCache(services.db).invalidate("channel:");
}
