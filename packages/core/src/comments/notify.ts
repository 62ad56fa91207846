import { commentsRepo, notificationsRepo } from "@backbeat/db";
import { inBackground } from "../background.ts";
import type { CoreServices } from "../context.ts";
import { notify } from "../notifications/service.ts";

/** Mentions notified per comment: more is a flood, not a conversation. */
export const MAX_MENTIONS = 5;
const EXCERPT = 140;

/** `@name` mentions in a comment, distinct, in order of appearance (at most MAX_MENTIONS). */
export function mentionedNames(content: string): string[] {
  const names = new Map<string, string>();
  for (const match of content.matchAll(/(^|[^\p{L}\p{N}_@])@([\p{L}\p{N}_.-]{1,60})/gu)) {
    const name = (match[2] ?? "").replace(/[.-]+$/, "");
    if (name && !names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
    if (names.size >= MAX_MENTIONS) break;
  }
  return [...names.values()];
}

/**
 * A comment was written: the track's artists hear of a new comment, the parent's author of a
 * reply, and mentioned users (who may see the track) of their mention; nobody of their own
 * words and nobody twice. Runs after the comment is saved and never fails it.
 */
export function notifyComment(
  services: CoreServices,
  actor: { id: number; name: string },
  event: { track: { id: number; name: string }; content: string; parentAuthorId: number | null },
): void {
  const data = {
    userId: actor.id,
    userName: actor.name,
    trackId: event.track.id,
    trackName: event.track.name,
    excerpt: event.content.length > EXCERPT ? `${event.content.slice(0, EXCERPT - 1)}…` : event.content,
  };
  const done = new Set<number>([actor.id]);
  const send = async (userId: number, type: "comment_reply" | "track_comment" | "comment_mention") => {
    if (done.has(userId)) return;
    done.add(userId);
    await notify(services, { userId, type, data });
  };
  inBackground(
    services,
    (async () => {
      if (event.parentAuthorId !== null) await send(event.parentAuthorId, "comment_reply");
      else {
        const audience = await notificationsRepo.trackAudience(services.db, event.track.id);
        for (const userId of audience?.userIds ?? []) await send(userId, "track_comment");
      }
      const named = await commentsRepo.usersByNames(services.db, mentionedNames(event.content));
      const seeing = await commentsRepo.usersWhoSeeTrack(
        services.db,
        event.track.id,
        named.map((u) => u.id),
      );
      for (const userId of seeing) await send(userId, "comment_mention");
    })().catch(async (error) => {
      const e = error instanceof Error ? error : new Error(String(error));
      await services.errorLog
        .write({ message: `Notification (comment) failed: ${e.message}`, stack: e.stack })
        .catch(() => {});
    }),
  );
}
