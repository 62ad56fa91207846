import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { BootstrapData } from "@backbeat/core";
import { customCssTag, customHtmlTag, type SiteCode, withFavicon } from "./site-code.ts";

const MARKER = /<script type="application\/json" id="bootstrap-data">[\s\S]*?<\/script>/;

/**
 * JSON inside a script tag must not close the tag or open a comment: escaping `<`, `>`, `&`
 * and the JavaScript line separators keeps any setting or user name inert.
 */
export function serializeBootstrap(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The Content-Security-Policy hashes (`sha256-…`) of the shell's inline scripts, so the theme
 * boot script runs without allowing inline scripts in general. JSON data scripts never run and
 * need none.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = "", body = ""] = m;
    if (/\bsrc\s*=/i.test(attributes) || /\btype\s*=\s*["']?application\/(?:ld\+)?json/i.test(attributes)) continue;
    hashes.push(`sha256-${new Bun.CryptoHasher("sha256").update(body).digest("base64")}`);
  }
  return hashes;
}

/** How often the shell file is checked for a rebuild (new asset names, new inline script). */
const RECHECK_MS = 2000;

export function createSpaShell(distDir: string) {
  const file = join(distDir, "index.html");
  let template: string | null = null;
  let hashes: string[] = [];
  let version = "";
  let checkedAt = 0;
  const load = () => {
    const now = Date.now();
    if (template !== null && now - checkedAt < RECHECK_MS) return template;
    checkedAt = now;
    const info = existsSync(file) ? statSync(file) : null;
    const current = info ? `${info.size}:${info.mtimeMs}` : "";
    if (info && current !== version) {
      template = readFileSync(file, "utf8");
      hashes = inlineScriptHashes(template);
      version = current;
    }
    return template;
  };
  return {
    get built(): boolean {
      return load() !== null;
    },
    /** Hashes of the inline scripts of the page `render` returns. */
    get scriptHashes(): readonly string[] {
      load();
      return hashes;
    },
    /**
     * The shell with the page's data, title and head tags (`tags` is ready, escaped HTML), and the
     * site's custom code and favicon when given.
     */
    render(data: BootstrapData, head: { title: string; tags?: string }, code?: SiteCode): string {
      const html =
        load() ??
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title></title>${""}</head><body><div id="root">The web app is not built yet: run <code>bun run build</code>.</div><script type="application/json" id="bootstrap-data"></script></body></html>`;
      // The page's own description replaces any the shell was built with.
      const shell = head.tags ? html.replace(/<meta\s+name="description"[^>]*>/i, "") : html;
      const page = code ? withFavicon(shell, code.favicon) : shell;
      const css = code ? customCssTag(code) : "";
      const body = code ? customHtmlTag(code) : "";
      return page
        .replace(
          MARKER,
          () => `<script type="application/json" id="bootstrap-data">${serializeBootstrap(data)}</script>`,
        )
        .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(head.title)}</title>${head.tags ?? ""}`)
        .replace(/<html lang="[^"]*"/, () => `<html lang="${escapeHtml(data.i18n.language)}"`)
        .replace(/<\/head>/i, () => `${css}</head>`)
        .replace(/<\/body>(?![\s\S]*<\/body>)/i, () => `${body}</body>`);
    },
  };
}
