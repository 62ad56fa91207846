import { useDownloads } from "./downloads-state.ts";
import { useOnline } from "./online.ts";

/** Offline, a track without a copy on this device cannot play: its row is shown greyed out. */
export function useUnavailableOffline(trackId: number): boolean {
  const online = useOnline();
  const stored = useDownloads((s) => Boolean(s.tracks[trackId]));
  return !online && !stored;
}
