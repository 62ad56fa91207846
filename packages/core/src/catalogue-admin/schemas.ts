import { z } from "zod";
import { isSafeHttpsUrl } from "../account/image-source.ts";
import { idSchema } from "../catalogue/input.ts";
import { text } from "../validation.ts";

/**
 * The catalogue edit forms' rules (admin area and backstage share them): tracks, albums,
 * artists, genres, tags, playlists, lyrics and comments. Empty optional text is stored as null.
 */

export const RECORD_TYPES = ["album", "single", "ep", "compilation"] as const;
/**
 * Public: everyone, everywhere. Unlisted: anyone with the link, in no list. Private: the owner
 * and admins. Scheduled: private until `publishAt`, public from then on.
 */
export const VISIBILITIES = ["public", "unlisted", "private", "scheduled"] as const;
export type CatalogueVisibility = (typeof VISIBILITIES)[number];

export const MAX_ITEM_ARTISTS = 20;
export const MAX_ITEM_LABELS = 20;
export const MAX_LINKS = 10;
export const MAX_ALBUM_TRACKS = 500;
export const LYRICS_MAX = 20_000;
export const SYNCED_LYRICS_MAX = 40_000;

/** Covers the site stored itself, and its generated artwork; anything else must be plain https. */
const OWN_IMAGE = /^\/api\/v1\/(covers\/[0-9a-f]{24}-\d{2,4}\.jpg|artwork\/[a-z]{1,20}\/[0-9]{1,9}\.svg)$/;
export function isAllowedCatalogueImage(value: string): boolean {
  return OWN_IMAGE.test(value) || isSafeHttpsUrl(value);
}

const optionalText = (max: number, label: string, multiline = false) =>
  text({ max, label, multiline })
    .nullish()
    .transform((v) => v || null);

const image = text({ max: 500, label: "image", trim: false })
  .refine((v) => v === "" || isAllowedCatalogueImage(v), "The image must be an uploaded image or an https URL.")
  .nullish()
  .transform((v) => v || null);

/** A file entry the viewer uploaded (`POST api/v1/file-entries`), to become the new image. */
const imageEntryId = idSchema.nullish();

const artistIds = z
  .array(idSchema)
  .min(1, "Choose at least one artist.")
  .max(MAX_ITEM_ARTISTS, `At most ${MAX_ITEM_ARTISTS} artists.`)
  .refine((ids) => new Set(ids).size === ids.length, "An artist is listed twice.");

const labels = (label: string) =>
  z
    .array(text({ max: 50, min: 1, label }))
    .max(MAX_ITEM_LABELS, `At most ${MAX_ITEM_LABELS} ${label}s.`)
    .default([]);

const releaseDate = z
  .string()
  .trim()
  .max(10)
  .refine((v) => v === "" || isRealDate(v), "Use a real date in the format YYYY-MM-DD.")
  .nullish()
  .transform((v) => v || null);

function isRealDate(value: string): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1000 && y <= 9999 && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

const smallInt = (min: number, max: number, label: string) =>
  z.coerce
    .number<number>({ error: `The ${label} must be a number.` })
    .int(`The ${label} must be a whole number.`)
    .min(min, `The ${label} must be at least ${min}.`)
    .max(max, `The ${label} may not be greater than ${max}.`);

/** A scheduled release's moment: required with "scheduled", and still ahead. */
const publishAt = z.iso
  .datetime({ offset: true, error: "Use a date and time such as 2027-01-31T18:00:00Z." })
  .nullish()
  .transform((v) => v ?? null);

function checkSchedule(
  data: { visibility: CatalogueVisibility; publishAt: string | null },
  ctx: z.RefinementCtx<{ visibility: CatalogueVisibility; publishAt: string | null }>,
) {
  if (data.visibility !== "scheduled") return;
  if (!data.publishAt) ctx.addIssue({ code: "custom", path: ["publishAt"], message: "Choose when to release it." });
  else if (Date.parse(data.publishAt) <= Date.now())
    ctx.addIssue({ code: "custom", path: ["publishAt"], message: "The release time must be in the future." });
}

