import { z } from "zod";
import { text } from "../validation.ts";

/**
 * Channels (browser-safe): what the home page and channel pages are built from, and the admin
 * editor's inputs. The form validates with exactly these rules before the server does.
 */
export const channelContentTypes = ["track", "album", "artist", "playlist", "genre", "channel", "user"] as const;
export type ChannelContentKind = (typeof channelContentTypes)[number];
export const channelLayouts = ["grid", "carousel", "list"] as const;

const id = z.coerce.number<number>().int().positive().max(2_147_483_647);
const genreName = text({ max: 100, min: 1, label: "genre" });

export const channelRuleSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("newest_albums") }),
  z.object({ kind: z.literal("popular_tracks_week") }),
  z.object({ kind: z.literal("popular_tracks") }),
  z.object({ kind: z.literal("popular_albums") }),
  z.object({ kind: z.literal("popular_artists") }),
  z.object({ kind: z.literal("genre_tracks"), genre: genreName.optional() }),
  z.object({ kind: z.literal("genres") }),
  z.object({ kind: z.literal("public_playlists") }),
]);
export type ChannelRuleInput = z.infer<typeof channelRuleSchema>;
export type ChannelRuleKind = ChannelRuleInput["kind"];

/** Each rule, what it lists (the channel's content type follows it) and the options it takes. */
export const channelRuleKinds: {
  kind: ChannelRuleKind;
  label: string;
  description: string;
  contentType: ChannelContentKind;
  options?: "genre";
}[] = [
  { kind: "newest_albums", label: "Newest albums", description: "Latest releases first.", contentType: "album" },
  {
    kind: "popular_tracks_week",
    label: "Popular tracks this week",
    description: "Most played in the last seven days.",
    contentType: "track",
  },
  { kind: "popular_tracks", label: "Popular tracks", description: "Most played of all time.", contentType: "track" },
  { kind: "popular_albums", label: "Popular albums", description: "Albums with the most plays.", contentType: "album" },
  {
    kind: "popular_artists",
    label: "Popular artists",
    description: "Artists with the most plays.",
    contentType: "artist",
  },
  {
    kind: "genre_tracks",
    label: "Tracks of a genre",
    description: "Popular tracks of one genre, or of the genre in the page address.",
    contentType: "track",
    options: "genre",
  },
  { kind: "genres", label: "Genres", description: "Every genre, most played first.", contentType: "genre" },
  {
    kind: "public_playlists",
    label: "Public playlists",
    description: "Playlists listeners made public.",
    contentType: "playlist",
  },
];

// Channel pages live at /{slug}: a slug may not shadow a route of the player or a channel id.
export const RESERVED_CHANNEL_SLUGS = [
  "admin",
  "album",
  "api",
  "artist",
  "auth",
  "backstage",
  "billing",
  "channel",
  "contact",
  "login",
  "lyrics",
  "library",
  "pages",
  "playlist",
  "pricing",
  "radio",
  "register",
  "search",
  "tag",
  "track",
  "user",
  "account-settings",
  "notifications",
  "password",
  "secure",
  "trpc",
] as const;

export const channelSlugSchema = text({ max: 100, min: 1, label: "slug" })
  .toLowerCase()
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "The slug may only contain letters, numbers and dashes.")
  .refine((s) => !/^\d+$/.test(s), "The slug needs at least one letter.")
  .refine(
    (s) => !(RESERVED_CHANNEL_SLUGS as readonly string[]).includes(s),
    "This slug is used by another page of the site.",
  );

export const MAX_CHANNEL_ITEMS = 200;
export const channelItemSchema = z.object({ item_type: z.enum(channelContentTypes), item_id: id });
export type ChannelItemRef = z.infer<typeof channelItemSchema>;

const channelFields = {
  name: text({ max: 100, min: 1, label: "name" }),
  description: text({ max: 500, multiline: true, label: "description" }).nullish(),
  layout: z.enum(channelLayouts).default("grid"),
  content_type: z.enum(channelContentTypes),
  rule: channelRuleSchema.nullish(),
  restriction: z.enum(["genre"]).nullish(),
  hide_title: z.boolean().default(false),
  items: z
    .array(channelItemSchema)
    .max(MAX_CHANNEL_ITEMS, `A channel holds at most ${MAX_CHANNEL_ITEMS} items.`)
    .default([]),
};

/** Channel management (admin): what the home page and channel pages are built from. */
export const channelSaveInput = z.object({ id: id.optional(), slug: channelSlugSchema, ...channelFields });
export type ChannelSaveInput = z.input<typeof channelSaveInput>;

/** The editor's unsaved form, rendered as the player would; the name may still be empty. */
export const channelPreviewInput = z.object({
  ...channelFields,
  id: id.optional(),
  name: text({ max: 100, label: "name" }),
  /** A genre for a rule that takes it from the page address. */
  restriction_value: text({ max: 100, label: "genre" }).nullish(),
});

export const channelEditInput = z.object({ slugOrId: text({ max: 100, min: 1, label: "channel" }) });
export type ChannelEditInput = z.output<typeof channelEditInput>;

export const channelItemSearchInput = z.object({
  type: z.enum(channelContentTypes),
  query: text({ max: 100, label: "search" }),
  /** The channel being edited, so it is not offered inside itself. */
  exceptId: id.optional(),
});
export type ChannelItemSearchInput = z.output<typeof channelItemSearchInput>;
