import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { api, expect, test } from "../../fixtures.ts";
import { shoot, shot } from "../shots.ts";

/**
 * Admin catalogue (docs/spec/2-product-areas.md §2): an artist, an album and a track made through the shared forms
 * show in their tables and on the public pages; the tracks table's search, sort and filters live
 * in the URL (the back button walks them back); the CSV export downloads; two tags are deleted
 * together after a confirmation.
 */

async function pick(page: Page, label: string, name: string) {
  await page.getByRole("combobox", { name: label }).fill(name);
  await page.getByRole("option", { name }).first().click();
}

test("an artist, album and track made with the forms show in the tables and on the public pages", async ({
  adminPage: page,
  context,
  baseURL,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const artistName = `Orla Vance ${stamp}`;
  const albumName = `Night Ferries ${stamp}`;
  const trackName = `Harbour Lights ${stamp}`;

  await page.goto("/admin/artists/new");
  await page.getByLabel(/^Name/).fill(artistName);
  await page.getByLabel("Location").fill("Cork");
  await page.getByLabel("Biography").fill("Songs about the sea.\nSecond line.");
  await page.getByRole("button", { name: "Add link" }).click();
  await page.getByLabel("Title").fill("Website");
  await page.getByLabel("URL").fill("https://orla.example.com");
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(/\/admin\/artists\/\d+\/edit$/);
  const artistId = Number(page.url().match(/artists\/(\d+)/)?.[1]);

  await page.goto("/admin/albums/new");
  await page.getByLabel(/^Name/).fill(albumName);
  await pick(page, "Artists", artistName);
  await expect(page.getByTestId("artistIds-chosen")).toContainText(artistName);
  await page.getByLabel("Release date").fill("2025-05-01");
  await page.getByLabel("Tags").fill("Coastal, Folk");
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(/\/admin\/albums\/\d+\/edit$/);
  const albumId = Number(page.url().match(/albums\/(\d+)/)?.[1]);

  await page.goto("/admin/tracks/new");
  await page.getByLabel(/^Title/).fill(trackName);
  await pick(page, "Artists", artistName);
  await pick(page, "Album", albumName);
  await page.getByLabel("Genres").fill("Folk");
  await page.getByLabel("Lyrics", { exact: true }).fill("Lights on the water");
  await page.getByRole("button", { name: "Create" }).click();
  await expect(page).toHaveURL(/\/admin\/tracks\/\d+\/edit$/);
  const trackId = Number(page.url().match(/tracks\/(\d+)/)?.[1]);
  await expect(page.getByRole("heading", { name: trackName })).toBeVisible();

  // In the tables, each row linking to its edit page.
  await page.goto(`/admin/tracks?query=${encodeURIComponent(trackName)}`);
  const trackRow = page.getByRole("row").filter({ hasText: trackName });
  await expect(trackRow).toContainText(artistName);
  await expect(trackRow).toContainText(albumName);
  await page.goto(`/admin/albums?query=${encodeURIComponent(albumName)}`);
  await expect(page.getByRole("row").filter({ hasText: albumName })).toContainText(artistName);
  await page.goto(`/admin/artists?query=${encodeURIComponent(artistName)}`);
  await page.getByRole("link", { name: artistName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/artists/${artistId}/edit$`));
  await expect(page.getByLabel("Location")).toHaveValue("Cork");

  // On the public pages, at once.
  await page.goto(`/track/${trackId}/x`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(trackName);
  await expect(page.getByText(artistName).first()).toBeVisible();
  await page.goto(`/album/${albumId}/x/x`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(albumName);
  await expect(page.getByText(trackName).first()).toBeVisible();
  await page.goto(`/artist/${artistId}/x`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(artistName);

  // A rename shows on the public page straight after saving.
  await page.goto(`/admin/tracks/${trackId}/edit`);
  await page.getByLabel(/^Title/).fill(`${trackName} (Live)`);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("heading", { name: `${trackName} (Live)` })).toBeVisible();
  await page.goto(`/track/${trackId}/x`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${trackName} (Live)`);

  await shoot(page, context, baseURL, "track-edit", `/admin/tracks/${trackId}/edit`);
  await shoot(page, context, baseURL, "album-edit", `/admin/albums/${albumId}/edit`);
  await shoot(page, context, baseURL, "artist-edit", `/admin/artists/${artistId}/edit`);
});

test("an album's running order changes with the move buttons and shows on its page", async ({ adminPage: page }) => {
  test.slow();
  type AlbumPage = { album: { id: number; name: string }; tracks: { id: number; name: string }[] };
  let albumId = 0;
  let before: AlbumPage["tracks"] = [];
  for (let id = 1; id < 20 && before.length < 3; id++) {
    const { status, body } = await api<AlbumPage>(page, "GET", `/api/v1/albums/${id}`);
    if (status === 200 && body.tracks.length >= 3) [albumId, before] = [id, body.tracks];
  }
  expect(before.length).toBeGreaterThanOrEqual(3);
  const [first, second] = before as [AlbumPage["tracks"][0], AlbumPage["tracks"][0]];

  await page.goto(`/admin/albums/${albumId}/edit`);
  const order = page.getByRole("list", { name: "Track order" });
  await expect(order.getByRole("listitem").first()).toContainText(first.name);
  // The first row's button moves it down; Alt+↓ from the focused button moves it once more.
  await order.getByRole("listitem").first().getByRole("button", { name: "Move down" }).click();
  await expect(order.getByRole("listitem").nth(1)).toContainText(first.name);
  await page.keyboard.press("Alt+ArrowDown");
  await expect(order.getByRole("listitem").nth(2)).toContainText(first.name);
  await expect(order.getByRole("listitem").first()).toContainText(second.name);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("Saved album")).toBeVisible();

  const after = await api<AlbumPage>(page, "GET", `/api/v1/albums/${albumId}`);
  expect(after.body.tracks.map((t) => t.id).slice(0, 3)).toEqual([second.id, before[2]?.id, first.id]);
});

test("the tracks table: search, sort and filter change the URL and the back button restores them", async ({
  adminPage: page,
  context,
  baseURL,
}) => {
  test.slow();
  await page.goto("/admin/tracks");
  const rows = page.getByRole("grid", { name: "Search tracks" }).getByRole("row");
  await expect(rows.nth(1)).toBeVisible({ timeout: 20_000 });

  const playsHeader = page.getByRole("columnheader", { name: "Plays" });
  await playsHeader.click();
  await expect(page).toHaveURL(/orderBy=plays/);
  // The second click toggles the direction the header shows, so wait until it shows the first.
  await expect(playsHeader).toHaveAttribute("aria-sort", "ascending");
  await playsHeader.click();
  await expect(page).toHaveURL(/orderBy=plays&orderDir=desc|orderDir=desc.*orderBy=plays/);
  const plays = async () =>
    (await page.getByRole("row").locator("td:nth-child(5)").allInnerTexts())
      .map((p) => Number(p.replace(/\D/g, "")))
      .filter((n) => !Number.isNaN(n));
  await expect
    .poll(async () => {
      const list = await plays();
      return list.length > 2 && list.every((n, i) => i === 0 || (list[i - 1] ?? 0) >= n);
    })
    .toBe(true);

  await page.getByRole("button", { name: "Filter" }).click();
  await page.getByRole("menuitem", { name: "Lyrics" }).click();
  await expect(page).toHaveURL(/f\.has_lyrics=/);
  await expect(page.getByTestId("active-filters")).toContainText("Lyrics");

  await page.getByRole("searchbox", { name: "Search tracks" }).fill("zzzz-no-such-track");
  await expect(page).toHaveURL(/query=zzzz-no-such-track/);
  await expect(page.getByRole("row").filter({ has: page.locator('a[href*="/admin/tracks/"]') })).toHaveCount(0);

  // Back: the search goes, then the filter, then the sort.
  await page.waitForLoadState("networkidle");
  // One entry per change: the page, two sorts, the filter, the search (plus the blank tab).
  expect(await page.evaluate(() => history.length), "one history entry per change").toBe(6);
  await page.goBack();
  await expect(page).not.toHaveURL(/query=/);
  await expect(page.getByRole("searchbox", { name: "Search tracks" })).toHaveValue("");
  await expect(page).toHaveURL(/f\.has_lyrics=/);
  await page.goBack();
  await expect(page).not.toHaveURL(/f\.has_lyrics/);
  await expect(page.getByTestId("active-filters")).toHaveCount(0);
  await expect(page).toHaveURL(/orderDir=desc/);
  await page.goBack();
  await expect(page).not.toHaveURL(/orderDir=desc/);

  await shoot(page, context, baseURL, "tracks", "/admin/tracks?orderBy=plays&orderDir=desc");
});

test("the tracks CSV export downloads the filtered rows with a header row", async ({ adminPage: page }) => {
  await page.goto("/admin/tracks?orderBy=name&orderDir=asc");
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Export CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^tracks-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile((await download.path()) ?? "", "utf8")).replace(/^\uFEFF/, "");
  const [header, first] = text.split(/\r?\n/);
  expect(header?.split(",").slice(0, 3)).toEqual(["id", "name", "image"]);
  expect(first).toMatch(/^\d+,/);
});

