import { mkdir } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { ffmpegPath } from "@backbeat/ffmpeg";
import { sql } from "kysely";
import pMap from "p-map";
import * as albumsRepo from "../src/catalogue/albums.ts";
import * as artistsRepo from "../src/catalogue/artists.ts";
import * as genresRepo from "../src/catalogue/genres.ts";
import * as tagsRepo from "../src/catalogue/tags.ts";
import * as tracksRepo from "../src/catalogue/tracks.ts";
import type { Database } from "../src/client.ts";
import { jsonb } from "../src/json.ts";
import * as billingRepo from "../src/repositories/billing.ts";
import * as channelsRepo from "../src/repositories/channels.ts";
import type { Executor } from "../src/repositories/executor.ts";
import * as libraryRepo from "../src/repositories/library.ts";
import * as playlistsRepo from "../src/repositories/playlists.ts";
import * as playsRepo from "../src/repositories/plays.ts";
import * as profilesRepo from "../src/repositories/profiles.ts";
import { ensureDefaultChannels, HOME_CHANNEL_SLUG, setHomeSections } from "./channels.ts";
import { albumClipOrder } from "./clip-order.ts";
import { seedReportActivity } from "./report-activity.ts";
import { type Clip, composeClip, type RenderedClip, renderClip, rng } from "./synth.ts";
import {
  BAND_ADJECTIVES,
  BAND_NOUNS,
  BIOS,
  CITIES,
  FIRST_NAMES,
  GENRES,
  LAST_NAMES,
  LISTENERS,
  LYRIC_LINES,
  TAGS,
  TITLE_WORDS_A,
  TITLE_WORDS_B,
} from "./words.ts";

export interface DemoSeedOptions {
  dataDir: string;
  /** Total tracks (the README's demo uses 600; tests use a few dozen). */
  tracks?: number;
  /** Distinct synthesised audio clips shared by the tracks. */
  clips?: number;
  /** Clip length range in seconds. */
  clipSeconds?: [number, number];
  /** Parallel ffmpeg processes (the machine's cores by default). */
  concurrency?: number;
  seed?: number;
  log?: (message: string) => void;
  /** Clips rendered so far of all (the longest part), for a progress display. */
  onProgress?: (done: number, total: number) => void;
}

export interface DemoSeedResult {
  skipped: boolean;
  artists: number;
  albums: number;
  tracks: number;
  playlists: number;
  clips: number;
  ms: number;
}

export const artwork = (kind: string, n: number) => `/api/v1/artwork/${kind}/${n}.svg`;

