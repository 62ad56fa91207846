import { Fragment } from "react";

/**
 * A notification line's content is HTML whose only markup is `<strong>` around escaped text
 * (core/notifications/registry.ts); it is drawn as text and bold runs, never as markup.
 */
const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };
const decodeEntities = (s: string) => s.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e);

export function LineContent({ html }: { html: string }) {
  const parts = html.split(/<strong>(.*?)<\/strong>/g);
  return (
    <>
      {parts.map((part, i) => {
        // Odd parts were inside <strong>; anything else tag-like is dropped as text.
        const text = decodeEntities(part.replace(/<[^>]*>/g, ""));
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
        return i % 2 === 1 ? <strong key={i}>{text}</strong> : <Fragment key={i}>{text}</Fragment>;
      })}
    </>
  );
}

/** In-app paths navigate; absolute links open in a new tab (docs/spec/1-platform-foundation.md "Notifications"). */
export function isAbsoluteLink(action: string): boolean {
  return /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(action);
}
