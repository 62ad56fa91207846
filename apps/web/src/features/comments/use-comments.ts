import { useQuery } from "@tanstack/react-query";
import { useBootstrap } from "@/lib/bootstrap.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { getPlayerState, playQueue, seek, setPlaying } from "../player/store.ts";
import type { Outputs, TrackItem } from "../player/types.ts";

export type TrackComment = Outputs["comments"]["list"]["items"][number];
export type CommentOrder = "position" | "newest";

/** Comments drawn along a waveform: the first 100 in playing order. */
export const MARKER_LIMIT = 100;

/** Comments are on for this site (admin settings, player: "Allow comments"). */
export function useCommentsOn(): boolean {
  return (useBootstrap().settings.player as { enable_comments?: boolean } | undefined)?.enable_comments !== false;
}

export function useTrackComments(trackId: number | null, order: CommentOrder = "position", limit = MARKER_LIMIT) {
  const trpc = useTRPC();
  const on = useCommentsOn();
  return useQuery({
    ...trpc.comments.list.queryOptions({ id: trackId ?? 0, order, limit }),
    enabled: trackId !== null && on,
    staleTime: 30_000,
  });
}

/** Plays the track from a comment's moment: seeks when it is already the one playing. */
export function playFrom(track: TrackItem, seconds: number): void {
  const st = getPlayerState();
  if (st.queue[st.index]?.track.id !== track.id)
    playQueue([track], 0, { type: "track", id: track.id, name: track.name });
  seek(seconds);
  setPlaying(true);
}
