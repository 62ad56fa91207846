import type { SeoHead } from "@backbeat/core";
import { serializeBootstrap } from "../spa.ts";

const escapeAttr = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const meta = (key: "name" | "property", name: string, content: string) =>
  `<meta ${key}="${escapeAttr(name)}" content="${escapeAttr(content)}">`;

/**
 * The tags of a page's head, after its `<title>`. Every value is text from the catalogue or
 * settings: attributes are escaped, and JSON-LD is serialised so no value can close its script.
 */
export function renderHeadTags(head: SeoHead): string {
  const tags: string[] = [];
  if (head.description) tags.push(meta("name", "description", head.description));
  if (!head.index) tags.push(meta("name", "robots", "noindex"));
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeAttr(head.canonical)}">`);
  const { card } = head;
  if (card) {
    tags.push(
      meta("property", "og:site_name", card.siteName),
      meta("property", "og:type", card.type),
      meta("property", "og:title", head.title),
    );
    if (head.description) tags.push(meta("property", "og:description", head.description));
    if (head.canonical) tags.push(meta("property", "og:url", head.canonical));
    if (card.image) tags.push(meta("property", "og:image", card.image), meta("property", "og:image:alt", head.title));
    for (const [property, content] of card.properties) tags.push(meta("property", property, content));
    const twitter = card.player && card.image ? "player" : card.image ? "summary_large_image" : "summary";
    tags.push(meta("name", "twitter:card", twitter), meta("name", "twitter:title", head.title));
    if (head.description) tags.push(meta("name", "twitter:description", head.description));
    if (card.image) tags.push(meta("name", "twitter:image", card.image));
    if (twitter === "player" && card.player)
      tags.push(
        meta("name", "twitter:player", card.player.url),
        meta("name", "twitter:player:width", String(card.player.width)),
        meta("name", "twitter:player:height", String(card.player.height)),
      );
  }
  if (head.oembed)
    tags.push(
      `<link rel="alternate" type="application/json+oembed" href="${escapeAttr(head.oembed)}" title="${escapeAttr(head.title)}">`,
    );
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${serializeBootstrap(head.jsonLd)}</script>`);
  return tags.join("");
}
