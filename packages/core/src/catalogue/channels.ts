import {
  albumsRepo,
  artistsRepo,
  type ChannelRow,
  channelsRepo,
  genresRepo,
  playlistsRepo,
  tracksRepo,
} from "@backbeat/db";
import type { CoreServices, Viewer } from "../context.ts";
import { notFound } from "../errors.ts";
import { withSmartCounts } from "../playlists/smart.ts";
import { cached } from "./cache.ts";
import { type ChannelPageInput, type Page, toPage } from "./input.ts";
import type { AlbumItem, ArtistItem, GenreItem, PlaylistItem, TrackItem } from "./types.ts";
import { visibilityOf } from "./visibility.ts";

/** Channels: admin-defined lists (docs/spec/2-product-areas.md §2 "Channel pages"); the home page is one of them. */

export type ChannelContent =
  /** `rankedBy: "plays_week"`: the items are ranked by (and carry) this week's plays. */
  | { type: "track"; items: TrackItem[] }
  | { type: "track"; items: (TrackItem & { plays_week: number })[]; rankedBy: "plays_week" }
  | { type: "album"; items: AlbumItem[] }
  | { type: "artist"; items: ArtistItem[] }
  | { type: "playlist"; items: PlaylistItem[] }
  | { type: "genre"; items: GenreItem[] }
  | { type: "channel"; items: ChannelSummary[] };

export interface ChannelInfo {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  layout: "grid" | "carousel" | "list";
  content_type: ChannelRow["content_type"];
  hide_title: boolean;
  restriction: string | null;
}

export interface ChannelSummary extends ChannelInfo {
  content: Exclude<ChannelContent, { type: "channel" }>;
  nextOffset: number | null;
}

export interface ChannelPage {
  channel: ChannelInfo & { restriction_value: string | null; title: string };
  content: ChannelContent;
  offset: number;
  nextOffset: number | null;
}

/** What every channel answer says about the channel itself. */
export function channelInfo(row: ChannelRow): ChannelInfo {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    layout: row.layout,
    content_type: row.content_type,
    hide_title: row.hide_title,
    restriction: row.restriction,
  };
}

/** A channel's items; `draftItems` stands in for the saved manual items (the admin editor's preview). */
export async function contentOf(
  services: CoreServices,
  viewer: Viewer,
  row: ChannelRow,
  restriction: string | null,
  offset: number,
  limit: number,
  draftItems?: { item_type: ChannelRow["content_type"]; item_id: number }[],
): Promise<ChannelContent> {
  const { db } = services;
  const v = visibilityOf(viewer);
  if (row.source === "rule" && row.rule) {
    const rule = row.rule;
    switch (rule.kind) {
      case "newest_albums":
        return { type: "album", items: await albumsRepo.newestAlbums(db, v, offset, limit) };
      case "popular_albums":
        return { type: "album", items: await albumsRepo.popularAlbums(db, v, offset, limit) };
      case "popular_tracks":
        return { type: "track", items: await tracksRepo.popularTracks(db, v, offset, limit) };
      case "popular_tracks_week":
        return {
          type: "track",
          items: await tracksRepo.popularTracksSince(db, v, new Date(Date.now() - 7 * 86_400_000), offset, limit),
          rankedBy: "plays_week",
        };
      case "popular_artists":
        return { type: "artist", items: await artistsRepo.popularArtists(db, offset, limit) };
      case "genres":
        return { type: "genre", items: await genresRepo.genresByPopularity(db, offset, limit) };
      case "public_playlists":
        return {
          type: "playlist",
          items: await withSmartCounts(services, viewer, await playlistsRepo.publicPlaylists(db, offset, limit)),
        };
      case "genre_tracks": {
        const name = rule.genre ?? restriction;
        const genre = name ? await genresRepo.findGenreByName(db, name.toLowerCase()) : undefined;
        if (!genre) throw notFound("Genre not found.");
        return { type: "track", items: await genresRepo.genreTracks(db, v, genre.id, offset, limit) };
      }
    }
  }
  const items = draftItems
    ? draftItems.filter((i) => i.item_type === row.content_type).slice(offset, offset + limit)
    : await channelsRepo.channelItems(db, row.id, offset, limit);
  const ids = items.map((i) => i.item_id);
  const ordered = <T extends { id: number }>(rows: T[]) => {
    const order = new Map(ids.map((id, i) => [id, i]));
    return rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  };
  switch (row.content_type) {
    case "track":
      return { type: "track", items: await tracksRepo.tracksByIds(db, v, ids) };
    case "album":
      return { type: "album", items: ordered(await albumsRepo.albumsByIds(db, v, ids)) };
    case "artist":
      return { type: "artist", items: ordered(await artistsRepo.artistsByIds(db, ids)) };
    case "playlist":
      return {
        type: "playlist",
        items: ordered(await withSmartCounts(services, viewer, await playlistsRepo.playlistsByIds(db, v, ids))),
      };
    case "genre":
      return { type: "genre", items: ordered(await genresRepo.genresByIds(db, ids)) };
    case "channel": {
      const nested = ordered(await channelsRepo.channelsByIds(db, ids)).filter((c) => c.content_type !== "channel");
      const summaries = await Promise.all(
        nested.map(async (c): Promise<ChannelSummary | null> => {
          const per = c.layout === "list" ? 8 : 12;
          try {
            const content = (await contentOf(services, viewer, c, null, 0, per + 1)) as ChannelSummary["content"];
            const more = content.items.length > per;
            return {
              ...channelInfo(c),
              content: { ...content, items: content.items.slice(0, per) } as ChannelSummary["content"],
              nextOffset: more ? per : null,
            };
          } catch {
            return null;
          }
        }),
      );
      return { type: "channel", items: summaries.filter((s): s is ChannelSummary => s !== null) };
    }
    default:
      return { type: "track", items: [] };
  }
}

export async function getChannel(
  services: CoreServices,
  viewer: Viewer,
  { slugOrId, restriction, offset, limit }: ChannelPageInput,
): Promise<ChannelPage> {
  return cached(services.db, viewer, `channel:${slugOrId}:${restriction ?? ""}:${offset}:${limit}`, () =>
    loadChannel(services, viewer, slugOrId, restriction ?? null, offset, limit),
  );
}

async function loadChannel(
  services: CoreServices,
  viewer: Viewer,
  slugOrId: string,
  restriction: string | null,
  offset: number,
  limit: number,
): Promise<ChannelPage> {
  const row = await channelsRepo.findChannel(services.db, slugOrId);
  if (!row) throw notFound("Channel not found.");
  const restrictionValue = restriction ?? null;
  if (row.restriction && !restrictionValue && row.rule?.kind === "genre_tracks" && !row.rule.genre)
    throw notFound("Channel not found.");
  const content = await contentOf(services, viewer, row, restrictionValue, offset, limit + 1);
  const page = toPage(content.items as unknown[], offset, limit);
  let title = row.name;
  if (restrictionValue && row.restriction === "genre") {
    const genre = await genresRepo.findGenreByName(services.db, restrictionValue.toLowerCase());
    title = genre?.display_name ?? restrictionValue;
  }
  return {
    channel: { ...channelInfo(row), restriction_value: restrictionValue, title },
    content: { ...content, items: page.items } as ChannelContent,
    offset,
    nextOffset: page.nextOffset,
  };
}

export type ChannelItemsPage = Page<unknown>;

export async function getHomeChannelSlug(services: CoreServices): Promise<string> {
  const settings = await services.settings.snapshot();
  return settings.get("player.home_channel");
}
