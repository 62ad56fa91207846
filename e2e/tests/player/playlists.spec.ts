import type { Page } from "@playwright/test";
import { expect, test } from "../../fixtures.ts";
import { albumData, signUpListener } from "./helpers.ts";

async function rowNames(page: Page): Promise<string[]> {
  return page.getByTestId("track-row").evaluateAll((rows) => rows.map((r) => r.querySelector("a")?.textContent ?? ""));
}

test("create a playlist, add tracks, reorder by keyboard and by drag, rename", async ({ page }) => {
  // A long journey (sign-up, five edits, two reloads): it needs more than one default timeout.
  test.slow();
  await signUpListener(page);
  await page.goto("/discover");
  await page.getByTestId("create-playlist").click();
  const form = page.getByTestId("playlist-form");
  await form.getByLabel("Name").fill("Road trip");
  await form.getByRole("button", { name: "Create" }).click();
  await expect(page.getByTestId("playlist-page")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Road trip");
  await expect(page.getByTestId("playlist-empty")).toBeVisible();

  const data = await albumData(page, 9);
  await page.goto("/album/9/artist/album");
  for (const i of [0, 1, 2]) {
    const row = page.getByTestId("track-row").nth(i);
    await row.hover();
    await row.getByRole("button", { name: /More options for/ }).click();
    await page.getByRole("menuitem", { name: "Add to playlist" }).click();
    await page.getByRole("menuitem", { name: "Road trip" }).click();
    await expect(page.getByText("Added to playlist").first()).toBeVisible();
  }
  await page.getByRole("link", { name: "Road trip" }).first().click();
  await expect(page.getByTestId("playlist-count")).toContainText("3 songs");
  const names = data.tracks.slice(0, 3).map((t) => t.name);
  await expect.poll(() => rowNames(page)).toEqual(names);

  // Keyboard: Alt+↓ moves the focused row down.
  await page.getByTestId("track-row").first().focus();
  await page.keyboard.press("Alt+ArrowDown");
  await expect.poll(() => rowNames(page)).toEqual([names[1], names[0], names[2]]);
  await page.reload();
  await expect.poll(() => rowNames(page)).toEqual([names[1], names[0], names[2]]);

  // Drag the last row above the first.
  await page
    .getByTestId("track-row")
    .nth(2)
    .dragTo(page.getByTestId("track-row").nth(0), { targetPosition: { x: 200, y: 5 } });
  await expect.poll(() => rowNames(page)).toEqual([names[2], names[1], names[0]]);
  await page.reload();
  await expect.poll(() => rowNames(page)).toEqual([names[2], names[1], names[0]]);

  // Rename through the edit dialog.
  await page.getByTestId("playlist-menu").click();
  await page.getByRole("menuitem", { name: "Edit details" }).click();
  await page.getByTestId("playlist-form").getByLabel("Name").fill("Summer road trip");
  await page.getByTestId("playlist-form").getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Summer road trip");
  await expect(page).toHaveURL(/\/playlist\/\d+\/summer-road-trip$/);

  // Delete, after confirming.
  await page.getByTestId("playlist-menu").click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page.getByTestId("confirm-delete").click();
  await expect(page).toHaveURL(/\/library\/playlists$/);
  await expect(page.getByText("Summer road trip")).toHaveCount(0);
});

test("someone else's playlist can be followed but not edited", async ({ page }) => {
  await signUpListener(page);
  await page.goto("/playlist/1/x");
  await expect(page.getByTestId("playlist-page")).toBeVisible();
  const followed = page.waitForResponse((r) => r.url().includes("library.follow") && r.ok());
  await page.getByRole("button", { name: "Follow" }).click();
  await followed;
  await expect(page.getByRole("button", { name: "Following" })).toBeVisible();
  await page.getByTestId("playlist-menu").click();
  await expect(page.getByRole("menuitem", { name: "Edit details" })).toHaveCount(0);
  await page.keyboard.press("Escape");
  await page.goto("/library");
  await expect(page.getByTestId("playlist-card").first()).toBeVisible();
});