/** The demo catalogue: only on an empty catalogue, so restarts never duplicate it. */
export async function seedDemo(db: Database, options: DemoSeedOptions): Promise<DemoSeedResult> {
  const started = performance.now();
  const log = options.log ?? (() => {});
  const totalTracks = Math.max(6, Math.min(options.tracks ?? 600, 5000));
  if ((await tracksRepo.countTracks(db)) > 0) {
    return { skipped: true, artists: 0, albums: 0, tracks: 0, playlists: 0, clips: 0, ms: 0 };
  }
  const r = rng(options.seed ?? 20261122);
  const albumCount = Math.max(2, Math.round(totalTracks / 10));
  const artistCount = Math.max(3, Math.round(albumCount / 2));
  const clipCount = Math.max(1, Math.min(options.clips ?? 48, totalTracks));
  const [minSec, maxSec] = options.clipSeconds ?? [25, 50];

  // 1. Audio: a handful of genre-flavoured clips, rendered in parallel (ffmpeg encodes in its own
  // processes) while the catalogue's rows go in; a track's waveform and size follow its clip.
  if (!ffmpegPath()) throw new Error("ffmpeg is not available (install it or the @ffmpeg-installer/ffmpeg package)");
  const mediaDir = join(options.dataDir, "media", "demo");
  await mkdir(mediaDir, { recursive: true });
  const clipPlans = Array.from({ length: clipCount }, (_, i) => {
    const genre = GENRES[i % GENRES.length] as (typeof GENRES)[number];
    const seconds = r.int(minSec, maxSec);
    const name = `clip-${String(i).padStart(3, "0")}-${seconds}s.mp3`;
    return {
      genreIndex: i % GENRES.length,
      clip: composeClip(1000 + i, genre.style, seconds),
      name,
      path: `media/demo/${name}`,
    };
  });
  log(`Synthesising ${clipCount} audio clips…`);
  let clipsDone = 0;
  options.onProgress?.(0, clipCount);
  const clipsReady = clipPlans.map(() => Promise.withResolvers<RenderedClip>());
  // A failure surfaces below, once the rows are in; meanwhile it must not count as unhandled.
  for (const ready of clipsReady) ready.promise.catch(() => {});
  void pMap(
    clipPlans,
    async (plan, i) => {
      const ready = clipsReady[i] as ReturnType<typeof Promise.withResolvers<RenderedClip>>;
      try {
        ready.resolve(await renderOrReuse(plan));
        options.onProgress?.(++clipsDone, clipCount);
      } catch (error) {
        ready.reject(error);
      }
    },
    { concurrency: Math.max(1, options.concurrency ?? availableParallelism()) },
  );
  async function renderOrReuse(plan: (typeof clipPlans)[number]): Promise<RenderedClip> {
    const file = join(mediaDir, plan.name);
    const sidecar = Bun.file(`${file}.json`);
    if ((await Bun.file(file).exists()) && (await sidecar.exists())) return (await sidecar.json()) as RenderedClip;
    // Let the server answer between two clips' synthesis (each is a burst of main-thread work).
    await Bun.sleep(0);
    const out = await renderClip(plan.clip as Clip, file);
    await Bun.write(sidecar, JSON.stringify(out));
    return out;
  }
  const rendered = clipPlans;
  const clipsByGenre = GENRES.map((_, g) => rendered.filter((c) => c.genreIndex === g));

  const result = await db.transaction().execute(async (tx) => {
    // 2. Genres and tags.
    const genreIds: number[] = [];
    for (const [i, g] of GENRES.entries())
      genreIds.push(await genresRepo.upsertGenre(tx, g.name, g.display, artwork("genre", i + 1)));
    const tagIds: number[] = [];
    for (const tag of TAGS)
      tagIds.push(
        await tagsRepo.upsertTag(
          tx,
          tag,
          tag.replace(/-/g, " ").replace(/^\w/, (c) => c.toUpperCase()),
        ),
      );
    // A small catalogue uses as many tags as it has albums, so no tag page it links to is empty.
    const usedTags = tagIds.slice(0, Math.min(tagIds.length, albumCount));

    // 3. Artists: solo names and band names, each with one or two genres.
    const usedNames = new Set<string>();
    const artists: { id: number; genres: number[] }[] = [];
    for (let i = 0; i < artistCount; i++) {
      let name = "";
      for (let attempt = 0; attempt < 50 && (!name || usedNames.has(name)); attempt++) {
        name = r.chance(0.5)
          ? `${r.pick(FIRST_NAMES)} ${r.pick(LAST_NAMES)}`
          : `${r.chance(0.4) ? "The " : ""}${r.pick(BAND_ADJECTIVES)} ${r.pick(BAND_NOUNS)}`;
      }
      if (usedNames.has(name)) name = `${name} ${i + 1}`;
      usedNames.add(name);
      const primary = i % GENRES.length;
      const genres = r.chance(0.5) ? [primary, (primary + r.int(1, GENRES.length - 1)) % GENRES.length] : [primary];
      const id = await artistsRepo.insertArtist(tx, {
        name,
        image: artwork("artist", i + 1),
        bio: r.pick(BIOS).replaceAll(":name", name),
        verified: r.chance(0.4),
        location: r.pick(CITIES),
        links: [
          {
            title: "Website",
            url: `https://example.com/${encodeURIComponent(name.toLowerCase().replace(/\s+/g, "-"))}`,
          },
        ],
      });
      await artistsRepo.setArtistGenres(
        tx,
        id,
        genres.map((g) => genreIds[g] as number),
      );
      artists.push({ id, genres });
    }

    // 4. Albums and their tracks.
    const perAlbum = Array.from({ length: albumCount }, () => r.int(6, 14));
    let sum = perAlbum.reduce((a, b) => a + b, 0);
    for (let i = 0; sum !== totalTracks; i = (i + 1) % albumCount) {
      const n = perAlbum[i] as number;
      if (sum > totalTracks && n > 1) {
        perAlbum[i] = n - 1;
        sum--;
      } else if (sum < totalTracks) {
        perAlbum[i] = n + 1;
        sum++;
      }
    }
    const now = Date.now();
    const usedTitles = new Set<string>();
    const title = () => {
      let t = "";
      for (let attempt = 0; attempt < 20 && (!t || usedTitles.has(t)); attempt++)
        t = `${r.pick(TITLE_WORDS_A)} ${r.pick(TITLE_WORDS_B)}`;
      usedTitles.add(t);
      return t;
    };
    const trackIds: number[] = [];
    const trackGenre = new Map<number, number>();
    const albumIds: number[] = [];
    for (let a = 0; a < albumCount; a++) {
      const artist = artists[a % artists.length] as (typeof artists)[number];
      const featured = r.chance(0.15) ? (artists[(a + 7) % artists.length] as (typeof artists)[number]) : null;
      const genreIndex = artist.genres[0] as number;
      const count = perAlbum[a] as number;
      const released = new Date(now - r.int(3, 6 * 365) * 86_400_000).toISOString().slice(0, 10);
      const albumName = title();
      const albumId = await albumsRepo.insertAlbum(tx, {
        name: albumName,
        release_date: a < 4 ? new Date(now - a * 86_400_000 * 3).toISOString().slice(0, 10) : released,
        image: artwork("album", a + 1),
        description: `${albumName} is a ${count < 7 ? "short" : "full-length"} ${GENRES[genreIndex]?.display.toLowerCase()} record.`,
        record_type: count <= 7 ? "EP" : "album",
        artistIds: featured && featured.id !== artist.id ? [artist.id, featured.id] : [artist.id],
      });
      albumIds.push(albumId);
      // Round-robin over the tags in use, so every tag a track carries also has albums.
      const albumTag = usedTags[a % usedTags.length] as number;
      await albumsRepo.tagAlbumIds(tx, albumId, [albumTag]);
      const byGenre = clipsByGenre[genreIndex] ?? [];
      const albumClips = albumClipOrder(
        byGenre,
        rendered.filter((c) => c.genreIndex !== genreIndex),
        count,
        r.next,
      );
      for (let n = 1; n <= count; n++) {
        const clip = albumClips[n - 1] as (typeof rendered)[number];
        const durationMs = Math.round(clip.clip.seconds * 1000);
        const hasLyrics = r.chance(0.3);
        const synced = hasLyrics && r.chance(0.6);
        const lines = hasLyrics ? Array.from({ length: r.int(6, 12) }, () => r.pick(LYRIC_LINES)) : [];
        const step = durationMs / 1000 / (lines.length + 1);
        const lrc = synced
          ? lines
              .map((line, i) => {
                const s = step * (i + 0.6);
                return `[${String(Math.floor(s / 60)).padStart(2, "0")}:${(s % 60).toFixed(2).padStart(5, "0")}]${line}`;
              })
              .join("\n")
          : null;
        const artistIds = r.chance(0.12)
          ? [artist.id, (artists[r.int(0, artists.length - 1)] as { id: number }).id]
          : [artist.id];
        const id = await tracksRepo.insertTrack(tx, {
          name: title(),
          album_id: albumId,
          number: n,
          duration_ms: durationMs,
          description: null,
          lyrics: hasLyrics ? lines.join("\n") : null,
          lyrics_synced: lrc,
          waveform: null,
          audio_path: clip.path,
          audio_size: null,
          audio_mime: "audio/mpeg",
          plays: Math.floor(r.next() ** 3 * 250_000),
          artistIds: [...new Set(artistIds)],
          genreIds: [genreIds[genreIndex] as number],
          tagIds: [albumTag, r.pick(usedTags)],
        });
        trackIds.push(id);
        trackGenre.set(id, genreIndex);
      }
    }

    // 5. Listeners with playlists, likes, follows and a fortnight of plays.
    const listenerIds: number[] = [];
    for (const [i, name] of LISTENERS.entries()) {
      const email = `listener${i + 1}@demo.backbeat.local`;
      const existing = await tx.selectFrom("users").select("id").where("email", "=", email).executeTakeFirst();
      const id =
        existing?.id ??
        (
          await tx
            .insertInto("users")
            .values({ email, name, image: null, password: null, country: null })
            .returning("id")
            .executeTakeFirstOrThrow()
        ).id;
      listenerIds.push(id);
      await profilesRepo.upsertProfile(tx, id, {
        description: `Listening to everything, all the time. Curating playlists for ${r.pick(TAGS).replace(/-/g, " ")} moods.`,
        city: r.pick(CITIES).split(",")[0] ?? null,
      });
    }
    let playlistCount = 0;
    const playlistIds: number[] = [];
    for (const [i, userId] of listenerIds.entries()) {
      for (let p = 0; p < 2; p++) {
        const mood = TAGS[(i * 2 + p) % TAGS.length] as string;
        const name =
          p === 0 ? `${mood.replace(/-/g, " ").replace(/^\w/, (c) => c.toUpperCase())} Mix` : `${title()} Radio`;
        const id = await playlistsRepo.insertPlaylist(tx, {
          name,
          description: `Hand-picked ${mood.replace(/-/g, " ")} tracks, updated every week.`,
          owner_id: userId,
          public: true,
        });
        const size = Math.min(trackIds.length, r.int(12, 40));
        const picks = new Set<number>();
        while (picks.size < size) picks.add(trackIds[r.int(0, trackIds.length - 1)] as number);
        await playlistsRepo.appendTracks(tx, id, [...picks], userId);
        playlistIds.push(id);
        playlistCount++;
      }
      const likes = new Set<number>();
      while (likes.size < Math.min(20, trackIds.length)) likes.add(trackIds[r.int(0, trackIds.length - 1)] as number);
      for (const t of likes) await libraryRepo.like(tx, userId, "track", t);
      await libraryRepo.like(tx, userId, "album", albumIds[r.int(0, albumIds.length - 1)] as number);
      await libraryRepo.follow(tx, userId, "artist", (artists[r.int(0, artists.length - 1)] as { id: number }).id);
      await libraryRepo.follow(tx, userId, "playlist", playlistIds[r.int(0, playlistIds.length - 1)] as number);
      const other = listenerIds[(i + 1) % listenerIds.length];
      if (other !== undefined && other !== userId) await libraryRepo.follow(tx, userId, "user", other);
      // Plays cluster in two favourite genres, so co-listening means something.
      const favourites = [i % GENRES.length, (i + 3) % GENRES.length];
      const favouriteTracks = trackIds.filter((t) => favourites.includes(trackGenre.get(t) ?? -1));
      const source = favouriteTracks.length ? favouriteTracks : trackIds;
      for (let k = 0; k < 30; k++) {
        await playsRepo.insertPlay(tx, {
          user_id: userId,
          track_id: source[r.int(0, source.length - 1)] as number,
          device: r.pick(["desktop", "mobile", "tablet"]),
          country: r.pick(["US", "DE", "GB", "BR", "JP", "FR"]),
          listened_ms: 60_000,
          played_at: new Date(now - r.int(0, 14 * 24 * 60) * 60_000),
        });
      }
    }

    const artistIds = artists.map((a) => a.id);
    await seedReportActivity(tx, { trackIds, userIds: listenerIds, albumIds, artistIds, now });
    // Demo accounts are ordinary members: the default role, and an address confirmed when they joined.
    await sql`insert into role_user (user_id, role_id)
      select u.id, r.id from users u cross join roles r
      where r."default" and u.email like '%@demo.backbeat.local'
      on conflict do nothing`.execute(tx);
    await sql`update users set email_verified_at = created_at
      where email like '%@demo.backbeat.local' and email_verified_at is null`.execute(tx);
    // The demo catalogue is history, not news: its albums are never announced as new releases.
    await sql`insert into album_release_notices (album_id) select id from albums on conflict do nothing`.execute(tx);

    // 6. Channels: the defaults (a home channel of rule-driven channels) plus hand-picked playlists.
    const channels = await ensureDefaultChannels(tx);
    const featured =
      channels.get("featured-playlists") ??
      (await channelsRepo.insertChannel(tx, {
        name: "Featured playlists",
        slug: "featured-playlists",
        layout: "carousel",
        content_type: "playlist",
        source: "manual",
      }));
    await channelsRepo.setChannelItems(
      tx,
      featured,
      playlistIds.slice(0, 10).map((id) => ({ item_type: "playlist" as const, item_id: id })),
    );
    const home = channels.get(HOME_CHANNEL_SLUG);
    if (home !== undefined) {
      const sections = ["new-releases", "popular-this-week", featured, "trending-artists", "popular-albums", "genres"]
        .map((slug) => (typeof slug === "number" ? slug : channels.get(slug)))
        .filter((id): id is number => id !== undefined);
      await setHomeSections(tx, home, sections);
    }
    await seedDemoPlans(tx);
    return { artists: artists.length, albums: albumIds.length, tracks: trackIds.length, playlists: playlistCount };
  });
  // 7. Each clip's tracks get its waveform and size as it is ready (most are, by now).
  await pMap(
    clipPlans,
    async (plan, i) => {
      const out = await (clipsReady[i] as ReturnType<typeof Promise.withResolvers<RenderedClip>>).promise;
      await db
        .updateTable("tracks")
        .set({ waveform: jsonb(out.waveform), audio_size: out.bytes })
        .where("audio_path", "=", plan.path)
        .execute();
    },
    { concurrency: clipCount },
  );
  const ms = Math.round(performance.now() - started);
  log(`Demo catalogue: ${result.artists} artists, ${result.albums} albums, ${result.tracks} tracks in ${ms} ms`);
  return { skipped: false, ...result, clips: clipCount, ms };
}

