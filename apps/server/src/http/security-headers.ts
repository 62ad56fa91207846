/**
 * Security headers for every response, in one place so no kind of answer (JSON, tRPC, static
 * files, the SPA shell, errors, 404/405) is left out.
 *
 * The shell's policy allows what the built app loads: its own scripts plus the hashes of the
 * shell's inline scripts (the theme boot script; the bootstrap JSON is data and needs none),
 * inline styles (React style attributes, the appearance editor's custom CSS), Google Fonts for
 * theme fonts, reCAPTCHA when a site enables it, artwork and avatars from any https host
 * (social sign-in pictures, remote covers), and media from itself.
 */

/** docs/spec/2-product-areas.md §1: `track/{id}/{name}/embed` and `album/{id}/{artist}/{album}/embed`, framable by anyone. */
const EMBED = /^\/(?:track\/[^/]+\/[^/]+|album\/[^/]+\/[^/]+\/[^/]+)\/embed\/?$/;

export type FramePolicy = "none" | "same-origin" | "anyone";

/** Who may frame the page at this URL: embeds anyone, the appearance preview only this site. */
export function framePolicy(url: URL): FramePolicy {
  if (EMBED.test(url.pathname)) return "anyone";
  if (url.searchParams.get("appearanceEditor") === "true") return "same-origin";
  return "none";
}

const ANCESTORS: Record<FramePolicy, string> = { none: "'none'", "same-origin": "'self'", anyone: "*" };

export function appContentSecurityPolicy(scriptHashes: readonly string[], frames: FramePolicy): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((h) => `'${h}'`).join(" ")} https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/`.replace(
      /\s+/g,
      " ",
    ),
    "style-src 'self' 'unsafe-inline' https://fonts.googleapis.com",
    "font-src 'self' data: https://fonts.gstatic.com",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "frame-src 'self' https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${ANCESTORS[frames]}`,
  ].join("; ");
}

/** Anything that is not the app's page: nothing runs in it and nobody frames it. */
const LOCKED_DOWN = "default-src 'none'; frame-ancestors 'none'";

export interface SecurityContext {
  url: URL;
  /** https as the client sees it (directly, or through a trusted proxy). */
  secure: boolean;
  /** sha256 hashes of the shell's inline scripts, e.g. `sha256-…`. */
  scriptHashes: readonly string[];
  /** Static files from the web build (scripts, styles, fonts) keep no policy of their own. */
  staticFile?: boolean;
}

/** A response whose headers can be changed (`Response.redirect` and fetched ones are immutable). */
function mutable(response: Response): Response {
  try {
    response.headers.set("x-content-type-options", "nosniff");
    return response;
  } catch {
    return new Response(response.body, response);
  }
}

const setDefault = (headers: Headers, name: string, value: string) => {
  if (!headers.has(name)) headers.set(name, value);
};

/**
 * Adds the headers; a response that already chose a policy (the social sign-in popup page
 * with its nonce) keeps its own.
 */
export function withSecurityHeaders(response: Response, ctx: SecurityContext): Response {
  const out = mutable(response);
  const h = out.headers;
  h.set("x-content-type-options", "nosniff");
  setDefault(h, "referrer-policy", "strict-origin-when-cross-origin");
  if (ctx.secure) setDefault(h, "strict-transport-security", "max-age=31536000");
  const html = /^text\/html\b/i.test(h.get("content-type") ?? "");
  if (html) {
    const frames = framePolicy(ctx.url);
    setDefault(h, "content-security-policy", appContentSecurityPolicy(ctx.scriptHashes, frames));
    if (frames === "none") setDefault(h, "x-frame-options", "DENY");
    else if (frames === "same-origin") setDefault(h, "x-frame-options", "SAMEORIGIN");
  } else if (!ctx.staticFile) {
    setDefault(h, "content-security-policy", LOCKED_DOWN);
    setDefault(h, "x-frame-options", "DENY");
  }
  return out;
}
