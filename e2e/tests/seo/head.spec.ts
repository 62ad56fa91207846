import { expect, test } from "../../fixtures.ts";
import { albumData } from "../player/helpers.ts";

test("an album page arrives with its own head; moving on in the app puts the site's title back", async ({
  page,
  baseURL,
}) => {
  const { album } = await albumData(page, 1);
  const artist = album.artists[0]?.name ?? "";
  const credits = album.artists.map((a) => a.name).join(", ");
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });

  const response = await page.goto(`/album/${album.id}/x/y`);
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId("album-page")).toBeVisible();
  await expect(page).toHaveTitle(`${album.name} by ${credits} - Backbeat`);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "music.album");
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(canonical).toMatch(new RegExp(`^${baseURL}/album/${album.id}/[^/]+/[^/]+$`));
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(ld).toMatchObject({ "@type": "MusicAlbum", name: album.name, url: canonical });

  // The oEmbed address the page advertises answers with the album's embed player.
  const oembed = await page.locator('link[type="application/json+oembed"]').getAttribute("href");
  const embed = await (await page.request.get(oembed ?? "")).json();
  expect(embed).toMatchObject({ type: "rich", title: album.name });
  expect(embed.html).toContain("/embed");

  await page.getByRole("link", { name: artist }).first().click();
  await expect(page.getByTestId("artist-page")).toBeVisible();
  await expect(page).toHaveTitle("Backbeat");
  expect(violations).toEqual([]);
});

test("crawlers find robots.txt, the sitemap index and its files", async ({ request, baseURL }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain("Sitemap: ");
  const index = await (await request.get("/sitemap.xml")).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? "");
  expect(files.some((f) => f.endsWith("/sitemaps/tracks-1.xml"))).toBe(true);
  const tracks = await request.get(new URL("/sitemaps/tracks-1.xml", baseURL).href);
  expect(tracks.headers()["content-type"]).toContain("application/xml");
  expect(await tracks.text()).toMatch(/<url><loc>[^<]+\/track\/\d+\/[^<]+<\/loc><lastmod>/);
});
