import * as channelsRepo from "../src/repositories/channels.ts";
import type { Executor } from "../src/repositories/executor.ts";

type ChannelInput = Parameters<typeof channelsRepo.insertChannel>[1];

/** Rule-driven channels fill themselves from whatever the catalogue holds, so every install gets them. */
const RULE_CHANNELS: ChannelInput[] = [
  {
    name: "New releases",
    slug: "new-releases",
    layout: "carousel",
    content_type: "album",
    rule: { kind: "newest_albums" },
  },
  {
    name: "Popular this week",
    slug: "popular-this-week",
    layout: "list",
    content_type: "track",
    rule: { kind: "popular_tracks_week" },
  },
  {
    name: "Trending artists",
    slug: "trending-artists",
    layout: "carousel",
    content_type: "artist",
    rule: { kind: "popular_artists" },
  },
  {
    name: "Popular albums",
    slug: "popular-albums",
    layout: "carousel",
    content_type: "album",
    rule: { kind: "popular_albums" },
  },
  { name: "Browse genres", slug: "genres", layout: "grid", content_type: "genre", rule: { kind: "genres" } },
  {
    name: "Genre",
    slug: "genre",
    layout: "list",
    content_type: "track",
    rule: { kind: "genre_tracks" },
    restriction: "genre",
    description: "The most played tracks of one genre.",
  },
];

/** The home page (setting `player.home_channel`): a channel of channels. */
export const HOME_CHANNEL_SLUG = "discover";
const HOME_SECTIONS = ["new-releases", "popular-this-week", "trending-artists", "popular-albums", "genres"];

/**
 * Creates the default channels on an install that has none (an admin's later deletions are
 * respected), and answers the ids of those that exist, by slug.
 */
export async function ensureDefaultChannels(db: Executor): Promise<Map<string, number>> {
  if ((await channelsRepo.listChannels(db)).length === 0) {
    const ids = new Map<string, number>();
    for (const channel of RULE_CHANNELS) ids.set(channel.slug, await channelsRepo.insertChannel(db, channel));
    const home = await channelsRepo.insertChannel(db, {
      name: "Discover",
      slug: HOME_CHANNEL_SLUG,
      layout: "list",
      content_type: "channel",
      source: "manual",
      hide_title: true,
    });
    await setHomeSections(
      db,
      home,
      HOME_SECTIONS.map((slug) => ids.get(slug) as number),
    );
  }
  return new Map((await channelsRepo.listChannels(db)).map((c) => [c.slug, c.id]));
}

export function setHomeSections(db: Executor, home: number, channelIds: number[]) {
  return channelsRepo.setChannelItems(
    db,
    home,
    channelIds.map((id) => ({ item_type: "channel" as const, item_id: id })),
  );
}
