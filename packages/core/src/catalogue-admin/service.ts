import {
  albumsRepo,
  artistsRepo,
  catalogueRowsRepo,
  catalogueText,
  commentsRepo,
  type Executor,
  genresRepo,
  playlistsRepo,
  tagsRepo,
  tracksRepo,
} from "@backbeat/db";
import type { z } from "zod";
import { assertAdminPermission } from "../admin/datatables.ts";
import { pageCache } from "../catalogue/cache.ts";
import type { CoreServices, Viewer } from "../context.ts";
import { forbidden, notFound, validationError } from "../errors.ts";
import { featureOn } from "../features.ts";
import { storeCover } from "../media/artwork.ts";
import { MediaToolError } from "../media/tools.ts";
import { withSmartCounts } from "../playlists/smart.ts";
import { storageFor } from "../storage/driver.ts";
import { driverForDisk, loadOwnEntry } from "../uploads/entries.ts";
import {
  adminAccess,
  assertArtistAccess,
  assertItemAccess,
  assertOwnAlbum,
  assertStillCredited,
  type CatalogueAccess,
} from "./access.ts";
import { announceCreditRequests, planCredits, savePendingCredits, withPendingCredits } from "./credits.ts";
import { type CatalogueDeletable, removeCatalogueRows } from "./remove.ts";
import type {
  albumSaveInput,
  artistSaveInput,
  CatalogueIdInput,
  CatalogueIdsInput,
  CatalogueVisibility,
  CommentUpdateInput,
  genreSaveInput,
  lyricsSaveInput,
  PlaylistAdminInput,
  RefSearchInput,
  tagSaveInput,
  trackSaveInput,
} from "./schemas.ts";

/**
 * Catalogue management (docs/spec/2-product-areas.md §2 "Admin"): tracks, albums, artists, genres, tags, playlists,
 * lyrics and comments. Catalogue content needs admin.access; tags need tags.update as well, and
 * changing or deleting comments comments.update.
 * Every write clears the page cache so the player shows the change at once. Track, album and
 * artist reads and saves also serve backstage: they take the artist's `CatalogueAccess`
 * instead of the admin's (access.ts holds the ownership rules).
 */

const CATALOGUE = "admin.access" as const;
const TAGS = "tags.update" as const;
const COMMENTS = "comments.update" as const;

function refreshPages(services: CoreServices) {
  pageCache(services.db).invalidate("");
}

/** An uploaded image becomes a stored cover (sized like embedded ones); a bad file is a field error. */
async function coverFromEntry(services: CoreServices, viewer: Viewer, entryId: number): Promise<string> {
  const entry = await loadOwnEntry(services, viewer, entryId).catch(() => {
    throw validationError({ imageEntryId: ["The uploaded image was not found."] });
  });
  if (!entry.mime.startsWith("image/")) throw validationError({ imageEntryId: ["The file is not an image."] });
  const body = await driverForDisk(services, entry.disk).read(entry.path);
  const data = new Uint8Array(await new Response(body).arrayBuffer());
  try {
    return await storeCover(storageFor(services), { data }, { timeoutMs: 30_000 });
  } catch (error) {
    if (error instanceof MediaToolError)
      throw validationError({ imageEntryId: [error.message.replace("embedded cover", "image")] });
    throw error;
  }
}

async function imageFor(
  services: CoreServices,
  viewer: Viewer,
  data: { image: string | null; imageEntryId?: number | null },
) {
  return data.imageEntryId ? coverFromEntry(services, viewer, data.imageEntryId) : data.image;
}

async function assertAllExist(
  services: CoreServices,
  table: "artists" | "albums",
  ids: number[],
  field: string,
  message: string,
) {
  const found = await catalogueRowsRepo.existingIds(services.db, table, ids);
  if (ids.some((id) => !found.has(id))) throw validationError({ [field]: [message] });
}

/** What the forms show: the four visibilities from the stored flags (see the visibility migration). */
export function catalogueVisibilityOf(row: { private: boolean; unlisted: boolean; publish_at: Date | null }): {
  visibility: CatalogueVisibility;
  publishAt: string | null;
} {
  const at = row.publish_at ? new Date(row.publish_at) : null;
  if (row.private && at && at.getTime() > Date.now()) return { visibility: "scheduled", publishAt: at.toISOString() };
  if (row.private && !at) return { visibility: "private", publishAt: null };
  return { visibility: row.unlisted ? "unlisted" : "public", publishAt: null };
}

function visibilityColumns(data: { visibility: CatalogueVisibility; publishAt: string | null }) {
  return {
    private: data.visibility === "private" || data.visibility === "scheduled",
    unlisted: data.visibility === "unlisted",
    publish_at: data.visibility === "scheduled" && data.publishAt ? new Date(data.publishAt) : null,
  };
}

