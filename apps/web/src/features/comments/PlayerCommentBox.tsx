import { lazy, Suspense } from "react";
import { useTrackComments } from "./use-comments.ts";

const CommentBox = lazy(() => import("./CommentBox.tsx").then((m) => ({ default: m.CommentBox })));

/** The full-screen player's comment box, at the playhead, where the listener may comment. */
export function PlayerCommentBox({ trackId }: { trackId: number }) {
  const { data } = useTrackComments(trackId);
  if (!data?.can_comment) return null;
  return (
    <Suspense fallback={null}>
      <CommentBox trackId={trackId} inPlayer />
    </Suspense>
  );
}
