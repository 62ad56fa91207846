import { featureOn } from "../features.ts";
import type { NotificationChannel } from "./schemas.ts";
import type { NotificationData, NotificationKind, NotificationType, NotifyParams } from "./types.ts";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** Params are typed per kind; rendering still copes with a missing or odd value. */
type Params = Record<string, unknown>;

const text = <P extends Params>(params: P, key: keyof P & string, fallback: string): string => {
  const value = params[key];
  const s = typeof value === "string" || typeof value === "number" ? String(value) : "";
  // Names are bounded where they are made; this keeps a notification small whatever a caller passes.
  return s.trim().slice(0, 200) || fallback;
};
const strong = <P extends Params>(params: P, key: keyof P & string, fallback: string) =>
  `<strong>${escapeHtml(text(params, key, fallback))}</strong>`;
const num = <P extends Params>(params: P, key: keyof P & string): number | null => {
  const value = Number(params[key]);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
};

function slug(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 80) || "-"
  );
}

function link(path: string | null, label: string): Pick<NotificationData, "mainAction"> {
  return path ? { mainAction: { action: path, label } } : {};
}

const trackPath = (p: { trackId?: number | null; trackName?: string }) => {
  const id = num(p, "trackId");
  return id ? `/track/${id}/${slug(text(p, "trackName", "track"))}` : null;
};
const userPath = <P extends Params>(p: P, idKey: keyof P & string, nameKey: keyof P & string) => {
  const id = num(p, idKey);
  return id ? `/user/${id}/${slug(text(p, nameKey, "user"))}` : null;
};

const ALL_ON: Record<NotificationChannel, boolean> = { "in-app": true, email: true, browser: true };
const IN_APP_AND_BROWSER: Record<NotificationChannel, boolean> = { "in-app": true, email: false, browser: true };
const IN_APP_ONLY: Record<NotificationChannel, boolean> = { "in-app": true, email: false, browser: false };

function primary(content: string, icon?: string): NotificationData["lines"][number] {
  return icon ? { type: "primary", content, icon } : { type: "primary", content };
}

/** A kind with the params its senders must pass. */
const kind = <P extends NotifyParams>(spec: NotificationKind<P>) => spec;

type TrackReaction = { userId: number; userName: string; trackId: number; trackName: string };
type TrackComment = TrackReaction & { excerpt?: string };

/**
 * Every notification the product sends. A feature calls `notify(services, { userId, type, data })`
 * with the params its type declares below (a wrong type or param fails the type check); the type
 * decides the group, the default channels and the words, so one place holds what users are told.
 */
