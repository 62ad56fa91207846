import type { ChannelContentType, ChannelLayout, ChannelRow, ChannelRule } from "../catalogue-schema.ts";
import { jsonb } from "../json.ts";
import { hasRow } from "./count.ts";
import type { Executor } from "./executor.ts";

export async function findChannel(db: Executor, slugOrId: string): Promise<ChannelRow | undefined> {
  const id = /^\d{1,9}$/.test(slugOrId) ? Number(slugOrId) : null;
  return db
    .selectFrom("channels")
    .selectAll()
    .where((eb) => (id === null ? eb("slug", "=", slugOrId) : eb.or([eb("slug", "=", slugOrId), eb("id", "=", id)])))
    .orderBy("id")
    .executeTakeFirst();
}

export async function channelsByIds(db: Executor, ids: number[]): Promise<ChannelRow[]> {
  if (!ids.length) return [];
  return db.selectFrom("channels").selectAll().where("id", "in", ids).execute();
}

export async function listChannels(db: Executor): Promise<ChannelRow[]> {
  return db.selectFrom("channels").selectAll().orderBy("id").execute();
}

export async function channelItems(
  db: Executor,
  channelId: number,
  offset: number,
  limit: number,
): Promise<{ item_type: ChannelContentType; item_id: number }[]> {
  return db
    .selectFrom("channel_items")
    .select(["item_type", "item_id"])
    .where("channel_id", "=", channelId)
    .orderBy("position")
    .orderBy("item_id")
    .offset(offset)
    .limit(limit)
    .execute();
}

export async function insertChannel(
  db: Executor,
  c: {
    name: string;
    slug: string;
    description?: string | null;
    layout?: ChannelLayout;
    content_type: ChannelContentType;
    source?: "manual" | "rule";
    rule?: ChannelRule | null;
    restriction?: string | null;
    hide_title?: boolean;
  },
): Promise<number> {
  const row = await db
    .insertInto("channels")
    .values({
      name: c.name,
      slug: c.slug,
      description: c.description ?? null,
      layout: c.layout ?? "grid",
      content_type: c.content_type,
      source: c.source ?? (c.rule ? "rule" : "manual"),
      rule: c.rule ? jsonb(c.rule) : null,
      restriction: c.restriction ?? null,
      hide_title: c.hide_title ?? false,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setChannelItems(
  db: Executor,
  channelId: number,
  items: { item_type: ChannelContentType; item_id: number }[],
): Promise<void> {
  await db.deleteFrom("channel_items").where("channel_id", "=", channelId).execute();
  if (items.length)
    await db
      .insertInto("channel_items")
      .values(items.map((it, position) => ({ channel_id: channelId, ...it, position })))
      .onConflict((oc) => oc.doNothing())
      .execute();
}

export async function updateChannel(
  db: Executor,
  id: number,
  c: {
    name?: string;
    slug?: string;
    description?: string | null;
    layout?: ChannelLayout;
    content_type?: ChannelContentType;
    source?: "manual" | "rule";
    rule?: ChannelRule | null;
    restriction?: string | null;
    hide_title?: boolean;
  },
): Promise<void> {
  const { rule, ...rest } = c;
  await db
    .updateTable("channels")
    .set({ ...rest, ...(rule !== undefined ? { rule: rule ? jsonb(rule) : null } : {}), updated_at: new Date() })
    .where("id", "=", id)
    .execute();
}

export async function deleteChannel(db: Executor, id: number): Promise<void> {
  await db.deleteFrom("channel_items").where("item_type", "=", "channel").where("item_id", "=", id).execute();
  await db.deleteFrom("channels").where("id", "=", id).execute();
}

export async function slugTaken(db: Executor, slug: string, exceptId: number | null): Promise<boolean> {
  return hasRow(
    db
      .selectFrom("channels")
      .select("id")
      .where("slug", "=", slug)
      .$if(exceptId !== null, (q) => q.where("id", "<>", exceptId as number)),
  );
}

/** Channels by name or slug for the admin's item picker (a channel of channels); never `exceptId` itself. */
export async function searchChannels(
  db: Executor,
  term: string,
  exceptId: number | null,
  limit: number,
): Promise<ChannelRow[]> {
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .selectFrom("channels")
    .selectAll()
    .where((eb) => eb.or([eb("name", "ilike", pattern), eb("slug", "ilike", pattern)]))
    .where("content_type", "<>", "channel")
    .$if(exceptId !== null, (q) => q.where("id", "<>", exceptId as number))
    .orderBy("name")
    .limit(limit)
    .execute();
}

/** Every manual item of a channel in order (the editor loads them all; a channel holds at most 200). */
export async function allChannelItems(
  db: Executor,
  channelId: number,
): Promise<{ item_type: ChannelContentType; item_id: number }[]> {
  return channelItems(db, channelId, 0, 1000);
}

/** Deletes the channels (their items cascade); returns how many went. */
export async function deleteChannels(db: Executor, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const result = await db.deleteFrom("channels").where("id", "in", ids).executeTakeFirst();
  return Number(result.numDeletedRows);
}
