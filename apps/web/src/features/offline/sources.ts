import { api } from "../player/client.ts";
import type { TrackItem } from "../player/types.ts";

/** The tracks of a collection to download, read in the API's page sizes. */
const IDS_PER_CALL = 200;
const LIKED_PAGE = 100;

export async function playlistTracks(id: number): Promise<TrackItem[]> {
  const ids = await api().playlists.trackIds.query({ id });
  const out: TrackItem[] = [];
  for (let i = 0; i < ids.length; i += IDS_PER_CALL)
    out.push(...(await api().catalogue.tracksByIds.query({ ids: ids.slice(i, i + IDS_PER_CALL) })));
  return out;
}

export async function likedTracks(): Promise<TrackItem[]> {
  const out: TrackItem[] = [];
  for (let offset = 0; ; offset += LIKED_PAGE) {
    const page = await api().library.tracks.query({ offset, limit: LIKED_PAGE });
    out.push(...page.items);
    if (!page.items.length || out.length >= page.total) return out;
  }
}
