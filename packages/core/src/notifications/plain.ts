import type { NotificationData } from "./types.ts";

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };

/** A line's content as plain text (its only markup is `<strong>` around escaped text). */
export function plainText(html: string): string {
  return html.replace(/<[^>]*>/g, "").replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e);
}

/** The words and link of a notification outside the app (e-mail, browser push). */
export function outsideView(data: NotificationData, appUrl: string): { text: string; detail?: string; url: string } {
  const [first, ...rest] = data.lines;
  const action = data.mainAction?.action ?? "/notifications";
  const url = /^https?:\/\//i.test(action)
    ? action
    : `${appUrl.replace(/\/+$/, "")}${action.startsWith("/") ? "" : "/"}${action}`;
  const detail = rest.map((l) => plainText(l.content)).join(" ");
  return { text: plainText(first?.content ?? ""), ...(detail ? { detail } : {}), url };
}