function editShape<R extends { private: boolean; unlisted: boolean; publish_at: Date | null }>(row: R) {
  const { unlisted: _u, publish_at: _p, ...rest } = row;
  return { ...rest, ...catalogueVisibilityOf(row) };
}

/** Saves an existing row (404 when it is gone) or inserts a new one; answers its id. */
async function updateOrInsert(
  id: number | undefined,
  update: (id: number) => Promise<boolean>,
  insert: () => Promise<number>,
  missing: string,
): Promise<number> {
  if (!id) return insert();
  if (!(await update(id))) throw notFound(missing);
  return id;
}

/** A track or album as its form edits it: visibility as one choice, pending credits listed with the artists. */
async function creditedForEdit<R extends Parameters<typeof editShape>[0] & { artists: { id: number; name: string }[] }>(
  services: CoreServices,
  access: CatalogueAccess,
  kind: "track" | "album",
  { id }: CatalogueIdInput,
  find: (id: number) => Promise<R | undefined>,
) {
  await assertItemAccess(services, access, kind, id);
  const row = await find(id);
  if (!row) throw notFound(kind === "track" ? "Track not found." : "Album not found.");
  return { ...editShape(row), artists: await withPendingCredits(services, kind, id, row.artists) };
}

/** An edit page's read of a track or album, under the caller's access (the admin's by default). */
const creditedReader =
  <R extends Parameters<typeof editShape>[0] & { artists: { id: number; name: string }[] }>(
    kind: "track" | "album",
    find: (db: CoreServices["db"], id: number) => Promise<R | undefined>,
  ) =>
  async (services: CoreServices, viewer: Viewer, input: CatalogueIdInput, access = adminAccess(viewer)) =>
    creditedForEdit(services, access, kind, input, (id) => find(services.db, id));

/** The columns a track and an album share, as their forms save them. */
type CreditedColumns = { name: string; description: string | null; image: string | null } & ReturnType<
  typeof visibilityColumns
>;

/**
 * A track's or album's save, under the caller's access (the admin's by default). What both share:
 * the access and credit rules, the cover, the row (name, description, cover, visibility) and its
 * credits in one transaction, then the credit requests announced. `columnsOf` gives the kind's own
 * columns and `stepsOf` the rest of its part: `checks` run before the transaction, `update` and
 * `insert` store the row (a new one owned by the caller), `links` its tags and the like.
 */
const creditedSaver =
  <
    D extends {
      id?: number;
      name: string;
      description: string | null;
      visibility: CatalogueVisibility;
      publishAt: string | null;
      artistIds: number[];
      image: string | null;
      imageEntryId?: number | null;
    },
    C extends object,
  >(
    kind: "track" | "album",
    columnsOf: (data: D) => C,
    stepsOf: (
      services: CoreServices,
      data: D,
      access: CatalogueAccess,
    ) => {
      checks?: () => Promise<void>;
      update: (tx: Executor, id: number, row: CreditedColumns & C) => Promise<boolean>;
      insert: (tx: Executor, row: CreditedColumns & C & { owner_id: number | null; artistIds: [] }) => Promise<number>;
      links: (tx: Executor, id: number) => Promise<void>;
    },
  ) =>
  async (services: CoreServices, viewer: Viewer, data: D, access = adminAccess(viewer)): Promise<{ id: number }> => {
    const steps = stepsOf(services, data, access);
    if (data.id) await assertItemAccess(services, access, kind, data.id);
    assertStillCredited(access, data.artistIds);
    await assertAllExist(services, "artists", data.artistIds, "artistIds", "An artist was not found.");
    const credits = await planCredits(services, access, kind, data.id, data.artistIds);
    await steps.checks?.();
    const image = await imageFor(services, viewer, data);
    const row = {
      name: data.name,
      description: data.description,
      image,
      ...visibilityColumns(data),
      ...columnsOf(data),
    };
    const saved = await services.db.transaction().execute(async (tx) => {
      const id = await updateOrInsert(
        data.id,
        (id) => steps.update(tx, id, row),
        () => steps.insert(tx, { ...row, owner_id: viewer.user?.id ?? null, artistIds: [] }),
        kind === "track" ? "Track not found." : "Album not found.",
      );
      await (kind === "track" ? tracksRepo.setTrackArtists : albumsRepo.setAlbumArtists)(tx, id, credits.now);
      const asked = await savePendingCredits(tx, kind, id, credits, viewer);
      await steps.links(tx, id);
      return { id, asked };
    });
    refreshPages(services);
    await announceCreditRequests(services, viewer, kind, { id: saved.id, name: data.name }, saved.asked);
    return { id: saved.id };
  };

// ---- tracks -----------------------------------------------------------------------------------

