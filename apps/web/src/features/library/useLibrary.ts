import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { toast } from "@/global/toasts.tsx";
import { useBootstrap } from "@/lib/bootstrap.ts";
import { useTRPC, useTRPCClient } from "@/lib/trpc.ts";
import { orQueue } from "../offline/offline-actions.ts";

type LikeType = "track" | "album" | "artist";
type FollowType = "playlist" | "artist" | "user";
const likeKey = { track: "tracks", album: "albums", artist: "artists" } as const;
const followKey = { playlist: "playlists", artist: "artists", user: "users" } as const;

/** The signed-in user's likes and follows (ids), shared by every heart and follow button. */
export function useLibraryState() {
  const trpc = useTRPC();
  const signedIn = Boolean(useBootstrap().user);
  return useQuery({ ...trpc.library.state.queryOptions(), enabled: signedIn, staleTime: 60_000 });
}

export function useIsLiked(type: LikeType, id: number): boolean {
  const state = useLibraryState().data;
  return Boolean(state?.[likeKey[type]].includes(id));
}

export function useIsFollowing(type: FollowType, id: number): boolean {
  const state = useLibraryState().data;
  return Boolean(state?.[followKey[type]].includes(id));
}

/** Optimistic like/follow toggles; guests are sent to the login page. */
export function useLibraryActions() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signedIn = Boolean(useBootstrap().user);
  const stateKey = trpc.library.state.queryKey();

  const patch = useCallback(
    (key: "tracks" | "albums" | "artists" | "playlists" | "users", id: number, on: boolean) => {
      queryClient.setQueryData(stateKey, (old) => {
        if (!old) return old;
        const list = old[key].filter((x) => x !== id);
        return { ...old, [key]: on ? [id, ...list] : list };
      });
    },
    [queryClient, stateKey],
  );

  // Offline, a like is queued and sent once the network is back (features/offline).
  const likeMutation = useMutation({
    ...trpc.library.like.mutationOptions({
      onMutate: (v) => patch(likeKey[v.type], v.id, v.liked),
      // Roll back only: the failure toast comes from the one mutation failure rule (lib/call-errors.ts).
      onError: (_e, v) => patch(likeKey[v.type], v.id, !v.liked),
      onSuccess: (_d, v) => {
        void queryClient.invalidateQueries({ queryKey: trpc.library.tracks.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.library.albums.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.library.artists.queryKey() });
        toast(v.liked ? "Added to your library" : "Removed from your library");
      },
    }),
    // Runs offline too: it queues itself instead of waiting for the network.
    networkMode: "always",
    mutationFn: (v: { type: LikeType; id: number; liked: boolean }) =>
      orQueue(
        () => client.library.like.mutate(v),
        { kind: "like", type: v.type, itemId: v.id, liked: v.liked },
        { liked: v.liked },
      ),
  });
  const followMutation = useMutation(
    trpc.library.follow.mutationOptions({
      onMutate: (v) => patch(followKey[v.type], v.id, v.following),
      onError: (_e, v) => patch(followKey[v.type], v.id, !v.following),
      onSuccess: (_d, v) => {
        void queryClient.invalidateQueries({ queryKey: trpc.library.playlists.queryKey() });
        void queryClient.invalidateQueries({ queryKey: trpc.library.artists.queryKey() });
        // The item's page shows its follower count: read it again (the server dropped its cached copy).
        if (v.type === "user") void queryClient.invalidateQueries({ queryKey: trpc.catalogue.profile.queryKey() });
        if (v.type === "artist")
          void queryClient.invalidateQueries({ queryKey: trpc.catalogue.artist.queryKey({ id: v.id }) });
        if (v.type === "playlist")
          void queryClient.invalidateQueries({ queryKey: trpc.playlists.get.queryKey({ id: v.id }) });
      },
    }),
  );

  const requireLogin = () => {
    if (signedIn) return true;
    navigate("/login");
    return false;
  };

  return {
    setLiked: (type: LikeType, id: number, liked: boolean) => {
      if (requireLogin()) likeMutation.mutate({ type, id, liked });
    },
    setFollowing: (type: FollowType, id: number, following: boolean) => {
      if (requireLogin()) followMutation.mutate({ type, id, following });
    },
  };
}