export const trackSaveInput = z
  .object({
    id: idSchema.optional(),
    name: text({ max: 255, min: 1, label: "title" }),
    artistIds,
    albumId: idSchema.nullish().transform((v) => v ?? null),
    number: smallInt(1, 9999, "track number").default(1),
    disc: smallInt(1, 99, "disc number").default(1),
    /** Only for tracks without audio; the media pipeline measures the others. */
    durationMs: smallInt(0, 86_400_000, "duration").optional(),
    description: optionalText(5000, "description", true),
    lyrics: optionalText(LYRICS_MAX, "lyrics", true),
    lyricsSynced: optionalText(SYNCED_LYRICS_MAX, "synced lyrics", true),
    genres: labels("genre"),
    tags: labels("tag"),
    image,
    imageEntryId,
    visibility: z.enum(VISIBILITIES).default("public"),
    publishAt,
    /** Listeners may comment on it (the site setting can still close comments everywhere). */
    allowComments: z.boolean().default(true),
  })
  .superRefine(checkSchedule);
export type TrackSaveInput = z.input<typeof trackSaveInput>;

export const albumSaveInput = z
  .object({
    id: idSchema.optional(),
    name: text({ max: 255, min: 1, label: "name" }),
    artistIds,
    releaseDate,
    recordType: z.enum(RECORD_TYPES).default("album"),
    description: optionalText(5000, "description", true),
    tags: labels("tag"),
    image,
    imageEntryId,
    visibility: z.enum(VISIBILITIES).default("public"),
    publishAt,
    /** The running order: every track of the album exactly once. */
    trackIds: z
      .array(idSchema)
      .max(MAX_ALBUM_TRACKS)
      .refine((ids) => new Set(ids).size === ids.length, "A track is listed twice.")
      .optional(),
  })
  .superRefine(checkSchedule);
export type AlbumSaveInput = z.input<typeof albumSaveInput>;

const link = z.object({
  title: text({ max: 60, min: 1, label: "link title" }),
  url: text({ max: 500, min: 1, label: "link URL", trim: true }).refine(
    (v) => isSafeHttpsUrl(v),
    "The link must be an https URL.",
  ),
});

export const artistSaveInput = z.object({
  id: idSchema.optional(),
  name: text({ max: 255, min: 1, label: "name" }),
  bio: optionalText(10_000, "biography", true),
  location: optionalText(100, "location"),
  verified: z.boolean().default(false),
  genres: labels("genre"),
  links: z.array(link).max(MAX_LINKS, `At most ${MAX_LINKS} links.`).default([]),
  image,
  imageEntryId,
});
export type ArtistSaveInput = z.input<typeof artistSaveInput>;

export const genreSaveInput = z.object({
  id: idSchema.optional(),
  displayName: text({ max: 50, min: 1, label: "name" }),
  image,
  imageEntryId,
});

export const tagSaveInput = z.object({
  id: idSchema.optional(),
  displayName: text({ max: 50, min: 1, label: "name" }),
});

export const playlistAdminInput = z.object({
  id: idSchema,
  name: text({ max: 100, min: 1, label: "name" }),
  description: optionalText(1000, "description", true),
  public: z.boolean(),
});
export type PlaylistAdminInput = z.output<typeof playlistAdminInput>;

export const lyricsSaveInput = z.object({
  trackId: idSchema,
  lyrics: optionalText(LYRICS_MAX, "lyrics", true),
  lyricsSynced: optionalText(SYNCED_LYRICS_MAX, "synced lyrics", true),
});

export const commentUpdateInput = z.object({
  id: idSchema,
  content: text({ max: 1000, min: 1, label: "comment", multiline: true }),
});
export type CommentUpdateInput = z.output<typeof commentUpdateInput>;

export const catalogueIdInput = z.object({ id: idSchema });
export type CatalogueIdInput = z.output<typeof catalogueIdInput>;

export const catalogueIdsInput = z.object({
  ids: z.array(idSchema).min(1, "Select at least one row.").max(100, "Select at most 100 rows at a time."),
});
export type CatalogueIdsInput = z.output<typeof catalogueIdsInput>;

export const refSearchInput = z.object({
  query: text({ max: 100, label: "search" }).default(""),
  limit: z.number().int().min(1).max(50).default(20),
});
export type RefSearchInput = z.output<typeof refSearchInput>;
