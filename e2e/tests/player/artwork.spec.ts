import { expect, test } from "../../fixtures.ts";
import { playAlbum } from "./helpers.ts";

const RASTER = /\/api\/v1\/raster\/track\/\d+-(\d+)\.jpg$/;

test("the Media Session shows the playing track's raster cover at several sizes", async ({ page, request }) => {
  await playAlbum(page, 5);
  const artworkOf = () =>
    page.evaluate(() =>
      (navigator.mediaSession.metadata?.artwork ?? []).map((a) => ({ src: a.src, sizes: a.sizes, type: a.type })),
    );
  await expect.poll(async () => (await artworkOf()).length).toBe(3);
  const artwork = await artworkOf();
  expect(artwork.map((a) => a.sizes)).toEqual(["128x128", "256x256", "512x512"]);
  for (const art of artwork) {
    expect(art.type).toBe("image/jpeg");
    const size = RASTER.exec(art.src)?.[1];
    expect(`${size}x${size}`).toBe(art.sizes);
  }
  // Lock screens fetch it as they find it: a JPEG, not the SVG artwork.
  const image = await request.get(artwork[0]?.src ?? "");
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/jpeg");
});

test("cover images offer raster sizes beside the original", async ({ page }) => {
  await page.goto("/album/6/artist/album");
  const hero = page.getByTestId("album-page").locator("img").first();
  await expect(hero).toBeVisible();
  const srcset = (await hero.getAttribute("srcset")) ?? "";
  expect(srcset).toContain("/api/v1/raster/album/6-64.jpg 64w");
  expect(srcset).toContain("/api/v1/raster/album/6-1024.jpg 1024w");
  expect(await hero.getAttribute("sizes")).toBeTruthy();
  // Generated artwork stays the browser's first choice; the rasters stand behind it.
  const original = await page
    .getByTestId("album-page")
    .locator("picture source[type='image/svg+xml']")
    .first()
    .getAttribute("srcset");
  if (original !== null) expect(original).toMatch(/\.svg$/);
  else expect(await hero.getAttribute("src")).not.toMatch(/\.svg$/);
  // The browser really draws it (the picked candidate loads).
  await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});
