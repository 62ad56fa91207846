import { Avatar } from "@backbeat/ui/Avatar";
import { Badge } from "@backbeat/ui/Badge";
import { RelativeTime } from "@backbeat/ui/RelativeTime";
import { Switch } from "@backbeat/ui/Switch";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { Link } from "react-router";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useBootstrap } from "@/lib/bootstrap.ts";
import { links } from "@/lib/links.ts";
import { useTRPC } from "@/lib/trpc.ts";
import { formatTime } from "../player/format.ts";
import { setLiveComments, usePlayer } from "../player/store.ts";
import * as s from "./comments.css.ts";
import { type CommentOrder, type TrackComment, useCommentsOn, useTrackComments } from "./use-comments.ts";

// The form kit and the schemas load when a signed-in listener can write, not with the page.
const CommentBox = lazy(() => import("./CommentBox.tsx").then((m) => ({ default: m.CommentBox })));
const ReplyBox = lazy(() => import("./CommentBox.tsx").then((m) => ({ default: m.ReplyBox })));

/** The track page's comments: the box, then each comment with its replies. */
export function CommentsSection({ trackId, onSeek }: { trackId: number; onSeek: (seconds: number) => void }) {
  const [order, setOrder] = useState<CommentOrder>("position");
  const query = useTrackComments(trackId, order);
  const signedIn = Boolean(useBootstrap().user);
  const live = usePlayer((st) => st.liveComments);
  const on = useCommentsOn();
  const data = query.data;
  if (!on) return null;
  return (
    <section className={s.section} data-testid="comments">
      <div className={s.head}>
        <h2 className={s.title}>
          {data
            ? t("{count, plural, =0 {Comments} one {# comment} other {# comments}}", { count: data.total })
            : t("Comments")}
        </h2>
        <div className={s.orderPicker}>
          <Switch isSelected={live} onChange={setLiveComments} className={s.liveSwitch}>
            {t("Show while playing")}
          </Switch>
          {(["position", "newest"] as const).map((o) => (
            <button
              key={o}
              type="button"
              className={s.orderButton}
              aria-pressed={order === o}
              onClick={() => setOrder(o)}
            >
              {o === "position" ? t("By time") : t("Newest")}
            </button>
          ))}
        </div>
      </div>
      {data?.can_comment ? (
        <Suspense fallback={null}>
          <CommentBox trackId={trackId} />
        </Suspense>
      ) : data && !signedIn ? (
        <p className={s.notice}>
          <Link to="/login">{t("Log in")}</Link> {t("to leave a comment.")}
        </p>
      ) : data ? (
        <p className={s.notice}>{t("Comments are turned off for this track.")}</p>
      ) : null}
      {data && data.items.length === 0 ? <p className={s.empty}>{t("No comments yet. Be the first.")}</p> : null}
      <ul className={s.list}>
        {data?.items.map((c) => (
          <CommentItem key={c.id} comment={c} trackId={trackId} canReply={data.can_comment} onSeek={onSeek} />
        ))}
      </ul>
    </section>
  );
}

function CommentItem({
  comment,
  trackId,
  canReply,
  onSeek,
  reply,
}: {
  comment: TrackComment;
  trackId: number;
  canReply: boolean;
  onSeek: (seconds: number) => void;
  reply?: boolean;
}) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [replying, setReplying] = useState(false);
  const remove = useMutation(
    trpc.comments.delete.mutationOptions({
      onSuccess: async () => {
        toast("Comment deleted");
        await queryClient.invalidateQueries({ queryKey: trpc.comments.list.pathKey() });
      },
    }),
  );
  return (
    <li className={reply ? s.replyItem : s.item} data-testid="comment">
      <Avatar name={comment.user.name} src={comment.user.image} size={reply ? 28 : 36} decorative />
      <div>
        <div className={s.meta}>
          <Link className={s.name} to={links.user(comment.user)}>
            {comment.user.name}
          </Link>
          {comment.by_artist ? <Badge tone="primary">{t("Artist")}</Badge> : null}
          {reply ? null : (
            <button
              type="button"
              className={s.stamp}
              aria-label={t("Play from :time", { time: formatTime(comment.position) })}
              onClick={() => onSeek(comment.position)}
            >
              {formatTime(comment.position)}
            </button>
          )}
          <RelativeTime className={s.ago} date={comment.created_at} />
        </div>
        <p className={s.content}>{comment.content}</p>
        <div className={s.actions}>
          {canReply && !reply ? (
            <button type="button" className={s.action} onClick={() => setReplying((v) => !v)}>
              {t("Reply")}
            </button>
          ) : null}
          {comment.can_delete ? (
            <button
              type="button"
              className={s.action}
              disabled={remove.isPending}
              onClick={() => remove.mutate({ id: comment.id })}
            >
              {t("Delete")}
            </button>
          ) : null}
        </div>
        {replying ? (
          <Suspense fallback={null}>
            <ReplyBox trackId={trackId} parentId={comment.id} onDone={() => setReplying(false)} />
          </Suspense>
        ) : null}
        {comment.replies.length ? (
          <ul className={s.replies}>
            {comment.replies.map((r) => (
              <CommentItem key={r.id} comment={r} trackId={trackId} canReply={false} onSeek={onSeek} reply />
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}