export const getTrackForEdit = creditedReader("track", tracksRepo.findTrackForEdit);

export const saveTrack = creditedSaver(
  "track",
  (data: z.output<typeof trackSaveInput>) => ({
    album_id: data.albumId,
    number: data.number,
    disc: data.disc,
    lyrics: data.lyrics,
    lyrics_synced: data.lyricsSynced,
    allow_comments: data.allowComments,
    ...(data.durationMs !== undefined ? { duration_ms: data.durationMs } : {}),
  }),
  (services, data, access) => ({
    checks: async () => {
      const { albumId } = data;
      if (albumId === null) return;
      await assertAllExist(services, "albums", [albumId], "albumId", "The album was not found.");
      await assertOwnAlbum(services, access, albumId);
    },
    update: tracksRepo.updateTrack,
    insert: (tx, row) => tracksRepo.insertTrack(tx, { ...row, duration_ms: data.durationMs ?? 0 }),
    links: async (tx, id) => {
      await tracksRepo.setTrackGenres(tx, id, await genresRepo.genreIdsFor(tx, data.genres));
      await tracksRepo.setTrackTags(tx, id, await tagsRepo.tagIdsFor(tx, data.tags));
    },
  }),
);

// ---- albums -----------------------------------------------------------------------------------

export const getAlbumForEdit = creditedReader("album", albumsRepo.findAlbumForEdit);

export const saveAlbum = creditedSaver(
  "album",
  (data: z.output<typeof albumSaveInput>) => ({ release_date: data.releaseDate, record_type: data.recordType }),
  (_services, data) => ({
    update: albumsRepo.updateAlbum,
    insert: albumsRepo.insertAlbum,
    links: async (tx, id) => {
      await albumsRepo.setAlbumTags(tx, id, await tagsRepo.tagIdsFor(tx, data.tags));
      if (!data.trackIds || !data.id) return;
      const current = await albumsRepo.albumTrackIds(tx, id);
      const given = new Set(data.trackIds);
      if (current.length !== given.size || current.some((t) => !given.has(t)))
        throw validationError({ trackIds: ["The order must list every track of the album once."] });
      await albumsRepo.setAlbumTrackOrder(tx, id, data.trackIds);
    },
  }),
);

// ---- artists ----------------------------------------------------------------------------------

export async function getArtistForEdit(
  services: CoreServices,
  viewer: Viewer,
  { id }: CatalogueIdInput,
  access = adminAccess(viewer),
) {
  await assertArtistAccess(services, access, id);
  return found(await artistsRepo.findArtistForEdit(services.db, id), "Artist not found.");
}

export async function saveArtist(
  services: CoreServices,
  viewer: Viewer,
  data: z.output<typeof artistSaveInput>,
  access = adminAccess(viewer),
) {
  if (access.scope) {
    // New artist profiles come from an approved backstage request; the badge is the reviewers' to give.
    if (!data.id) throw forbidden("New artist profiles are created by a backstage request.");
    await assertArtistAccess(services, access, data.id);
    data.verified = (await artistsRepo.findArtistForEdit(services.db, data.id))?.verified ?? false;
  }
  const image = await imageFor(services, viewer, data);
  const id = await services.db.transaction().execute(async (tx) => {
    const fields = {
      name: data.name,
      image,
      bio: data.bio,
      location: data.location,
      verified: data.verified,
      links: data.links,
    };
    const id = await updateOrInsert(
      data.id,
      (id) => artistsRepo.updateArtist(tx, id, fields),
      () => artistsRepo.insertArtist(tx, fields),
      "Artist not found.",
    );
    await artistsRepo.setArtistGenres(tx, id, await genresRepo.genreIdsFor(tx, data.genres));
    return id;
  });
  refreshPages(services);
  return { id };
}

/** The forms' artist and album pickers. */
/** Any artist, in the admin area and backstage alike (an artist credits features). */
export async function searchArtistOptions(
  services: CoreServices,
  viewer: Viewer,
  { query, limit }: RefSearchInput,
  // The default is the admin check; backstage passes the artist's access, which may search all too.
  _access: CatalogueAccess = adminAccess(viewer),
) {
  return artistsRepo.searchArtistRefs(services.db, query, limit);
}

/** An artist picks among their own albums only. */
export async function searchAlbumOptions(
  services: CoreServices,
  viewer: Viewer,
  { query, limit }: RefSearchInput,
  access = adminAccess(viewer),
) {
  if (access.scope) return albumsRepo.searchOwnAlbumRefs(services.db, access.scope, query, limit);
  return albumsRepo.searchAlbumRefs(services.db, query, limit);
}

// ---- deletes ----------------------------------------------------------------------------------

