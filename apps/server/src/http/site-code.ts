/**
 * The appearance editor's saved custom code and favicon, written into the first HTML response
 * so every visitor (crawlers and visitors without JavaScript included) gets them before the app
 * starts. The app finds these elements by id and keeps them in step with previews
 * (apps/web/src/global/AppearanceBridge.tsx), so the preview and the saved site share one shape.
 */

/** Ids shared with the web app's AppearanceBridge. */
export const CUSTOM_CSS_ID = "be-custom-css";
export const CUSTOM_HTML_ID = "be-custom-html";

export interface SiteCode {
  css: string;
  html: string;
  favicon: string;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");
const group = (settings: Record<string, unknown>, name: string) => {
  const value = settings[name];
  return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
};

/** Custom code and favicon from the public settings of the bootstrap data. */
export function siteCodeFrom(settings: Record<string, unknown>): SiteCode {
  const code = group(settings, "custom_code");
  return { css: text(code.css), html: text(code.html), favicon: text(group(settings, "branding").favicon) };
}

const escapeAttr = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** CSS cannot end its style element early: `</style` becomes the CSS escape `<\/style`. */
const inertCss = (css: string) => css.replace(/<\/(style)/gi, "<\\/$1");

// Admin-only code: marked in the markup so a reader of the page source knows where it came from.
const MARK = 'data-custom-code="admin"';

/** What goes at the end of the head: the custom CSS, when there is any. */
export function customCssTag(code: SiteCode): string {
  if (!code.css.trim()) return "";
  return `<!-- custom CSS: admin-only, set in the appearance editor --><style id="${CUSTOM_CSS_ID}" ${MARK}>${inertCss(code.css)}</style>`;
}

/** What goes at the end of the body: the custom HTML as the admin wrote it. */
export function customHtmlTag(code: SiteCode): string {
  if (!code.html.trim()) return "";
  return `<!-- custom HTML: admin-only, set in the appearance editor --><div id="${CUSTOM_HTML_ID}" ${MARK}>${code.html}</div>`;
}

const ICON_LINK = /<link\b[^>]*\brel=["']?icon["']?[^>]*>/i;

/**
 * The shell with the configured favicon: it replaces the built-in icon link, which it remembers
 * (`data-built-in`) so clearing the favicon in a preview brings the built-in one back.
 */
export function withFavicon(html: string, favicon: string): string {
  if (!favicon) return html;
  const builtIn = html.match(ICON_LINK)?.[0].match(/\bhref=["']?([^"'\s>]+)/i)?.[1] ?? "";
  const link = `<link rel="icon" href="${escapeAttr(favicon)}" data-built-in="${escapeAttr(builtIn)}">`;
  if (ICON_LINK.test(html)) return html.replace(ICON_LINK, () => link);
  return html.replace(/<\/title>/i, () => `</title>${link}`);
}
