import { z } from "zod";
import { isAllowedPlaylistImage } from "../account/image-source.ts";
import { idSchema } from "../catalogue/input.ts";
import { text } from "../validation.ts";
import { smartRulesSchema } from "./smart-rules.ts";

/** A playlist's size; adding beyond it is refused, not truncated. */
export const PLAYLIST_MAX_TRACKS = 10_000;

/**
 * Tracks per add or remove call. The largest thing the web client adds at once is an album
 * (its page lists at most 500 tracks); anything larger is a flood that holds a transaction open.
 */
export const MAX_TRACKS_PER_CALL = 500;

/** Playlists one user may own: far above any real library, low enough that a script cannot fill the disk. */
export const MAX_PLAYLISTS_PER_USER = 1_000;

const trackIds = z
  .array(idSchema)
  .max(MAX_TRACKS_PER_CALL, `At most ${MAX_TRACKS_PER_CALL} tracks can be added or removed at once.`);

const fields = {
  name: text({ max: 100, min: 1, label: "name" }),
  description: text({ max: 1000, multiline: true, label: "description" }).nullish(),
  // An outside https image or the site's own artwork: never another path into the site, a
  // scheme-relative or backslash address, or a script (account/image-source.ts).
  image: text({ max: 500, label: "image", trim: false })
    .refine(isAllowedPlaylistImage, "The image must be a URL.")
    .nullish(),
  public: z.boolean().optional(),
  collaborative: z.boolean().optional(),
};

/** With `rules` it is a smart playlist: its tracks come from the rules, never from `trackIds`. */
export const createPlaylistInput = z
  .object({ ...fields, trackIds: trackIds.optional(), rules: smartRulesSchema.optional() })
  .refine((v) => !(v.rules && v.trackIds?.length), {
    message: "A smart playlist takes rules, not tracks.",
    path: ["trackIds"],
  });

export const updatePlaylistInput = z.object({
  id: idSchema,
  name: fields.name.optional(),
  description: fields.description,
  image: fields.image,
  public: fields.public,
  collaborative: fields.collaborative,
  rules: smartRulesSchema.optional(),
});

/** The editor's live count: how many tracks these rules give the viewer now. */
export const smartCountInput = z.object({ rules: smartRulesSchema });
export type SmartCountInput = z.output<typeof smartCountInput>;

export const playlistTracksInput = z.object({
  id: idSchema,
  trackIds: trackIds.min(1, "Choose at least one track."),
});
export type PlaylistTracksInput = z.output<typeof playlistTracksInput>;

export const moveTrackInput = z.object({
  id: idSchema,
  trackId: idSchema,
  toIndex: z.number().int().min(0).max(PLAYLIST_MAX_TRACKS),
});
export type MoveTrackInput = z.output<typeof moveTrackInput>;

export const collaboratorInput = z.object({ id: idSchema, userId: idSchema, collaborator: z.boolean() });
export type CollaboratorInput = z.output<typeof collaboratorInput>;