/** Deletes rows of one kind with everything that points at them; unknown ids are skipped. */
export async function deleteCatalogueItems(
  services: CoreServices,
  viewer: Viewer,
  kind: CatalogueDeletable,
  { ids }: CatalogueIdsInput,
): Promise<{ deleted: number }> {
  assertAdminPermission(viewer, kind === "tags" ? TAGS : kind === "comments" ? COMMENTS : CATALOGUE);
  if (kind === "comments") assertComments();
  return { deleted: await removeCatalogueRows(services, kind, ids) };
}

// ---- genres and tags --------------------------------------------------------------------------

/** A row a read or a save needed, or a 404. */
function found<T>(row: T | null | undefined, message: string): T {
  if (row === null || row === undefined) throw notFound(message);
  return row;
}

/**
 * A genre's or tag's save, under `permission`: its address name comes from its display name and
 * must be free among its kind; `write` stores the row with that name (answering its id, null when
 * the row is gone).
 */
async function saveNamed(
  services: CoreServices,
  viewer: Viewer,
  permission: typeof CATALOGUE | typeof TAGS,
  kind: "genres" | "tags",
  data: { id?: number; displayName: string },
  write: (name: string) => Promise<number | null>,
): Promise<{ id: number }> {
  assertAdminPermission(viewer, permission);
  const name = catalogueText.slugName(data.displayName);
  if (!name) throw validationError({ displayName: ["The name needs a letter or a digit."] });
  if (await catalogueRowsRepo.genreOrTagNameTaken(services.db, kind, name, data.id ?? null))
    throw validationError({ displayName: [`A ${kind === "genres" ? "genre" : "tag"} with this name already exists.`] });
  const id = found(await write(name), kind === "genres" ? "Genre not found." : "Tag not found.");
  refreshPages(services);
  return { id };
}

export const saveGenre = (services: CoreServices, viewer: Viewer, data: z.output<typeof genreSaveInput>) =>
  saveNamed(services, viewer, CATALOGUE, "genres", data, async (name) =>
    genresRepo.saveGenre(services.db, data.id ?? null, {
      name,
      display_name: data.displayName,
      image: await imageFor(services, viewer, data),
    }),
  );

export async function getGenreForEdit(services: CoreServices, viewer: Viewer, { id }: CatalogueIdInput) {
  assertAdminPermission(viewer, CATALOGUE);
  return found(await genresRepo.findGenre(services.db, id), "Genre not found.");
}

export const saveTag = (services: CoreServices, viewer: Viewer, data: z.output<typeof tagSaveInput>) =>
  saveNamed(services, viewer, TAGS, "tags", data, (name) =>
    tagsRepo.saveTag(services.db, data.id ?? null, { name, display_name: data.displayName }),
  );

// ---- playlists, lyrics, comments ----------------------------------------------------------------

export async function getPlaylistForEdit(services: CoreServices, viewer: Viewer, { id }: CatalogueIdInput) {
  assertAdminPermission(viewer, CATALOGUE);
  const row = found(await playlistsRepo.findPlaylistForEdit(services.db, id), "Playlist not found.");
  const [counted] = await withSmartCounts(services, viewer, [row]);
  return counted ?? row;
}

export async function updatePlaylistAsAdmin(
  services: CoreServices,
  viewer: Viewer,
  { id, ...fields }: PlaylistAdminInput,
) {
  assertAdminPermission(viewer, CATALOGUE);
  if (!(await playlistsRepo.updatePlaylistAdmin(services.db, id, fields))) throw notFound("Playlist not found.");
  refreshPages(services);
  return { id };
}

export async function saveLyrics(services: CoreServices, viewer: Viewer, data: z.output<typeof lyricsSaveInput>) {
  assertAdminPermission(viewer, CATALOGUE);
  const saved = await tracksRepo.updateLyrics(services.db, data.trackId, {
    lyrics: data.lyrics,
    lyrics_synced: data.lyricsSynced,
  });
  if (!saved) throw notFound("Track not found.");
  refreshPages(services);
  return { id: data.trackId };
}

/** Comment moderation exists with the comments feature. */
function assertComments() {
  if (!featureOn("comments")) throw notFound("Comment not found.");
}

export async function getComment(services: CoreServices, viewer: Viewer, { id }: CatalogueIdInput) {
  assertAdminPermission(viewer, CATALOGUE);
  assertComments();
  return found(await commentsRepo.findComment(services.db, id), "Comment not found.");
}

export async function updateComment(services: CoreServices, viewer: Viewer, { id, content }: CommentUpdateInput) {
  assertAdminPermission(viewer, COMMENTS);
  assertComments();
  if (!(await commentsRepo.updateCommentContent(services.db, id, content))) throw notFound("Comment not found.");
  refreshPages(services);
  return { id };
}
