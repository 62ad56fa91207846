import type { Page } from "@playwright/test";
import { expect, test } from "../../fixtures.ts";
import { albumData, signUpListener } from "./helpers.ts";

/** The artist page's follower count, as its hero shows it. */
async function followers(page: Page): Promise<number> {
  const text = await page
    .getByTestId("artist-page")
    .getByText(/^\d[\d,]* followers?$/)
    .textContent();
  return Number((text ?? "").replace(/\D/g, ""));
}

test("following an artist shows the new follower count at once, and after a reload", async ({ page }) => {
  await signUpListener(page, "follow-count");
  const artist = (await albumData(page, 11)).album.artists[0];
  await page.goto(`/artist/${artist?.id}/x`);
  await expect(page.getByTestId("follow-artist")).toHaveText("Follow");
  // The page is now in the server's page cache for this viewer.
  const before = await followers(page);

  const followed = page.waitForResponse((r) => r.url().includes("library.follow") && r.ok());
  await page.getByTestId("follow-artist").click();
  await followed;
  await expect(page.getByTestId("follow-artist")).toHaveText("Following");
  await expect.poll(() => followers(page), { timeout: 3000 }).toBe(before + 1);

  await page.reload();
  await expect(page.getByTestId("follow-artist")).toHaveText("Following");
  expect(await followers(page)).toBe(before + 1);

  const unfollowed = page.waitForResponse((r) => r.url().includes("library.follow") && r.ok());
  await page.getByTestId("follow-artist").click();
  await unfollowed;
  await expect.poll(() => followers(page), { timeout: 3000 }).toBe(before);
  await page.reload();
  expect(await followers(page)).toBe(before);
});
