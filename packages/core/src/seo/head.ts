import { sitemapRepo } from "@backbeat/db";
import { PageCache } from "../catalogue/cache.ts";
import { getChannel } from "../catalogue/channels.ts";
import { channelPageInput, tagInput } from "../catalogue/input.ts";
import { rasterCoverPath } from "../catalogue/raster-paths.ts";
import { getAlbum, getArtist, getProfile, getTag, getTrack } from "../catalogue/service.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { isDomainError, notFound } from "../errors.ts";
import { getPublicCustomPage, pageIdOrSlugInput } from "../pages/service.ts";
import { hasPermission } from "../permissions/check.ts";
import { getPlaylist } from "../playlists/service.ts";
import { radioInput } from "../radio/schemas.ts";
import { radioStation } from "../radio/service.ts";
import { recapInput } from "../recap/schemas.ts";
import { getRecap } from "../recap/service.ts";
import type { SettingsSnapshot } from "../settings/service.ts";
import { shareForHead } from "../shares/service.ts";
import { loadViewer } from "../users/current-user.ts";
import { parseInput } from "../validation.ts";
import { pagePaths } from "./links.ts";
import { matchSeoRoute, type SeoRoute } from "./routes.ts";
import { fillTemplate, type SeoPageType, type SeoSettings, seoSettingsFrom } from "./schemas.ts";

/** Everything the server writes into a page's head; plain text, escaped by whoever renders it. */
export interface SeoHead {
  /**
   * 404 for an item that does not exist (or that a guest may not see and the viewer neither);
   * 301 for an address that leads to another page (`location`, absolute).
   */
  status: 200 | 301 | 404;
  location?: string;
  title: string;
  description: string;
  /** False adds `noindex`: private items, search results, personal and admin screens. */
  index: boolean;
  /** Absolute canonical address; null when the page has none to claim. */
  canonical: string | null;
  /** Open Graph and Twitter cards; null where nothing about the item may be shown. */
  card: {
    type: string;
    siteName: string;
    image: string | null;
    /** Extra Open Graph properties (`music:duration`, `music:musician`, …). */
    properties: [string, string][];
    /** The embed player for Twitter's player card (https sites only). */
    player: { url: string; width: number; height: number } | null;
  } | null;
  /** schema.org data for `application/ld+json`. */
  jsonLd: Record<string, unknown> | null;
  /** Absolute oEmbed address of a track or album page. */
  oembed: string | null;
}

export const EMBED_SIZES = { track: { width: 480, height: 152 }, album: { width: 480, height: 380 } } as const;
const DESCRIPTION_MAX = 300;

