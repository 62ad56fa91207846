import {
  albumsRepo,
  artistsRepo,
  type ChannelRow,
  channelsRepo,
  genresRepo,
  playlistsRepo,
  searchRepo,
  tracksRepo,
} from "@backbeat/db";
import type { z } from "zod";
import { assertAdminPermission } from "../admin/datatables.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { DomainError, notFound, validationError } from "../errors.ts";
import { pageCache } from "./cache.ts";
import {
  type ChannelContentKind,
  type ChannelEditInput,
  type ChannelItemRef,
  type ChannelItemSearchInput,
  type channelPreviewInput,
  channelRuleKinds,
  type channelSaveInput,
} from "./channel-schemas.ts";
import { type ChannelContent, type ChannelInfo, channelInfo, contentOf, getHomeChannelSlug } from "./channels.ts";
import type { IdInput } from "./input.ts";
import { visibilityOf } from "./visibility.ts";

/**
 * Channel management for administrators (permission admin.access, like the rest of the
 * catalogue): the lists the home page and channel pages are built from.
 */
const assertAdmin = (viewer: Viewer) => assertAdminPermission(viewer, "admin.access");

/** One manual item as the editor shows it: what it is, its picture and a line under its name. */
export interface ChannelItemSummary {
  item_type: ChannelContentKind;
  item_id: number;
  name: string;
  image: string | null;
  subtitle: string | null;
}

export interface ChannelEditData {
  channel: ChannelInfo & { rule: ChannelRow["rule"]; updated_at: string; is_home: boolean };
  items: ChannelItemSummary[];
}

export async function listChannels(services: CoreServices, viewer: Viewer): Promise<ChannelRow[]> {
  assertAdmin(viewer);
  return channelsRepo.listChannels(services.db);
}

/** Items to summaries, in the given order; items that no longer exist are left out. */
async function summarise(services: CoreServices, viewer: Viewer, items: ChannelItemRef[]) {
  const { db } = services;
  const v = visibilityOf(viewer);
  const ids = (type: ChannelContentKind) => items.filter((i) => i.item_type === type).map((i) => i.item_id);
  const found = new Map<string, ChannelItemSummary>();
  const put = (
    item_type: ChannelContentKind,
    item_id: number,
    name: string,
    image: string | null,
    subtitle: string | null,
  ) => found.set(`${item_type}:${item_id}`, { item_type, item_id, name, image, subtitle });
  const names = (artists: { name: string }[]) => artists.map((a) => a.name).join(", ") || null;
  for (const t of await tracksRepo.tracksByIds(db, v, ids("track")))
    put("track", t.id, t.name, t.image ?? t.album?.image ?? null, names(t.artists));
  for (const a of await albumsRepo.albumsByIds(db, v, ids("album")))
    put("album", a.id, a.name, a.image, names(a.artists));
  for (const a of await artistsRepo.artistsByIds(db, ids("artist"))) put("artist", a.id, a.name, a.image, null);
  for (const p of await playlistsRepo.playlistsByIds(db, v, ids("playlist")))
    put("playlist", p.id, p.name, p.image ?? p.covers?.[0] ?? null, p.owner?.name ?? null);
  for (const g of await genresRepo.genresByIds(db, ids("genre"))) put("genre", g.id, g.display_name, g.image, null);
  for (const c of await channelsRepo.channelsByIds(db, ids("channel")))
    put("channel", c.id, c.name, null, `/${c.slug}`);
  return items.flatMap((i) => found.get(`${i.item_type}:${i.item_id}`) ?? []);
}

/** The edit page: the channel and its manual items resolved to names and pictures. */
export async function getChannelForEdit(
  services: CoreServices,
  viewer: Viewer,
  { slugOrId }: ChannelEditInput,
): Promise<ChannelEditData> {
  assertAdmin(viewer);
  const row = await channelsRepo.findChannel(services.db, slugOrId);
  if (!row) throw notFound("Channel not found.");
  const items = await channelsRepo.allChannelItems(services.db, row.id);
  return {
    channel: {
      ...channelInfo(row),
      rule: row.source === "rule" ? row.rule : null,
      updated_at: new Date(row.updated_at).toISOString(),
      is_home: row.slug === (await getHomeChannelSlug(services)),
    },
    items: await summarise(services, viewer, items),
  };
}

/** Rules decide what a channel lists, so its content type follows the rule. */
function normalise<T extends { content_type: ChannelContentKind; rule?: { kind: string } | null | undefined }>(
  data: T,
): T {
  const rule = data.rule ? channelRuleKinds.find((k) => k.kind === data.rule?.kind) : undefined;
  return rule ? { ...data, content_type: rule.contentType } : data;
}

