import { z } from "zod";
import { text } from "../validation.ts";

/**
 * The page types whose head the server renders from a template (docs/spec/2-product-areas.md §2 "SEO page types",
 * plus custom pages, which use their own SEO fields when `set_seo` is on).
 */
export const SEO_PAGE_TYPES = [
  "landing",
  "artist",
  "album",
  "track",
  "playlist",
  "channel",
  "user",
  "search",
  "page",
] as const;
export type SeoPageType = (typeof SEO_PAGE_TYPES)[number];

/** Every template may name the site; each page type adds the values it has. */
const SITE_PLACEHOLDERS = ["SITE_NAME", "SITE_DESCRIPTION"] as const;

export const SEO_PLACEHOLDERS = {
  landing: [...SITE_PLACEHOLDERS],
  artist: [...SITE_PLACEHOLDERS, "ARTIST_NAME", "ARTIST_DESCRIPTION", "ARTIST_GENRES"],
  album: [...SITE_PLACEHOLDERS, "ALBUM_NAME", "ARTIST_NAME", "ALBUM_DESCRIPTION", "RELEASE_YEAR", "TRACK_COUNT"],
  track: [...SITE_PLACEHOLDERS, "TRACK_NAME", "ARTIST_NAME", "ALBUM_NAME", "TRACK_DESCRIPTION", "RELEASE_YEAR"],
  playlist: [...SITE_PLACEHOLDERS, "PLAYLIST_NAME", "PLAYLIST_DESCRIPTION", "OWNER_NAME", "TRACK_COUNT"],
  channel: [...SITE_PLACEHOLDERS, "CHANNEL_NAME", "CHANNEL_DESCRIPTION"],
  user: [...SITE_PLACEHOLDERS, "USER_NAME"],
  search: [...SITE_PLACEHOLDERS, "QUERY"],
  page: [...SITE_PLACEHOLDERS, "PAGE_TITLE", "PAGE_EXCERPT"],
} as const satisfies Record<SeoPageType, readonly string[]>;

export const SEO_TITLE_MAX = 300;
export const SEO_DESCRIPTION_MAX = 1000;

const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_]+)\s*\}\}/g;

/** The placeholder names a template uses, in order of appearance. */
export function placeholdersIn(template: string): string[] {
  return [...template.matchAll(PLACEHOLDER)].map((m) => (m[1] ?? "").toUpperCase());
}

/**
 * Fills `{{NAME}}` placeholders with plain text. The result is text, never markup: whoever
 * writes it into a page escapes it for its place (attribute, element, JSON-LD).
 */
export function fillTemplate(template: string, values: Partial<Record<string, string>>): string {
  return template
    .replace(PLACEHOLDER, (_, name: string) => values[name.toUpperCase()] ?? "")
    .replace(/\s+/g, " ")
    .trim();
}

function templateField(type: SeoPageType, max: number, label: string, min = 0) {
  const known: readonly string[] = SEO_PLACEHOLDERS[type];
  return text({ max, min, label }).superRefine((value, ctx) => {
    const unknown = placeholdersIn(value).filter((name) => !known.includes(name));
    if (unknown.length)
      ctx.addIssue({
        code: "custom",
        message: `Unknown placeholder {{${unknown[0]}}}. Use ${known.map((p) => `{{${p}}}`).join(", ")}.`,
      });
  });
}

function pageTemplate(type: SeoPageType) {
  return z.object({
    title: templateField(type, SEO_TITLE_MAX, "title", 1),
    description: templateField(type, SEO_DESCRIPTION_MAX, "description"),
  });
}

/**
 * The seo-settings section of the appearance editor. Values are nested by setting name
 * (`seo.artist.title` is `{ seo: { artist: { title } } }`), so a server field error keyed by
 * the dotted name lands on its field.
 */
export const seoSettingsSchema = z.object({
  seo: z.object({
    landing: pageTemplate("landing"),
    artist: pageTemplate("artist"),
    album: pageTemplate("album"),
    track: pageTemplate("track"),
    playlist: pageTemplate("playlist"),
    channel: pageTemplate("channel"),
    user: pageTemplate("user"),
    search: pageTemplate("search"),
    page: pageTemplate("page"),
  }),
});
export type SeoSettings = z.output<typeof seoSettingsSchema>;
export type SeoTemplate = SeoSettings["seo"][SeoPageType];

/** What a fresh site uses until the templates are edited. */
export const SEO_DEFAULTS: SeoSettings = {
  seo: {
    landing: {
      title: "{{SITE_NAME}}",
      description: "{{SITE_DESCRIPTION}}",
    },
    artist: {
      title: "{{ARTIST_NAME}} - {{SITE_NAME}}",
      description: "Listen to {{ARTIST_NAME}} on {{SITE_NAME}}. {{ARTIST_DESCRIPTION}}",
    },
    album: {
      title: "{{ALBUM_NAME}} by {{ARTIST_NAME}} - {{SITE_NAME}}",
      description: "Listen to {{ALBUM_NAME}}, an album by {{ARTIST_NAME}}, on {{SITE_NAME}}. {{ALBUM_DESCRIPTION}}",
    },
    track: {
      title: "{{TRACK_NAME}} by {{ARTIST_NAME}} - {{SITE_NAME}}",
      description: "Listen to {{TRACK_NAME}} by {{ARTIST_NAME}} on {{SITE_NAME}}. {{TRACK_DESCRIPTION}}",
    },
    playlist: {
      title: "{{PLAYLIST_NAME}} - {{SITE_NAME}}",
      description: "A playlist by {{OWNER_NAME}} on {{SITE_NAME}}. {{PLAYLIST_DESCRIPTION}}",
    },
    channel: {
      title: "{{CHANNEL_NAME}} - {{SITE_NAME}}",
      description: "{{CHANNEL_DESCRIPTION}}",
    },
    user: {
      title: "{{USER_NAME}} - {{SITE_NAME}}",
      description: "Playlists and music followed by {{USER_NAME}} on {{SITE_NAME}}.",
    },
    search: {
      title: "Search results for {{QUERY}} - {{SITE_NAME}}",
      description: "Artists, albums, tracks and playlists matching {{QUERY}} on {{SITE_NAME}}.",
    },
    page: {
      title: "{{PAGE_TITLE}} - {{SITE_NAME}}",
      description: "{{PAGE_EXCERPT}}",
    },
  },
};

/** The setting name of one template field: `seo.artist.title`. */
export function seoSettingName(type: SeoPageType, field: keyof SeoTemplate): string {
  return `seo.${type}.${field}`;
}

/** The rows a valid seo-settings form saves. Templates are server-only: never sent to browsers as settings. */
export function seoSettingRows(values: SeoSettings): { name: string; value: string; private: true }[] {
  return SEO_PAGE_TYPES.flatMap((type) =>
    (["title", "description"] as const).map((field) => ({
      name: seoSettingName(type, field),
      value: values.seo[type][field],
      private: true as const,
    })),
  );
}

/** The saved templates, each field falling back to its default; an empty title is no title. */
export function seoSettingsFrom(settings: {
  get(key: `seo.${SeoPageType}.${keyof SeoTemplate}`): string;
}): SeoSettings {
  const seo = {} as SeoSettings["seo"];
  for (const type of SEO_PAGE_TYPES)
    seo[type] = {
      title: settings.get(`seo.${type}.title`) || SEO_DEFAULTS.seo[type].title,
      description: settings.get(`seo.${type}.description`),
    };
  return { seo };
}