function clip(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** ISO 8601 duration for schema.org: PT3M7S. */
function isoDuration(ms: number): string | undefined {
  if (!(ms > 0)) return undefined;
  const total = Math.round(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `PT${h ? `${h}H` : ""}${m ? `${m}M` : ""}${s || (!h && !m) ? `${s}S` : ""}`;
}

interface Site {
  base: string;
  name: string;
  description: string;
  templates: SeoSettings["seo"];
}

function siteOf(services: CoreServices, snapshot: SettingsSnapshot): Site {
  return {
    base: services.config.appUrl.replace(/\/+$/, ""),
    name: snapshot.get("branding.site_name"),
    description: snapshot.get("branding.site_description"),
    templates: seoSettingsFrom(snapshot).seo,
  };
}

/** Covers are site paths or https addresses; SVG placeholders are left out (link previews refuse them). */
function absoluteImage(site: Site, src: string | null | undefined): string | null {
  if (!src || /\.svg(?:[?#]|$)/i.test(src)) return null;
  if (src.startsWith("/") && !src.startsWith("//")) return `${site.base}${src}`;
  return /^https:\/\/[^\s"'<>]+$/i.test(src) ? src : null;
}

/**
 * An artist's, album's or track's preview image: its own raster cover or outside https image,
 * else the raster drawn from its generated SVG artwork (link previews cannot draw SVG).
 */
function itemImage(site: Site, src: string | null | undefined, kind: "artist" | "album" | "track", id: number) {
  return absoluteImage(site, src) ?? `${site.base}${rasterCoverPath(kind, id)}`;
}

function filled(site: Site, type: SeoPageType, values: Record<string, string | null | undefined>) {
  const all: Record<string, string> = { SITE_NAME: site.name, SITE_DESCRIPTION: site.description };
  for (const [k, v] of Object.entries(values)) all[k] = v ?? "";
  const template = site.templates[type];
  return {
    title: clip(fillTemplate(template.title, all), 200) || site.name,
    description: clip(fillTemplate(template.description, all)) || clip(site.description),
  };
}

function plainHead(site: Site, overrides: Partial<SeoHead> = {}): SeoHead {
  return {
    status: 200,
    title: site.name,
    description: clip(site.description),
    index: true,
    canonical: null,
    card: null,
    jsonLd: null,
    oembed: null,
    ...overrides,
  };
}

function notFoundHead(site: Site): SeoHead {
  return plainHead(site, { status: 404, title: `Page not found - ${site.name}`, index: false });
}

type Card = NonNullable<SeoHead["card"]>;

function card(site: Site, type: string, image: string | null, properties: [string, string][] = []): Card {
  return { type, siteName: site.name, image, properties, player: null };
}

function oembedUrl(site: Site, pageUrl: string): string {
  return `${site.base}/api/v1/oembed?url=${encodeURIComponent(pageUrl)}&format=json`;
}

/** Twitter shows an inline player only for https embeds. */
function playerOf(site: Site, embedPath: string, size: { width: number; height: number }) {
  return site.base.startsWith("https://") ? { url: `${site.base}${embedPath}`, ...size } : null;
}

type Lookup = (viewer: Viewer) => Promise<SeoHead>;

/** schema.org data exists for search engines, which an unlisted item is kept from. */
function unlessUnlisted(listed: boolean, head: SeoHead): SeoHead {
  return listed ? head : { ...head, jsonLd: null };
}

function lookupFor(services: CoreServices, site: Site, route: SeoRoute): Lookup | null {
  const url = (path: string) => `${site.base}${path}`;
  switch (route.type) {
    case "artist":
      return async (viewer) => {
        const { artist, topTracks, albums } = await getArtist(services, viewer, { id: route.id });
        const canonical = url(pagePaths.artist(artist.id, artist.name));
        const image = itemImage(site, artist.image, "artist", artist.id);
        const text = filled(site, "artist", {
          ARTIST_NAME: artist.name,
          ARTIST_DESCRIPTION: artist.bio,
          ARTIST_GENRES: artist.genres.map((g) => g.display_name).join(", "),
        });
        return {
          ...plainHead(site, text),
          canonical,
          card: card(site, "profile", image),
          jsonLd: {
            "@context": "https://schema.org",
            "@type": "MusicGroup",
            name: artist.name,
            url: canonical,
            ...(image ? { image } : {}),
            ...(artist.bio ? { description: clip(artist.bio, 500) } : {}),
            ...(artist.genres.length ? { genre: artist.genres.map((g) => g.display_name) } : {}),
            track: topTracks.slice(0, 10).map((t) => ({
              "@type": "MusicRecording",
              name: t.name,
              url: url(pagePaths.track(t.id, t.name)),
              duration: isoDuration(t.duration_ms),
            })),
            album: albums.slice(0, 10).map((a) => ({
              "@type": "MusicAlbum",
              name: a.name,
              url: url(pagePaths.album(a.id, a.artists[0]?.name, a.name)),
              ...(a.release_date ? { datePublished: a.release_date } : {}),
            })),
          },
        };
      };
    case "album":
      return async (viewer) => {
        const [{ album, tracks }, listed] = await Promise.all([
          getAlbum(services, viewer, { id: route.id }),
          sitemapRepo.isListed(services.db, "albums", route.id),
        ]);
        const artist = album.artists[0] ?? null;
        const canonical = url(pagePaths.album(album.id, artist?.name, album.name));
        const image = itemImage(site, album.image, "album", album.id);
        const text = filled(site, "album", {
          ALBUM_NAME: album.name,
          ARTIST_NAME: album.artists.map((a) => a.name).join(", "),
          ALBUM_DESCRIPTION: album.description,
          RELEASE_YEAR: album.release_date?.slice(0, 4),
          TRACK_COUNT: String(album.tracks_count),
        });
        const properties: [string, string][] = [
          ...album.artists.map((a): [string, string] => ["music:musician", url(pagePaths.artist(a.id, a.name))]),
          ...(album.release_date ? [["music:release_date", album.release_date] as [string, string]] : []),
          ...tracks.slice(0, 20).map((t): [string, string] => ["music:song", url(pagePaths.track(t.id, t.name))]),
        ];
        const embed = pagePaths.albumEmbed(album.id, artist?.name, album.name);
        return unlessUnlisted(listed, {
          ...plainHead(site, text),
          // Unlisted: the link's holder may preview it, search engines may not list it.
          index: listed && !route.embed,
          canonical,
          card: { ...card(site, "music.album", image, properties), player: playerOf(site, embed, EMBED_SIZES.album) },
          oembed: oembedUrl(site, canonical),
          jsonLd: {
            "@context": "https://schema.org",
            "@type": "MusicAlbum",
            name: album.name,
            url: canonical,
            ...(image ? { image } : {}),
            ...(album.description ? { description: clip(album.description, 500) } : {}),
            ...(album.release_date ? { datePublished: album.release_date } : {}),
            byArtist: album.artists.map((a) => ({
              "@type": "MusicGroup",
              name: a.name,
              url: url(pagePaths.artist(a.id, a.name)),
            })),
            numTracks: album.tracks_count,
            track: tracks.slice(0, 100).map((t, i) => ({
              "@type": "MusicRecording",
              position: i + 1,
              name: t.name,
              url: url(pagePaths.track(t.id, t.name)),
              duration: isoDuration(t.duration_ms),
            })),
          },
        });
      };
    case "track":
      return async (viewer) => {
        const [{ track }, listed] = await Promise.all([
          getTrack(services, viewer, { id: route.id }),
          sitemapRepo.isListed(services.db, "tracks", route.id),
        ]);
        const canonical = url(pagePaths.track(track.id, track.name));
        const image = itemImage(site, track.image ?? track.album?.image, "track", track.id);
        const text = filled(site, "track", {
          TRACK_NAME: track.name,
          ARTIST_NAME: track.artists.map((a) => a.name).join(", "),
          ALBUM_NAME: track.album?.name,
          TRACK_DESCRIPTION: track.description,
          RELEASE_YEAR: track.created_at.slice(0, 4),
        });
        const album = track.album
          ? url(pagePaths.album(track.album.id, track.artists[0]?.name, track.album.name))
          : null;
        const properties: [string, string][] = [
          ...(track.duration_ms > 0
            ? [["music:duration", String(Math.round(track.duration_ms / 1000))] as [string, string]]
            : []),
          ...(album ? [["music:album", album] as [string, string]] : []),
          ...track.artists.map((a): [string, string] => ["music:musician", url(pagePaths.artist(a.id, a.name))]),
        ];
        const embed = pagePaths.trackEmbed(track.id, track.name);
        return unlessUnlisted(listed, {
          ...plainHead(site, text),
          // Unlisted: the link's holder may preview it, search engines may not list it.
          index: listed && !route.embed,
          canonical,
          card: { ...card(site, "music.song", image, properties), player: playerOf(site, embed, EMBED_SIZES.track) },
          oembed: oembedUrl(site, canonical),
          jsonLd: {
            "@context": "https://schema.org",
            "@type": "MusicRecording",
            name: track.name,
            url: canonical,
            ...(image ? { image } : {}),
            duration: isoDuration(track.duration_ms),
            byArtist: track.artists.map((a) => ({
              "@type": "MusicGroup",
              name: a.name,
              url: url(pagePaths.artist(a.id, a.name)),
            })),
            ...(track.album && album ? { inAlbum: { "@type": "MusicAlbum", name: track.album.name, url: album } } : {}),
            ...(track.genres.length ? { genre: track.genres.map((g) => g.display_name) } : {}),
          },
        });
      };
    case "playlist":
      return async (viewer) => {
        const { playlist } = await getPlaylist(services, viewer, { id: route.id });
        const canonical = url(pagePaths.playlist(playlist.id, playlist.name));
        const image = absoluteImage(site, playlist.image ?? playlist.covers[0]);
        const text = filled(site, "playlist", {
          PLAYLIST_NAME: playlist.name,
          PLAYLIST_DESCRIPTION: playlist.description,
          OWNER_NAME: playlist.owner.name,
          TRACK_COUNT: String(playlist.tracks_count),
        });
        const owner = url(pagePaths.user(playlist.owner.id, playlist.owner.name));
        return {
          ...plainHead(site, text),
          index: playlist.public,
          canonical,
          card: playlist.public ? card(site, "music.playlist", image, [["music:creator", owner]]) : null,
          jsonLd: playlist.public
            ? {
                "@context": "https://schema.org",
                "@type": "MusicPlaylist",
                name: playlist.name,
                url: canonical,
                ...(image ? { image } : {}),
                ...(playlist.description ? { description: clip(playlist.description, 500) } : {}),
                numTracks: playlist.tracks_count,
                author: { "@type": "Person", name: playlist.owner.name, url: owner },
              }
            : null,
        };
      };
    case "user":
      return async (viewer) => {
        const { user } = await getProfile(services, viewer, { id: route.id });
        const canonical = url(pagePaths.user(user.id, user.name));
        const text = filled(site, "user", { USER_NAME: user.name });
        return {
          ...plainHead(site, text),
          canonical,
          card: card(site, "profile", absoluteImage(site, user.image)),
        };
      };
    case "channel":
      return async (viewer) => {
        const { channel } = await getChannel(
          services,
          viewer,
          parseInput(channelPageInput, { slugOrId: route.slugOrId, restriction: route.restriction, limit: 1 }),
        );
        const canonical = url(pagePaths.channel(channel.slug, channel.restriction_value));
        const text = filled(site, "channel", { CHANNEL_NAME: channel.title, CHANNEL_DESCRIPTION: channel.description });
        return { ...plainHead(site, text), canonical, card: card(site, "website", null) };
      };
    case "tag":
      return async (viewer) => {
        const page = await getTag(services, viewer, parseInput(tagInput, { name: route.name, limit: 1 }));
        if (page.genre) return { ...plainHead(site), status: 301, location: url(pagePaths.genre(page.genre)) };
        const name = page.tag.display_name || page.tag.name;
        const text = filled(site, "channel", {
          CHANNEL_NAME: `#${name}`,
          CHANNEL_DESCRIPTION: `Tracks and albums tagged ${name} on ${site.name}.`,
        });
        return {
          ...plainHead(site, text),
          canonical: url(pagePaths.tag(page.tag.name)),
          card: card(site, "website", null),
        };
      };
    case "radio":
      return async (viewer) => {
        const { seed } = await radioStation(
          services,
          viewer,
          parseInput(radioInput, { type: route.seedType, id: route.seedId, limit: 1 }),
        );
        const text = filled(site, "channel", {
          CHANNEL_NAME: `${seed.name} radio`,
          CHANNEL_DESCRIPTION: `Music like ${seed.name}, playing non-stop on ${site.name}.`,
        });
        return {
          ...plainHead(site, text),
          canonical: url(pagePaths.radio(seed.type, seed.id, seed.name)),
          card: card(site, "website", absoluteImage(site, seed.image)),
        };
      };
    case "recap":
      return async (viewer) => {
        const recap = await getRecap(
          services,
          viewer,
          parseInput(recapInput, { year: route.year, userId: route.userId }),
        );
        const top = recap.topArtists[0]?.item.name;
        const minutes = new Intl.NumberFormat("en-US").format(recap.minutes);
        const path = `/recap/${recap.year}/${recap.user.id}`;
        const image = `${site.base}/api/v1/recap/${recap.year}/image?userId=${recap.user.id}&format=card`;
        return {
          ...plainHead(site, {
            title: clip(`${recap.user.name}'s ${recap.year} in music - ${site.name}`, 200),
            description: clip(
              `${minutes} minutes of music in ${recap.year}${top ? `, most of all ${top}` : ""}. See the whole recap on ${site.name}.`,
            ),
          }),
          // A listener's year is shared by its link, not listed in search engines.
          index: false,
          canonical: url(path),
          card: card(site, "website", image, [
            ["og:image:width", "1200"],
            ["og:image:height", "630"],
          ]),
        };
      };
    case "share":
      return async (viewer) => {
        const shared = await shareForHead(services, viewer, route.token);
        if (!shared) throw notFound();
        // A link is someone's to pass on, not a page for search engines; a locked one names nothing.
        if (!shared.item) return plainHead(site, { title: `Shared with you - ${site.name}`, index: false });
        const { item } = shared;
        const image =
          item.type === "playlist" ? absoluteImage(site, item.image) : itemImage(site, item.image, item.type, item.id);
        return {
          ...plainHead(site, {
            title: clip(`${item.name}${item.byline ? ` - ${item.byline}` : ""} - ${site.name}`, 200),
            description: clip(`Listen to ${item.name}${item.byline ? ` by ${item.byline}` : ""} on ${site.name}.`),
          }),
          index: false,
          card: card(
            site,
            item.type === "track"
              ? "music.song"
              : item.type === "album"
                ? "music.album"
                : item.type === "playlist"
                  ? "music.playlist"
                  : "profile",
            image,
          ),
        };
      };
    case "page":
      return async () => {
        const { page, seo } = await getPublicCustomPage(
          services,
          parseInput(pageIdOrSlugInput, { idOrSlug: route.idOrSlug }),
        );
        const text = filled(site, "page", { PAGE_TITLE: page.title, PAGE_EXCERPT: seo.description });
        const own = page.set_seo;
        return {
          ...plainHead(site, {
            title: own && page.meta_title ? clip(page.meta_title, 200) : text.title,
            description: own && page.meta_description ? clip(page.meta_description) : text.description,
          }),
          canonical: seo.url,
          card: card(site, "article", null),
        };
      };
    default:
      return null;
  }
}

/** Catalogue pages need the guest role to hold music.view to be public at all. */
const CATALOGUE = new Set<SeoRoute["type"]>([
  "artist",
  "album",
  "track",
  "playlist",
  "user",
  "channel",
  "search",
  "tag",
  "radio",
  "recap",
  "share",
]);

async function guestHead(services: CoreServices, site: Site, route: SeoRoute, guest: Viewer): Promise<SeoHead> {
  if (route.type === "missing") return notFoundHead(site);
  if (CATALOGUE.has(route.type) && !hasPermission(guest, "music.view")) return plainHead(site, { index: false });
  switch (route.type) {
    case "landing": {
      const text = filled(site, "landing", {});
      return {
        ...plainHead(site, text),
        canonical: `${site.base}/`,
        card: card(site, "website", null),
        jsonLd: {
          "@context": "https://schema.org",
          "@type": "WebSite",
          name: site.name,
          url: `${site.base}/`,
          ...(site.description ? { description: site.description } : {}),
          potentialAction: {
            "@type": "SearchAction",
            target: `${site.base}/search/{search_term_string}`,
            "query-input": "required name=search_term_string",
          },
        },
      };
    }
    case "search": {
      const text = filled(site, "search", { QUERY: route.query });
      // Result lists are not pages of their own for search engines; their links are followed.
      return {
        ...plainHead(site, text),
        index: false,
        canonical: `${site.base}${route.query ? pagePaths.search(route.query) : "/search"}`,
        card: card(site, "website", null),
      };
    }
    case "app":
      return plainHead(site, { index: route.index });
  }
  const lookup = lookupFor(services, site, route);
  if (!lookup) return plainHead(site, { index: false });
  try {
    return await lookup(guest);
  } catch (error) {
    if (isDomainError(error) && (error.code === "NOT_FOUND" || error.code === "VALIDATION")) return notFoundHead(site);
    throw error;
  }
}

/**
 * Heads are cached per settings snapshot (a saved template starts a fresh cache) and per path,
 * for a few seconds, bounded: the shell of a popular page costs one lookup per interval.
 */
const headCaches = new WeakMap<SettingsSnapshot, PageCache>();
function headCache(snapshot: SettingsSnapshot): PageCache {
  let cache = headCaches.get(snapshot);
  if (!cache) {
    cache = new PageCache(10_000, 2000);
    headCaches.set(snapshot, cache);
  }
  return cache;
}

/** Radio pages answer 404 while the player's radio is switched off. */
const RADIO_PATH = /^\/radio(?:\/|$)/;
/** Pricing, checkout and billing screens answer 404 while billing is off (the app shows its not-found page). */
const BILLING_PATH = /^\/(?:pricing|billing|checkout|change-plan)(?:\/|$)/;

/**
 * The head of the first HTML answer for a path, as a guest would get it: crawlers and link
 * unfurlers are guests, and a private item never reaches a shared cache or a preview. Signed-in
 * viewers who may see a private item get a neutral, unindexed head instead of a 404.
 */
export async function seoHeadFor(
  services: CoreServices,
  viewer: Viewer,
  pathname: string,
  search: URLSearchParams = new URLSearchParams(),
): Promise<SeoHead> {
  const snapshot = await services.settings.snapshot();
  const site = siteOf(services, snapshot);
  const route = matchSeoRoute(pathname, search);
  if (RADIO_PATH.test(pathname) && !snapshot.get("player.show_radio")) return notFoundHead(site);
  if (BILLING_PATH.test(pathname) && !snapshot.get("billing.enable")) return notFoundHead(site);
  const key = route.type === "search" ? `search:${route.query}` : `path:${pathname}`;
  const head = await headCache(snapshot).get(key, async () =>
    guestHead(services, site, route, await loadViewer(services.db, null)),
  );
  if (head.status === 404 && viewer.user && route.type !== "missing") {
    const lookup = lookupFor(services, site, route);
    const visible = lookup
      ? await lookup(viewer).then(
          () => true,
          () => false,
        )
      : false;
    if (visible) return plainHead(site, { index: false });
  }
  return head;
}

/** The head of a page served without a lookup (no app build, errors): the site's own name. */
export async function siteHead(services: CoreServices): Promise<SeoHead> {
  return plainHead(siteOf(services, await services.settings.snapshot()));
}
