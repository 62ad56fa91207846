import { commentFormInput, parsePosition, replyFormInput } from "@backbeat/core/schemas";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { AppForm, FormTextArea, FormTextField, SubmitButton, useSchemaForm } from "@/global/form/index.ts";
import { t } from "@/global/i18n.ts";
import { toast } from "@/global/toasts.tsx";
import { useTRPC } from "@/lib/trpc.ts";
import { formatTime } from "../player/format.ts";
import { usePlayer } from "../player/store.ts";
import * as s from "./comments.css.ts";

function useInvalidateComments() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: trpc.comments.list.pathKey() });
}

/**
 * The comment box: the moment follows the player while this track plays, until the listener
 * types one of their own (mm:ss).
 */
export function CommentBox({ trackId, inPlayer }: { trackId: number; inPlayer?: boolean }) {
  const trpc = useTRPC();
  const create = useMutation(trpc.comments.create.mutationOptions());
  const invalidate = useInvalidateComments();
  const playhead = usePlayer((st) => (st.queue[st.index]?.track.id === trackId ? Math.floor(st.time) : null));
  const form = useSchemaForm(commentFormInput, { content: "", position: formatTime(playhead ?? 0) });
  const edited = useRef(false);
  useEffect(() => {
    // Typed by the listener (not set from the player): the moment stays theirs.
    const watch = form.watch((_, { name, type }) => {
      if (name === "position" && type === "change") edited.current = true;
    });
    return () => watch.unsubscribe();
  }, [form]);
  useEffect(() => {
    if (playhead !== null && !edited.current) form.setValue("position", formatTime(playhead));
  }, [playhead, form]);
  return (
    <AppForm
      form={form}
      onSubmit={async (values) => {
        await create.mutateAsync({
          id: trackId,
          content: values.content,
          position: parsePosition(values.position) ?? 0,
        });
        edited.current = false;
        form.reset({ content: "", position: formatTime(playhead ?? 0) });
        toast("Comment posted");
        await invalidate();
      }}
    >
      <div className={inPlayer ? s.playerBox : s.box} data-testid={inPlayer ? "player-comment-box" : "comment-box"}>
        <FormTextArea
          name="content"
          label={t("Comment")}
          placeholder={t("Say something about this moment…")}
          rows={inPlayer ? 1 : 2}
          maxLength={1000}
        />
        <FormTextField name="position" label={t("At")} description={t("mm:ss")} inputMode="numeric" />
        <div className={s.boxSubmit}>
          <SubmitButton>{t("Post")}</SubmitButton>
        </div>
      </div>
    </AppForm>
  );
}

export function ReplyBox({ trackId, parentId, onDone }: { trackId: number; parentId: number; onDone: () => void }) {
  const trpc = useTRPC();
  const create = useMutation(trpc.comments.create.mutationOptions());
  const invalidate = useInvalidateComments();
  const form = useSchemaForm(replyFormInput, { content: "" });
  return (
    <AppForm
      form={form}
      onSubmit={async (values) => {
        await create.mutateAsync({ id: trackId, content: values.content, parent_id: parentId });
        toast("Reply posted");
        await invalidate();
        onDone();
      }}
    >
      <div className={s.replyBox}>
        <FormTextArea
          name="content"
          aria-label={t("Reply")}
          placeholder={t("Write a reply…")}
          rows={2}
          maxLength={1000}
          autoFocus
        />
        <div className={s.replySubmit}>
          <SubmitButton size="sm">{t("Reply")}</SubmitButton>
        </div>
      </div>
    </AppForm>
  );
}