const grant = (name: string) => ({ name, restrictions: [] });

/**
 * Pricing for the demo: Free, a recommended Pro (monthly and yearly; no ads and the API) and
 * Pro Plus, only while no plan exists. Whether billing is switched on stays the admin's choice.
 */
export async function seedDemoPlans(db: Executor): Promise<void> {
  const existing = await db.selectFrom("products").select("id").limit(1).executeTakeFirst();
  if (existing) return;
  const price = (amount: number, interval: "month" | "year") => ({
    amount,
    currency: "USD",
    interval,
    interval_count: 1,
    sendowl_id: null,
  });
  await billingRepo.saveProduct(
    db,
    null,
    {
      name: "Free",
      description: "Listen to the whole catalogue with ads.",
      feature_list: ["Unlimited streaming", "Playlists and library", "Ad-supported"],
      recommended: false,
      free: true,
      hidden: false,
      position: 0,
      permissions: [],
    },
    [],
  );
  await billingRepo.saveProduct(
    db,
    null,
    {
      name: "Pro",
      description: "No ads, and the API for your own apps.",
      feature_list: ["Everything in Free", "No ads", "API access"],
      recommended: true,
      free: false,
      hidden: false,
      position: 1,
      permissions: [grant("ads.hide"), grant("api.access")],
    },
    [price(499, "month"), price(4999, "year")],
  );
  await billingRepo.saveProduct(
    db,
    null,
    {
      name: "Pro Plus",
      description: "For artists: everything in Pro, plus uploads.",
      feature_list: ["Everything in Pro", "Upload your own music"],
      recommended: false,
      free: false,
      hidden: false,
      position: 2,
      permissions: [grant("ads.hide"), grant("api.access"), grant("music.create")],
    },
    [price(999, "month"), price(9999, "year")],
  );
}
