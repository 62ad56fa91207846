import type { Page } from "@playwright/test";
import { expect, test } from "../../fixtures.ts";
import { albumData, expectAudioAdvances, signUpListener } from "../player/helpers.ts";
import { shot, shotsEnabled } from "../shots.ts";

/** Opens the rule editor from the library, as a listener does. */
async function openEditor(page: Page) {
  await page.goto("/library/playlists");
  await page.getByTestId("new-smart-playlist").click();
  await expect(page.getByTestId("smart-playlist-form")).toBeVisible();
}

test("create a smart playlist in the rule editor with its live count, then play it", async ({ page }) => {
  test.slow();
  await signUpListener(page, "smart");
  const album = await albumData(page, 1);
  const first = album.tracks[0]?.name ?? "";
  // A word of the first track's title: the rule below must match at least that track.
  const word = first.split(/\s+/).find((w) => w.length >= 3) ?? first;

  await openEditor(page);
  const form = page.getByTestId("smart-playlist-form");
  await form.getByLabel("Name").fill("Title picks");
  const count = page.getByTestId("smart-count");
  // One empty rule: the count waits for a value.
  await expect(count).toContainText("Finish the rules");
  const rule = form.getByTestId("smart-rule").first();
  await rule.getByLabel("Value").fill(word);
  await expect(count).toContainText(/[1-9]\d* tracks? match/);

  // A nested group is added and removed again.
  await form.getByRole("button", { name: "Add group" }).click();
  await expect(form.getByTestId("smart-group-2")).toBeVisible();
  await form.getByTestId("smart-group-2").getByRole("button", { name: "Remove this group" }).click();
  await expect(form.getByTestId("smart-group-2")).toHaveCount(0);

  const shown = Number((await count.textContent())?.match(/\d+/)?.[0]);
  await form.getByRole("button", { name: "Create" }).click();
  // The playlist page's code loads on first use.
  await expect(page.getByTestId("playlist-page")).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Title picks");
  await expect(page.getByTestId("playlist-count")).toContainText(`${shown} song`);
  await expect(page.getByTestId("track-row").filter({ hasText: first }).first()).toBeVisible();

  // Its tracks are the rules': no hand removal on a row.
  const row = page.getByTestId("track-row").first();
  await row.hover();
  await row.getByRole("button", { name: /More options for/ }).click();
  await expect(page.getByRole("menuitem", { name: "Add to queue" }).first()).toBeVisible();
  await expect(page.getByRole("menuitem", { name: /Remove from/ })).toHaveCount(0);
  await page.keyboard.press("Escape");

  await page.getByTestId("big-play").click();
  await expectAudioAdvances(page);

  // Export gives the rules as a .nsp file.
  await page.getByTestId("playlist-menu").click();
  const download = page.waitForEvent("download");
  await page.getByRole("menuitem", { name: "Export .nsp" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("Title picks.nsp");

  // Import into the editor: a file's rules replace the draft and its name fills the form.
  await openEditor(page);
  const nsp = { name: "Imported", all: [{ gt: { year: 1900 } }, { is: { loved: false } }], sort: "random", limit: 5 };
  await page
    .getByTestId("smart-import")
    .setInputFiles({ name: "mix.nsp", mimeType: "application/json", buffer: Buffer.from(JSON.stringify(nsp)) });
  await expect(page.getByTestId("smart-playlist-form").getByLabel("Name")).toHaveValue("Imported");
  await expect(page.getByTestId("smart-rule")).toHaveCount(2);
  await expect(page.getByTestId("smart-count")).toContainText("5 tracks match");
});

test("the rule editor in light and dark, on desktop and phone", async ({ page, context, baseURL }) => {
  test.skip(!shotsEnabled, "screenshots only");
  test.slow();
  await signUpListener(page, "smart-shots");
  for (const scheme of ["light", "dark"] as const)
    for (const [name, size] of [
      ["desktop", { width: 1366, height: 900 }],
      ["mobile", { width: 390, height: 844 }],
    ] as const) {
      await context.addCookies([{ name: "theme", value: scheme, url: baseURL ?? "" }]);
      await page.setViewportSize(size);
      await openEditor(page);
      const form = page.getByTestId("smart-playlist-form");
      await form.getByLabel("Name").fill("Late night");
      await form.getByTestId("smart-rule").first().getByLabel("Value").fill("night");
      await form.getByRole("button", { name: "Add group" }).last().click();
      await form.getByTestId("smart-group-2").getByLabel("Value").fill("love");
      await expect(page.getByTestId("smart-count")).toContainText(/match/);
      await shot(page, `smart-editor-${scheme}-${name}`);
    }
});
