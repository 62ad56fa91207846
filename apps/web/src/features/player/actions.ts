import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { api } from "./client.ts";
import { appendToQueue, playNext, playQueue, type QueueContext } from "./store.ts";
import type { RadioSeedType, TrackItem } from "./types.ts";

/** Plays whole collections as a queue, fetching what the page has not loaded. */

export function playTracks(tracks: TrackItem[], index = 0, context: QueueContext | null = null) {
  playQueue(tracks, index, context);
}

async function tracksFor(ids: number[]): Promise<TrackItem[]> {
  const out: TrackItem[] = [];
  for (let i = 0; i < ids.length; i += 200)
    out.push(...(await api().catalogue.tracksByIds.query({ ids: ids.slice(i, i + 200) })));
  return out;
}

export async function playAlbum(id: number, startTrackId?: number) {
  const page = await api().catalogue.album.query({ id });
  const index = Math.max(
    0,
    page.tracks.findIndex((tr) => tr.id === startTrackId),
  );
  playQueue(page.tracks, index, { type: "album", id, name: page.album.name });
}

/** A playlist can hold thousands of tracks: start with the first batch, queue the rest behind. */
export async function playPlaylist(id: number, startIndex = 0, name?: string) {
  const ids = await api().playlists.trackIds.query({ id });
  if (!ids.length) {
    toast("This playlist is empty.");
    return;
  }
  const first = Math.max(0, Math.min(startIndex, ids.length - 1));
  const windowStart = Math.max(0, first - 50);
  const head = await tracksFor(ids.slice(windowStart, first + 150));
  playQueue(head, first - windowStart, { type: "playlist", id, ...(name ? { name } : {}) });
  const rest = ids.slice(first + 150);
  for (let i = 0; i < rest.length; i += 200) appendToQueue(await tracksFor(rest.slice(i, i + 200)));
}

export async function playArtist(id: number) {
  const [page, all] = await Promise.all([
    api().catalogue.artist.query({ id }),
    api().catalogue.artistTracks.query({ id, limit: 100 }),
  ]);
  const top = page.topTracks;
  const seen = new Set(top.map((tr) => tr.id));
  playQueue([...top, ...all.items.filter((tr) => !seen.has(tr.id))], 0, {
    type: "artist",
    id,
    name: page.artist.name,
  });
}

export async function playRadio(type: RadioSeedType, id: number) {
  const station = await api().catalogue.radio.query({ type, id });
  if (!station.tracks.length) {
    toast("Nothing to play on this station yet.");
    return;
  }
  playQueue(station.tracks, 0, {
    type: "radio",
    id,
    name: t(":name radio", { name: station.seed.name }),
    radio: { type, id },
  });
}

export function queueNext(tracks: TrackItem[]) {
  playNext(tracks);
  toast("{count, plural, one {Playing next} other {Added # tracks to play next}}", {
    values: { count: tracks.length },
  });
}

export function queueLater(tracks: TrackItem[]) {
  appendToQueue(tracks);
  toast("{count, plural, one {Added to queue} other {Added # tracks to queue}}", { values: { count: tracks.length } });
}

export async function queueAlbum(id: number, where: "next" | "later") {
  const page = await api().catalogue.album.query({ id });
  (where === "next" ? queueNext : queueLater)(page.tracks);
}
