import { rasterCoverPath } from "../catalogue/raster-paths.ts";
import type { NotificationData } from "./types.ts";

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

/** A line's content as plain text (its only markup is `<strong>` around escaped text). */
export function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, "").replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e);
}

export interface OutsideView {
  text: string;
  detail?: string;
  url: string;
  /** The album's or track's cover as JPEG (mail clients cannot draw the generated SVG artwork). */
  cover?: string;
}

/** Notifications that open an album or a track show its cover, drawn at twice the mail's 64 px. */
function coverOf(action: string, base: string): string | undefined {
  const match = /^\/(album|track)\/(\d{1,9})(?:\/|$)/.exec(action);
  if (!match) return undefined;
  return `${base}${rasterCoverPath(match[1] as "album" | "track", Number(match[2]), 128)}`;
}

/** The words, link and cover of a notification outside the app (e-mail, browser push). */
export function outsideView(data: NotificationData, appUrl: string): OutsideView {
  const [first, ...rest] = data.lines;
  const base = appUrl.replace(/\/+$/, "");
  const action = data.mainAction?.action ?? "/notifications";
  const url = /^https?:\/\//i.test(action) ? action : `${base}${action.startsWith("/") ? "" : "/"}${action}`;
  const detail = rest.map((l) => plainText(l.content)).join(" ");
  const cover = coverOf(action, base);
  return { text: plainText(first?.content ?? ""), ...(detail ? { detail } : {}), url, ...(cover ? { cover } : {}) };
}
