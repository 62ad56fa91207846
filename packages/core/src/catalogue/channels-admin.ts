import { type ChannelRow, channelsRepo } from "@backbeat/db";
import type { CoreServices, Viewer } from "../context.ts";
import { forbidden, notFound, validationError } from "../errors.ts";
import { checkPermission } from "../permissions/check.ts";
import { parseInput } from "../validation.ts";
import { pageCache } from "./cache.ts";
import { channelSaveInput, idInput } from "./input.ts";

/** Channel management for administrators (permission admin.access): the lists the home page is built from. */
function assertAdmin(viewer: Viewer) {
  if (checkPermission(viewer, "admin.access") !== "allowed") throw forbidden();
}

export async function listChannels(services: CoreServices, viewer: Viewer): Promise<ChannelRow[]> {
  assertAdmin(viewer);
  return channelsRepo.listChannels(services.db);
}

export async function saveChannel(services: CoreServices, viewer: Viewer, input: unknown): Promise<{ id: number }> {
  assertAdmin(viewer);
  const data = parseInput(channelSaveInput, input);
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
  const { id } = parseInput(idInput, input);
  await services.db.transaction().execute((tx) => channelsRepo.deleteChannel(tx, id));
  pageCache(services.db).invalidate("channel:");
}
