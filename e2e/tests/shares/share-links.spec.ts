import { expect, test } from "../../fixtures.ts";
import { albumData, expectAudioAdvances, signUpListener } from "../player/helpers.ts";
import { shot } from "../shots.ts";

const PASSWORD = "open sesame";

test("a password link plays for a guest until its owner revokes it", async ({ page, browser, baseURL }) => {
  test.setTimeout(300_000);
  await signUpListener(page, "sharer");
  const { tracks } = await albumData(page, 1);
  const track = tracks[0];
  if (!track) throw new Error("the demo album has no tracks");
  await page.goto(`/track/${track.id}`);
  await page.getByRole("button", { name: `More options for ${track.name}` }).click({ timeout: 30_000 });
  await page.getByRole("menuitem", { name: "Share", exact: true }).click();
  const dialog = page.getByTestId("share-dialog");
  await expect(dialog).toBeVisible();
  await shot(page, "share-dialog");
  await page.goto(`/track/${track.id}`);
  await page.getByRole("button", { name: `More options for ${track.name}` }).click();
  await page.getByRole("menuitem", { name: "Share", exact: true }).click();
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create link" }).click();
  const shown = page.getByTestId("share-url");
  await expect(shown).toContainText("/s/");
  const url = (await shown.textContent())?.trim() ?? "";
  const path = new URL(url).pathname;
  expect(path).toMatch(/^\/s\/[A-Za-z0-9_-]{43}$/);

  // A fresh guest: the link asks for the password, then plays.
  const guest = await browser.newContext({ baseURL });
  const guestPage = await guest.newPage();
  const first = await guestPage.goto(path);
  expect(first?.status()).toBe(200);
  await expect(guestPage.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  // A fresh context loads the player's code first: on a busy machine that takes a while.
  await expect(guestPage.getByTestId("share-password")).toBeVisible({ timeout: 30_000 });
  await guestPage.getByLabel("Password").fill("not it");
  await guestPage.getByRole("button", { name: "Continue" }).click();
  await expect(guestPage.getByText("The password is not correct.")).toBeVisible();
  await guestPage.getByLabel("Password").fill(PASSWORD);
  await guestPage.getByRole("button", { name: "Continue" }).click();
  await expect(guestPage.getByTestId("share-page")).toBeVisible({ timeout: 30_000 });
  await expect(guestPage.getByTestId("page-hero")).toContainText(track.name);
  await guestPage.getByTestId("big-play").click();
  await expect(guestPage.getByTestId("player-title")).toHaveText(track.name);
  await expectAudioAdvances(guestPage);
  await shot(guestPage, "share-page", { fullPage: true });

  // The owner sees the visits and revokes the link.
  await page.goto("/account-settings#share-links");
  const row = page.getByTestId("share-link").filter({ hasText: track.name });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await expect(row.getByTestId("share-visits")).not.toHaveText("0 visits");
  await row.scrollIntoViewIfNeeded();
  await shot(page, "account-share-links");
  await page.goto("/account-settings#share-links");
  await row.getByRole("button", { name: `Revoke the link to ${track.name}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Revoke" }).click();
  await expect(page.getByTestId("share-link").filter({ hasText: track.name })).toHaveCount(0);

  await guestPage.reload();
  await expect(guestPage.getByTestId("not-found-page")).toBeVisible({ timeout: 30_000 });
  await expect(guestPage.getByTestId("share-page")).toHaveCount(0);
  await guest.close();
});