test("two tags are deleted together after a confirmation", async ({ adminPage: page, context, baseURL }) => {
  test.slow();
  const stamp = Date.now().toString(36);
  await page.goto("/admin/tags");
  for (const name of [`Drift ${stamp}`, `Tide ${stamp}`]) {
    await page.getByRole("button", { name: "Add tag" }).click();
    const dialog = page.getByRole("dialog", { name: "New tag" });
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByRole("button", { name: "Create" }).click();
    await expect(dialog).toHaveCount(0);
  }
  await page.getByRole("searchbox", { name: "Search tags" }).fill(stamp);
  const rows = page.getByRole("row").filter({ hasText: stamp });
  await expect(rows).toHaveCount(2);
  await shoot(page, context, baseURL, "tags", `/admin/tags?query=${stamp}`);

  for (const row of await rows.all()) {
    await row.locator("td").first().click();
    await expect(row.getByRole("checkbox")).toBeChecked();
  }
  await page.getByTestId("bulk-bar").getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete 2 items?" });
  await expect(confirm).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByText("Deleted 2 items")).toBeVisible();
  await expect(rows).toHaveCount(0);
});

test("every catalogue list opens with rows, and the genre and lyrics editors open from them", async ({
  adminPage: page,
  context,
  baseURL,
}) => {
  for (const [path, title] of [
    ["/admin/albums", "Albums"],
    ["/admin/artists", "Artists"],
    ["/admin/genres", "Genres"],
    ["/admin/playlists", "Playlists"],
    ["/admin/lyrics", "Lyrics"],
  ] as const) {
    await page.goto(path);
    await expect(page.locator("h1")).toHaveText(title);
    await expect(page.getByRole("grid")).toBeVisible();
    await shoot(page, context, baseURL, path.slice(7), path);
  }
  // Comments are moderated beside the rest of the catalogue (admin/comments.spec.ts deletes them).
  await expect(
    page.getByRole("navigation", { name: "Admin area" }).getByRole("link", { name: "Comments" }),
  ).toHaveCount(1);

  await page.goto("/admin/genres");
  await page.getByRole("grid").getByRole("row").nth(1).getByRole("button").first().click();
  const genre = page.getByRole("dialog", { name: "Edit genre" });
  await expect(genre.getByLabel(/^Name/)).not.toHaveValue("");
  await shot(page, "genre-dialog");
  await genre.getByRole("button", { name: "Cancel" }).click();

  // The demo catalogue has lyrics: the first row opens its words for editing.
  await page.goto("/admin/lyrics");
  const lyricsButton = page.getByRole("grid").getByRole("row").nth(1).getByRole("button").first();
  const trackName = ((await lyricsButton.textContent()) ?? "").trim();
  await lyricsButton.click();
  const dialog = page.getByRole("dialog", { name: "Edit lyrics" });
  await expect(dialog).toContainText(trackName);
  await expect(dialog.getByLabel("Lyrics", { exact: true })).not.toHaveValue("");
  await shot(page, "lyrics-dialog");
});