function checkItems(data: { id?: number | undefined; content_type: ChannelContentKind; items: ChannelItemRef[] }) {
  if (data.items.some((i) => i.item_type !== data.content_type))
    throw validationError({ items: ["Every item must be of the channel's content type."] });
  if (data.content_type === "channel" && data.id && data.items.some((i) => i.item_id === data.id))
    throw validationError({ items: ["A channel cannot contain itself."] });
}

export async function saveChannel(
  services: CoreServices,
  viewer: Viewer,
  input: z.output<typeof channelSaveInput>,
): Promise<{ id: number; slug: string }> {
  assertAdmin(viewer);
  const data = normalise(input);
  if (!data.rule) checkItems(data);
  if (data.rule?.kind === "genre_tracks" && !data.rule.genre && data.restriction !== "genre")
    throw validationError({ "rule.genre": ["Choose a genre, or let the page address choose it."] });
  if (await channelsRepo.slugTaken(services.db, data.slug, data.id ?? null))
    throw validationError({ slug: ["The slug has already been taken."] });
  const fields = {
    name: data.name,
    slug: data.slug,
    description: data.description || null,
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
    await channelsRepo.setChannelItems(tx, id, data.rule ? [] : data.items);
    return id;
  });
  pageCache(services.db).invalidate("channel:");
  return { id, slug: data.slug };
}

export async function deleteChannel(services: CoreServices, viewer: Viewer, { id }: IdInput): Promise<void> {
  assertAdmin(viewer);
  const [row] = await channelsRepo.channelsByIds(services.db, [id]);
  if (!row) throw notFound("Channel not found.");
  if (row.slug === (await getHomeChannelSlug(services)))
    throw new DomainError(
      "CONFLICT",
      "This channel is the home page. Choose another home channel in the player settings first.",
    );
  await services.db.transaction().execute((tx) => channelsRepo.deleteChannel(tx, id));
  pageCache(services.db).invalidate("channel:");
}

/** The manual-item picker: things of the channel's content type whose name matches. */
export async function searchChannelItems(
  services: CoreServices,
  viewer: Viewer,
  { type, query, exceptId }: ChannelItemSearchInput,
): Promise<ChannelItemSummary[]> {
  assertAdmin(viewer);
  const limit = 10;
  if (type === "channel") {
    const rows = await channelsRepo.searchChannels(services.db, query, exceptId ?? null, limit);
    return rows.map((c) => ({
      item_type: "channel",
      item_id: c.id,
      name: c.name,
      image: null,
      subtitle: `/${c.slug}`,
    }));
  }
  const terms = searchRepo.searchTerms(query);
  if (!terms.text) return [];
  const v = visibilityOf(viewer);
  const ids = await searchRepo.withSearchSettings(services.db, async (db) => {
    switch (type) {
      case "track":
        return (await searchRepo.searchTracks(db, v, terms, 0, limit)).map((r) => r.id);
      case "album":
        return (await searchRepo.searchAlbums(db, v, terms, 0, limit)).map((r) => r.id);
      case "artist":
        return (await searchRepo.searchArtists(db, terms, 0, limit)).map((r) => r.id);
      case "playlist":
        return (await searchRepo.searchPlaylists(db, v, terms, 0, limit)).map((r) => r.id);
      case "genre":
        return (await searchRepo.searchGenres(db, terms, 0, limit)).map((r) => r.id);
      default:
        return [];
    }
  });
  return summarise(
    services,
    viewer,
    ids.map((item_id) => ({ item_type: type, item_id })),
  );
}

export interface ChannelPreview {
  channel: ChannelInfo;
  content: ChannelContent;
  /** Why nothing can be shown yet (a rule that needs a genre), or null. */
  notice: string | null;
}

/** The unsaved form rendered as the player renders a channel page, without saving anything. */
export async function previewChannel(
  services: CoreServices,
  viewer: Viewer,
  input: z.output<typeof channelPreviewInput>,
): Promise<ChannelPreview> {
  assertAdmin(viewer);
  const data = normalise(input);
  const now = new Date();
  const row: ChannelRow = {
    id: data.id ?? 0,
    name: data.name,
    slug: "preview",
    description: data.description ?? null,
    layout: data.layout,
    content_type: data.content_type,
    source: data.rule ? "rule" : "manual",
    rule: data.rule ?? null,
    restriction: data.restriction ?? null,
    hide_title: data.hide_title,
    created_at: now,
    updated_at: now,
  };
  const channel = channelInfo(row);
  const items = data.items.filter((i) => !(i.item_type === "channel" && i.item_id === data.id));
  try {
    const content = await contentOf(services, viewer, row, data.restriction_value ?? null, 0, 24, items);
    return { channel, content, notice: null };
  } catch (error) {
    // A genre rule with no genre (or an unknown one) has nothing to list until the page address names one.
    if (error instanceof DomainError && error.code === "NOT_FOUND")
      return { channel, content: { type: "track", items: [] }, notice: "Choose a genre to see this channel's tracks." };
    throw error;
  }
}
