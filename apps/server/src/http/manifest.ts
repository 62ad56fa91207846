import type { CoreServices } from "@backbeat/core";

/** The icon's own colour: the bar and splash screen of the installed app match it. */
const THEME_COLOR = "#6246ea";

/**
 * The web app manifest (`/manifest.webmanifest`), named from the branding settings so an
 * installed app carries the site's own name. Icons are the build's (`public/icons/`).
 */
export async function webManifestResponse(services: CoreServices, path: string): Promise<Response | null> {
  if (path !== "manifest.webmanifest") return null;
  const settings = await services.settings.snapshot();
  const name = settings.get("branding.site_name") || "Backbeat";
  const manifest = {
    id: "/",
    name,
    short_name: name.length > 12 ? name.slice(0, 12).trim() : name,
    description: settings.get("branding.site_description"),
    start_url: "/",
    scope: "/",
    display: "standalone",
    background_color: "#101014",
    theme_color: THEME_COLOR,
    categories: ["music", "entertainment"],
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
    shortcuts: [{ name: "Downloads", url: "/downloads" }],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "content-type": "application/manifest+json; charset=utf-8", "cache-control": "public, max-age=3600" },
  });
}
