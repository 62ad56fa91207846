import { api, expect, test } from "../../fixtures.ts";
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

interface SearchBody {
  tracks: unknown[];
  albums: unknown[];
  artists: unknown[];
  playlists: unknown[];
  users: unknown[];
  genres: { display_name: string }[];
  more: Record<string, boolean>;
}

test("a query matching only a genre shows the genre and no empty section headings", async ({ page }) => {
  const { status, body } = await api<SearchBody>(page, "GET", "/api/v1/search?query=lov");
  expect(status).toBe(200);
  // The demo catalogue's "Lo-Fi" genre is the only thing "lov" reaches.
  expect(body.genres.map((g) => g.display_name)).toContain("Lo-Fi");
  expect([body.tracks, body.albums, body.artists, body.playlists, body.users].every((l) => l.length === 0)).toBe(true);
  await page.goto("/search/lov");
  const results = page.getByTestId("search-page");
  await expect(results.getByRole("heading", { name: "Genres" })).toBeVisible();
  await expect(results.getByText("Lo-Fi")).toBeVisible();
  for (const heading of ["Top result", "Songs", "Artists", "Albums", "Playlists", "Profiles"])
    await expect(results.getByRole("heading", { name: heading })).toHaveCount(0);
  await expect(page.getByTestId("top-result")).toHaveCount(0);
  // A tab with nothing in it says so instead of showing a blank page.
  await page.goto("/search/lov/artists");
  await expect(page.getByTestId("search-empty")).toBeVisible();
  await page.goto("/search/lov/genres");
  await expect(results.getByText("Lo-Fi")).toBeVisible();
  await expect(page.getByTestId("search-empty")).toHaveCount(0);
});