export const notificationKinds = {
  new_follower: kind<{ followerId: number; followerName: string; artistName?: string }>({
    name: "New follower",
    group: "Your profile and music",
    defaults: IN_APP_AND_BROWSER,
    render: (p) => ({
      lines: [
        primary(
          p.artistName
            ? `${strong(p, "followerName", "Someone")} started following ${strong(p, "artistName", "your artist")}`
            : `${strong(p, "followerName", "Someone")} started following you`,
          "people",
        ),
      ],
      image: "people",
      ...link(userPath(p, "followerId", "followerName"), "View profile"),
    }),
  }),
  track_liked: kind<TrackReaction>({
    name: "Someone liked your track",
    group: "Your profile and music",
    defaults: IN_APP_ONLY,
    render: (p) => ({
      lines: [primary(`${strong(p, "userName", "Someone")} liked ${strong(p, "trackName", "your track")}`, "favorite")],
      ...link(trackPath(p), "View track"),
    }),
  }),
  track_reposted: kind<TrackReaction>({
    name: "Someone reposted your track",
    group: "Your profile and music",
    defaults: IN_APP_ONLY,
    render: (p) => ({
      lines: [
        primary(`${strong(p, "userName", "Someone")} reposted ${strong(p, "trackName", "your track")}`, "repeat"),
      ],
      ...link(trackPath(p), "View track"),
    }),
  }),
  album_released: kind<{ artistName: string | null; albumId: number; albumName: string | null }>({
    name: "An artist you follow released an album",
    group: "Artists you follow",
    defaults: ALL_ON,
    render: (p) => {
      const id = num(p, "albumId");
      return {
        lines: [
          primary(
            `${strong(p, "artistName", "An artist you follow")} released ${strong(p, "albumName", "a new album")}`,
            "album",
          ),
        ],
        ...link(id ? `/album/${id}` : null, "Listen now"),
      };
    },
  }),
  upload_finished: kind<{ trackId: number | null; trackName?: string }>({
    name: "Your upload is ready",
    group: "Uploads",
    defaults: IN_APP_ONLY,
    render: (p) => ({
      lines: [primary(`${strong(p, "trackName", "Your upload")} finished processing and is ready`, "upload")],
      ...link(trackPath(p), "View track"),
    }),
  }),
  upload_failed: kind<{ fileName?: string; error: string }>({
    name: "Your upload failed",
    group: "Uploads",
    defaults: { "in-app": true, email: true, browser: true },
    render: (p) => ({
      lines: [
        primary(`${strong(p, "fileName", "Your upload")} could not be processed`, "error"),
        ...(p.error ? [{ type: "other" as const, content: escapeHtml(text(p, "error", "")) }] : []),
      ],
      ...link("/backstage/upload", "Upload again"),
    }),
  }),
  artist_request_approved: kind<{ artistName: string }>({
    name: "Your artist request was approved",
    group: "Backstage",
    defaults: ALL_ON,
    render: (p) => ({
      lines: [primary(`Your request for ${strong(p, "artistName", "your artist")} was approved`, "check")],
      ...link("/backstage", "Open backstage"),
    }),
  }),
  artist_request_denied: kind<{ artistName: string; reason: string | null }>({
    name: "Your artist request was denied",
    group: "Backstage",
    defaults: ALL_ON,
    render: (p) => ({
      lines: [
        primary(`Your request for ${strong(p, "artistName", "your artist")} was denied`, "close"),
        ...(p.reason ? [{ type: "other" as const, content: escapeHtml(text(p, "reason", "")) }] : []),
      ],
      ...link("/backstage/requests", "View request"),
    }),
  }),
  credit_requested: kind<{ requesterName: string; artistName: string; itemName: string; itemKind: "track" | "album" }>({
    name: "An artist wants to credit you",
    group: "Backstage",
    defaults: ALL_ON,
    render: (p) => ({
      lines: [
        primary(
          `${strong(p, "requesterName", "An artist")} wants to credit ${strong(p, "artistName", "your artist")} on the ${
            p.itemKind === "album" ? "album" : "track"
          } ${strong(p, "itemName", "an item")}`,
          "people",
        ),
      ],
      ...link("/backstage/credits", "Review credit"),
    }),
  }),
  subscription_renews_soon: kind<{ planName: string; renewsAt: string }>({
    name: "Your subscription renews soon",
    group: "Billing",
    defaults: { "in-app": true, email: true, browser: false },
    render: (p) => ({
      lines: [
        primary(
          `Your ${strong(p, "planName", "subscription")} plan renews on ${escapeHtml(text(p, "renewsAt", "soon"))}`,
          "calendar",
        ),
      ],
      ...link("/billing", "Manage subscription"),
    }),
  }),
  subscription_payment_failed: kind<{ planName: string }>({
    name: "Your subscription payment failed",
    group: "Billing",
    defaults: ALL_ON,
    render: (p) => ({
      lines: [primary(`The payment for your ${strong(p, "planName", "subscription")} plan failed`, "error")],
      ...link("/billing", "Update payment method"),
    }),
  }),
  workspace_invite: kind<{ inviteId: string; workspaceName: string; inviterName: string }>({
    name: "Workspace invitation",
    group: "Workspaces",
    defaults: ALL_ON,
    render: (p) => ({
      lines: [
        primary(
          `${strong(p, "inviterName", "Someone")} invited you to join ${strong(p, "workspaceName", "a workspace")}`,
          "group-add",
        ),
      ],
      image: "group-add",
      inviteId: text(p, "inviteId", ""),
      buttonActions: [
        { label: "Join", action: "join" },
        { label: "Decline", action: "decline" },
      ],
    }),
  }),
  track_comment: kind<TrackComment>({
    feature: "comments",
    name: "Someone commented on your track",
    group: "Comments",
    defaults: IN_APP_AND_BROWSER,
    render: (p) => ({
      lines: [
        primary(`${strong(p, "userName", "Someone")} commented on ${strong(p, "trackName", "your track")}`, "comment"),
        ...(p.excerpt ? [{ type: "other" as const, content: escapeHtml(text(p, "excerpt", "")) }] : []),
      ],
      ...link(trackPath(p), "View comment"),
    }),
  }),
  comment_reply: kind<TrackComment>({
    feature: "comments",
    name: "Someone replied to your comment",
    group: "Comments",
    defaults: IN_APP_AND_BROWSER,
    render: (p) => ({
      lines: [
        primary(
          `${strong(p, "userName", "Someone")} replied to your comment on ${strong(p, "trackName", "a track")}`,
          "comment",
        ),
        ...(p.excerpt ? [{ type: "other" as const, content: escapeHtml(text(p, "excerpt", "")) }] : []),
      ],
      ...link(trackPath(p), "View reply"),
    }),
  }),
  comment_mention: kind<TrackComment>({
    feature: "comments",
    name: "Someone mentioned you in a comment",
    group: "Comments",
    defaults: IN_APP_AND_BROWSER,
    render: (p) => ({
      lines: [
        primary(
          `${strong(p, "userName", "Someone")} mentioned you in a comment on ${strong(p, "trackName", "a track")}`,
          "comment",
        ),
        ...(p.excerpt ? [{ type: "other" as const, content: escapeHtml(text(p, "excerpt", "")) }] : []),
      ],
      ...link(trackPath(p), "View comment"),
    }),
  }),
} as const;

export type NotificationTypeId = keyof typeof notificationKinds;
export type NotificationParams<T extends NotificationTypeId> = Parameters<(typeof notificationKinds)[T]["render"]>[0];

const types = Object.entries(notificationKinds).map(([id, spec]) => ({ id, ...spec }) as NotificationType);

/** The types of the features that are on: a switched-off feature's types are neither sent nor offered. */
const live = types.filter((t) => !t.feature || featureOn(t.feature));
const byId = new Map(live.map((t) => [t.id, t]));

export const notificationTypes: readonly NotificationType[] = live;

export function notificationType(id: string): NotificationType | undefined {
  return byId.get(id);
}
