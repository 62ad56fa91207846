import { featureOn } from "../features.ts";
import type { NotificationChannel } from "./schemas.ts";
import type { NotificationData, NotificationType, NotifyParams } from "./types.ts";

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

const text = (params: NotifyParams, key: string, fallback: string): string => {
  const value = params[key];
  const s = typeof value === "string" || typeof value === "number" ? String(value) : "";
  // Names are bounded where they are made; this keeps a notification small whatever a caller passes.
  return s.trim().slice(0, 200) || fallback;
};
const strong = (params: NotifyParams, key: string, fallback: string) =>
  `<strong>${escapeHtml(text(params, key, fallback))}</strong>`;
const num = (params: NotifyParams, key: string): number | null => {
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

const trackPath = (p: NotifyParams) => {
  const id = num(p, "trackId");
  return id ? `/track/${id}/${slug(text(p, "trackName", "track"))}` : null;
};
const userPath = (p: NotifyParams, idKey: string, nameKey: string) => {
  const id = num(p, idKey);
  return id ? `/user/${id}/${slug(text(p, nameKey, "user"))}` : null;
};

const ALL_ON: Record<NotificationChannel, boolean> = { "in-app": true, email: true, browser: true };
const IN_APP_AND_BROWSER: Record<NotificationChannel, boolean> = { "in-app": true, email: false, browser: true };
const IN_APP_ONLY: Record<NotificationChannel, boolean> = { "in-app": true, email: false, browser: false };

function primary(content: string, icon?: string): NotificationData["lines"][number] {
  return icon ? { type: "primary", content, icon } : { type: "primary", content };
}

/**
 * Every notification the product sends. A feature calls `notify(services, { userId, type, data })`
 * with the params its type reads below; the type decides the group, the default channels and the
 * words, so one place holds what users are told.
 */
const types: NotificationType[] = [
  {
    id: "new_follower",
    name: "New follower",
    group: "Your profile and music",
    defaults: IN_APP_AND_BROWSER,
    // params: followerId, followerName, and artistName when the follow was of one of the user's artists
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
  },
  {
    id: "track_liked",
    name: "Someone liked your track",
    group: "Your profile and music",
    defaults: IN_APP_ONLY,
    // params: userId, userName, trackId, trackName
    render: (p) => ({
      lines: [primary(`${strong(p, "userName", "Someone")} liked ${strong(p, "trackName", "your track")}`, "favorite")],
      ...link(trackPath(p), "View track"),
    }),
  },
  {
    id: "track_reposted",
    name: "Someone reposted your track",
    group: "Your profile and music",
    defaults: IN_APP_ONLY,
    // params: userId, userName, trackId, trackName
    render: (p) => ({
      lines: [
        primary(`${strong(p, "userName", "Someone")} reposted ${strong(p, "trackName", "your track")}`, "repeat"),
      ],
      ...link(trackPath(p), "View track"),
    }),
  },
  {
    id: "album_released",
    name: "An artist you follow released an album",
    group: "Artists you follow",
    defaults: ALL_ON,
    // params: artistName, albumId, albumName
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
  },
  {
    id: "upload_finished",
    name: "Your upload is ready",
    group: "Uploads",
    defaults: IN_APP_ONLY,
    // params: trackId, trackName
    render: (p) => ({
      lines: [primary(`${strong(p, "trackName", "Your upload")} finished processing and is ready`, "upload")],
      ...link(trackPath(p), "View track"),
    }),
  },
  {
    id: "upload_failed",
    name: "Your upload failed",
    group: "Uploads",
    defaults: { "in-app": true, email: true, browser: true },
    // params: fileName, error
    render: (p) => ({
      lines: [
        primary(`${strong(p, "fileName", "Your upload")} could not be processed`, "error"),
        ...(p.error ? [{ type: "other" as const, content: escapeHtml(text(p, "error", "")) }] : []),
      ],
      ...link("/backstage/upload", "Upload again"),
    }),
  },
  {
    id: "artist_request_approved",
    name: "Your artist request was approved",
    group: "Backstage",
    defaults: ALL_ON,
    // params: artistName
    render: (p) => ({
      lines: [primary(`Your request for ${strong(p, "artistName", "your artist")} was approved`, "check")],
      ...link("/backstage", "Open backstage"),
    }),
  },
  {
    id: "artist_request_denied",
    name: "Your artist request was denied",
    group: "Backstage",
    defaults: ALL_ON,
    // params: artistName, reason
    render: (p) => ({
      lines: [
        primary(`Your request for ${strong(p, "artistName", "your artist")} was denied`, "close"),
        ...(p.reason ? [{ type: "other" as const, content: escapeHtml(text(p, "reason", "")) }] : []),
      ],
      ...link("/backstage/requests", "View request"),
    }),
  },
  {
    id: "credit_requested",
    name: "An artist wants to credit you",
    group: "Backstage",
    defaults: ALL_ON,
    // params: requesterName, artistName, itemName, itemKind (track or album)
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
  },
  {
    id: "subscription_renews_soon",
    name: "Your subscription renews soon",
    group: "Billing",
    defaults: { "in-app": true, email: true, browser: false },
    // params: planName, renewsAt (a date shown as given)
    render: (p) => ({
      lines: [
        primary(
          `Your ${strong(p, "planName", "subscription")} plan renews on ${escapeHtml(text(p, "renewsAt", "soon"))}`,
          "calendar",
        ),
      ],
      ...link("/billing", "Manage subscription"),
    }),
  },
  {
    id: "subscription_payment_failed",
    name: "Your subscription payment failed",
    group: "Billing",
    defaults: ALL_ON,
    // params: planName
    render: (p) => ({
      lines: [primary(`The payment for your ${strong(p, "planName", "subscription")} plan failed`, "error")],
      ...link("/billing", "Update payment method"),
    }),
  },
  {
    id: "workspace_invite",
    name: "Workspace invitation",
    group: "Workspaces",
    defaults: ALL_ON,
    // params: inviteId, workspaceName, inviterName
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
  },
  {
    id: "track_comment",
    feature: "comments",
    name: "Someone commented on your track",
    group: "Comments",
    defaults: IN_APP_AND_BROWSER,
    // params: userId, userName, trackId, trackName, excerpt
    render: (p) => ({
      lines: [
        primary(`${strong(p, "userName", "Someone")} commented on ${strong(p, "trackName", "your track")}`, "comment"),
        ...(p.excerpt ? [{ type: "other" as const, content: escapeHtml(text(p, "excerpt", "")) }] : []),
      ],
      ...link(trackPath(p), "View comment"),
    }),
  },
  {
    id: "comment_reply",
    feature: "comments",
    name: "Someone replied to your comment",
    group: "Comments",
    defaults: IN_APP_AND_BROWSER,
    // params: userId, userName, trackId, trackName, excerpt
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
  },
  {
    id: "comment_mention",
    feature: "comments",
    name: "Someone mentioned you in a comment",
    group: "Comments",
    defaults: IN_APP_AND_BROWSER,
    // params: userId, userName, trackId, trackName, excerpt
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
  },
];

/** The types of the features that are on: a switched-off feature's types are neither sent nor offered. */
const live = types.filter((t) => !t.feature || featureOn(t.feature));
const byId = new Map(live.map((t) => [t.id, t]));

export const notificationTypes: readonly NotificationType[] = live;

export function notificationType(id: string): NotificationType | undefined {
  return byId.get(id);
}
