import sanitizeHtml from "sanitize-html";

/**
 * The one allow-list for custom page HTML. Formatting, headings, lists, tables, links and
 * images pass; scripts, styles, event handlers, frames, forms and `javascript:` URLs never do.
 * Links always open without handing the page a window reference (`rel="noopener"`); images
 * load only over https or from the site itself, so a page cannot pull mixed content or
 * `data:` payloads.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    ...["h1", "h2", "h3", "h4", "h5", "h6", "p", "br", "hr", "blockquote", "pre", "code"],
    ...["strong", "b", "em", "i", "u", "s", "del", "ins", "mark", "small", "sub", "sup", "span", "div"],
    ...["a", "img", "figure", "figcaption", "ul", "ol", "li", "dl", "dt", "dd"],
    ...["table", "caption", "colgroup", "col", "thead", "tbody", "tfoot", "tr", "th", "td"],
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "alt", "title", "width", "height"],
    ol: ["start", "reversed"],
    th: ["colspan", "rowspan", "scope"],
    td: ["colspan", "rowspan"],
    col: ["span"],
    colgroup: ["span"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  transformTags: {
    a: (tagName, attribs) => {
      const { target, ...rest } = attribs;
      return {
        tagName,
        attribs: {
          ...rest,
          ...(target === "_blank" ? { target } : {}),
          rel: "noopener noreferrer",
        },
      };
    },
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !isAllowedImage(frame.attribs.src),
};

/** https anywhere, or a path on this site (its own uploads and artwork); nothing else. */
export function isAllowedImage(src: string | undefined): boolean {
  if (!src) return false;
  if (src.startsWith("https://")) return true;
  return src.startsWith("/") && !src.startsWith("//") && !src.includes("\\");
}

export function sanitizePageHtml(html: string): string {
  return sanitizeHtml(html, options);
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" };

/** Plain text of a body, for the description a page gets when no SEO text was set. */
export function excerpt(html: string, max = 160): string {
  // Block ends become spaces so a heading and the paragraph after it do not run together.
  const spaced = html.replace(/<\/(p|h[1-6]|li|div|td|th|blockquote|pre|tr|figcaption)>|<br\s*\/?>/gi, " ");
  const plain = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39);/g, (_m, e: string) => ENTITIES[e] ?? "")
    .replace(/\s+/g, " ")
    .trim();
  return plain.length <= max ? plain : `${plain.slice(0, max - 1).trimEnd()}…`;
}
