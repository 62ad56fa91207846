import { type Expression, type SqlBool, sql } from "kysely";

/**
 * Who may see a track or an album, decided here and only here: every page, list, search,
 * stream, download and play report filters its rows with these predicates, so no two paths can
 * disagree about a private item.
 */

/**
 * Who is looking, and how: private tracks and albums (and scheduled ones before their time)
 * are shown to their owner and to admins only. Unlisted ones open by their own link (`reach:
 * "link"`: a track or album page, a queue of chosen ids, a stream) but stay out of every list.
 */
export interface Visibility {
  userId: number | null;
  admin: boolean;
  reach?: "listed" | "link";
  /** A share link being opened: its item's tracks and albums as well, see `ShareGrant`. */
  share?: ShareGrant;
}

/**
 * What a share link (`/s/{token}`) adds for whoever opens it: the shared item's tracks and
 * albums, exactly as the link's creator may open them by link. So a link never shows more than
 * its creator sees, and stops working for an item its creator can no longer see.
 */
export interface ShareGrant {
  type: "track" | "album" | "playlist" | "artist";
  id: number;
  by: { userId: number; admin: boolean };
  /**
   * A smart playlist's tracks as its rules give them now: it has no playlist_track rows, so
   * the link holds what it plays in their place.
   */
  trackIds?: number[];
}

type Alias = "t" | "al" | "tracks" | "albums";

/** Public now: not private, or a scheduled release whose time has come (the tick may lag). */
export function openToAll(alias: Alias): Expression<SqlBool> {
  const a = sql.ref(alias);
  return sql<SqlBool>`(${a}.private = false or ${a}.publish_at <= now())`;
}

/** Shown in lists (search, channels, radio, artist and album pages): open and not unlisted. */
export function listedToAll(alias: Alias): Expression<SqlBool> {
  // A track whose library file went missing stays out of lists until it returns or is removed.
  const present = alias === "t" || alias === "tracks" ? sql`and ${sql.ref(alias)}.missing_since is null` : sql``;
  return sql<SqlBool>`(${sql.ref(alias)}.unlisted = false and ${openToAll(alias)} ${present})`;
}

/** The rule itself: admins see everything, owners their own, everyone else what is open (or listed). */
function visibleAs(alias: Alias, v: Visibility): Expression<SqlBool> {
  if (v.admin) return sql<SqlBool>`true`;
  const everyone = v.reach === "link" ? openToAll(alias) : listedToAll(alias);
  const own = v.userId === null ? everyone : sql<SqlBool>`(${everyone} or ${sql.ref(alias)}.owner_id = ${v.userId})`;
  if (!v.share) return own;
  const creator = visibleAs(alias, { userId: v.share.by.userId, admin: v.share.by.admin, reach: "link" });
  return sql<SqlBool>`(${own} or (${inShare(alias, v.share)} and ${creator}))`;
}

/** The rows of one table that belong to a shared item. */
function inShare(alias: Alias, share: ShareGrant): Expression<SqlBool> {
  const a = sql.ref(alias);
  const id = share.id;
  if (alias === "t" || alias === "tracks") {
    switch (share.type) {
      case "track":
        return sql<SqlBool>`${a}.id = ${id}`;
      case "album":
        return sql<SqlBool>`${a}.album_id = ${id}`;
      case "playlist":
        if (share.trackIds) return sql<SqlBool>`${a}.id in (${idList(share.trackIds)})`;
        return sql<SqlBool>`${a}.id in (select sp.track_id from playlist_track sp where sp.playlist_id = ${id})`;
      case "artist":
        return sql<SqlBool>`${a}.id in (select sa.track_id from track_artist sa where sa.artist_id = ${id})`;
    }
  }
  switch (share.type) {
    case "track":
      return sql<SqlBool>`${a}.id = (select st.album_id from tracks st where st.id = ${id})`;
    case "album":
      return sql<SqlBool>`${a}.id = ${id}`;
    case "playlist":
      if (share.trackIds)
        return sql<SqlBool>`${a}.id in (select st.album_id from tracks st where st.id in (${idList(share.trackIds)}))`;
      return sql<SqlBool>`${a}.id in (select st.album_id from playlist_track sp join tracks st on st.id = sp.track_id where sp.playlist_id = ${id})`;
    case "artist":
      return sql<SqlBool>`${a}.id in (select sa.album_id from album_artist sa where sa.artist_id = ${id})`;
  }
}

/** Tracks the viewer may see, for a query over `tracks as t`. */
export const trackVisible = (v: Visibility) => visibleAs("t", v);

/** Albums the viewer may see, for a query over `albums as al`. */
export const albumVisible = (v: Visibility) => visibleAs("al", v);

/**
 * An album's page, for a query over `tracks as t`: an unlisted album lists its unlisted tracks too,
 * since whoever has the album's link has theirs.
 */
export const onAlbumPage = (albumId: number): Expression<SqlBool> =>
  sql<SqlBool>`t.album_id = ${albumId}
    and (t.unlisted = false or exists (select 1 from albums ual where ual.id = t.album_id and ual.unlisted))`;

/** The same viewer opening one item by its link. */
export const byLink = (v: Visibility): Visibility => ({ ...v, reach: "link" });

// ---- ownership: what backstage lets an artist edit ----

/**
 * What an artist owns in backstage: their artist profiles (artists.owner_id), the tracks and
 * albums crediting one of them, and their own uploads not yet credited to anyone. An admin's
 * scope is `null`: everything.
 */
export interface OwnerScope {
  userId: number;
  artistIds: number[];
}

/** Who an item belongs to: its owner and credited artists (empty when the item is unknown). */
export interface ItemOwnership {
  owner_id: number | null;
  artist_ids: number[];
}

const idList = (ids: number[]) => sql.join(ids.length ? ids : [-1]);

export function ownsTrack(scope: OwnerScope | null): Expression<SqlBool> {
  if (!scope) return sql<SqlBool>`true`;
  return sql<SqlBool>`(t.id in (select ta.track_id from track_artist ta where ta.artist_id in (${idList(scope.artistIds)}))
    or (t.owner_id = ${scope.userId} and not exists (select 1 from track_artist ta2 where ta2.track_id = t.id)))`;
}

export function ownsAlbum(scope: OwnerScope | null): Expression<SqlBool> {
  if (!scope) return sql<SqlBool>`true`;
  return sql<SqlBool>`(al.id in (select aa.album_id from album_artist aa where aa.artist_id in (${idList(scope.artistIds)}))
    or (al.owner_id = ${scope.userId} and not exists (select 1 from album_artist aa2 where aa2.album_id = al.id)))`;
}
