import { expect, test } from "../../fixtures.ts";
import { albumData } from "./helpers.ts";

test("search as you type finds a track despite a typo", async ({ page }) => {
  const data = await albumData(page, 1);
  const target = data.tracks.find((t) => (t.name.split(" ")[0]?.length ?? 0) >= 5) ?? data.tracks[0];
  const name = target?.name ?? "";
  const [first = "", ...rest] = name.split(" ");
  const typo = [first.slice(0, 2) + first.slice(3), ...rest].join(" ");
  await page.goto("/discover");
  await page.getByTestId("search-input").click();
  await expect(page).toHaveURL(/\/search$/);
  await page.getByTestId("search-input").pressSequentially(typo, { delay: 30 });
  await expect(page).toHaveURL(new RegExp(`/search/${encodeURIComponent(typo).replace(/%20/g, "(%20| )")}$`));
  await expect(page.getByTestId("search-page").getByText(name, { exact: true }).first()).toBeVisible();
});

test("search ignores accents and shows tabs", async ({ page }) => {
  const data = await albumData(page, 1);
  const artist = data.album.artists[0]?.name ?? "";
  const plain = artist
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
  await page.goto(`/search/${encodeURIComponent(plain)}/artists`);
  await expect(page.getByTestId("artist-card").first()).toContainText(artist);
  await page.getByRole("link", { name: "All" }).click();
  await expect(page).toHaveURL(new RegExp(`/search/${encodeURIComponent(plain)}$`));
});

test("a query matching nothing says so", async ({ page }) => {
  await page.goto("/search/zzqxwv");
  await expect(page.getByTestId("search-empty")).toBeVisible();
});
